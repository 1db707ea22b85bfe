import type { Lobby } from "../../../shared/documents.js";
import { AppError } from "../../../shared/errors.js";
import { MESSAGES } from "../../../shared/messages.js";
import type { DocumentTransaction } from "../../documents/documentStore.js";
import type { Services } from "../registry.js";

/**
 * Loads a lobby under lock, applies `change`, and saves what it answers: a new lobby, or null to
 * close the lobby (its game goes with it).
 */
export async function mutateLobby(
  services: Services,
  code: string,
  change: (lobby: Lobby, tx: DocumentTransaction) => Promise<Lobby | null> | Lobby | null,
): Promise<Lobby | null> {
  return services.documents.transact(async (tx) => {
    const stored = await tx.get("lobby", code);
    if (!stored) throw new AppError("not-found", MESSAGES.lobbyNotFound);
    const next = await change(stored.doc, tx);
    if (next === null) {
      await tx.remove("lobby", code);
      await tx.remove("game", code);
    } else if (next !== stored.doc) {
      await tx.put("lobby", code, next);
    }
    return next;
  });
}
