import { returnToLobby as returnToLobbyRule } from "../../../game/battle/hostActions.js";
import { AppError } from "../../../shared/errors.js";
import { gameIdPayload } from "../../../shared/gamePayloads.js";
import { MESSAGES } from "../../../shared/messages.js";
import { defineFunction } from "../registry.js";

export const returnToLobby = defineFunction({
  name: "returnToLobby",
  input: gameIdPayload,
  async handle({ caller, services }, data) {
    await services.documents.transact(async (tx) => {
      const lobby = await tx.get("lobby", data.gameId);
      const game = await tx.get("game", data.gameId);
      if (!lobby || !game) throw new AppError("not-found", MESSAGES.gameNotFound);
      await tx.put("lobby", data.gameId, returnToLobbyRule(game.doc, lobby.doc, caller.id));
      await tx.remove("game", data.gameId);
    });
    return { code: data.gameId };
  },
});
