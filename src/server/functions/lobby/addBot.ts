import { addBot as addBotRule } from "../../../game/lobby/bots.js";
import { lobbyCodePayload } from "../../../shared/lobbyPayloads.js";
import { defineFunction } from "../registry.js";
import { randomSeed } from "./lobbyCode.js";
import { mutateLobby } from "./mutateLobby.js";

export const addBot = defineFunction({
  name: "addBot",
  input: lobbyCodePayload,
  async handle({ caller, services }, data) {
    const before = new Set<string>();
    const lobby = await mutateLobby(services, data.lobbyCode, (current) => {
      for (const id of Object.keys(current.players)) before.add(id);
      return addBotRule(current, caller.id, randomSeed(), services.now());
    });
    const botId = Object.keys(lobby?.players ?? {}).find((id) => !before.has(id));
    return { botId };
  },
});
