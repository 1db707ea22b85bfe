import type { Game } from "../../shared/documents.js";
import { AppError } from "../../shared/errors.js";
import { MESSAGES } from "../../shared/messages.js";
import type { DocumentTransaction } from "../documents/documentStore.js";
import type { Services } from "../functions/registry.js";

/** Loads a game under lock, applies `change`, saves it when it changed. */
export async function mutateGame<T>(
  services: Services,
  code: string,
  change: (
    game: Game,
    tx: DocumentTransaction,
  ) => Promise<{ game: Game; result: T }> | { game: Game; result: T },
): Promise<T> {
  return services.documents.transact(async (tx) => {
    const stored = await tx.get("game", code);
    if (!stored) throw new AppError("not-found", MESSAGES.gameNotFound);
    const { game, result } = await change(stored.doc, tx);
    if (game !== stored.doc) await tx.put("game", code, game);
    return result;
  });
}
