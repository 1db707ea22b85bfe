import { joinLobby as joinLobbyRule } from "../../../game/lobby/membership.js";
import { joinLobbyPayload } from "../../../shared/lobbyPayloads.js";
import { defineFunction } from "../registry.js";
import { mutateLobby } from "./mutateLobby.js";

export const joinLobby = defineFunction({
  name: "joinLobby",
  input: joinLobbyPayload,
  async handle({ caller, services }, data) {
    const player = {
      id: caller.id,
      name: data.playerName,
      iconId: data.iconId,
      language: data.language,
    };
    await mutateLobby(services, data.lobbyCode, (lobby) =>
      joinLobbyRule(lobby, player, services.now()),
    );
    return { code: data.lobbyCode, playerId: caller.id };
  },
});
