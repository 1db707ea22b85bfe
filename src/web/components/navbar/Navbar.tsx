import { ArrowLeft, Coins } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocation, useNavigate } from "react-router";
import { currentLanguage } from "../../i18n/i18n.js";
import { useAccount } from "../../session/AccountProvider.js";
import { usePublicConfig } from "../../session/usePublicConfig.js";
import { ConfirmDialog } from "../dialog/ConfirmDialog.js";
import { MuteButton } from "../MuteButton.js";
import { backConfirmation, runBackCleanup, type BackConfirmation } from "./backCleanup.js";
import { formatCredits } from "./formatCredits.js";
import { NavMenu } from "./NavMenu.js";

export function Navbar() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const { status, me } = useAccount();
  const config = usePublicConfig();
  const [asking, setAsking] = useState<BackConfirmation | null>(null);
  // A screen that offers its own back button (login, sent there by Create New Lobby) keeps one.
  const screenHasBack =
    location.pathname === "/login" && new URLSearchParams(location.search).has("back");

  const leave = async () => {
    await runBackCleanup();
    // With no history inside the app, "back" means home.
    if (location.key !== "default" && window.history.length > 1) void navigate(-1);
    else void navigate("/");
  };
  const goBack = () => {
    const question = backConfirmation();
    if (question) setAsking(question);
    else void leave();
  };

  return (
    <header className="sticky top-0 z-40 border-b border-night-700/70 bg-night-950/85 backdrop-blur">
      <nav
        className="mx-auto flex h-16 max-w-6xl items-center gap-2 px-3 sm:px-6"
        aria-label={t("nav.main")}
      >
        {location.pathname !== "/" && !screenHasBack && (
          <button type="button" className="btn-ghost" aria-label={t("nav.back")} onClick={goBack}>
            <ArrowLeft aria-hidden size={22} className="rtl:rotate-180" />
          </button>
        )}
        <Link
          to="/"
          className="font-display text-xl font-bold tracking-wider text-arcane-300 sm:text-2xl"
        >
          {t("app.name")}
        </Link>
        <div className="ms-auto flex items-center gap-1 sm:gap-2">
          {status === "registered" && me && config?.billingProvider !== "off" && (
            <Link
              to="/account"
              className="flex items-center gap-1.5 rounded-full border border-ember-500/40 bg-night-900 px-3 py-1.5 text-sm font-semibold text-ember-400"
              aria-label={t("nav.credits", { count: Math.round(me.credits) })}
              data-testid="credits"
            >
              <Coins aria-hidden size={16} />
              {formatCredits(me.credits, currentLanguage())}
            </Link>
          )}
          <MuteButton />
          <NavMenu />
        </div>
      </nav>
      {asking && (
        <ConfirmDialog
          open
          onOpenChange={(open) => !open && setAsking(null)}
          title={t(`confirm.${asking}.title`)}
          body={t(`confirm.${asking}.body`)}
          action={t(`confirm.${asking}.action`)}
          onConfirm={leave}
        />
      )}
    </header>
  );
}
