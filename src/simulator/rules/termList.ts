/**
 * A word list matched by lookup rather than by one regular expression of all its words. V8
 * compiles a regular expression of thousands of alternatives into hundreds of kilobytes of machine
 * code, and once a process holds a few megabytes of such code it compiles every later pattern
 * without optimisation, making the referee's small patterns many times slower.
 */

/** What must follow a word for it to count. */
type After = "any" | "ending" | "eDropped" | "wordEnd";

interface Alternative {
  /** The words as typed, found as is. */
  text: string;
  after: After;
}

export interface TermMatch {
  /** Where the word starts. */
  at: number;
  /** Where the match ends (the word's end; an ending after it is not part of it). */
  end: number;
  /** The word as listed, or its form without a final "e" for "blazing" from "blaze". */
  text: string;
}

const LETTER = /\p{L}/u;
const LETTER_OR_MARK = /[\p{L}\p{M}]/u;
const WORD_CHARACTER = /[\p{L}\p{M}\p{N}]/u;

/** The English endings a short Latin word takes: "blaz" finds "blazing", "sand" not "sandwich". */
const ENDINGS = ["", "s", "es", "ed", "ing", "er", "y", "e"];
const E_DROPPED_ENDINGS = ["ing", "ed", "er"];

/** The code point at `index` as a string ("" past the end). */
function characterAt(text: string, index: number): string {
  const code = text.codePointAt(index);
  return code === undefined ? "" : String.fromCodePoint(code);
}

function endsWord(text: string, index: number): boolean {
  return index >= text.length || !LETTER.test(characterAt(text, index));
}

function followedBy(text: string, index: number, endings: readonly string[]): boolean {
  return endings.some(
    (ending) => text.startsWith(ending, index) && endsWord(text, index + ending.length),
  );
}

function fits(alternative: Alternative, text: string, end: number): boolean {
  switch (alternative.after) {
    case "any":
      return true;
    case "ending":
      return followedBy(text, end, ENDINGS);
    case "eDropped":
      return followedBy(text, end, E_DROPPED_ENDINGS);
    case "wordEnd":
      return end >= text.length || !LETTER_OR_MARK.test(characterAt(text, end));
  }
}

/** A short Latin word takes only English endings; longer ones and other scripts are stems. */
function afterOf(word: string): After {
  return word.length <= 4 && /^[a-z]/.test(word) ? "ending" : "any";
}

/** "flame" also finds "flaming" and "blaze" "blazed": English drops a final e before -ing/-ed. */
export function dropsE(word: string): boolean {
  return word.length >= 5 && /^[a-z]+e$/.test(word);
}

/**
 * Words of alphabetic scripts, each found at a word's start. `exact` words count only as whole
 * words. Where several fit at one place the longest wins.
 */
export class TermList {
  private readonly alternatives: Alternative[] = [];
  private readonly byText = new Map<string, number[]>();
  private readonly lengths: number[];

  constructor(words: readonly string[], exact: ReadonlySet<string>) {
    const longestFirst = [...words].sort((a, b) => b.length - a.length);
    for (const word of longestFirst) {
      if (exact.has(word)) this.add({ text: word, after: "wordEnd" });
      else {
        this.add({ text: word, after: afterOf(word) });
        if (dropsE(word)) this.add({ text: word.slice(0, -1), after: "eDropped" });
      }
    }
    this.lengths = [...new Set(this.alternatives.map(({ text }) => text.length))];
  }

  private add(alternative: Alternative): void {
    const index = this.alternatives.push(alternative) - 1;
    const known = this.byText.get(alternative.text);
    if (known) known.push(index);
    else this.byText.set(alternative.text, [index]);
  }

  get empty(): boolean {
    return this.alternatives.length === 0;
  }

  /**
   * The word found from `from`: at the text's start when `from` is 0, or just after the one
   * character at `from` when that is no letter, mark or digit.
   */
  matchFrom(text: string, from: number): TermMatch | null {
    if (from === 0) {
      const found = this.wordAt(text, 0);
      if (found) return found;
    }
    const before = characterAt(text, from);
    if (!before || WORD_CHARACTER.test(before)) return null;
    return this.wordAt(text, from + before.length);
  }

  private wordAt(text: string, at: number): TermMatch | null {
    let best = -1;
    for (const length of this.lengths) {
      if (at + length > text.length) continue;
      for (const index of this.byText.get(text.slice(at, at + length)) ?? []) {
        if ((best < 0 || index < best) && fits(this.alternatives[index]!, text, at + length))
          best = index;
      }
    }
    if (best < 0) return null;
    const { text: word } = this.alternatives[best]!;
    return { at, end: at + word.length, text: word };
  }
}
