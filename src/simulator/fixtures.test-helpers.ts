import type { Creature } from "../shared/documents.js";
import { DEFAULT_SETTINGS } from "../shared/settings.js";
import type { CombatantView, ResolveInput } from "./types.js";

/** A living wizard at 100 health and 100 mana, on no team. */
export function wizard(
  id: string,
  name: string,
  overrides: Partial<CombatantView> = {},
): CombatantView {
  return {
    id,
    name,
    health: 100,
    mana: 100,
    team: 0,
    language: "en",
    defeated: false,
    isBot: false,
    ...overrides,
  };
}

/** A frost wolf called Fang, summoned by `owner`: "Fang", "the wolf" and "<owner>'s pet" name it. */
export function frostWolf(owner: string, health = 40, power = 5): Creature {
  const description = "Summon a frost wolf named Fang";
  return {
    creature: {
      name: "Fang",
      description,
      translated_names: { en: "Fang" },
      translated_descriptions: { en: description },
      health,
      maxHealth: health,
      power_level: power,
    },
    belongs_to: [owner],
    permanently_dead: false,
  };
}

/** Round 2 of a game with default settings, seed 7, no creatures or effects unless overridden. */
export function roundInput(
  moves: Record<string, string>,
  players: CombatantView[],
  overrides: Partial<ResolveInput> = {},
): ResolveInput {
  return {
    round: 2,
    seed: 7,
    settings: DEFAULT_SETTINGS,
    players,
    creatures: {},
    effects: [],
    moves,
    currentAffinity: -1,
    now: 0,
    ...overrides,
  };
}
