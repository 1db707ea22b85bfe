import { rulesEngine } from "../../simulator/rules/rulesEngine.js";
import type { BattleEngine } from "../../simulator/types.js";

/** The referee in use. The LLM engine (its own issue) will be chosen here by AI_PROVIDER. */
export function createEngine(): BattleEngine {
  return rulesEngine;
}
