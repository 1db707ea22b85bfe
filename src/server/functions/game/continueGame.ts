import { continueGame as continueGameRule } from "../../../game/battle/hostActions.js";
import { gameIdPayload } from "../../../shared/gamePayloads.js";
import { mutateGame } from "../../battle/gameTransactions.js";
import { loadHostEntitlement } from "../../billing/entitlements.js";
import { defineFunction } from "../registry.js";

export const continueGame = defineFunction({
  name: "continueGame",
  input: gameIdPayload,
  async handle({ caller, services }, data) {
    // Read before the game's turn: the embedded store runs changes one at a time, and every other
    // game's change would wait while this waits for the database.
    const { credits } = await loadHostEntitlement(
      services.database.db,
      caller.id,
      services.config.billing,
    );
    return mutateGame(services, data.gameId, async (game) => ({
      game: continueGameRule(game, caller.id, credits, services.now()),
      result: { continued: true },
    }));
  },
});
