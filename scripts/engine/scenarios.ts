/**
 * Scenario suites with agreed outcomes (tests/scenarios, written blind to the engine): each
 * scenario is one move in a scene, and what a fair game master would rule. `judgeScenario` plays
 * the move through the built-in referee and says which expectations held.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";
import { DEFAULT_SETTINGS } from "../../src/shared/settings.js";
import type { Creature } from "../../src/shared/documents.js";
import { quoteMove } from "../../src/simulator/rules/readMove.js";
import { resolveRound } from "../../src/simulator/rules/resolveRound.js";
import type { CombatantView } from "../../src/simulator/types.js";

const SCENARIO_DIR = path.resolve(import.meta.dirname, "../../tests/scenarios");

const names = z.array(z.string()).optional();
const scenarioSchema = z.object({
  group: z.string(),
  language: z.string(),
  players: z.array(z.object({ name: z.string(), team: z.number().int().default(0) })),
  creatures: z
    .array(z.object({ name: z.string(), kind: z.string(), owner: z.string() }))
    .default([]),
  caster: z.string(),
  move: z.string(),
  expect: z.object({
    hurt: names,
    notHurt: names,
    healed: names,
    shielded: names,
    creatureActs: z.string().optional(),
    noNewCreature: z.boolean().optional(),
    manaGiven: z.string().optional(),
    creatureGone: z.string().optional(),
    peaceful: z.boolean().optional(),
    costRank: z.enum(["low", "medium", "high", "legendary"]).optional(),
  }),
});
export type Scenario = z.infer<typeof scenarioSchema>;

const fireballSchema = z.object({
  language: z.string(),
  move: z.string(),
  target: z.enum(["Mike", "Lucía"]),
});

/**
 * A suite of tests/scenarios: `intentions.json` (by kind of move), or `party.json` and
 * `party2.json` (by pattern and language, written by two sets of writers).
 */
export function readScenarios(
  file: "intentions.json" | "party.json" | "party2.json" = "intentions.json",
): Scenario[] {
  const raw: unknown = JSON.parse(readFileSync(path.join(SCENARIO_DIR, file), "utf8"));
  return z.array(scenarioSchema).parse(raw);
}

/** "A fireball at Mike" in every language, as a scenario: Mike (or Lucía) is hurt, the other not. */
export function readFireballs(): Scenario[] {
  const raw: unknown = JSON.parse(readFileSync(path.join(SCENARIO_DIR, "fireballs.json"), "utf8"));
  return z
    .array(fireballSchema)
    .parse(raw)
    .map(({ language, move, target }) => ({
      group: `fireball-${language}`,
      language,
      players: [
        { name: "Kai", team: 0 },
        { name: "Mike", team: 0 },
        { name: "Lucía", team: 0 },
      ],
      creatures: [],
      caster: "Kai",
      move,
      expect: { hurt: [target], notHurt: [target === "Mike" ? "Lucía" : "Mike"] },
    }));
}

/** Mana quotes a game master would call cheap, ordinary, big or legendary; the bands overlap. */
const COST_BANDS = {
  low: [0, 15],
  medium: [8, 35],
  high: [25, 70],
  legendary: [40, Infinity],
} as const;

export interface Verdict {
  scenario: Scenario;
  passed: boolean;
  failed: string[];
  narration: string;
}

export function judgeScenario(scenario: Scenario): Verdict {
  const idOf = (name: string) => `id_${name}`;
  // The writers gave allies team 0 beside a team 1 of foes, meaning "the same team": in the game
  // team 0 is no team, so with any other team in play every number moves up by one.
  const shift = scenario.players.some((player) => player.team !== 0) ? 1 : 0;
  const players: CombatantView[] = scenario.players.map((player) => ({
    id: idOf(player.name),
    name: player.name,
    // Below the maximum, so a heal has room to show.
    health: 60,
    mana: 100,
    team: player.team + shift,
    language: scenario.language,
    defeated: false,
    isBot: false,
  }));
  const creatures: Record<string, Creature> = {};
  for (const beast of scenario.creatures) {
    creatures[`creature_${beast.name}`] = {
      creature: {
        name: beast.name,
        description: `Summon a ${beast.kind} named ${beast.name}`,
        translated_names: { en: beast.name },
        translated_descriptions: { en: beast.kind },
        health: 40,
        maxHealth: 40,
        power_level: 8,
      },
      belongs_to: [beast.owner],
      permanently_dead: false,
    };
  }
  const creatureId = (name: string) => `creature_${name}`;
  const isCreature = (name: string) => scenario.creatures.some((beast) => beast.name === name);
  const id = (name: string) => (isCreature(name) ? creatureId(name) : idOf(name));
  const outcome = resolveRound({
    round: 1,
    seed: 1,
    settings: { ...DEFAULT_SETTINGS },
    players,
    creatures,
    effects: [],
    moves: { [idOf(scenario.caster)]: scenario.move },
    currentAffinity: -1,
    now: 0,
  });
  const health = new Map<string, number>();
  const mana = new Map<string, number>();
  for (const event of outcome.events)
    for (const [target, change] of Object.entries(event.stat_changes)) {
      health.set(target, (health.get(target) ?? 0) + (change.health_change ?? 0));
      mana.set(target, (mana.get(target) ?? 0) + (change.mana_change ?? 0));
    }
  const failed: string[] = [];
  const { expect } = scenario;
  for (const name of expect.hurt ?? [])
    if (!((health.get(id(name)) ?? 0) < 0)) failed.push(`${name} not hurt`);
  for (const name of expect.notHurt ?? [])
    if ((health.get(id(name)) ?? 0) < 0) failed.push(`${name} hurt`);
  for (const name of expect.healed ?? [])
    if (!((health.get(id(name)) ?? 0) > 0)) failed.push(`${name} not healed`);
  for (const name of expect.shielded ?? []) {
    const shielded =
      outcome.persistent_effects.some(
        (effect) => effect.type === "BARRIER" && effect.affectedPlayers.includes(id(name)),
      ) ||
      outcome.events.some(
        (event) =>
          event.description.includes(name) && /shield|barrier|guard|ward/i.test(event.description),
      );
    if (!shielded) failed.push(`${name} not shielded`);
  }
  if (expect.creatureActs) {
    const beast = creatureId(expect.creatureActs);
    const acted = outcome.events.some(
      (event) =>
        beast in event.stat_changes &&
        Object.entries(event.stat_changes).some(
          ([target, change]) => target !== beast && (change.health_change ?? 0) < 0,
        ),
    );
    if (!acted) failed.push(`${expect.creatureActs} did not act`);
  }
  if (expect.noNewCreature && Object.keys(outcome.creatures).some((key) => !(key in creatures)))
    failed.push("a new creature was summoned");
  if (expect.manaGiven && !((mana.get(id(expect.manaGiven)) ?? 0) > 0))
    failed.push(`${expect.manaGiven} got no mana`);
  if (expect.creatureGone) {
    const entry = outcome.creatures[creatureId(expect.creatureGone)];
    const owner = scenario.creatures.find((beast) => beast.name === expect.creatureGone)?.owner;
    const gone =
      !entry ||
      entry.permanently_dead ||
      (health.get(creatureId(expect.creatureGone)) ?? 0) <= -entry.creature.health ||
      !entry.belongs_to.includes(owner ?? "");
    if (!gone) failed.push(`${expect.creatureGone} still there`);
  }
  if (expect.peaceful && [...health.values()].some((change) => change < 0))
    failed.push("someone was hurt");
  if (expect.costRank) {
    const cost = quoteMove(scenario.move);
    const [low, high] = COST_BANDS[expect.costRank];
    if (cost < low || cost > high) failed.push(`cost ${cost} is not ${expect.costRank}`);
  }
  return {
    scenario,
    passed: failed.length === 0,
    failed,
    narration: outcome.events.map((event) => event.description).join(" "),
  };
}

/** Each group's share of scenarios whose every expectation held. */
export function passRates(verdicts: Verdict[]): Map<string, { passed: number; total: number }> {
  const rates = new Map<string, { passed: number; total: number }>();
  for (const verdict of verdicts) {
    const rate = rates.get(verdict.scenario.group) ?? { passed: 0, total: 0 };
    rate.total += 1;
    if (verdict.passed) rate.passed += 1;
    rates.set(verdict.scenario.group, rate);
  }
  return rates;
}
