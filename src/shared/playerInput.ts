import * as z from "zod/mini";
import { LOBBY_CODE_LENGTH, NAME_MAX, NAME_MIN } from "./constants.js";
import {
  cutToGraphemes,
  graphemeCount,
  hasVisibleCharacter,
  stripInvisible,
} from "./visibleText.js";

/**
 * The two things a visitor types on the home page, a player name and a lobby code, checked by the
 * same schemas on both sides. Written with `zod/mini` so the home page ships a few kilobytes of
 * validation rather than all of zod; the server's payload schemas embed them as they are.
 */

export const NAME_MESSAGES = {
  required: "Name is required",
  tooShort: "Name must be at least 2 characters",
  tooLong: "Name must be less than 20 characters",
} as const;

/**
 * A grapheme may carry any number of combining marks, so the spec's 20 characters alone would not
 * bound what one name stores and sends to every member; 16 UTF-16 units a character leaves room
 * for the longest emoji sequences (a kiss with two skin tones is 15).
 */
const NAME_MAX_UTF16_UNITS = NAME_MAX * 16;

/**
 * A typed name as it is stored and shown: controls and characters that draw nothing removed
 * (joiners kept inside emoji and in the scripts that need them), blank-looking runs such as braille
 * blanks (U+2800) made one space, so that a name cannot merely look like another or like nothing.
 */
function cleanName(value: string): string {
  // Joiners and tags are left to stripInvisible, which keeps those that shape emoji or a script.
  const withoutControls = value.replace(
    /(?!\u200C|\u200D|[\u{E0020}-\u{E007F}])[\p{Cc}\p{Cf}\u2028\u2029]/gu,
    "",
  );
  return stripInvisible(withoutControls)
    .replace(/[\s\u2800]+/gu, " ")
    .trim()
    .normalize("NFC");
}

export const playerNameSchema = z.pipe(
  z.pipe(z.string(NAME_MESSAGES.required), z.transform(cleanName)),
  z.string().check(
    z.refine((name) => name.length > 0, { message: NAME_MESSAGES.required, abort: true }),
    // The spec has no message for a name with nothing to see; it is as good as no name.
    z.refine(hasVisibleCharacter, { message: NAME_MESSAGES.required, abort: true }),
    z.refine((name) => graphemeCount(name) >= NAME_MIN, {
      message: NAME_MESSAGES.tooShort,
      abort: true,
    }),
    z.refine((name) => graphemeCount(name) <= NAME_MAX && name.length <= NAME_MAX_UTF16_UNITS, {
      message: NAME_MESSAGES.tooLong,
      abort: true,
    }),
  ),
);

/** A remembered or pasted name cut to the spec's length without splitting an emoji apart. */
export function cutName(name: string): string {
  return cutToGraphemes(name, NAME_MAX);
}

/** A lobby code as stored: six characters, upper case. */
export const lobbyCodeSchema = z
  .string()
  .check(z.trim(), z.toUpperCase(), z.length(LOBBY_CODE_LENGTH));

export const LOBBY_CODE_MESSAGE = "Please enter a lobby code";
export const lobbyCodeInputSchema = z.pipe(
  z.string(LOBBY_CODE_MESSAGE).check(z.trim(), z.minLength(1, LOBBY_CODE_MESSAGE)),
  lobbyCodeSchema,
);
