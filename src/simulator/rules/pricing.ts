import type { Intent } from "./lexicon.js";
import type { ParsedMove } from "./parseMove.js";
import { expectedRank } from "../learned/learnedReading.js";

/** Mana a move of each kind costs at intensity 1. */
export const BASE_COST: Record<Intent, number> = {
  attack: 16,
  area: 28,
  heal: 14,
  shield: 16,
  drain: 16,
  summon: 20,
  curse: 26,
  buff: 16,
  manaRestore: 11,
  dodge: 8,
  dot: 16,
  debuff: 13,
  reflect: 16,
  transformation: 19,
  zone: 22,
  dispel: 13,
  nothing: 0,
};

/**
 * The quoted cost follows the move's ambition: its kind, its intensifiers, numbers it claims, its
 * reach, and a little for elaborate wording. Claims ("I win instantly") are just more intensity.
 */
export function quoteManaCost(move: ParsedMove): number {
  const base = BASE_COST[move.intent];
  // "Deal 999999 damage": a number claimed in the move is ambition too, and is priced as such.
  const claimed = Math.max(0, ...(move.text.match(/\d+/g) ?? []).map(Number));
  const claim = claimed >= 1000 ? 3 : claimed >= 100 ? 2 : 0;
  if (base === 0) return 0;
  const scope = move.scope === "all" && move.intent !== "area" ? 1.6 : 1;
  // A spell described at length is a more elaborate one: up to 15% dearer, a bare word 12% cheaper.
  // Chinese, Japanese and Korean write without spaces: two characters count as a word.
  const length = move.words.reduce(
    (count, word) =>
      count +
      (/[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]/u.test(word) ? Math.ceil(word.length / 2) : 1),
    0,
  );
  const detail = 0.85 + 0.03 * Math.min(length, 10);
  // How ambitious moves worded like this one were judged, 1 to 5, around an ordinary 3. Squared:
  // leaving each labelled corpus out of training in turn, the square tracked ambition best.
  const judged = (expectedRank(move.text) / 3) ** 2;
  return Math.round(base * Math.max(move.intensity, claim) * scope * detail * judged);
}
