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

const combined = new WeakMap<string[], { pattern: RegExp; cjk: string[] }>();

function ending(term: string): string {
  return term.length <= 4 && /^[a-z]/.test(term)
    ? "(?=(?:s|es|ed|ing|er|y|e)?(?:[^\\p{L}]|$))"
    : "";
}

/** How many of `terms` occur in `text`, not negated: one combined pattern per list, built once. */
function mentions(text: string, terms: string[]): number {
  let entry = combined.get(terms);
  if (!entry) {
    const alphabetic = terms.filter((term) => !CJK.test(term)).sort((a, b) => b.length - a.length);
    const body = alphabetic.map((term) => `${escape(term)}${ending(term)}`).join("|");
    entry = {
      pattern: new RegExp(`(^|[^\\p{L}\\p{N}])(${body})`, "gu"),
      cjk: terms.filter((term) => CJK.test(term)),
    };
    combined.set(terms, entry);
  }
  const found = new Set<string>();
  for (const match of text.matchAll(entry.pattern)) {
    const at = match.index + match[1]!.length;
    if (!negated(text, at)) found.add(match[2]!);
  }
  for (const term of entry.cjk) {
    const at = text.indexOf(term);
    if (at >= 0 && !negated(text, at)) found.add(term);
  }
  return found.size;
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

/** Edit distance with transpositions (Damerau-Levenshtein, optimal string alignment). */
function editDistance(a: string, b: string): number {
  const rows = Array.from({ length: a.length + 1 }, (_, i) =>
    Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i <= a.length; i += 1) {
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(rows[i - 1]![j]! + 1, rows[i]![j - 1]! + 1, rows[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        best = Math.min(best, rows[i - 2]![j - 2]! + 1);
      rows[i]![j] = best;
    }
  }
  return rows[a.length]![b.length]!;
}

const FUZZY_TERMS: { term: string; intent: (typeof INTENTS)[number] }[] = INTENTS.flatMap(
  (candidate) =>
    INTENT_WORDS[candidate]
      .filter((term) => /^[a-z]{4,}$/.test(term))
      .map((term) => ({ term, intent: candidate })),
);

function fuzzyIntent(text: string): Intent | null {
  const words = text.split(/[^\p{L}]+/u).filter((word) => /^[a-z]{4,}$/.test(word));
  for (const word of words) {
    for (const { term, intent } of FUZZY_TERMS) {
      // Typos rarely hit the first letter; checking it first keeps this pass cheap.
      if (term[0] !== word[0]) continue;
      const stem = word.slice(0, term.length + 1);
      if (
        Math.abs(stem.length - term.length) <= 1 &&
        editDistance(stem, term) <= (term.length >= 7 ? 2 : 1)
      )
        return intent;
    }
  }
  return null;
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
  // Misspelled words ("sheild", "heel", "teleprot") get a second, forgiving look.
  if (intent === "nothing") intent = fuzzyIntent(text) ?? "nothing";
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
