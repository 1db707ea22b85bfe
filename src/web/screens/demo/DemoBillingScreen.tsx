import { ArrowLeft, CalendarClock } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { PLAN_IDS, type PlanId } from "../../../shared/constants.js";
import { billingCalls } from "../../api/billingCalls.js";
import { FunctionError } from "../../api/functions.js";
import { formatDay } from "../../billing/formatMoney.js";
import { useSubscription } from "../../billing/useSubscription.js";
import { currentLanguage } from "../../i18n/i18n.js";
import { useAccount } from "../../session/AccountProvider.js";
import { announceAccountChange } from "../../session/accountBroadcast.js";
import { RequireRegistered } from "../../session/RequireRegistered.js";
import { safeRedirect } from "../login/safeRedirect.js";
import { DemoBanner } from "./DemoBanner.js";

/** Only a way back into this site: the portal's return link comes from the address bar. */
function returnPath(value: string | null): string {
  if (!value) return "/account";
  try {
    const url = new URL(value, window.location.origin);
    return url.origin === window.location.origin
      ? safeRedirect(url.pathname + url.search)
      : "/account";
  } catch {
    return "/account";
  }
}

/** The demo provider's billing portal: cancel at period end, resume, switch plan, let time pass. */
function DemoBilling() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const { refresh } = useAccount();
  const { view, reload } = useSubscription();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const language = currentLanguage();
  const subscription = view?.subscription ?? null;
  const active = subscription?.status === "active";

  const act = async (
    action: { action: "cancel" | "resume" | "advance" } | { action: "switch"; plan: PlanId },
  ) => {
    setBusy(true);
    setError(null);
    try {
      await billingCalls.demoBilling(action);
      announceAccountChange();
      await Promise.all([reload(), refresh()]);
    } catch (failure) {
      setError(failure instanceof FunctionError ? failure.message : t("errors.unexpectedError"));
    } finally {
      setBusy(false);
    }
  };

  return (
    <main className="mx-auto max-w-lg px-4 py-10">
      <DemoBanner title={t("demo.portalTitle")} />
      <section className="card mt-6" data-testid="demo-portal">
        {error && (
          <p className="field-error mb-3" role="alert">
            {error}
          </p>
        )}
        {subscription ? (
          <>
            <h1 className="font-display text-2xl font-bold text-arcane-300">
              {t(`plans.${subscription.plan}`)}
            </h1>
            <p className="mt-1 flex items-center gap-2 text-parchment/80" data-testid="demo-status">
              <CalendarClock aria-hidden size={18} />
              {!active
                ? t("account.endedOn", { date: formatDay(subscription.currentPeriodEnd, language) })
                : subscription.cancelAtPeriodEnd
                  ? t("account.endsOn", {
                      date: formatDay(subscription.currentPeriodEnd, language),
                    })
                  : t("account.nextPayment", {
                      date: formatDay(subscription.currentPeriodEnd, language),
                    })}
            </p>
            {active && (
              <>
                <div className="mt-5 flex flex-wrap gap-3">
                  {subscription.cancelAtPeriodEnd ? (
                    <button
                      type="button"
                      className="btn-secondary"
                      disabled={busy}
                      onClick={() => void act({ action: "resume" })}
                    >
                      {t("demo.resume")}
                    </button>
                  ) : (
                    <button
                      type="button"
                      className="btn-secondary"
                      disabled={busy}
                      onClick={() => void act({ action: "cancel" })}
                    >
                      {t("demo.cancelSubscription")}
                    </button>
                  )}
                </div>
                <h2 className="mt-6 font-bold text-parchment">{t("demo.switchPlan")}</h2>
                <div className="mt-2 flex flex-wrap gap-2">
                  {PLAN_IDS.filter((plan) => plan !== subscription.plan).map((plan) => (
                    <button
                      key={plan}
                      type="button"
                      className="btn-secondary"
                      disabled={busy}
                      onClick={() => void act({ action: "switch", plan })}
                      data-testid={`switch-${plan}`}
                    >
                      {t(`plans.${plan}`)}
                    </button>
                  ))}
                </div>
                <h2 className="mt-6 font-bold text-parchment">{t("demo.timeTitle")}</h2>
                <p className="mt-1 text-sm text-parchment/70">{t("demo.timeBody")}</p>
                <button
                  type="button"
                  className="btn-ghost mt-2"
                  disabled={busy}
                  onClick={() => void act({ action: "advance" })}
                >
                  {t("demo.advance")}
                </button>
              </>
            )}
          </>
        ) : (
          <p className="text-parchment/80">{t("account.noSubscription")}</p>
        )}
        <a href={returnPath(params.get("return"))} className="btn-primary mt-8 w-full">
          <ArrowLeft aria-hidden size={18} className="rtl:rotate-180" />
          {t("demo.return")}
        </a>
      </section>
    </main>
  );
}

export default function DemoBillingScreen() {
  return (
    <RequireRegistered>
      <DemoBilling />
    </RequireRegistered>
  );
}
