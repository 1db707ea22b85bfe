import type { CreatureKind } from "../creatureKinds.js";
import type { Element, INTENTS } from "../lexicon.js";

/**
 * The words one language adds to the built-in referee's lists (`lexicon.ts` merges every
 * language's file at load). Terms are lower-case. Alphabetic terms match at the start of a word
 * and as prefixes when longer than 4 letters, so a stem ("kul", "ogni") finds its inflections;
 * terms in scripts without spaces or with attached prefixes (Chinese, Japanese, Korean, Thai,
 * Arabic, Persian, Urdu, Hebrew) match anywhere in the move. A term written "~word" is weak: it
 * leans towards an intent but cannot make one alone.
 */
export interface LanguageWords {
  /** Verbs, nouns and phrases that mark each kind of action. */
  intents: Partial<Record<(typeof INTENTS)[number], string[]>>;
  elements: Partial<Record<Element, string[]>>;
  /** "myself", "me". */
  self: string[];
  /** "my team", "my allies". */
  team: string[];
  /** "everyone", "everybody". */
  all: string[];
  /** "all enemies", "every foe". */
  enemies: string[];
  /** A word just before a term that cancels it ("not", "no"); end word-like ones with a space. */
  negations: string[];
  /** Words that make a spell small (factor 0.5), strong (1.5), huge (2) or world-ending (3). */
  intensifiers: { words: string[]; factor: 0.5 | 0.75 | 1.5 | 2 | 3 }[];
  /**
   * Creature nouns by kind ("wolf": the words for a wolf and its forms), so a creature can be
   * summoned, named after its kind and ordered; "other" holds words for any creature ("beast").
   */
  creatures: Partial<Record<CreatureKind | "other", string[]>>;
  /** Words that give a summoned creature its name: "named", "called". */
  named: string[];
  /**
   * Words that start a second action in one move: "then", "after that", "and I". A move is read
   * clause by clause, so "I heal myself, then I blast Bob" does both.
   */
  sequence: string[];
  /**
   * Blows that need no magic: "punch", "kick", "slap", "throw my shoe": a wizard out of mana can
   * still land one.
   */
  blows: string[];
  /** Everyday acts that are no spell at all ("eat", "sit down", "wave"). */
  mundane: string[];
}
