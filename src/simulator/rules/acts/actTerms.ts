import { THROWN_KINDS, type ThrownKind } from "../thrownObjects.js";
import type { ActWords } from "./actWords.js";
import { ACT_LANGUAGES } from "./index.js";

/** The acts a move can be read as besides its spells, each from every language's words. */
export type Act = Exclude<keyof ActWords, "objects">;

/** Scripts whose terms match anywhere: no spaces between words, or prefixes glued on. */
const ANYWHERE =
  /[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af\u0e00-\u0e7f\u0590-\u06ff\u0750-\u077f\ufb1d-\ufdff\ufe70-\ufeff]/u;

/** A term to find: as a whole word, as a word's start, or anywhere in the text. */
interface Term {
  text: string;
  whole: boolean;
  anywhere: boolean;
}

/** Terms by their first character, longest first: a text is scanned once, not once per term. */
type Matcher = Map<string, Term[]>;

/** Terms of up to 4 letters, or ending in a space, are whole words; longer ones are prefixes. */
function matcherOf(terms: readonly string[], allWhole = false): Matcher {
  const matcher: Matcher = new Map();
  for (const raw of new Set(terms)) {
    const text = raw.trim().toLowerCase();
    if (!text) continue;
    const anywhere = ANYWHERE.test(text);
    const term = {
      text,
      anywhere,
      whole: !anywhere && (allWhole || raw.endsWith(" ") || [...text].length <= 4),
    };
    const first = text.charAt(0);
    matcher.set(first, [...(matcher.get(first) ?? []), term]);
  }
  for (const bucket of matcher.values()) bucket.sort((a, b) => b.text.length - a.text.length);
  return matcher;
}

const LETTER = /[\p{L}\p{M}\p{N}]/u;

/** The longest term of `matcher` that starts at `at` in `text`, as its length: 0 when none does. */
function termAt(matcher: Matcher, text: string, at: number): number {
  const bucket = matcher.get(text.charAt(at));
  if (!bucket) return 0;
  const wordStart = at === 0 || !LETTER.test(text.charAt(at - 1));
  for (const term of bucket) {
    if (!term.anywhere && !wordStart) continue;
    if (!text.startsWith(term.text, at)) continue;
    if (term.whole && LETTER.test(text.charAt(at + term.text.length))) continue;
    return term.text.length;
  }
  return 0;
}

/** How long the longest term of `matcher` found in `text` is: 0 when none is. */
function longest(matcher: Matcher, text: string): number {
  let length = 0;
  for (let at = 0; at < text.length; at += 1) length = Math.max(length, termAt(matcher, text, at));
  return length;
}

function found(matcher: Matcher, text: string): boolean {
  for (let at = 0; at < text.length; at += 1) if (termAt(matcher, text, at) > 0) return true;
  return false;
}

const languages = Object.values(ACT_LANGUAGES).map((language) => language.acts);
/** Every act the language files list words for, in the order a text is matched against them. */
export const ACTS: readonly Act[] = [
  "kind",
  "tame",
  "give",
  "rest",
  "banish",
  "guard",
  "halt",
  "sic",
  "retract",
  "throws",
];
const matchers = new Map<Act, Matcher>(
  ACTS.map((act) => [act, matcherOf(languages.flatMap((language) => language[act]))]),
);
const objects = THROWN_KINDS.map(
  (kind) =>
    [kind, matcherOf(languages.flatMap((language) => language.objects[kind] ?? []))] as const,
);

/**
 * The acts asked after in each text lately, and whether it says them: a round asks the same of a
 * clause several times (is it an order to guard, to halt, a throw?). Bounded: emptied when full.
 */
const saidIn = new Map<string, Map<Act, boolean>>();
const SAID_KEPT = 2_000;

/** Whether the move uses a word of `act` in any language. */
export function says(act: Act, text: string): boolean {
  let said = saidIn.get(text);
  if (!said) {
    if (saidIn.size >= SAID_KEPT) saidIn.clear();
    said = new Map();
    saidIn.set(text, said);
  }
  let answer = said.get(act);
  if (answer === undefined) {
    answer = found(matchers.get(act)!, text.normalize("NFKC").toLowerCase());
    said.set(act, answer);
  }
  return answer;
}

/** The everyday thing the move throws or swings, if it names one: "диван" is a sofa. */
export function thrownKindIn(text: string): ThrownKind | null {
  const lowered = text.normalize("NFKC").toLowerCase();
  // The most specific word wins: "ปารองเท้าแตะ" is a flip-flop before it is a shoe.
  let best: ThrownKind | null = null;
  let bestLength = 0;
  for (const [kind, matcher] of objects) {
    const length = longest(matcher, lowered);
    if (length > bestLength) [best, bestLength] = [kind, length];
  }
  return best;
}

/** Retraction words are whole words ("nah", not the start of "nahoru"). */
const retractions = matcherOf(
  languages.flatMap((language) => language.retract),
  true,
);

/**
 * What follows the first retraction word of any language, which is what the caster means:
 * "fireball... no wait, ice shard" keeps "ice shard". Null when the move takes nothing back.
 */
export function afterRetraction(text: string): { at: number; rest: string } | null {
  const lowered = text.toLowerCase();
  // Lower-casing keeps positions in all but a few letters ("İ"); there the move stays as typed.
  if (lowered.length !== text.length) return null;
  for (let at = 0; at < lowered.length; at += 1) {
    const length = termAt(retractions, lowered, at);
    if (length === 0) continue;
    const rest = text.slice(at + length).replace(/^[\s.!,…—–。、！，-]+/u, "");
    if (rest.length > 0) return { at, rest };
  }
  return null;
}

/**
 * The word for mana as players type it in the 40 languages ("maná", "many", "マナ", "मना"); not the
 * everyday words it hides in ("मन", mind; "منا", from us).
 */
const MANA =
  /(?<![\p{L}\p{N}])(?:mana|maná|manas|manan|manaa|manat|manos|manę|maną|many|mane|manu|manaan|manát|mp|ман[аиуеы]|μάνα|μανα)(?![\p{L}\p{N}])|マナ|마나|法力|魔力|蓝量|مانا|מאנה|मना|माना|मॅना|मैना|ਮਨਾ|ਮਾਨਾ|ਮੈਨਾ|মানা|মনা|ম্যানা|مینا|มานา/iu;

/** Whether the move speaks of mana. */
export function mentionsMana(text: string): boolean {
  return MANA.test(text.normalize("NFKC"));
}
