import { and, eq, lt } from "drizzle-orm";
import type { Db } from "../db/database.js";
import { user } from "../db/schema.js";
import { changeCredits } from "./ledger.js";

/**
 * The testing-phase grant: every registered user below `amount` is topped up to it, once per
 * period (the period's number is the ledger reference, so several processes grant it once).
 */
export async function grantFreeCredits(
  db: Db,
  amount: number,
  everyHours: number,
  now: number,
): Promise<number> {
  if (amount <= 0 || everyHours <= 0) return 0;
  const period = Math.floor(now / (everyHours * 3_600_000));
  const below = await db
    .select({ id: user.id })
    .from(user)
    .where(and(eq(user.isAnonymous, false), lt(user.credits, amount)));
  let granted = 0;
  for (const { id } of below) {
    const balance = await db.transaction((tx) =>
      changeCredits(tx, id, "free_grant", `free:${period}`, (credits) => Math.max(credits, amount)),
    );
    if (balance !== null) granted += 1;
  }
  return granted;
}
