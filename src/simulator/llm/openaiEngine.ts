import OpenAI from "openai";
import { z } from "zod";
import type { Creature, GameEvent, PersistentEffect } from "../../shared/documents.js";
import { DEFAULT_DELAY_PER_CHAR } from "../../shared/constants.js";
import type { BattleEngine, EvaluateInput, ResolveInput, ResolveOutput } from "../types.js";
import { llmEvaluationSchema, llmRoundSchema, type LlmRound } from "./llmSchemas.js";
import { EVALUATE_SYSTEM_PROMPT, ROUND_SYSTEM_PROMPT, roundUserMessage } from "./prompts.js";

export interface OpenAiEngineOptions {
  baseURL: string;
  apiKey: string;
  model: string;
  /** Must stay under the 70-second function limit. */
  timeoutMs: number;
}

type Message = { role: "system" | "user" | "assistant"; content: string };

/**
 * The referee as any OpenAI-compatible chat-completions server (OpenAI, Ollama, vLLM, llama.cpp,
 * LM Studio, OpenRouter...). Answers are JSON checked against zod schemas, with one repair retry;
 * any failure throws so the caller can fall back to the embedded engine.
 */
export function createOpenAiEngine(options: OpenAiEngineOptions): BattleEngine {
  const client = new OpenAI({
    baseURL: options.baseURL,
    apiKey: options.apiKey || "not-needed",
    timeout: options.timeoutMs,
    maxRetries: 0,
  });

  async function ask<T>(messages: Message[], schema: z.ZodType<T>, name: string): Promise<T> {
    const conversation = [...messages];
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const completion = await client.chat.completions.create({
        model: options.model,
        messages: conversation,
        temperature: 0.7,
        response_format: {
          type: "json_schema",
          json_schema: {
            name,
            schema: z.toJSONSchema(schema) as Record<string, unknown>,
            strict: false,
          },
        },
      });
      const content = completion.choices[0]?.message.content ?? "";
      let parsed: unknown;
      let problem: string;
      try {
        parsed = JSON.parse(content);
        const checked = schema.safeParse(parsed);
        if (checked.success) return checked.data;
        problem = checked.error.issues
          .slice(0, 5)
          .map((issue) => `${issue.path.join(".")}: ${issue.message}`)
          .join("; ");
      } catch {
        problem = "the answer was not valid JSON";
      }
      conversation.push(
        { role: "assistant", content: content.slice(0, 4000) },
        {
          role: "user",
          content: `That answer is invalid (${problem}). Answer again with JSON that matches the schema exactly.`,
        },
      );
    }
    throw new Error(`${name}: no valid answer after a repair attempt`);
  }

  return {
    name: "openai",
    async evaluate(input: EvaluateInput) {
      const answer = await ask(
        [
          { role: "system", content: EVALUATE_SYSTEM_PROMPT },
          {
            role: "user",
            content: JSON.stringify({
              spell: input.moveText,
              mana: input.mana,
              affinity: input.affinity,
            }),
          },
        ],
        llmEvaluationSchema,
        "mana_cost",
      );
      return { mana_cost: Math.round(answer.mana_cost) };
    },
    async resolve(input: ResolveInput) {
      const answer = await ask(
        [
          { role: "system", content: ROUND_SYSTEM_PROMPT },
          { role: "user", content: roundUserMessage(input) },
        ],
        llmRoundSchema,
        "round",
      );
      return toOutcome(answer, input);
    },
  };
}

/** Shapes the model's answer into the game's records; the referee clamps the numbers. */
function toOutcome(answer: LlmRound, input: ResolveInput): ResolveOutput {
  const events: GameEvent[] = answer.events.map((event, index) => ({
    event_number: index + 1,
    timestamp: input.now + index + 1,
    description: event.description,
    translated_descriptions: { en: event.description, ...event.translated_descriptions },
    delay_per_char: DEFAULT_DELAY_PER_CHAR,
    stat_changes: event.stat_changes,
    is_final_event: index === answer.events.length - 1,
    text_animation_complete: false,
  }));
  const effects: PersistentEffect[] = answer.persistent_effects.map((effect) => ({
    ...effect,
    translated_names: { en: effect.name },
    translated_descriptions: { en: effect.description },
  }));
  const creatures: Record<string, Creature> = { ...input.creatures };
  answer.new_creatures.forEach((creature, index) => {
    const owner = input.players.find(
      (player) => player.id === creature.owner || player.name === creature.owner,
    );
    creatures[`creature_${input.round}_${index}`] = {
      creature: {
        name: creature.name,
        description: creature.description,
        translated_names: { en: creature.name },
        translated_descriptions: { en: creature.description },
        health: creature.health,
        maxHealth: creature.health,
        power_level: creature.power_level,
      },
      belongs_to: owner ? [owner.name] : [],
      permanently_dead: false,
    };
  });
  return { events, persistent_effects: effects, creatures, manaSpent: answer.mana_spent };
}
