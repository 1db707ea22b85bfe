import { lazy, Suspense } from "react";
import { BrowserRouter, Route, Routes } from "react-router";
import { Navbar } from "../components/navbar/Navbar.js";
import LoadingShell from "../screens/shell/LoadingShell.js";
import { AccountProvider } from "../session/AccountProvider.js";
import { screens } from "./routeModules.js";

/* Every screen is its own chunk, so the home page loads only what it shows (routeModules.ts). */
const LoginScreen = lazy(screens.loginScreen);
const AccountScreen = lazy(screens.accountScreen);
const TermsScreen = lazy(screens.termsScreen);
const PrivacyScreen = lazy(screens.privacyScreen);
const HomeScreen = lazy(screens.homeScreen);
const PortalScreen = lazy(screens.portalScreen);
const CreateLobbyScreen = lazy(screens.createLobbyScreen);
const LobbyScreen = lazy(screens.lobbyScreen);
const GameScreen = lazy(screens.gameScreen);
const PricingScreen = lazy(screens.pricingScreen);
const SubscriptionResultScreen = lazy(screens.subscriptionResultScreen);
const DemoCheckoutScreen = lazy(screens.demoCheckoutScreen);
const DemoBillingScreen = lazy(screens.demoBillingScreen);
const NotFoundScreen = lazy(screens.notFoundScreen);

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
