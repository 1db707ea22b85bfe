import { eq, sql } from "drizzle-orm";
import type { Db } from "../db/database.js";
import { user } from "../db/schema.js";

type Writer = Pick<Db, "update">;

/** Takes a round's cost from the host, inside the transaction that stores the round. */
export async function chargeCredits(db: Writer, userId: string, amount: number): Promise<void> {
  if (amount <= 0) return;
  await db
    .update(user)
    .set({ credits: sql`${user.credits} - ${amount}` })
    .where(eq(user.id, userId));
}
