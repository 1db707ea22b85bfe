import type { GenericEndpointContext } from "better-auth";
import { getSessionFromCtx } from "better-auth/api";
import { eq } from "drizzle-orm";
import type { Db } from "../db/database.js";
import { creditLedger, user } from "../db/schema.js";

interface NewUserData {
  isAnonymous?: boolean | null;
  credits?: number | null;
  [key: string]: unknown;
}

/**
 * Better Auth's anonymous plugin links a guest by creating a new user and deleting the guest, which
 * would change the player id that lobbies and games know them by. Instead, when a guest signs up
 * (e-mail or OAuth), the new account takes over the guest's id: the guest row is removed first and
 * its credits carried, so every lobby membership keyed by that id stays valid.
 */
export async function adoptGuestIdentity(
  data: NewUserData,
  context: GenericEndpointContext | null,
  options: { db: Db; freeCredits: number },
): Promise<{ data: Record<string, unknown> }> {
  if (data.isAnonymous) return { data: { credits: 0 } };
  const granted = options.freeCredits;
  if (!context) return { data: { credits: granted } };
  const current = await getSessionFromCtx(context, { disableRefresh: true }).catch(() => null);
  const guest = current?.user as { id: string; isAnonymous?: boolean | null } | undefined;
  if (!guest?.isAnonymous) return { data: { credits: granted } };

  const [row] = await options.db
    .select({ credits: user.credits })
    .from(user)
    .where(eq(user.id, guest.id));
  // The cascade removes the guest's sessions and accounts; the id is then free for the new user.
  await options.db.delete(user).where(eq(user.id, guest.id));
  return { data: { id: guest.id, credits: (row?.credits ?? 0) + granted } };
}

/** The credits a new account starts with go in the ledger, so its balance can be explained. */
export async function logSignupGrant(
  db: Db,
  created: { id: string; isAnonymous?: boolean | null; credits?: unknown },
): Promise<void> {
  const credits = Number(created.credits ?? 0);
  if (created.isAnonymous || !(credits > 0)) return;
  await db
    .insert(creditLedger)
    .values({
      userId: created.id,
      kind: "signup_grant",
      delta: credits,
      balanceAfter: credits,
      reference: "signup",
    })
    .onConflictDoNothing();
}
