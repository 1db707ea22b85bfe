import { eq } from "drizzle-orm";
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

/** Takes a round's cost from the host, inside the transaction that stores the round. */
export async function chargeRound(
  tx: Tx,
  userId: string,
  amount: number,
  reference: string,
): Promise<void> {
  if (amount <= 0) return;
  await changeCredits(tx, userId, "round_charge", reference, (balance) => balance - amount);
}
