import { z } from "zod";
import { EFFECT_TYPES } from "../../shared/documents.js";

/** What the model must answer for a round; validated before the referee ever sees it. */
const changeSchema = z.object({ health_change: z.number(), mana_change: z.number() });

export const llmRoundSchema = z.object({
  events: z
    .array(
      z.object({
        description: z.string().min(1).max(600),
        translated_descriptions: z.record(z.string(), z.string().max(800)),
        stat_changes: z.record(z.string(), changeSchema),
      }),
    )
    .min(1)
    .max(40),
  persistent_effects: z
    .array(
      z.object({
        name: z.string().max(80),
        description: z.string().max(300),
        type: z.enum(EFFECT_TYPES),
        duration_in_rounds: z.number().int().min(-1).max(20),
        sourcePlayer: z.string(),
        affectedPlayers: z.array(z.string()),
      }),
    )
    .max(20),
  new_creatures: z
    .array(
      z.object({
        name: z.string().max(40),
        description: z.string().max(300),
        health: z.number().min(0),
        power_level: z.number().min(0),
        owner: z.string(),
      }),
    )
    .max(10),
  mana_spent: z.record(z.string(), z.number().min(0)),
});
export type LlmRound = z.infer<typeof llmRoundSchema>;

export const llmEvaluationSchema = z.object({ mana_cost: z.number().min(0) });
