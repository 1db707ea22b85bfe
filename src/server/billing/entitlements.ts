import { eq } from "drizzle-orm";
import { grantsAccess } from "../../game/billing/creditPolicy.js";
import { FREE_TIER_MAX_PLAYERS, PLANS, type PlanId } from "../../shared/constants.js";
import type { BillingConfig } from "../config/config.js";
import type { Db } from "../db/database.js";
import { user } from "../db/schema.js";
import { readSubscription } from "./subscriptionStore.js";

type Reader = Pick<Db, "select">;

export interface HostEntitlement {
  credits: number;
  /** An active (or trialing) plan, or null. */
  tier: PlanId | null;
  /** Active subscription or credits left: may create lobbies and play rounds. */
  canHost: boolean;
  /** The most players this user's lobbies may hold. */
  maxPlayers: number;
  /** Had a subscription that is no longer active: running out of credits then ends the game as
   * subscription_expired rather than no_credits. */
  subscriptionLapsed: boolean;
}

/** Who may host, and how big: from the subscription record and the credit balance. */
export async function loadHostEntitlement(
  db: Reader,
  userId: string,
  billing: Pick<BillingConfig, "provider">,
): Promise<HostEntitlement> {
  if (billing.provider === "off") {
    // A private server for friends: no payments, no credit checks, the largest games.
    return {
      credits: Number.POSITIVE_INFINITY,
      tier: null,
      canHost: true,
      maxPlayers: PLANS.archmage.maxPlayers,
      subscriptionLapsed: false,
    };
  }
  const [row] = await db.select({ credits: user.credits }).from(user).where(eq(user.id, userId));
  const credits = row?.credits ?? 0;
  const record = await readSubscription(db, userId);
  const active = record !== null && grantsAccess(record.status);
  const tier = active ? record.plan : null;
  return {
    credits,
    tier,
    canHost: active || credits > 0,
    maxPlayers: tier ? PLANS[tier].maxPlayers : FREE_TIER_MAX_PLAYERS,
    subscriptionLapsed: record !== null && !active,
  };
}
