import type { Creature } from "../../shared/documents.js";
import { DEFAULT_SETTINGS } from "../../shared/settings.js";
import { roundInput, wizard } from "../fixtures.test-helpers.js";
import type { ResolveOutput } from "../types.js";
import { resolveRound } from "./resolveRound.js";

/**
 * One round at a table written "Name:language:team,...", with creatures written
 * { name: "owner|what it is" }: what happened, each one's health change, and the lines told.
 */
export function play(
  table: string,
  moves: Record<string, string>,
  creatures: Record<string, string> = {},
): ResolveOutput & { health: (name: string) => number; told: string } {
  const players = table.split(",").map((entry) => {
    const [name, language, team] = entry.split(":");
    return wizard(name!.toLowerCase(), name!, { language, team: Number(team ?? 0) });
  });
  const beasts: Record<string, Creature> = {};
  // "Sofia|a frost wolf": the owner, and what the creature is where it matters.
  for (const [name, entry] of Object.entries(creatures)) {
    const [owner, description] = entry.split("|");
    beasts[`creature_${name}`] = {
      creature: {
        name,
        description: description ?? "a loyal beast",
        translated_names: {},
        translated_descriptions: {},
        health: 40,
        maxHealth: 40,
        power_level: 8,
      },
      belongs_to: [owner!],
      permanently_dead: false,
    };
  }
  const outcome = resolveRound(
    roundInput(
      Object.fromEntries(Object.entries(moves).map(([name, move]) => [name.toLowerCase(), move])),
      players,
      { creatures: beasts, settings: { ...DEFAULT_SETTINGS } },
    ),
  );
  const health = (name: string) =>
    outcome.events.reduce(
      (sum, event) =>
        sum +
        (event.stat_changes[name.toLowerCase()]?.health_change ??
          event.stat_changes[`creature_${name}`]?.health_change ??
          0),
      0,
    );
  // What happened, without the line that names everyone who let the round pass.
  const told = outcome.events
    .filter((event) => Object.keys(event.stat_changes).length > 0)
    .map((event) => event.description)
    .join(" ");
  return { ...outcome, health, told };
}

/** The ids whose health the round took down: wizards by their lowercased names, creatures too. */
export function hurtIn(round: ResolveOutput): string[] {
  return round.events
    .flatMap((event) => Object.entries(event.stat_changes))
    .filter(([, change]) => (change.health_change ?? 0) < 0)
    .map(([id]) => id);
}

/** Every line of the round in one language, talk without stat changes included. */
export function linesIn(round: ResolveOutput, language = "en"): string {
  return round.events
    .map((event) => event.translated_descriptions[language] ?? event.description)
    .join(" ");
}
