import { CreditCard, LogOut, Sparkles } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { TFunction } from "i18next";
import { Link } from "react-router";
import { billingCalls } from "../../api/billingCalls.js";
import { formatDay } from "../../billing/formatMoney.js";
import { useSubscription } from "../../billing/useSubscription.js";
import { formatCredits } from "../../components/navbar/formatCredits.js";
import { currentLanguage } from "../../i18n/i18n.js";
import { useAccount } from "../../session/AccountProvider.js";
import { RequireRegistered } from "../../session/RequireRegistered.js";

/** The subscription line: next payment, end date, or none. */
function renewalLine(
  subscription: NonNullable<ReturnType<typeof useSubscription>["view"]>["subscription"],
  t: TFunction,
  language: string,
): string {
  if (!subscription) return t("account.noSubscription");
  const date = formatDay(subscription.currentPeriodEnd, language);
  if (subscription.status === "active" || subscription.status === "trialing")
    return subscription.cancelAtPeriodEnd
      ? t("account.endsOn", { date })
      : t("account.nextPayment", { date });
  return t("account.endedOn", { date });
}

function AccountDetails() {
  const { t } = useTranslation();
  const { me, signOut } = useAccount();
  const { view } = useSubscription();
  const [portalBusy, setPortalBusy] = useState(false);
  const language = currentLanguage();
  if (!me) return null;
  const off = view?.provider === "off";

  const openPortal = async () => {
    setPortalBusy(true);
    try {
      const { url } = await billingCalls.createPortalLink(`${window.location.origin}/account`);
      window.location.assign(url);
    } catch (error) {
      // Billing-portal failures in the pages are only logged (SPEC section 8).
      console.error("billing portal failed", error);
      setPortalBusy(false);
    }
  };

  return (
    <main className="mx-auto max-w-xl px-4 py-10">
      <section className="card">
        <h1 className="text-2xl font-bold text-arcane-300">{t("account.title")}</h1>
        <dl className="mt-6 grid grid-cols-[auto_1fr] gap-x-6 gap-y-3">
          <dt className="text-parchment/60">{t("auth.email")}</dt>
          <dd className="break-all" data-testid="account-email">
            {me.email}
          </dd>
          {!off && (
            <>
              <dt className="text-parchment/60">{t("nav.creditsLabel")}</dt>
              <dd data-testid="account-credits">
                {formatCredits(view?.credits ?? me.credits, language)}
              </dd>
            </>
          )}
          <dt className="text-parchment/60">{t("account.tier")}</dt>
          <dd data-testid="account-tier">
            {off
              ? t("account.billingOff")
              : view?.tier
                ? t(`plans.${view.tier}`)
                : t("account.free")}
          </dd>
          {view && (
            <>
              <dt className="text-parchment/60">{t("account.players")}</dt>
              <dd data-testid="account-players">
                {t("account.upToPlayers", { count: view.maxPlayers })}
              </dd>
            </>
          )}
          {view && !off && (
            <>
              <dt className="text-parchment/60">{t("account.renewal")}</dt>
              <dd data-testid="account-renewal">{renewalLine(view.subscription, t, language)}</dd>
            </>
          )}
        </dl>
        <div className="mt-8 flex flex-wrap gap-3">
          {view && !off && view.subscription && (
            <button
              type="button"
              className="btn-secondary"
              disabled={portalBusy}
              onClick={() => void openPortal()}
            >
              <CreditCard aria-hidden size={18} />
              {t("account.manageBilling")}
            </button>
          )}
          {view && !off && view.tier !== "archmage" && (
            <Link to="/pricing" className="btn-primary">
              <Sparkles aria-hidden size={18} />
              {view.tier ? t("account.upgrade") : t("account.getStarted")}
            </Link>
          )}
          <button type="button" className="btn-ghost" onClick={() => void signOut()}>
            <LogOut aria-hidden size={18} />
            {t("auth.logout")}
          </button>
        </div>
      </section>
    </main>
  );
}

export default function AccountScreen() {
  return (
    <RequireRegistered>
      <AccountDetails />
    </RequireRegistered>
  );
}
