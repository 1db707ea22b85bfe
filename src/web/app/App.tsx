import { lazy, Suspense } from "react";
import { BrowserRouter, Route, Routes } from "react-router";
import { Navbar } from "../components/navbar/Navbar.js";
import LoadingShell from "../screens/shell/LoadingShell.js";
import { AccountProvider } from "../session/AccountProvider.js";

/* Every screen is its own chunk, so the home page loads only what it shows. */
const LoginScreen = lazy(() => import("../screens/login/LoginScreen.js"));
const AccountScreen = lazy(() => import("../screens/account/AccountScreen.js"));
const TermsScreen = lazy(() => import("../screens/legal/TermsScreen.js"));
const PrivacyScreen = lazy(() => import("../screens/legal/PrivacyScreen.js"));
const HomeScreen = lazy(() => import("../screens/home/HomeScreen.js"));
const PortalScreen = lazy(() => import("../screens/portal/PortalScreen.js"));
const CreateLobbyScreen = lazy(() => import("../screens/lobby/CreateLobbyScreen.js"));
const LobbyScreen = lazy(() => import("../screens/lobby/LobbyScreen.js"));
const GameScreen = lazy(() => import("../screens/game/GameScreen.js"));
const PricingScreen = lazy(() => import("../screens/pricing/PricingScreen.js"));
const SubscriptionResultScreen = lazy(
  () => import("../screens/pricing/SubscriptionResultScreen.js"),
);
const DemoCheckoutScreen = lazy(() => import("../screens/demo/DemoCheckoutScreen.js"));
const DemoBillingScreen = lazy(() => import("../screens/demo/DemoBillingScreen.js"));
const NotFoundScreen = lazy(() => import("../screens/notFound/NotFoundScreen.js"));

/** SPEC section 2: every route, each behind the navbar. */
export function App() {
  return (
    <BrowserRouter>
      <AccountProvider>
        <Navbar />
        <Suspense fallback={<LoadingShell />}>
          <Routes>
            <Route path="/" element={<HomeScreen />} />
            <Route path="/login" element={<LoginScreen />} />
            <Route path="/portal" element={<PortalScreen />} />
            <Route path="/lobby/create" element={<CreateLobbyScreen />} />
            <Route path="/lobby/:lobbyCode" element={<LobbyScreen />} />
            <Route path="/game/:lobbyCode" element={<GameScreen />} />
            <Route path="/pricing" element={<PricingScreen />} />
            <Route path="/account" element={<AccountScreen />} />
            <Route path="/subscription-success" element={<SubscriptionResultScreen />} />
            {/* The embedded demo payment provider's pages (BILLING_PROVIDER=demo). */}
            <Route path="/demo/checkout/:sessionId" element={<DemoCheckoutScreen />} />
            <Route path="/demo/billing" element={<DemoBillingScreen />} />
            <Route path="/terms" element={<TermsScreen />} />
            <Route path="/privacy" element={<PrivacyScreen />} />
            <Route path="*" element={<NotFoundScreen />} />
          </Routes>
        </Suspense>
      </AccountProvider>
    </BrowserRouter>
  );
}
