import { and, eq, lte } from "drizzle-orm";
import { grantsAccess, planChange } from "../../../game/billing/creditPolicy.js";
import type { PlanId } from "../../../shared/constants.js";
import { AppError } from "../../../shared/errors.js";
import { MESSAGES } from "../../../shared/messages.js";
import type { Db } from "../../db/database.js";
import { checkoutSession, subscription } from "../../db/schema.js";
import { creditPayment, recordSubscription } from "../subscriptionSync.js";
import { readSubscription, type SubscriptionRecord } from "../subscriptionStore.js";

/** A demo billing period: a month of thirty days. */
export const DEMO_PERIOD_MS = 30 * 24 * 60 * 60 * 1000;

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

function demoRecord(userId: string, plan: PlanId, periodEnd: number): SubscriptionRecord {
  return {
    userId,
    provider: "demo",
    providerCustomerId: `demo_customer_${userId}`,
    providerSubscriptionId: `demo_sub_${userId}`,
    plan,
    priceId: `demo_${plan}`,
    status: "active",
    currentPeriodEnd: new Date(periodEnd),
    cancelAtPeriodEnd: false,
  };
}

/**
 * What a paid Stripe checkout does, done locally: a first plan starts a period and adds its
 * credits; an upgrade adds the new plan's credits and restarts the period; a downgrade switches
 * the plan and caps the credits.
 */
export async function applyDemoPlan(
  tx: Tx,
  userId: string,
  plan: PlanId,
  now: number,
  reference: string,
): Promise<void> {
  const current = await readSubscription(tx, userId);
  if (!current || !grantsAccess(current.status)) {
    await recordSubscription(tx, demoRecord(userId, plan, now + DEMO_PERIOD_MS));
    await creditPayment(tx, userId, "subscribed", plan, reference);
    return;
  }
  const change = planChange(current.plan, plan);
  if (change === null) throw new AppError("failed-precondition", MESSAGES.samePlan);
  if (change === "upgraded") {
    await recordSubscription(tx, demoRecord(userId, plan, now + DEMO_PERIOD_MS));
    await creditPayment(tx, userId, "upgraded", plan, reference);
  } else {
    await recordSubscription(tx, {
      ...demoRecord(userId, plan, current.currentPeriodEnd.getTime()),
      cancelAtPeriodEnd: current.cancelAtPeriodEnd,
    });
  }
}

/** Answers the demo checkout: paid, declined or cancelled. Returns where the buyer goes next. */
export async function completeDemoCheckout(
  db: Db,
  userId: string,
  sessionId: string,
  outcome: "paid" | "declined" | "canceled",
  now: number,
): Promise<string> {
  return db.transaction(async (tx) => {
    const [session] = await tx
      .select()
      .from(checkoutSession)
      .where(and(eq(checkoutSession.id, sessionId), eq(checkoutSession.userId, userId)))
      .for("update");
    if (!session || session.status !== "open") {
      throw new AppError("not-found", MESSAGES.checkoutNotFound);
    }
    if (outcome === "canceled") {
      await tx
        .update(checkoutSession)
        .set({ status: "canceled" })
        .where(eq(checkoutSession.id, sessionId));
      return session.cancelUrl;
    }
    if (outcome === "declined") {
      await tx
        .update(checkoutSession)
        .set({ status: "failed", errorMessage: "Your card was declined (demo)." })
        .where(eq(checkoutSession.id, sessionId));
      return new URL("/subscription-success?unsuccessful=true", session.successUrl).toString();
    }
    await applyDemoPlan(tx, userId, session.plan as PlanId, now, `demo:${sessionId}`);
    await tx
      .update(checkoutSession)
      .set({ status: "complete" })
      .where(eq(checkoutSession.id, sessionId));
    return session.successUrl;
  });
}

/**
 * A period that has run out: a cancelled subscription ends (its credits go), any other renews
 * for another month with its credits reset, as a successful card payment would.
 */
async function settle(tx: Tx, record: SubscriptionRecord, now: number): Promise<void> {
  if (record.cancelAtPeriodEnd) {
    await recordSubscription(tx, { ...record, status: "canceled" });
    return;
  }
  let periodEnd = record.currentPeriodEnd.getTime();
  while (periodEnd <= now) periodEnd += DEMO_PERIOD_MS;
  await recordSubscription(tx, { ...record, currentPeriodEnd: new Date(periodEnd) });
  await creditPayment(
    tx,
    record.userId,
    "renewed",
    record.plan,
    `demo-renewal:${record.userId}:${periodEnd}`,
  );
}

/** The demo's clock: settles every demo subscription whose period has ended. */
export async function settleDueDemoSubscriptions(db: Db, now: number): Promise<number> {
  const due = await db
    .select({ userId: subscription.userId })
    .from(subscription)
    .where(
      and(
        eq(subscription.provider, "demo"),
        eq(subscription.status, "active"),
        lte(subscription.currentPeriodEnd, new Date(now)),
      ),
    );
  for (const { userId } of due) {
    await db.transaction(async (tx) => {
      const record = await readSubscription(tx, userId);
      if (record && grantsAccess(record.status) && record.currentPeriodEnd.getTime() <= now)
        await settle(tx, record, now);
    });
  }
  return due.length;
}

/** The demo billing portal: cancel at period end, resume, switch plan, or let a month pass. */
export async function demoBillingAction(
  db: Db,
  userId: string,
  action:
    | { action: "cancel" }
    | { action: "resume" }
    | { action: "switch"; plan: PlanId }
    | { action: "advance" },
  now: number,
): Promise<void> {
  await db.transaction(async (tx) => {
    const record = await readSubscription(tx, userId);
    if (!record || record.provider !== "demo" || !grantsAccess(record.status)) {
      throw new AppError("failed-precondition", MESSAGES.noBillingAccount);
    }
    switch (action.action) {
      case "cancel":
      case "resume":
        await recordSubscription(tx, { ...record, cancelAtPeriodEnd: action.action === "cancel" });
        break;
      case "switch":
        await applyDemoPlan(tx, userId, action.plan, now, `demo-switch:${userId}:${now}`);
        break;
      case "advance":
        await settle(tx, { ...record, currentPeriodEnd: new Date(now) }, now);
        break;
    }
  });
}
