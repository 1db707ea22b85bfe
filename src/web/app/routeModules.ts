/**
 * The screens' modules, loaded on demand. `preloadScreenFor` starts fetching the first screen's
 * code while the app boots, so a phone opening a lobby or game link waits for one round of
 * downloads, not two.
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

const FIRST_SEGMENT: Record<string, keyof typeof screens> = {
  "": "homeScreen",
  lobby: "lobbyScreen",
  game: "gameScreen",
  login: "loginScreen",
  account: "accountScreen",
  pricing: "pricingScreen",
};

export function preloadScreenFor(pathname: string): void {
  const [, segment = "", second] = pathname.split("/");
  const name =
    segment === "lobby" && second === "create" ? "createLobbyScreen" : FIRST_SEGMENT[segment];
  if (name) void screens[name]().catch(() => undefined);
}
