import { Check, Loader2, Sparkles } from "lucide-react";
import { useTranslation } from "react-i18next";
import { PLAN_IDS, PLANS, type PlanId } from "../../shared/constants.js";
import { currentLanguage } from "../i18n/i18n.js";
import { formatUsd } from "./formatMoney.js";
import type { Checkout } from "./useCheckout.js";

interface PlanCardsProps {
  checkout: Checkout;
  /** The plan the reader has now, if any. */
  currentPlan: PlanId | null;
  /** Smaller cards for the pricing popup. */
  compact?: boolean;
}

/** SPEC section 9's three plans, mage highlighted, each with a button that starts checkout. */
export function PlanCards({ checkout, currentPlan, compact = false }: PlanCardsProps) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const rank = (plan: PlanId) => PLAN_IDS.indexOf(plan);
  return (
    <ul
      className={`grid gap-4 ${compact ? "grid-cols-1" : "md:grid-cols-3"}`}
      data-testid="plan-cards"
    >
      {PLAN_IDS.map((id) => {
        const plan = PLANS[id];
        const current = currentPlan === id;
        const action = current
          ? t("pricing.currentPlan")
          : currentPlan === null
            ? t("pricing.choose", { plan: t(`plans.${id}`) })
            : rank(id) > rank(currentPlan)
              ? t("pricing.upgrade", { plan: t(`plans.${id}`) })
              : t("pricing.switch", { plan: t(`plans.${id}`) });
        return (
          <li
            key={id}
            data-testid={`plan-${id}`}
            className={`card relative flex flex-col ${
              plan.highlighted ? "border-2 border-ember-400 shadow-lg shadow-ember-500/20" : ""
            } ${compact ? "p-4" : ""}`}
          >
            {plan.highlighted && (
              <span className="absolute -top-3 start-4 inline-flex items-center gap-1 rounded-full bg-ember-500 px-3 py-0.5 text-xs font-bold text-night-950">
                <Sparkles aria-hidden size={14} />
                {t("pricing.popular")}
              </span>
            )}
            <h3 className="font-display text-xl font-bold text-arcane-300">{t(`plans.${id}`)}</h3>
            <p className="mt-1">
              <span className="text-3xl font-bold text-parchment">
                {formatUsd(plan.priceUsd, language)}
              </span>
              <span className="text-parchment/60"> {t("pricing.perMonth")}</span>
            </p>
            <ul className={`mt-3 space-y-1.5 text-sm text-parchment/85 ${compact ? "" : "flex-1"}`}>
              {[
                t("pricing.credits", { count: plan.credits }),
                t("pricing.players", { count: plan.maxPlayers }),
                t("pricing.rounds", { count: plan.roundsPerMonth }),
                t("pricing.privateLobbies"),
                t("pricing.customSettings"),
              ].map((feature) => (
                <li key={feature} className="flex items-start gap-2">
                  <Check aria-hidden size={16} className="mt-0.5 shrink-0 text-arcane-300" />
                  {feature}
                </li>
              ))}
            </ul>
            <button
              type="button"
              className={`${plan.highlighted ? "btn-primary" : "btn-secondary"} mt-4 w-full`}
              disabled={current || checkout.pending !== null}
              onClick={() => checkout.start(id)}
              data-testid={`choose-${id}`}
            >
              {checkout.pending === id && (
                <Loader2 aria-hidden size={18} className="animate-spin" />
              )}
              {action}
            </button>
          </li>
        );
      })}
    </ul>
  );
}
