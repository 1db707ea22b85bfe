/**
 * Text one player types and the others read: names and moves. Characters that draw nothing can
 * make a name look blank, make two names look the same, or turn a move around on screen, so they
 * are removed, except the joiners that emoji and some scripts are written with. Lengths count
 * graphemes (what a reader sees as one character), so a ZWJ family emoji is one character.
 */

/**
 * Firefox before 125 has no Intl.Segmenter, and the home page must still load there: it counts
 * code points instead, stricter than the server for emoji and never looser.
 */
const GRAPHEME_SEGMENTER =
  typeof Intl.Segmenter === "function"
    ? new Intl.Segmenter("en", { granularity: "grapheme" })
    : undefined;

function graphemes(text: string): string[] {
  if (!GRAPHEME_SEGMENTER) return Array.from(text);
  return Array.from(GRAPHEME_SEGMENTER.segment(text), (part) => part.segment);
}

export function graphemeCount(text: string): number {
  return graphemes(text).length;
}

/** The first `max` graphemes: a cut never splits an emoji sequence or a letter from its accents. */
export function cutToGraphemes(text: string, max: number): string {
  return graphemes(text).slice(0, max).join("");
}

const ZWNJ = "\u200C";
const ZWJ = "\u200D";
const BLACK_FLAG = "\u{1F3F4}";

/**
 * Default-ignorable code points draw nothing: bidi controls (U+202A–U+202E, U+2066–U+2069, U+200E,
 * U+200F, U+061C), zero-width spaces (U+200B, U+2060, U+FEFF), soft hyphens, Hangul fillers such as
 * U+3164. Combining ones (variation selectors) stay: they change the look of the character before.
 */
const DRAWS_NOTHING = /^(?!\p{Mn})\p{Default_Ignorable_Code_Point}$/u;
const TAG = /^[\u{E0020}-\u{E007F}]$/u;
const TAG_END = "\u{E007F}";
/** What a ZWJ emoji sequence joins: a pictograph, after its skin tone or emoji-style selector. */
const ENDS_EMOJI = /^[\p{Extended_Pictographic}\p{Emoji_Modifier}\uFE0F]$/u;
const STARTS_EMOJI = /^\p{Extended_Pictographic}$/u;
/**
 * Letters and marks of scripts that are shaped with ZWJ and ZWNJ (Persian, Urdu, Hindi, Bengali…).
 * In Latin, Greek and Cyrillic a joiner changes nothing a reader sees, so it goes there.
 */
const JOINED_SCRIPT = /^(?![\p{Script=Latin}\p{Script=Greek}\p{Script=Cyrillic}])[\p{L}\p{M}]$/u;

function keepsJoiner(joiner: string, before: string | undefined, after: string | undefined) {
  if (before === undefined || after === undefined) return false;
  if (joiner === ZWJ && ENDS_EMOJI.test(before) && STARTS_EMOJI.test(after)) return true;
  return JOINED_SCRIPT.test(before) && JOINED_SCRIPT.test(after);
}

/**
 * Removes the characters that draw nothing. Kept: ZWJ inside an emoji sequence or between letters
 * of a joined script, ZWNJ between letters of a joined script, and the tag characters of a
 * subdivision flag (🏴 followed by tags, as in the flag of Scotland).
 */
export function stripInvisible(text: string): string {
  const points = Array.from(text).filter(
    (point) => !DRAWS_NOTHING.test(point) || point === ZWJ || point === ZWNJ || TAG.test(point),
  );
  const kept: string[] = [];
  points.forEach((point, index) => {
    const before = kept.at(-1);
    if (point === ZWJ || point === ZWNJ) {
      if (keepsJoiner(point, before, points[index + 1])) kept.push(point);
    } else if (TAG.test(point)) {
      const inFlag =
        before === BLACK_FLAG || (before !== undefined && before !== TAG_END && TAG.test(before));
      if (inFlag) kept.push(point);
    } else {
      kept.push(point);
    }
  });
  return kept.join("");
}

/**
 * A letter, digit, emoji, flag or keycap that shows: combining marks alone, braille blanks
 * (U+2800) and fillers such as U+3164 have none.
 */
const VISIBLE =
  /(?!\p{Default_Ignorable_Code_Point})[\p{L}\p{N}\p{Extended_Pictographic}\p{Regional_Indicator}\u20E3]/u;

export function hasVisibleCharacter(text: string): boolean {
  return VISIBLE.test(text);
}
