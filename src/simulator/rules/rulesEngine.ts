import type { BattleEngine, EvaluateInput, ResolveInput } from "../types.js";
import { quoteMove } from "./readMove.js";
import { resolveRound } from "./resolveRound.js";

/** The default referee: offline, free, and the same for the same seed. */
export const rulesEngine: BattleEngine = {
  name: "rules",
  local: true,
  async evaluate(input: EvaluateInput) {
    return { mana_cost: quoteMove(input.moveText) };
  },
  async resolve(input: ResolveInput) {
    return resolveRound(input);
  },
};
