import { continueGame as continueGameRule } from "../../../game/battle/hostActions.js";
import { gameIdPayload } from "../../../shared/gamePayloads.js";
import { mutateGame } from "../../battle/gameTransactions.js";
import { loadHostEntitlement } from "../../billing/entitlements.js";
import { defineFunction } from "../registry.js";

export const continueGame = defineFunction({
  name: "continueGame",
  input: gameIdPayload,
  async handle({ caller, services }, data) {
    return mutateGame(services, data.gameId, async (game, tx) => {
      const { credits } = await loadHostEntitlement(
        await tx.reader(),
        caller.id,
        services.config.billing,
      );
      return {
        game: continueGameRule(game, caller.id, credits, services.now()),
        result: { continued: true },
      };
    });
  },
});
