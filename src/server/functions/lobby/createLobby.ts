import { and, count, eq, sql } from "drizzle-orm";
import { createLobby as createLobbyRule } from "../../../game/lobby/membership.js";
import { AppError } from "../../../shared/errors.js";
import { createLobbyPayload } from "../../../shared/lobbyPayloads.js";
import { MESSAGES } from "../../../shared/messages.js";
import { loadHostEntitlement } from "../../billing/entitlements.js";
import type { Db } from "../../db/database.js";
import { documents, user } from "../../db/schema.js";
import { defineFunction } from "../registry.js";
import { generateLobbyCode } from "./lobbyCode.js";

const CODE_ATTEMPTS = 20;

/**
 * The lobbies `hostId` holds open: every lobby document names its host, who never changes. Only
 * creating a lobby asks, so a scan of the lobby rows costs less than an index every write keeps.
 */
async function openLobbiesOf(read: Pick<Db, "select">, hostId: string): Promise<number> {
  const [row] = await read
    .select({ open: count() })
    .from(documents)
    .where(
      and(
        eq(documents.kind, "lobby"),
        sql`coalesce(${documents.live} ->> 'hostId', ${documents.doc} ->> 'hostId') = ${hostId}`,
      ),
    );
  return row?.open ?? 0;
}

function requireLobbySlot(open: number, cap: number): void {
  if (open >= cap) {
    throw new AppError(
      "resource-exhausted",
      MESSAGES.lobbyCapReached.replace("{max}", String(cap)),
    );
  }
}

export const createLobby = defineFunction({
  name: "createLobby",
  input: createLobbyPayload,
  async handle({ caller, services }, data) {
    if (caller.isAnonymous) throw new AppError("unauthenticated", MESSAGES.loginToCreate);
    const cap = services.config.caps.lobbiesPerUser;
    // Asked first outside the store's turn: a caller at the cap is refused without holding it.
    requireLobbySlot(await openLobbiesOf(services.database.db, caller.id), cap);
    const entitlement = await loadHostEntitlement(
      services.database.db,
      caller.id,
      services.config.billing,
    );
    if (!entitlement.canHost) {
      // Someone who had credits and spent them is out of credits; on a server that grants none,
      // hosting needs a subscription.
      throw services.config.freeCredits > 0
        ? new AppError("resource-exhausted", MESSAGES.freeCreditsUnavailable)
        : new AppError("permission-denied", MESSAGES.subscriptionRequired);
    }
    const host = {
      id: caller.id,
      name: data.playerName,
      iconId: data.iconId,
      language: data.language,
    };
    for (let attempt = 0; attempt < CODE_ATTEMPTS; attempt += 1) {
      const code = generateLobbyCode();
      const lobby = createLobbyRule(code, host, entitlement.maxPlayers, services.now());
      const created = await services.documents.transact(async (tx) => {
        // Counted again where the lobby is made, so calls sent together cannot all pass. The
        // host's row is locked first: on PostgreSQL their creations queue; the embedded store runs
        // transactions one at a time already.
        const read = await tx.reader();
        await read.select({ id: user.id }).from(user).where(eq(user.id, caller.id)).for("update");
        requireLobbySlot(await openLobbiesOf(read, caller.id), cap);
        return tx.create("lobby", code, lobby);
      });
      if (created) return { code };
    }
    throw new AppError("internal", MESSAGES.internal);
  },
});
