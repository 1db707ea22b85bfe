import { startGame as startGameRule } from "../../../game/lobby/startGame.js";
import { lobbyCodePayload } from "../../../shared/lobbyPayloads.js";
import { loadHostEntitlement } from "../../billing/entitlements.js";
import { defineFunction } from "../registry.js";
import { randomSeed } from "./lobbyCode.js";
import { mutateLobby } from "./mutateLobby.js";

export const startGame = defineFunction({
  name: "startGame",
  input: lobbyCodePayload,
  async handle({ caller, services }, data) {
    await mutateLobby(services, data.lobbyCode, async (lobby, tx) => {
      const entitlement = await loadHostEntitlement(
        await tx.reader(),
        lobby.hostId,
        services.config.billing,
      );
      const started = startGameRule(lobby, caller.id, {
        hostCredits: entitlement.credits,
        hostMaxPlayers: entitlement.maxPlayers,
        seed: randomSeed(),
        now: services.now(),
      });
      await tx.put("game", data.lobbyCode, started.game);
      return started.lobby;
    });
    return { gameId: data.lobbyCode };
  },
});
