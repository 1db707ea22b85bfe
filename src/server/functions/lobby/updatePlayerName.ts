import { renamePlayer } from "../../../game/lobby/membership.js";
import { updatePlayerNamePayload } from "../../../shared/lobbyPayloads.js";
import { defineFunction } from "../registry.js";
import { mutateLobby } from "./mutateLobby.js";

export const updatePlayerName = defineFunction({
  name: "updatePlayerName",
  input: updatePlayerNamePayload,
  async handle({ caller, services }, data) {
    await mutateLobby(services, data.lobbyCode, (lobby) =>
      renamePlayer(lobby, caller.id, data.playerId, data.name),
    );
    return { name: data.name };
  },
});
