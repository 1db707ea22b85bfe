import { THROWN_KINDS, type ThrownKind } from "../thrownObjects.js";
import type { ActWords } from "./actWords.js";
import { ACT_LANGUAGES } from "./index.js";

/** The acts a move can be read as besides its spells, each from every language's words. */
export type Act = Exclude<keyof ActWords, "objects">;

/** Scripts whose terms match anywhere: no spaces between words, or prefixes glued on. */
const ANYWHERE =
  /[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af\u0e00-\u0e7f\u0590-\u06ff\u0750-\u077f\ufb1d-\ufdff\ufe70-\ufeff]/u;

interface Matcher {
  words: RegExp | null;
  anywhere: string[];
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** Terms of up to 4 letters, or ending in a space, are whole words; longer ones are prefixes. */
function matcherOf(terms: readonly string[]): Matcher {
  const anywhere = terms.filter((term) => ANYWHERE.test(term));
  const words = [...new Set(terms.filter((term) => !ANYWHERE.test(term) && term.trim()))]
    .sort((a, b) => b.length - a.length)
    .map((term) => {
      const whole = term.endsWith(" ") || [...term.trim()].length <= 4;
      return `${escape(term.trim())}${whole ? "(?![\\p{L}\\p{M}\\p{N}])" : ""}`;
    });
  return {
    words:
      words.length > 0
        ? new RegExp(`(?<![\\p{L}\\p{M}\\p{N}])(?:${words.join("|")})`, "giu")
        : null,
    anywhere,
  };
}

function found(matcher: Matcher, text: string): boolean {
  return longest(matcher, text) > 0;
}

/** How long the longest term of `matcher` found in `text` is: 0 when none is. */
function longest(matcher: Matcher, text: string): number {
  let length = 0;
  if (matcher.words)
    for (const match of text.matchAll(matcher.words)) length = Math.max(length, match[0].length);
  for (const term of matcher.anywhere)
    if (text.includes(term)) length = Math.max(length, term.length);
  return length;
}

const languages = Object.values(ACT_LANGUAGES).map((language) => language.acts);
const ACTS: readonly Act[] = [
  "kind",
  "tame",
  "give",
  "rest",
  "banish",
  "guard",
  "halt",
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

/** Whether the move uses a word of `act` in any language. */
export function says(act: Act, text: string): boolean {
  return found(matchers.get(act)!, text.normalize("NFKC").toLowerCase());
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

/**
 * Every language's retraction words followed by what the caster means instead: "fireball... no
 * wait, ice shard" keeps "ice shard". Null while no language lists any.
 */
export function retractionPattern(): RegExp | null {
  const terms = [...new Set(languages.flatMap((language) => language.retract))];
  const alternatives = terms
    .filter((term) => term.trim())
    .map((term) =>
      ANYWHERE.test(term)
        ? escape(term.trim())
        : `(?<![\\p{L}\\p{M}\\p{N}])${escape(term.trim())}(?![\\p{L}\\p{M}\\p{N}])`,
    );
  return alternatives.length === 0
    ? null
    : new RegExp(`(?:${alternatives.join("|")})[\\s.!,…—–。、！，-]*(.+)$`, "iu");
}

/**
 * The word for mana as players type it in the 40 languages ("maná", "many", "マナ", "मना"); not the
 * everyday words it hides in ("मन", mind; "منا", from us).
 */
const MANA =
  /(?<![\p{L}\p{N}])(?:mana|maná|manas|manan|manaa|manat|manos|manę|many|mane|manu|manaan|manát|mp|ман[аиуеы]|μάνα|μανα)(?![\p{L}\p{N}])|マナ|마나|法力|魔力|蓝量|مانا|מאנה|मना|माना|मॅना|मैना|ਮਨਾ|ਮਾਨਾ|ਮੈਨਾ|মানা|মনা|ম্যানা|مینا|มานา/iu;

/** Whether the move speaks of mana. */
export function mentionsMana(text: string): boolean {
  return MANA.test(text.normalize("NFKC"));
}
