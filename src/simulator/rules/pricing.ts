import type { Intent } from "./lexicon.js";
import type { ParsedMove } from "./parseMove.js";

/** Mana a move of each kind costs at intensity 1. */
export const BASE_COST: Record<Intent, number> = {
  attack: 15,
  area: 28,
  heal: 15,
  shield: 12,
  drain: 18,
  summon: 25,
  curse: 16,
  buff: 10,
  manaRestore: 0,
  dodge: 8,
  dot: 16,
  debuff: 12,
  reflect: 14,
  transformation: 22,
  zone: 24,
  dispel: 12,
  nothing: 0,
};

/**
 * The quoted cost follows the move's ambition: its kind, its intensifiers, an element, and a
 * little for elaborate wording. Claims ("I win instantly") are just more intensity.
 */
export function quoteManaCost(move: ParsedMove): number {
  const base = BASE_COST[move.intent];
  if (base === 0) return 0;
  const scope = move.scope === "all" && move.intent !== "area" ? 1.6 : 1;
  const element = move.element ? 1.1 : 1;
  const detail = Math.min(6, Math.floor(move.words.length / 5));
  return Math.round(base * move.intensity * scope * element + detail);
}
