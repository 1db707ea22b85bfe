/**
 * `npm run --silent engine -- evaluate|resolve [--provider rules|openai]`: JSON Lines in on stdin,
 * one answer line out per input line, in order. Used by tests, modders and prompt tuning
 * (docs/simulator.md).
 */
import { createInterface } from "node:readline";
import { z } from "zod";
import { applyOutcome } from "../game/battle/referee.js";
import { freshInternal, idleRoundState } from "../game/lobby/startGame.js";
import {
  creatureSchema,
  persistentEffectSchema,
  settingsSchema,
  type Game,
} from "../shared/documents.js";
import { DEFAULT_SETTINGS } from "../shared/settings.js";
import { createOpenAiEngine } from "../simulator/llm/openaiEngine.js";
import { rulesEngine } from "../simulator/rules/rulesEngine.js";
import type { BattleEngine } from "../simulator/types.js";

const evaluateLine = z.object({
  move: z.string().min(1).max(200),
  mana: z.number().optional(),
  affinity: z.number().optional(),
});

const resolveLine = z.object({
  settings: settingsSchema.partial().default({}),
  round: z.number().int().min(1).default(1),
  seed: z.number().int().default(1),
  players: z
    .array(
      z.object({
        id: z.string().min(1),
        name: z.string().min(1),
        health: z.number(),
        mana: z.number(),
        team: z.number().int().default(0),
        language: z.string().default("en"),
      }),
    )
    .min(1),
  creatures: z.record(z.string(), creatureSchema).default({}),
  effects: z.array(persistentEffectSchema).default([]),
  moves: z.record(z.string(), z.string().max(200)),
  currentAffinity: z.number().default(-1),
  /** Sentences told earlier in the game: the narrator avoids telling them again. */
  toldBefore: z.array(z.string().max(2_000)).max(5_000).default([]),
});

function engineFor(args: string[]): BattleEngine {
  const index = args.indexOf("--provider");
  const provider = index >= 0 ? args[index + 1] : "rules";
  if (provider === "rules") return rulesEngine;
  if (provider === "openai") {
    const baseURL = process.env.AI_BASE_URL;
    const model = process.env.AI_MODEL;
    if (!baseURL || !model) throw new Error("--provider openai needs AI_BASE_URL and AI_MODEL");
    return createOpenAiEngine({
      baseURL,
      model,
      apiKey: process.env.AI_API_KEY ?? "",
      timeoutMs: 45_000,
    });
  }
  throw new Error(`unknown provider: ${provider}`);
}

async function evaluate(engine: BattleEngine, raw: unknown): Promise<unknown> {
  const line = evaluateLine.parse(raw);
  return engine.evaluate({ moveText: line.move, mana: line.mana, affinity: line.affinity });
}

async function resolve(engine: BattleEngine, raw: unknown): Promise<unknown> {
  const line = resolveLine.parse(raw);
  const settings = { ...DEFAULT_SETTINGS, ...line.settings };
  const now = 0;
  const game: Game = {
    code: "CLI000",
    players: Object.fromEntries(
      line.players.map((player, index) => [
        player.id,
        {
          ...player,
          isHost: index === 0,
          isBot: false,
          connected: true,
          iconId: 0,
          defeated: player.health <= 0,
        },
      ]),
    ),
    currentRound: line.round,
    settings,
    roundState: {
      ...idleRoundState(settings),
      inProgress: true,
      moves: line.moves,
      currentAffinity: line.currentAffinity,
    },
    battleLog: [],
    creatures: line.creatures,
    persistentEffects: line.effects,
    gameOver: null,
    internal: freshInternal(line.seed, 100),
  };
  const outcome = await engine.resolve({
    round: line.round,
    seed: line.seed,
    settings,
    players: Object.values(game.players).map((player) => ({
      id: player.id,
      name: player.name,
      health: player.health,
      mana: player.mana,
      team: player.team,
      language: player.language,
      defeated: player.defeated,
      isBot: false,
    })),
    creatures: line.creatures,
    effects: line.effects,
    moves: line.moves,
    currentAffinity: line.currentAffinity,
    now,
    toldBefore: line.toldBefore,
  });
  const after = applyOutcome(game, outcome, now);
  return {
    events: outcome.events,
    persistent_effects: after.persistentEffects,
    creatures: after.creatures,
    players: Object.values(after.players).map(({ id, health, mana, defeated }) => ({
      id,
      health,
      mana,
      defeated,
    })),
  };
}

async function main(): Promise<void> {
  const [command, ...rest] = process.argv.slice(2);
  if (command !== "evaluate" && command !== "resolve") {
    process.stderr.write(
      "usage: engine evaluate|resolve [--provider rules|openai] < lines.jsonl\n",
    );
    process.exit(2);
  }
  const engine = engineFor(rest);
  const run = command === "evaluate" ? evaluate : resolve;
  const lines = createInterface({ input: process.stdin, crlfDelay: Number.POSITIVE_INFINITY });
  for await (const text of lines) {
    if (text.trim() === "") continue;
    try {
      process.stdout.write(`${JSON.stringify(await run(engine, JSON.parse(text)))}\n`);
    } catch (error) {
      const message =
        error instanceof z.ZodError
          ? error.issues[0]?.message
          : error instanceof Error
            ? error.message
            : String(error);
      process.stdout.write(`${JSON.stringify({ error: message })}\n`);
    }
  }
}

void main();
