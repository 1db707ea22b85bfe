/**
 * The screens' modules, each loaded when its route is first shown. The server adds preload hints
 * for the first screen's code to the page (server/http/webApp.ts, shared/screenRoutes.ts).
 */
export const screens = {
  loginScreen: () => import("../screens/login/LoginScreen.js"),
  accountScreen: () => import("../screens/account/AccountScreen.js"),
  termsScreen: () => import("../screens/legal/TermsScreen.js"),
  privacyScreen: () => import("../screens/legal/PrivacyScreen.js"),
  homeScreen: () => import("../screens/home/HomeScreen.js"),
  portalScreen: () => import("../screens/portal/PortalScreen.js"),
  createLobbyScreen: () => import("../screens/lobby/CreateLobbyScreen.js"),
  lobbyScreen: () => import("../screens/lobby/LobbyScreen.js"),
  gameScreen: () => import("../screens/game/GameScreen.js"),
  pricingScreen: () => import("../screens/pricing/PricingScreen.js"),
  subscriptionResultScreen: () => import("../screens/pricing/SubscriptionResultScreen.js"),
  demoCheckoutScreen: () => import("../screens/demo/DemoCheckoutScreen.js"),
  demoBillingScreen: () => import("../screens/demo/DemoBillingScreen.js"),
  notFoundScreen: () => import("../screens/notFound/NotFoundScreen.js"),
};
