import type { Creature, PersistentEffect, Settings } from "../shared/documents.js";
import type { RoundOutcome } from "../shared/outcome.js";

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
  /** Sentences already told in this game: the narrator avoids telling one again. */
  toldBefore?: readonly string[];
}

export type ResolveOutput = RoundOutcome;

/** One interface for every referee: the embedded rules engine and the LLM engine. */
export interface BattleEngine {
  readonly name: string;
  /** Runs in-process in well under a millisecond: safe to call inside a database transaction. */
  readonly local?: boolean;
  evaluate(input: EvaluateInput): Promise<EvaluateOutput>;
  resolve(input: ResolveInput): Promise<ResolveOutput>;
}
