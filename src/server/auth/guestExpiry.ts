import { and, eq, gt, inArray, lt, notExists } from "drizzle-orm";
import type { Db } from "../db/database.js";
import { session, user } from "../db/schema.js";
import type { SessionCache } from "./sessionCache.js";

const EVERY_MS = 10 * 60 * 1000;

/**
 * Deletes guests nobody has seen for `idleMs`: no session of theirs refreshed since, and created
 * before. Their sessions go with them (cascade) and are forgotten on every process, so a guest's
 * open tabs are signed out too. Registered accounts are never touched. Returns how many went.
 */
export async function expireIdleGuests(
  db: Db,
  sessions: SessionCache,
  now: number,
  idleMs: number,
): Promise<number> {
  const cutoff = new Date(now - idleMs);
  const idle = await db
    .select({ id: user.id })
    .from(user)
    .where(
      and(
        eq(user.isAnonymous, true),
        lt(user.createdAt, cutoff),
        notExists(
          db
            .select({ id: session.id })
            .from(session)
            .where(and(eq(session.userId, user.id), gt(session.updatedAt, cutoff))),
        ),
      ),
    )
    .limit(1000);
  if (idle.length === 0) return 0;
  const ids = idle.map((row) => row.id);
  const tokens = await db
    .select({ token: session.token })
    .from(session)
    .where(inArray(session.userId, ids));
  await db.delete(user).where(inArray(user.id, ids));
  for (const { token } of tokens) sessions.forget(token);
  return ids.length;
}

/** Runs the expiry every ten minutes; 0 hours turns it off. Returns the stop function. */
export function startGuestExpiry(
  db: Db,
  sessions: SessionCache,
  idleHours: number,
  now: () => number,
): () => void {
  if (idleHours <= 0) return () => {};
  const tick = () =>
    expireIdleGuests(db, sessions, now(), idleHours * 3_600_000).catch((error: unknown) =>
      console.error("guest expiry failed", error),
    );
  void tick();
  const timer = setInterval(() => void tick(), EVERY_MS);
  return () => clearInterval(timer);
}
