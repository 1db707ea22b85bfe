import { removePlayer as removePlayerRule } from "../../../game/lobby/membership.js";
import { removePlayerPayload } from "../../../shared/lobbyPayloads.js";
import { defineFunction } from "../registry.js";
import { mutateLobby } from "./mutateLobby.js";

export const removePlayer = defineFunction({
  name: "removePlayer",
  input: removePlayerPayload,
  async handle({ caller, services }, data) {
    await mutateLobby(services, data.lobbyCode, (lobby) =>
      removePlayerRule(lobby, caller.id, data.playerId),
    );
    return {};
  },
});
