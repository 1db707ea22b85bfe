import type { Creature, GameEvent, PersistentEffect } from "./documents.js";

/** What a battle engine answers for a round, before the referee clamps it into the game. */
export interface RoundOutcome {
  /** In the order things happen; stat changes are deltas. */
  events: GameEvent[];
  /** Effects created this round. */
  persistent_effects: PersistentEffect[];
  /** Every creature after the round, by `creature_` id. */
  creatures: Record<string, Creature>;
  /** Mana each caster spent on their own move, before the referee's caps. */
  manaSpent: Record<string, number>;
  /** Set when the configured engine failed and the embedded one stood in. */
  fellBack?: boolean;
}
