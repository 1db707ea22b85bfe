import { setPlayerTeam as setPlayerTeamRule } from "../../../game/lobby/teams.js";
import { setPlayerTeamPayload } from "../../../shared/lobbyPayloads.js";
import { defineFunction } from "../registry.js";
import { mutateLobby } from "./mutateLobby.js";

export const setPlayerTeam = defineFunction({
  name: "setPlayerTeam",
  input: setPlayerTeamPayload,
  async handle({ caller, services }, data) {
    await mutateLobby(services, data.lobbyCode, (lobby) =>
      setPlayerTeamRule(lobby, caller.id, data.playerId, data.team),
    );
    return { team: data.team };
  },
});
