import { submitMove as submitMoveRule } from "../../../game/battle/moves.js";
import { submitMovePayload } from "../../../shared/gamePayloads.js";
import { mutateGame } from "../../battle/gameTransactions.js";
import { defineFunction } from "../registry.js";

export const submitMove = defineFunction({
  name: "submitMove",
  input: submitMovePayload,
  async handle({ caller, services }, data) {
    const game = await mutateGame(services, data.gameId, (current) => {
      const next = submitMoveRule(current, caller.id, data.moveText, services.now());
      return { game: next, result: next };
    });
    void services.rounds.afterMove(game).catch(() => undefined);
    return { submitted: true };
  },
});
