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
    // Read before the lobby's turn, as updateSettings does: the embedded store runs changes one at
    // a time, and every other game's change would wait while this waits for the database. Only
    // the host may start, so the caller's standing is the one that counts.
    const callerStanding = await loadHostEntitlement(
      services.database.db,
      caller.id,
      services.config.billing,
    );
    await mutateLobby(services, data.lobbyCode, async (lobby, tx) => {
      const entitlement =
        lobby.hostId === caller.id
          ? callerStanding
          : await loadHostEntitlement(await tx.reader(), lobby.hostId, services.config.billing);
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
