import { leaveGame } from "../../../game/battle/leave.js";
import { leaveLobby as leaveLobbyRule } from "../../../game/lobby/membership.js";
import { lobbyCodePayload } from "../../../shared/lobbyPayloads.js";
import { isMemberOf } from "../../../shared/members.js";
import { leftTheBattle } from "../../../simulator/narration/narrationLocales.js";
import { defineFunction } from "../registry.js";
import { mutateLobby } from "./mutateLobby.js";

export const leaveLobby = defineFunction({
  name: "leaveLobby",
  input: lobbyCodePayload,
  async handle({ caller, services }, data) {
    const lobby = await mutateLobby(services, data.lobbyCode, async (current, tx) => {
      const next = leaveLobbyRule(current, caller.id);
      // Leaving a game under way takes the wizard out of its fight in the same transaction, so
      // nobody is ever out of the lobby yet still playing. A closed lobby takes its game with it.
      if (next && current.status === "in-game") {
        const game = await tx.get("game", data.lobbyCode);
        if (game && isMemberOf(game.doc, caller.id)) {
          const left = leaveGame(game.doc, caller.id, leftTheBattle, services.now());
          await tx.put("game", data.lobbyCode, left);
        }
      }
      return next;
    });
    return { closed: lobby === null };
  },
});
