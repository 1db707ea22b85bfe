import { createOpenAiEngine } from "../../simulator/llm/openaiEngine.js";
import { rulesEngine } from "../../simulator/rules/rulesEngine.js";
import type { BattleEngine } from "../../simulator/types.js";
import type { AiConfig } from "../config/config.js";

/** The referee in use: the embedded rules engine, or an OpenAI-compatible model. */
export function createEngine(ai: AiConfig): BattleEngine {
  return ai.provider === "openai" ? createOpenAiEngine(ai) : rulesEngine;
}
