import { leaveLobby as leaveLobbyRule } from "../../../game/lobby/membership.js";
import { lobbyCodePayload } from "../../../shared/lobbyPayloads.js";
import { defineFunction } from "../registry.js";
import { mutateLobby } from "./mutateLobby.js";

export const leaveLobby = defineFunction({
  name: "leaveLobby",
  input: lobbyCodePayload,
  async handle({ caller, services }, data) {
    const lobby = await mutateLobby(services, data.lobbyCode, (current) =>
      leaveLobbyRule(current, caller.id),
    );
    return { closed: lobby === null };
  },
});
