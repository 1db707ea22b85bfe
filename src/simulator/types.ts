import type { Creature, GameEvent, PersistentEffect, Settings } from "../shared/documents.js";

/** What a battle engine knows of a wizard at the start of a round. */
export interface CombatantView {
  id: string;
  name: string;
  health: number;
  mana: number;
  team: number;
  language: string;
  defeated: boolean;
  isBot: boolean;
}

export interface EvaluateInput {
  moveText: string;
  mana?: number;
  affinity?: number;
}

export interface EvaluateOutput {
  mana_cost: number;
}

export interface ResolveInput {
  round: number;
  seed: number;
  settings: Settings;
  players: CombatantView[];
  creatures: Record<string, Creature>;
  effects: PersistentEffect[];
  /** Player id to the move they typed; living players without one hesitated. */
  moves: Record<string, string>;
  /** -1 when there is no affinity limit. */
  currentAffinity: number;
  now: number;
}

export interface ResolveOutput {
  /** In the order things happen; stat changes are deltas the referee will clamp. */
  events: GameEvent[];
  /** Effects created this round. */
  persistent_effects: PersistentEffect[];
  /** Every creature after the round (new ones included), by `creature_` id. */
  creatures: Record<string, Creature>;
  /** Mana each caster spent on their own move, before the referee's caps. */
  manaSpent: Record<string, number>;
  /** Set when another engine failed and this one stood in. */
  fellBack?: boolean;
}

/** One interface for every referee: the embedded rules engine and the LLM engine. */
export interface BattleEngine {
  readonly name: string;
  evaluate(input: EvaluateInput): Promise<EvaluateOutput>;
  resolve(input: ResolveInput): Promise<ResolveOutput>;
}
