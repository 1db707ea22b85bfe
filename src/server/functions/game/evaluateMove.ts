import {
  cacheEvaluation,
  evaluationVerdict,
  recordEvaluation,
} from "../../../game/battle/moves.js";
import { evaluateMovePayload, type EvaluationAnswer } from "../../../shared/gamePayloads.js";
import { mutateGame } from "../../battle/gameTransactions.js";
import { rulesEngine } from "../../../simulator/rules/rulesEngine.js";
import { defineFunction } from "../registry.js";

/** SPEC `evaluateMoveFunction`: prices a move in mana, counting against the per-round limit. */
export const evaluateMoveFunction = defineFunction({
  name: "evaluateMoveFunction",
  input: evaluateMovePayload,
  async handle({ caller, services }, data): Promise<EvaluationAnswer> {
    const { cached, player, affinity } = await mutateGame(services, data.gameId, (game) => {
      const recorded = recordEvaluation(game, caller.id, data.moveText, services.now());
      const result = {
        cached: recorded.cached,
        player: recorded.game.players[caller.id],
        affinity: recorded.game.roundState.currentAffinity,
      };
      return { game: recorded.game, result };
    });
    if (cached !== undefined) return evaluationVerdict(cached, player?.mana ?? 0, affinity);
    const request = { moveText: data.moveText, mana: player?.mana, affinity };
    // A failing model never blocks a mana check: the embedded engine prices the move instead.
    const { mana_cost } = await services.engine
      .evaluate(request)
      .catch(() => rulesEngine.evaluate(request));
    await mutateGame(services, data.gameId, (game) => ({
      game: game.roundState.inProgress ? cacheEvaluation(game, data.moveText, mana_cost) : game,
      result: null,
    })).catch(() => undefined);
    return evaluationVerdict(mana_cost, player?.mana ?? 0, affinity);
  },
});
