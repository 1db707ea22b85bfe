import * as z from "zod/mini";
import { LOBBY_CODE_LENGTH, NAME_MAX, NAME_MIN } from "./constants.js";

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

export const playerNameSchema = z.pipe(
  z.pipe(
    z.string(NAME_MESSAGES.required),
    // Invisible and control characters are dropped so that two names cannot merely look alike.
    z.transform((value: string) =>
      value
        .normalize("NFC")
        .replace(/[\p{Cc}\p{Cf}\u2028\u2029]/gu, "")
        .trim(),
    ),
  ),
  z
    .string()
    .check(
      z.minLength(1, NAME_MESSAGES.required),
      z.minLength(NAME_MIN, NAME_MESSAGES.tooShort),
      z.maxLength(NAME_MAX, NAME_MESSAGES.tooLong),
    ),
);

/** A lobby code as stored: six characters, upper case. */
export const lobbyCodeSchema = z
  .string()
  .check(z.trim(), z.toUpperCase(), z.length(LOBBY_CODE_LENGTH));

export const LOBBY_CODE_MESSAGE = "Please enter a lobby code";
export const lobbyCodeInputSchema = z.pipe(
  z.string(LOBBY_CODE_MESSAGE).check(z.trim(), z.minLength(1, LOBBY_CODE_MESSAGE)),
  lobbyCodeSchema,
);
