import type { GameEvent, PersistentEffect } from "../../shared/documents.js";
import type { Translations } from "../narration/narrator.js";
import type { CombatantView } from "../types.js";

export type StatChanges = Record<string, { health_change?: number; mana_change?: number }>;

/** The round's events in the order they happen, each in every language of the game. */
export class Ledger {
  readonly events: GameEvent[] = [];
  private counter = 0;

  constructor(
    private readonly now: number,
    private readonly delay: number,
  ) {}

  add(descriptions: Translations, changes: StatChanges = {}): void {
    this.counter += 1;
    const stat_changes: GameEvent["stat_changes"] = {};
    for (const [id, change] of Object.entries(changes)) {
      // Whole points, as the narration states them.
      stat_changes[id] = {
        health_change: Math.round(change.health_change ?? 0),
        mana_change: Math.round(change.mana_change ?? 0),
      };
    }
    this.events.push({
      event_number: this.counter,
      timestamp: this.now + this.counter,
      description: descriptions.en ?? "",
      translated_descriptions: descriptions,
      delay_per_char: this.delay,
      stat_changes,
      is_final_event: false,
      text_animation_complete: false,
    });
  }

  /**
   * Adds a sentence to the first event `casterId` paid for ("... 13 damage. “nada pessoal”, João
   * adds."), or tells it as an event of its own where they paid for none.
   */
  addToCasters(casterId: string, descriptions: Translations): void {
    const own = this.events.find((event) => (event.stat_changes[casterId]?.mana_change ?? 0) < 0);
    if (!own) {
      this.add(descriptions);
      return;
    }
    const texts = own.translated_descriptions;
    for (const [language, sentence] of Object.entries(descriptions)) {
      const before = Object.hasOwn(texts, language) ? texts[language]! : own.description;
      // Chinese and Japanese run sentences together without a space.
      texts[language] = `${before}${language === "zh" || language === "ja" ? "" : " "}${sentence}`;
    }
    own.translated_descriptions = texts;
    own.description = texts.en ?? own.description;
  }
}

/** A lasting effect named after the player's own words (they are a proper name in any language). */
export function lastingEffect(
  type: PersistentEffect["type"],
  text: string,
  caster: CombatantView,
  targets: CombatantView[],
  duration: number,
  magnitude?: number,
): PersistentEffect {
  const name = text.length > 40 ? `${text.slice(0, 39)}…` : text;
  return {
    name,
    description: text,
    translated_names: { en: name },
    translated_descriptions: { en: text },
    type,
    duration_in_rounds: duration,
    sourcePlayer: caster.id,
    affectedPlayers: targets.map((target) => target.id),
    ...(magnitude === undefined ? {} : { magnitude }),
  };
}

const HELPFUL = new Set<PersistentEffect["type"]>(["BARRIER", "BUFF", "ENCHANTMENT"]);
const HARMFUL = new Set<PersistentEffect["type"]>(["CURSE", "DEBUFF", "TRANSFORMATION", "ZONE"]);

/**
 * Which stored effects a dispel breaks on a target: a foe loses its protections, the caster or an
 * ally is freed from curses and hexes.
 */
export function dispellable(
  effects: PersistentEffect[],
  targetId: string,
  friendly: boolean,
): number[] {
  return effects.flatMap((effect, index) =>
    effect.affectedPlayers.includes(targetId) &&
    (friendly ? HARMFUL.has(effect.type) : HELPFUL.has(effect.type))
      ? [index]
      : [],
  );
}
