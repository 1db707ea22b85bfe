import { PLAN_IDS, PLANS, type PlanId } from "../../shared/constants.js";

/** What happened to a subscription, as far as credits are concerned. */
export type BillingMoment =
  | { kind: "subscribed"; plan: PlanId }
  | { kind: "upgraded"; plan: PlanId }
  | { kind: "downgraded"; plan: PlanId }
  | { kind: "renewed"; plan: PlanId }
  | { kind: "ended" };

/** How a change appears in the credit ledger. */
export type LedgerKind =
  "grant" | "reset" | "round_charge" | "admin_grant" | "signup_grant" | "free_grant";

export interface CreditChange {
  kind: LedgerKind;
  balance: number;
}

const rank = (plan: PlanId) => PLAN_IDS.indexOf(plan);

/** A change of plan on a live subscription: up, down, or none. */
export function planChange(from: PlanId, to: PlanId): "upgraded" | "downgraded" | null {
  if (rank(to) > rank(from)) return "upgraded";
  if (rank(to) < rank(from)) return "downgraded";
  return null;
}

/**
 * SPEC section 9: credits do not roll over from one cycle to the next, except on an upgrade, which
 * adds the new plan's credits to what remains and restarts the cycle. A first subscription adds
 * its credits to any free ones; a renewal resets the balance to the plan's amount. A downgrade
 * never adds credits (it would be a free top-up): the balance is capped at the smaller plan's
 * amount. When a subscription ends, its credits go with it.
 */
export function creditsAfter(moment: BillingMoment, balance: number): CreditChange {
  switch (moment.kind) {
    case "subscribed":
    case "upgraded":
      return { kind: "grant", balance: Math.max(0, balance) + PLANS[moment.plan].credits };
    case "downgraded":
      return { kind: "reset", balance: Math.min(balance, PLANS[moment.plan].credits) };
    case "renewed":
      return { kind: "reset", balance: PLANS[moment.plan].credits };
    case "ended":
      return { kind: "reset", balance: Math.min(balance, 0) };
  }
}

/** Subscription states that grant access (SPEC section 4: active or trialing). */
export function grantsAccess(status: string): boolean {
  return status === "active" || status === "trialing";
}
