import { CreditCard } from "lucide-react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useParams } from "react-router";
import type { DemoCheckoutView } from "../../../shared/billingPayloads.js";
import { PLANS } from "../../../shared/constants.js";
import { billingCalls } from "../../api/billingCalls.js";
import { FunctionError } from "../../api/functions.js";
import { formatUsd } from "../../billing/formatMoney.js";
import { currentLanguage } from "../../i18n/i18n.js";
import { announceAccountChange } from "../../session/accountBroadcast.js";
import { RequireRegistered } from "../../session/RequireRegistered.js";
import { DemoBanner } from "./DemoBanner.js";

type Outcome = "paid" | "declined" | "canceled";

/** The demo provider's checkout page: confirm (as a paid Stripe checkout would), decline, cancel. */
function DemoCheckout() {
  const { t } = useTranslation();
  const { sessionId = "" } = useParams();
  const [checkout, setCheckout] = useState<DemoCheckoutView | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState<Outcome | null>(null);
  const language = currentLanguage();

  useEffect(() => {
    billingCalls
      .getDemoCheckout(sessionId)
      .then(setCheckout, (failure: unknown) =>
        setError(failure instanceof FunctionError ? failure.message : t("errors.unexpectedError")),
      );
  }, [sessionId, t]);

  const answer = async (outcome: Outcome) => {
    setBusy(outcome);
    try {
      const { redirect } = await billingCalls.completeDemoCheckout(sessionId, outcome);
      // The tab that opened this checkout is still open: it shows the new plan and credits.
      announceAccountChange();
      window.location.assign(redirect);
    } catch (failure) {
      setError(failure instanceof FunctionError ? failure.message : t("errors.unexpectedError"));
      setBusy(null);
    }
  };

  const plan = checkout ? PLANS[checkout.plan] : null;
  const open = checkout?.status === "open";
  return (
    <main className="mx-auto max-w-lg px-4 py-10">
      <DemoBanner title={t("demo.checkoutTitle")} />
      <section className="card mt-6" data-testid="demo-checkout">
        {error && (
          <p className="field-error" role="alert">
            {error}
          </p>
        )}
        {checkout && plan && (
          <>
            <p className="text-parchment/60">{t("demo.subscribeTo")}</p>
            <h1 className="font-display text-2xl font-bold text-arcane-300">
              {t(`plans.${checkout.plan}`)}
            </h1>
            <p className="mt-1 text-xl font-bold">
              {formatUsd(plan.priceUsd, language)}{" "}
              <span className="text-base font-normal text-parchment/60">
                {t("pricing.perMonth")}
              </span>
            </p>
            <p className="mt-2 text-sm text-parchment/80">
              {t("pricing.credits", { count: plan.credits })} ·{" "}
              {t("pricing.players", { count: plan.maxPlayers })}
            </p>
            {checkout.currentPlan && (
              <p className="mt-3 text-sm text-parchment/80">
                {t("demo.switching", {
                  from: t(`plans.${checkout.currentPlan}`),
                  to: t(`plans.${checkout.plan}`),
                })}
              </p>
            )}
            {!open && <p className="mt-4 text-parchment/80">{t("demo.closed")}</p>}
            <div className="mt-6 flex flex-col gap-3">
              <button
                type="button"
                className="btn-primary"
                disabled={!open || busy !== null}
                onClick={() => void answer("paid")}
              >
                <CreditCard aria-hidden size={18} />
                {t("demo.confirm", { price: formatUsd(plan.priceUsd, language) })}
              </button>
              <button
                type="button"
                className="btn-secondary"
                disabled={!open || busy !== null}
                onClick={() => void answer("declined")}
              >
                {t("demo.decline")}
              </button>
              <button
                type="button"
                className="btn-ghost"
                disabled={!open || busy !== null}
                onClick={() => void answer("canceled")}
              >
                {t("demo.cancel")}
              </button>
            </div>
          </>
        )}
      </section>
    </main>
  );
}

export default function DemoCheckoutScreen() {
  return (
    <RequireRegistered>
      <DemoCheckout />
    </RequireRegistered>
  );
}
