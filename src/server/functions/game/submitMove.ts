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
    // The answer does not wait for the round: the move is stored, and a round that fails to
    // advance here is advanced by the scheduler's next tick once its timer is due.
    void services.rounds.afterMove(game).catch((error: unknown) => {
      console.error(`submitMove: advancing ${game.code} after a move failed`, error);
    });
    return { submitted: true };
  },
});
