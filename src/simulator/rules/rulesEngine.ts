import type { BattleEngine, EvaluateInput, ResolveInput } from "../types.js";
import { parseMove } from "./parseMove.js";
import { quoteManaCost } from "./pricing.js";
import { resolveRound } from "./resolveRound.js";

/** The default referee: offline, free, and the same for the same seed. */
export const rulesEngine: BattleEngine = {
  name: "rules",
  local: true,
  async evaluate(input: EvaluateInput) {
    return { mana_cost: quoteManaCost(parseMove(input.moveText)) };
  },
  async resolve(input: ResolveInput) {
    return resolveRound(input);
  },
};
