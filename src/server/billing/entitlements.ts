import { eq } from "drizzle-orm";
import { FREE_TIER_MAX_PLAYERS } from "../../shared/constants.js";
import type { Db } from "../db/database.js";
import { user } from "../db/schema.js";

type Reader = Pick<Db, "select">;

export interface HostEntitlement {
  credits: number;
  canHost: boolean;
  /** The most players this user's lobbies may hold. */
  maxPlayers: number;
}

/**
 * Who may host, and how big. Until subscriptions exist (billing issue), hosting rests on credits
 * alone and a host on free credits gets the free tier's 8 players.
 */
export async function loadHostEntitlement(db: Reader, userId: string): Promise<HostEntitlement> {
  const [row] = await db.select({ credits: user.credits }).from(user).where(eq(user.id, userId));
  const credits = row?.credits ?? 0;
  return { credits, canHost: credits > 0, maxPlayers: FREE_TIER_MAX_PLAYERS };
}
