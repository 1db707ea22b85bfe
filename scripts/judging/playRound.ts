/**
 * `npx tsx scripts/judging/playRound.ts <game.json>`: plays the rounds of a judging game that
 * have moves but no result yet, through the built-in referee exactly as `npm run engine --
 * resolve` does, and writes each result back into the file: the events, and every wizard's
 * health and mana, the creatures and the lasting effects after it. Writers of a blind set add the
 * next round's moves after reading the last result (docs/simulator.md, Blind judging).
 *
 * game.json: { "players": [{ "id", "name", "team"?, "language"? }], "settings"?: {...},
 *   "rounds": [{ "moves": { "<player id>": "<move>" } }] }
 */
import { execFileSync } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import { z } from "zod";
import { manaAtRoundStart } from "../../src/game/battle/rounds.js";
import { settingsSchema } from "../../src/shared/documents.js";
import { DEFAULT_SETTINGS } from "../../src/shared/settings.js";

const playerSchema = z.object({
  id: z.string(),
  name: z.string(),
  team: z.number().int().default(0),
  language: z.string().default("en"),
  health: z.number().optional(),
  mana: z.number().optional(),
});
const gameSchema = z.object({
  settings: z.record(z.string(), z.unknown()).default({}),
  players: z.array(playerSchema).min(2),
  rounds: z.array(
    z.object({
      moves: z.record(z.string(), z.string().max(200)),
      result: z.unknown().optional(),
    }),
  ),
});

const file = process.argv[2];
if (!file) {
  process.stderr.write("usage: playRound.ts <game.json>\n");
  process.exit(2);
}
const game = gameSchema.parse(JSON.parse(readFileSync(file, "utf8")));
// Between rounds mana comes back as in a real game (`openRound`).
const settings = { ...DEFAULT_SETTINGS, ...settingsSchema.partial().parse(game.settings) };
const initialHealth = Number(game.settings.initialHealth ?? 100);
const initialMana = Number(game.settings.initialMana ?? 100);
let players = game.players.map((player) => ({
  ...player,
  health: player.health ?? initialHealth,
  mana: player.mana ?? initialMana,
}));
let creatures: unknown = {};
let effects: unknown = [];
const told: string[] = [];

interface Result {
  events: { description: string }[];
  persistent_effects: unknown;
  creatures: unknown;
  players: { id: string; health: number; mana: number; defeated: boolean }[];
}

game.rounds.forEach((round, index) => {
  let result = round.result as Result | undefined;
  if (!result) {
    const line = JSON.stringify({
      settings: game.settings,
      round: index + 1,
      seed: 7 + index,
      players: players.map(({ id, name, health, mana, team, language }) => ({
        id,
        name,
        health,
        mana,
        team,
        language,
      })),
      creatures,
      effects,
      moves: round.moves,
      toldBefore: told,
    });
    const answer = execFileSync("npx", ["tsx", "src/cli/engineCli.ts", "resolve"], {
      input: `${line}\n`,
      encoding: "utf8",
    });
    result = JSON.parse(answer) as Result;
    round.result = result;
  }
  for (const event of result.events) told.push(event.description);
  creatures = result.creatures;
  effects = result.persistent_effects;
  players = players.map((player) => {
    const after = result.players.find((entry) => entry.id === player.id);
    return after
      ? { ...player, health: after.health, mana: manaAtRoundStart(after, settings, index + 1) }
      : player;
  });
});
writeFileSync(file, `${JSON.stringify(game, null, 2)}\n`);
for (const [index, round] of game.rounds.entries()) {
  const result = round.result as Result;
  process.stdout.write(`Round ${index + 1}\n`);
  for (const event of result.events) process.stdout.write(`  ${event.description}\n`);
}
process.stdout.write(
  `Now: ${players.map((player) => `${player.name} ${player.health} HP ${player.mana} MP`).join(", ")}\n`,
);
