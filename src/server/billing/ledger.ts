import { eq, sql, type SQL } from "drizzle-orm";
import type { LedgerKind } from "../../game/billing/creditPolicy.js";
import type { Db } from "../db/database.js";
import { creditLedger, user } from "../db/schema.js";

type Tx = Pick<Db, "select" | "insert" | "update">;

/**
 * Changes a user's credits and logs it in the ledger, in the caller's transaction. The user row is
 * locked first so concurrent changes queue. With a reference, a change already logged under the
 * same kind and reference is not applied again (a webhook delivered twice, a round retried).
 * Answers the new balance, or null when nothing changed.
 */
export async function changeCredits(
  tx: Tx,
  userId: string,
  kind: LedgerKind,
  reference: string | null,
  next: (balance: number) => number,
): Promise<number | null> {
  const [row] = await tx
    .select({ credits: user.credits })
    .from(user)
    .where(eq(user.id, userId))
    .for("update");
  if (!row) return null;
  const balance = next(row.credits);
  if (!Number.isFinite(balance)) return null;
  const logged = await tx
    .insert(creditLedger)
    .values({ userId, kind, reference, delta: balance - row.credits, balanceAfter: balance })
    .onConflictDoNothing()
    .returning({ id: creditLedger.id });
  if (logged.length === 0) return null;
  await tx.update(user).set({ credits: balance }).where(eq(user.id, userId));
  return balance;
}

/**
 * Takes a round's cost from the host, as one statement the caller stores with the round
 * (`DocumentTransaction.write`): the same change as `changeCredits`, the user row locked first and
 * a round already charged under `reference` not charged again, without a round trip between.
 */
export function roundCharge(userId: string, amount: number, reference: string): SQL {
  return sql`
    with locked as (
      select ${user.id} as id, ${user.credits} as credits from ${user}
      where ${user.id} = ${userId} for update
    ), logged as (
      insert into ${creditLedger} (user_id, kind, reference, delta, balance_after)
      select id, ${"round_charge" satisfies LedgerKind}, ${reference}, ${-amount}::numeric,
        credits - ${amount}::numeric
      from locked
      on conflict do nothing
      returning user_id, delta
    )
    update ${user} set credits = ${user.credits} + logged.delta from logged
    where ${user.id} = logged.user_id`;
}
