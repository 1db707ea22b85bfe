/**
 * Finding the names at a table in a move as whole words. A pattern built from the names with
 * Unicode letter classes costs far more to compile than to run, and every table has its own
 * names: these scans give the same answers with no pattern built.
 */

/** A word looked for, and what may be glued on after it. */
export interface WordForm {
  word: string;
  /** Up to three more letters ("Jonasa", "Žaibai"), or one of these endings (Korean particles). */
  ending?: "letters" | readonly string[];
}

const LETTER = /^\p{L}/u;
const LETTER_OR_MARK = /^[\p{L}\p{M}]/u;

/** What counts as part of a word around a match: letters, or letters and combining marks. */
export type WordEdge = "letters" | "lettersAndMarks";

function isLetter(character: string, edge: WordEdge): boolean {
  return character !== "" && (edge === "letters" ? LETTER : LETTER_OR_MARK).test(character);
}

/** The character (code point) just before `at`. */
export function characterBefore(text: string, at: number): string {
  if (at <= 0) return "";
  const unit = text.charCodeAt(at - 1);
  return unit >= 0xdc00 && unit <= 0xdfff && at >= 2 ? text.slice(at - 2, at) : text[at - 1]!;
}

/** The character (code point) at `at`. */
export function characterAt(text: string, at: number): string {
  const point = text.codePointAt(at);
  return point === undefined ? "" : String.fromCodePoint(point);
}

/** Where a form written at `at` ends, or -1 when it does not stand there as a whole word. */
function endOf(text: string, at: number, form: WordForm, edge: WordEdge): number {
  if (!text.startsWith(form.word, at)) return -1;
  let end = at + form.word.length;
  if (form.ending === "letters") {
    for (let glued = 0; glued < 3 && isLetter(characterAt(text, end), "letters"); glued++)
      end += characterAt(text, end).length;
  } else if (form.ending) {
    for (const ending of form.ending) {
      const longer = end + ending.length;
      if (text.startsWith(ending, end) && !isLetter(characterAt(text, longer), edge)) return longer;
    }
  }
  return isLetter(characterAt(text, end), edge) ? -1 : end;
}

/** Each whole-word match, left to right; at one place the first form in order wins. */
export function wordMatches(
  text: string,
  forms: readonly WordForm[],
  edge: WordEdge,
): { at: number; end: number }[] {
  const present = forms.filter((form) => form.word !== "" && text.includes(form.word));
  const matches: { at: number; end: number }[] = [];
  if (present.length === 0) return matches;
  for (let at = 0; at < text.length;) {
    let end = -1;
    if (!isLetter(characterBefore(text, at), edge))
      for (const form of present) {
        end = endOf(text, at, form, edge);
        if (end >= 0) break;
      }
    if (end > at) {
      matches.push({ at, end });
      at = end;
    } else at += characterAt(text, at).length;
  }
  return matches;
}

/** The text with every whole-word match of the forms replaced by `replacement`. */
export function replaceWords(
  text: string,
  forms: readonly WordForm[],
  edge: WordEdge,
  replacement: string,
): string {
  let kept = "";
  let from = 0;
  for (const { at, end } of wordMatches(text, forms, edge)) {
    kept += text.slice(from, at) + replacement;
    from = end;
  }
  return from === 0 ? text : kept + text.slice(from);
}
