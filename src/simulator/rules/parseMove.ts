import {
  ALL_WORDS,
  ELEMENT_WORDS,
  ELEMENTS,
  INTENSIFIERS,
  INTENT_WORDS,
  INTENTS,
  NEGATIONS,
  SELF_WORDS,
  TEAM_WORDS,
  type Element,
  type Intent,
} from "./lexicon.js";

/** `area` hits every enemy unless the move names its targets. */
export type TargetScope = "self" | "team" | "all" | "area" | "auto";

export interface ParsedMove {
  intent: Intent;
  element: Element | null;
  /** 0.5 for "a tiny spark" up to 3 for "a world-ending inferno". */
  intensity: number;
  scope: TargetScope;
  /** Words of the move that may name a target. */
  words: string[];
  /** A creature's name taken from "summon a frost wolf named Fang" style moves. */
  summonName: string | null;
}

const CJK = /[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]/u;

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

const compiled = new Map<string, RegExp>();

/** Where `term` occurs in `text`, at a word start for alphabetic scripts. */
function findTerm(text: string, term: string): number {
  if (CJK.test(term)) return text.indexOf(term);
  let pattern = compiled.get(term);
  if (!pattern) {
    // Short Latin words take only English endings: "blaz" finds "blazing", "sand" not "sandwich".
    // Longer words and other scripts (inflected Russian stems) match as prefixes.
    const end =
      term.length <= 4 && /^[a-z]/.test(term) ? "(?=(?:s|es|ed|ing|er|y|e)?(?:[^\\p{L}]|$))" : "";
    pattern = new RegExp(`(^|[^\\p{L}\\p{N}])${escape(term)}${end}`, "u");
    compiled.set(term, pattern);
  }
  const match = pattern.exec(text);
  return match ? match.index + match[1]!.length : -1;
}

/** A negation word just before the term: "not fire" (but not the "no" inside "inferno"). */
function negated(text: string, at: number): boolean {
  const before = text.slice(Math.max(0, at - 12), at);
  return NEGATIONS.some((negation) =>
    CJK.test(negation) ? before.includes(negation) : findTerm(before, negation) >= 0,
  );
}

function mentions(text: string, terms: string[]): number {
  let count = 0;
  for (const term of terms) {
    const at = findTerm(text, term);
    if (at >= 0 && !negated(text, at)) count += 1;
  }
  return count;
}

function summonNameOf(original: string): string | null {
  const named =
    /(?:named|called|llamad[oa]|nommée?|namens|chiamat[oa])\s+([\p{L}][\p{L}'-]{1,19})/iu.exec(
      original,
    );
  if (named?.[1]) return named[1];
  const summoned =
    /(?:summon|conjure|call forth|raise)\s+(?:a|an|the|my)?\s*((?:[\p{L}-]+\s){0,2}[\p{L}-]+)/iu.exec(
      original,
    );
  const phrase = summoned?.[1]?.trim();
  if (!phrase) return null;
  return phrase
    .split(/\s+/)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(" ")
    .slice(0, 30);
}

/** Reads what a move tries to do, with what element, how hard and at whom. */
export function parseMove(moveText: string): ParsedMove {
  const text = ` ${moveText.normalize("NFKC").toLowerCase()} `;
  let intent: Intent = "nothing";
  let best = 0;
  for (const candidate of INTENTS) {
    const score = mentions(text, INTENT_WORDS[candidate]);
    if (score > best) {
      best = score;
      intent = candidate;
    }
  }
  let element: Element | null = null;
  let bestElement = 0;
  for (const candidate of ELEMENTS) {
    const score = mentions(text, ELEMENT_WORDS[candidate]);
    if (score > bestElement) {
      bestElement = score;
      element = candidate;
    }
  }
  // An element alone ("a wall of flames at Bob") still reads as an attack.
  if (intent === "nothing" && element) intent = "attack";

  let intensity = 1;
  for (const level of INTENSIFIERS) if (mentions(text, level.words) > 0) intensity = level.factor;

  const scope: TargetScope =
    mentions(text, ALL_WORDS) > 0
      ? "all"
      : intent === "area"
        ? "area"
        : mentions(text, TEAM_WORDS) > 0
          ? "team"
          : mentions(text, SELF_WORDS) > 0
            ? "self"
            : "auto";

  const words = moveText
    .normalize("NFKC")
    .toLowerCase()
    .split(/[^\p{L}\p{N}_]+/u)
    .filter((word) => word.length >= 2);
  return {
    intent,
    element,
    intensity,
    scope,
    words,
    summonName: intent === "summon" ? summonNameOf(moveText) : null,
  };
}
