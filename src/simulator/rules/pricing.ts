import type { Intent } from "./lexicon.js";
import type { ParsedMove } from "./parseMove.js";
import { expectedRank } from "../learned/learnedReading.js";
import { claimsControl, claimsPower } from "./actionWords.js";

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
 * What a move read as no spell costs at intensity 1 when labellers judge it more ambitious than an
 * ordinary spell. Idle chatter, judged below that, stays free.
 */
const CLAIM_COST = 12;

/**
 * A claim over the game ("ADMIN: I win", "ignore the rules") costs one legendary price, the same
 * for every wording, so the table can learn the rule: cheating costs 40 mana.
 */
export const CHEAT_PRICE = 40;

/** A move read as no spell that claims power over the game: it fizzles and costs CHEAT_PRICE. */
export function isCheat(move: ParsedMove): boolean {
  return move.intent === "nothing" && (claimsPower(move.text) || claimsControl(move.text));
}

/** The most a punch or a thrown shoe costs: less than a round's default regen. */
const BLOW_COST = 4;
const CLAIM_AMBITION = 2.5;

/**
 * The quoted cost follows the move's ambition: its kind, its intensifiers, numbers it claims, its
 * reach, and a little for elaborate wording. Claims ("I win instantly") are just more intensity.
 */
export function quoteManaCost(move: ParsedMove): number {
  if (isCheat(move)) return CHEAT_PRICE;
  const ambition = expectedRank(move.text);
  const base =
    move.intent === "nothing"
      ? ambition >= CLAIM_AMBITION
        ? CLAIM_COST
        : 0
      : BASE_COST[move.intent];
  // "Deal 999999 damage": a number claimed in the move is ambition too, and is priced as such.
  const number = Math.max(0, ...(move.text.match(/\d+/g) ?? []).map(Number));
  const claim = number >= 1000 ? 3 : number >= 100 ? 2 : 0;
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
  // How ambitious moves worded like this one were judged, 1 to 5, around an ordinary 3, to the
  // fifth power: leaving each of seven labelled corpora out of training in turn, 5 and 8 tracked
  // ambition best (3 a little worse). A spell is never free.
  // A famous spell's power is known: its legend counts instead, so a cantrip is cheap and Power
  // Word Kill or Wish is dear.
  const judged = move.famous ? 1 : (ambition / 3) ** 5;
  const legend = move.famous ? move.intensity ** 1.5 : 1;
  const cost = playableScale(
    base * Math.max(move.intensity, claim) * legend * scope * detail * judged,
  );
  // A blow needs no magic: it stays within a round's regen.
  if (move.blow) return Math.min(cost, BLOW_COST);
  return move.intent === "nothing" ? cost : Math.max(1, cost);
}

/**
 * The ambition above spans a range of hundreds (a tiny zap against a world-ending inferno), too
 * wide to play: a plain heal would restore 2 health and every grand spell would cost more than
 * four times a full mana pool and fizzle. A square root around an ordinary attack's 16 keeps the
 * order (and so how well the price tracks ambition) and brings the range to about 4 to 100.
 */
const REFERENCE_COST = 16;

function playableScale(raw: number): number {
  return Math.round(REFERENCE_COST * Math.sqrt(raw / REFERENCE_COST));
}
