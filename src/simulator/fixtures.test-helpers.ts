import type { Creature } from "../shared/documents.js";
import type { CombatantView } from "./types.js";

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
