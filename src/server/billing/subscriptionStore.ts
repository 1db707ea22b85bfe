import { eq } from "drizzle-orm";
import { PLAN_IDS, type PlanId } from "../../shared/constants.js";
import type { Db } from "../db/database.js";
import { subscription } from "../db/schema.js";

type Reader = Pick<Db, "select">;
type Writer = Pick<Db, "select" | "insert" | "update">;

export interface SubscriptionRecord {
  userId: string;
  provider: string;
  providerCustomerId: string | null;
  providerSubscriptionId: string | null;
  plan: PlanId;
  priceId: string;
  status: string;
  currentPeriodEnd: Date;
  cancelAtPeriodEnd: boolean;
}

export function isPlanId(value: string): value is PlanId {
  return (PLAN_IDS as readonly string[]).includes(value);
}

export async function readSubscription(
  db: Reader,
  userId: string,
): Promise<SubscriptionRecord | null> {
  const [row] = await db.select().from(subscription).where(eq(subscription.userId, userId));
  if (!row || !isPlanId(row.plan)) return null;
  return { ...row, plan: row.plan };
}

export async function findByProviderCustomer(
  db: Reader,
  customerId: string,
): Promise<SubscriptionRecord | null> {
  const [row] = await db
    .select()
    .from(subscription)
    .where(eq(subscription.providerCustomerId, customerId));
  if (!row || !isPlanId(row.plan)) return null;
  return { ...row, plan: row.plan };
}

/** Stores the provider's view of a subscription, replacing what was there. */
export async function saveSubscription(db: Writer, record: SubscriptionRecord): Promise<void> {
  const values = { ...record, updatedAt: new Date() };
  await db
    .insert(subscription)
    .values(values)
    .onConflictDoUpdate({ target: subscription.userId, set: values });
}
