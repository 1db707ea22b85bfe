import { Info } from "lucide-react";
import { useTranslation } from "react-i18next";
import { CheckoutLinkDialog } from "../../billing/CheckoutLinkDialog.js";
import { PlanCards } from "../../billing/PlanCards.js";
import { useCheckout } from "../../billing/useCheckout.js";
import { useSubscription } from "../../billing/useSubscription.js";
import { usePublicConfig } from "../../session/usePublicConfig.js";

const SECTIONS = ["upgrading", "cancellation", "credits", "billing", "refunds", "support"] as const;

/** SPEC section 2 Pricing: three plan cards and what to know about upgrading, billing and more. */
export default function PricingScreen() {
  const { t } = useTranslation();
  const config = usePublicConfig();
  const { view } = useSubscription();
  const checkout = useCheckout();
  const off = config?.billingProvider === "off";
  return (
    <main className="mx-auto max-w-5xl px-4 py-10">
      <header className="text-center">
        <h1 className="font-display text-3xl font-bold text-arcane-300 sm:text-4xl">
          {t("pricing.title")}
        </h1>
        <p className="mx-auto mt-2 max-w-2xl text-parchment/75">{t("pricing.subtitle")}</p>
      </header>
      {config?.billingProvider === "demo" && (
        <p
          className="mx-auto mt-6 flex max-w-2xl items-start gap-2 rounded-lg border border-amber-400/50 bg-amber-400/10 p-3 text-sm text-amber-200"
          data-testid="demo-notice"
        >
          <Info aria-hidden size={18} className="mt-0.5 shrink-0" />
          {t("pricing.demoNotice")}
        </p>
      )}
      {off ? (
        <p className="card mx-auto mt-8 max-w-2xl text-center" data-testid="billing-off">
          {t("pricing.billingOff")}
        </p>
      ) : (
        <div className="mt-10">
          <PlanCards checkout={checkout} currentPlan={view?.tier ?? null} />
          {checkout.error && (
            <p className="field-error mt-4 text-center" role="alert">
              {checkout.error}
            </p>
          )}
        </div>
      )}
      <section className="mt-12 grid gap-4 sm:grid-cols-2" aria-label={t("pricing.infoTitle")}>
        {SECTIONS.map((section) => (
          <article key={section} className="card">
            <h2 className="font-display text-lg font-bold text-arcane-300">
              {t(`pricing.info.${section}.title`)}
            </h2>
            <p className="mt-2 text-sm text-parchment/80">{t(`pricing.info.${section}.body`)}</p>
          </article>
        ))}
      </section>
      <CheckoutLinkDialog checkout={checkout} />
    </main>
  );
}
