import { creditsAfter, grantsAccess, planChange } from "../../game/billing/creditPolicy.js";
import type { PlanId } from "../../shared/constants.js";
import type { Db } from "../db/database.js";
import { changeCredits } from "./ledger.js";
import {
  readSubscription,
  saveSubscription,
  type SubscriptionRecord,
} from "./subscriptionStore.js";

type Tx = Pick<Db, "select" | "insert" | "update">;

/**
 * Stores the provider's current view of a user's subscription and moves credits for what that
 * view changes: a downgrade caps them, an ending takes them. Payments add credits separately
 * (`creditPayment`), so replaying a view changes nothing.
 */
export async function recordSubscription(tx: Tx, record: SubscriptionRecord): Promise<void> {
  const before = await readSubscription(tx, record.userId);
  await saveSubscription(tx, record);
  const wasActive = before !== null && grantsAccess(before.status);
  const isActive = grantsAccess(record.status);
  const period = record.currentPeriodEnd.toISOString();
  if (wasActive && !isActive) {
    await changeCredits(
      tx,
      record.userId,
      "reset",
      `ended:${record.providerSubscriptionId ?? record.userId}:${period}`,
      (balance) => creditsAfter({ kind: "ended" }, balance).balance,
    );
  } else if (wasActive && isActive && planChange(before.plan, record.plan) === "downgraded") {
    await changeCredits(
      tx,
      record.userId,
      "reset",
      `downgraded:${record.providerSubscriptionId ?? record.userId}:${record.plan}:${period}`,
      (balance) => creditsAfter({ kind: "downgraded", plan: record.plan }, balance).balance,
    );
  }
}

/**
 * Credits for a payment: a first subscription or an upgrade adds the plan's credits, a renewal
 * resets to them. `reference` names the payment (an invoice id): each is credited once.
 */
export async function creditPayment(
  tx: Tx,
  userId: string,
  kind: "subscribed" | "upgraded" | "renewed",
  plan: PlanId,
  reference: string,
): Promise<number | null> {
  const change = creditsAfter({ kind, plan }, 0);
  return changeCredits(
    tx,
    userId,
    change.kind,
    reference,
    (balance) => creditsAfter({ kind, plan }, balance).balance,
  );
}
