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
  /**
   * Stored effects a dispel broke this round: the index into the game's persistent effects when the
   * round began, and the players freed from it (all of them removes the effect).
   */
  stripped_effects?: { index: number; players: string[] }[];
  /** Set when the configured engine failed and the embedded one stood in. */
  fellBack?: boolean;
}
