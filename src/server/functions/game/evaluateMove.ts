import {
  cacheEvaluation,
  evaluationVerdict,
  recordEvaluation,
} from "../../../game/battle/moves.js";
import { evaluateMovePayload, type EvaluationAnswer } from "../../../shared/gamePayloads.js";
import { ownEntry } from "../../../shared/ownEntry.js";
import { mutateGame } from "../../battle/gameTransactions.js";
import { rulesEngine } from "../../../simulator/rules/rulesEngine.js";
import { defineFunction } from "../registry.js";

/** SPEC `evaluateMoveFunction`: prices a move in mana, counting against the per-round limit. */
export const evaluateMoveFunction = defineFunction({
  name: "evaluateMoveFunction",
  input: evaluateMovePayload,
  async handle({ caller, services }, data): Promise<EvaluationAnswer> {
    const { engine } = services;
    const { cached, player, affinity } = await mutateGame(services, data.gameId, async (game) => {
      const recorded = recordEvaluation(game, caller.id, data.moveText, services.now());
      const player = ownEntry(recorded.game.players, caller.id);
      const affinity = recorded.game.roundState.currentAffinity;
      if (recorded.cached !== undefined || !engine.local)
        return { game: recorded.game, result: { cached: recorded.cached, player, affinity } };
      // The embedded engine prices in microseconds: count, price and cache in one transaction.
      const { mana_cost } = await engine.evaluate({
        moveText: data.moveText,
        mana: player?.mana,
        affinity,
      });
      return {
        game: cacheEvaluation(recorded.game, data.moveText, mana_cost),
        result: { cached: mana_cost, player, affinity },
      };
    });
    if (cached !== undefined) return evaluationVerdict(cached, player?.mana ?? 0, affinity);
    const request = { moveText: data.moveText, mana: player?.mana, affinity };
    // A failing model never blocks a mana check: the embedded engine prices the move instead.
    const { mana_cost } = await engine.evaluate(request).catch(() => rulesEngine.evaluate(request));
    await mutateGame(services, data.gameId, (game) => ({
      game: game.roundState.inProgress ? cacheEvaluation(game, data.moveText, mana_cost) : game,
      result: null,
    })).catch(() => undefined);
    return evaluationVerdict(mana_cost, player?.mana ?? 0, affinity);
  },
});
