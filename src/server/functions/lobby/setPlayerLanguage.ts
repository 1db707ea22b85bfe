import { setGameLanguage, setLobbyLanguage } from "../../../game/lobby/language.js";
import { AppError } from "../../../shared/errors.js";
import { setPlayerLanguagePayload } from "../../../shared/lobbyPayloads.js";
import { MESSAGES } from "../../../shared/messages.js";
import { ownEntry } from "../../../shared/ownEntry.js";
import { defineFunction } from "../registry.js";

export const setPlayerLanguage = defineFunction({
  name: "setPlayerLanguage",
  input: setPlayerLanguagePayload,
  async handle({ caller, services }, data) {
    return services.documents.transact(async (tx) => {
      const lobby = (await tx.get("lobby", data.lobbyCode))?.doc;
      if (!lobby) throw new AppError("not-found", MESSAGES.lobbyNotFound);
      if (!ownEntry(lobby.players, caller.id))
        throw new AppError("permission-denied", MESSAGES.notMember);
      const nextLobby = setLobbyLanguage(lobby, caller.id, data.language);
      if (nextLobby !== lobby) await tx.put("lobby", data.lobbyCode, nextLobby);
      const game = (await tx.get("game", data.lobbyCode))?.doc;
      if (game) {
        const nextGame = setGameLanguage(game, caller.id, data.language);
        if (nextGame !== game) await tx.put("game", data.lobbyCode, nextGame);
      }
      return { language: data.language };
    });
  },
});
