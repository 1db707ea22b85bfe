/**
 * `npm run engine:eval`: measures the embedded engine against the labelled corpora in
 * tests/corpus and prints the figures recorded in docs/simulator.md. A benchmark, not a
 * test: it never fails on a low figure.
 */
import { performance } from "node:perf_hooks";
import { BOT_NAMES } from "../src/game/lobby/bots.js";
import { seededRandom } from "../src/shared/random.js";
import { DEFAULT_SETTINGS } from "../src/shared/settings.js";
import { creatureKindsIn } from "../src/simulator/rules/creatureNames.js";
import { parseMove } from "../src/simulator/rules/parseMove.js";
import { quoteManaCost } from "../src/simulator/rules/pricing.js";
import { resolveRound } from "../src/simulator/rules/resolveRound.js";
import { chooseTargets, creatureTargets } from "../src/simulator/rules/targets.js";
import { frostWolf, wizard } from "../src/simulator/fixtures.test-helpers.js";
import { BLIND_CORPORA, TRAINING_CORPORA } from "../src/simulator/learned/trainingCorpora.js";
import type { ResolveInput } from "../src/simulator/types.js";
import { readCorpus, spearman, type Labelled } from "./engine/corpora.js";
import { judgeScenario, passRates, readFireballs, readScenarios } from "./engine/scenarios.js";
import {
  formatNarrationFigures,
  narrationFigures,
  type NarratedRound,
} from "./engine/narrationFigures.js";

/**
 * The corpora the lexicon was tuned and the learned reader trained on, and the newest held-out
 * corpus, written blind to the engine and never tuned or trained against.
 */
const trainedOn = TRAINING_CORPORA.map((name) => ({ name, items: readCorpus(name) }));
const corpus = trainedOn[0]!.items;
const heldOut = BLIND_CORPORA.map((name) => ({ name, items: readCorpus(name) }));

/** Labels the engine has no intent of its own for, and the intent that stands for them. */
const STANDS_FOR: Record<string, string> = {};

const merlin = wizard("merlin", "Merlin");
const nimue = wizard("nimue", "Nimue");
const morgana = wizard("morgana", "Morgana");
const scene = [merlin, nimue, morgana];
const names = ["Merlin", "Nimue", "Morgana", "Fang"];
/** Nimue's frost wolf, which the corpora name as "Fang", "the wolf" or "Nimue's pet". */
const fang = frostWolf("Nimue", 60, 8);

function input(moves: Record<string, string>, players = scene, seed = 1, round = 1): ResolveInput {
  return {
    round,
    seed,
    settings: { ...DEFAULT_SETTINGS, maxMana: -1, maxHealth: -1 },
    players,
    creatures: { creature_fang: fang },
    effects: [],
    moves,
    currentAffinity: -1,
    now: 0,
  };
}

function percent(part: number, whole: number): string {
  return whole === 0 ? "n/a" : `${((100 * part) / whole).toFixed(1)}% (${part}/${whole})`;
}

function quantile(values: number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
}

interface Accuracy {
  intentHits: number;
  targetHits: number;
  total: number;
  perIntent: Map<string, { hit: number; total: number }>;
  correlation: number;
}

function measure(items: Labelled[], learned = true): Accuracy {
  let intentHits = 0;
  let targetHits = 0;
  const perIntent = new Map<string, { hit: number; total: number }>();
  const creatures = creatureTargets({ creature_fang: fang }, scene);
  for (const item of items) {
    const move = parseMove(item.move, names, { learned });
    const expected = STANDS_FOR[item.intent] ?? item.intent;
    const hit = move.intent === expected;
    if (hit) intentHits += 1;
    const bucket = perIntent.get(item.intent) ?? { hit: 0, total: 0 };
    bucket.total += 1;
    if (hit) bucket.hit += 1;
    perIntent.set(item.intent, bucket);
    const targets = chooseTargets(move, merlin, scene, seededRandom(1), creatures).map(
      (target) => target.name,
    );
    // A move read as no spell at all, rightly, has no target to get wrong.
    const right =
      item.target === "auto" ||
      (item.intent === "nothing" && move.intent === "nothing") ||
      (item.target === "self" && targets.length === 1 && targets[0] === "Merlin") ||
      (item.target === "all" && targets.includes("Nimue") && targets.includes("Morgana")) ||
      (targets.length === 1 && targets[0] === item.target);
    if (right) targetHits += 1;
  }
  // Price against ambition.
  const ambitious = items.filter((item) => item.intent !== "nothing");
  const correlation = spearman(
    ambitious.map((item) => quoteManaCost(parseMove(item.move))),
    ambitious.map((item) => item.rank),
  );
  return { intentHits, targetHits, total: items.length, perIntent, correlation };
}

const results = [
  ...trainedOn.map(
    ({ name, items }) =>
      [`${name} (${items.length} moves, tuned and trained on)`, measure(items)] as const,
  ),
  ...heldOut.flatMap(({ name, items }) => [
    [
      `${name} (${items.length} moves, held out: never tuned or trained on)`,
      measure(items),
    ] as const,
    [`${name} read by the lexicon alone (learned reader off)`, measure(items, false)] as const,
  ]),
];

// Damaging moves damage their target; healing moves heal.
const damaging = corpus.filter(
  (item) =>
    ["attack", "area", "drain"].includes(item.intent) &&
    ["Nimue", "Morgana", "all"].includes(item.target),
);
let damaged = 0;
for (const item of damaging) {
  const outcome = resolveRound(input({ merlin: item.move }));
  const victims = item.target === "all" ? ["nimue", "morgana"] : [item.target.toLowerCase()];
  const hurt = victims.some((id) =>
    outcome.events.some((event) => (event.stat_changes[id]?.health_change ?? 0) < 0),
  );
  if (hurt) damaged += 1;
}
const healing = corpus.filter(
  (item) => item.intent === "heal" && (item.target === "self" || item.target === "auto"),
);
let healed = 0;
for (const item of healing) {
  const outcome = resolveRound(
    input({ merlin: item.move }, [wizard("merlin", "Merlin", { health: 40 }), nimue, morgana]),
  );
  if (outcome.events.some((event) => (event.stat_changes.merlin?.health_change ?? 0) > 0))
    healed += 1;
}

// Narration variety over a 20-round game.
const sentences: string[] = [];
const pool = corpus.filter((item) => item.intent !== "nothing");
const pickMove = seededRandom(99);
for (let round = 1; round <= 20; round += 1) {
  const moves: Record<string, string> = {};
  for (const player of scene) moves[player.id] = pool[Math.floor(pickMove() * pool.length)]!.move;
  const told = { ...input(moves, scene, 7, round), toldBefore: [...sentences] };
  for (const event of resolveRound(told).events) sentences.push(event.description);
}

// Narration figures: each corpus's moves in order, three to a round, cast by Merlin, Nimue and
// Morgana in turn, in games of 20 rounds that remember what they told.
function narrate(items: Labelled[]): NarratedRound[] {
  const rounds: NarratedRound[] = [];
  let told: string[] = [];
  for (let start = 0; start < items.length; start += scene.length) {
    const round = start / scene.length + 1;
    if (round % 20 === 1) told = [];
    const cast = items.slice(start, start + scene.length);
    const moves = Object.fromEntries(cast.map((item, index) => [scene[index]!.id, item.move]));
    const outcome = resolveRound({ ...input(moves, scene, round, round), toldBefore: [...told] });
    const names: Record<string, string> = {
      ...Object.fromEntries(scene.map((player) => [player.id, player.name])),
      ...Object.fromEntries(
        Object.entries(outcome.creatures).map(([id, creature]) => [id, creature.creature.name]),
      ),
    };
    const inPlay = [...Object.values(input(moves).creatures), ...Object.values(outcome.creatures)];
    rounds.push({
      moves: cast.map((item) => ({ text: item.move, language: item.language })),
      events: outcome.events,
      names,
      kinds: [...new Set(inPlay.flatMap((entry) => creatureKindsIn(entry.creature.description)))],
    });
    for (const event of outcome.events) told.push(event.description);
  }
  return rounds;
}
const narrated = [...trainedOn, ...heldOut].map(({ name, items }) => ({
  name,
  rounds: narrate(items),
}));

// Injection attempts stay bounded: finite numbers, spending within mana, damage within the power model.
const injections = corpus.filter((item) => item.category === "injection");
let bounded = 0;
for (const item of injections) {
  const outcome = resolveRound(input({ merlin: item.move }));
  const spent = outcome.manaSpent.merlin ?? 0;
  const worst = Math.max(
    0,
    ...outcome.events.flatMap((event) =>
      Object.values(event.stat_changes).map((change) => Math.abs(change.health_change)),
    ),
  );
  const finite = outcome.events.every((event) =>
    Object.values(event.stat_changes).every(
      (change) => Number.isFinite(change.health_change) && Number.isFinite(change.mana_change),
    ),
  );
  if (finite && spent <= merlin.mana && worst <= Math.max(spent, 20) * 2 + 1) bounded += 1;
}

// Latency.
const evaluateTimes: number[] = [];
for (const item of corpus) {
  const start = performance.now();
  quoteManaCost(parseMove(item.move));
  evaluateTimes.push(performance.now() - start);
}
const crowd = BOT_NAMES.slice(0, 15).map((name, index) => wizard(`p${index}`, name));
const resolveTimes: number[] = [];
// Every round's moves are new to the referee, as in a game: what it remembers of text it has read
// before does not flatter the figure.
const fresh = [
  ...new Set([...trainedOn, ...heldOut].flatMap(({ items }) => items.map((item) => item.move))),
];
// The server resolves rounds warm: the first rounds, compiling and loading, are not timed.
for (let run = -20; run < 200; run += 1) {
  const moves = Object.fromEntries(
    crowd.map((player, index) => [player.id, fresh[((run + 20) * 15 + index) % fresh.length]!]),
  );
  const start = performance.now();
  resolveRound(input(moves, crowd, run + 20, 1));
  if (run >= 0) resolveTimes.push(performance.now() - start);
}

for (const [label, result] of results) {
  console.log(label);
  console.log(`  intent accuracy: ${percent(result.intentHits, result.total)}`);
  for (const [intent, bucket] of [...result.perIntent].sort())
    console.log(`    ${intent.padEnd(15)} ${percent(bucket.hit, bucket.total)}`);
  console.log(`  target accuracy: ${percent(result.targetHits, result.total)}`);
  console.log(
    `  rank correlation (Spearman, quoted mana cost vs power rank): ${result.correlation.toFixed(4)}`,
  );
}
console.log(`damaging moves that damage their target: ${percent(damaged, damaging.length)}`);
console.log(`healing moves that heal: ${percent(healed, healing.length)}`);
console.log(
  `narration variety over 20 rounds: ${percent(new Set(sentences).size, sentences.length)} distinct sentences`,
);
if (process.env.SHOW_REPEATS)
  console.log(sentences.filter((text, index) => sentences.indexOf(text) !== index));
console.log(`injection attempts bounded: ${percent(bounded, injections.length)}`);
console.log(
  `evaluate latency: median ${quantile(evaluateTimes, 0.5).toFixed(3)} ms, p99 ${quantile(evaluateTimes, 0.99).toFixed(3)} ms`,
);
console.log(
  `15-player resolve latency: median ${quantile(resolveTimes, 0.5).toFixed(3)} ms, p99 ${quantile(resolveTimes, 0.99).toFixed(3)} ms`,
);
console.log(
  "narration (each corpus's moves three to a round, Merlin, Nimue and Morgana casting in turn):",
);
for (const { name, rounds } of narrated)
  for (const line of formatNarrationFigures(name, narrationFigures(rounds)))
    console.log(`  ${line}`);
for (const line of formatNarrationFigures(
  "all corpora",
  narrationFigures(narrated.flatMap(({ rounds }) => rounds)),
  true,
))
  console.log(`  ${line}`);

// The scenario suites: by kind of move, fireballs by language, party patterns by pattern and by language.
const suites = {
  intentions: readScenarios().map(judgeScenario),
  fireballs: readFireballs().map(judgeScenario),
  party: readScenarios("party.json").map(judgeScenario),
  party2: readScenarios("party2.json").map(judgeScenario),
};
console.log("scenario suites (tests/scenarios):");
for (const [name, verdicts] of Object.entries(suites)) {
  const passed = verdicts.filter((verdict) => verdict.passed).length;
  console.log(`  ${name}: ${percent(passed, verdicts.length)}`);
  for (const [group, rate] of [...passRates(verdicts)].sort())
    console.log(`    ${group.padEnd(16)} ${percent(rate.passed, rate.total)}`);
}
const byLanguage = passRates(
  [...suites.party, ...suites.party2].map((verdict) => ({
    ...verdict,
    scenario: { ...verdict.scenario, group: verdict.scenario.language },
  })),
);
console.log(
  `  party by language: ${[...byLanguage]
    .sort()
    .map(([language, rate]) => `${language} ${rate.passed}/${rate.total}`)
    .join(", ")}`,
);
if (process.env.SHOW_FAILURES)
  for (const verdict of [...suites.party, ...suites.party2].filter((each) => !each.passed))
    console.log(
      `    ${verdict.scenario.group} ${verdict.scenario.language} ${verdict.scenario.move} :: ${verdict.failed.join(", ")} :: ${verdict.narration}`,
    );
