import { z } from "zod";
import { DISPLAY_SPEEDS, MOVE_MAX } from "./constants.js";
import { lobbyCodeInputSchema } from "./lobbyPayloads.js";
import { playerIdSchema } from "./lobbyPayloads.js";
import { stripInvisible } from "./visibleText.js";

/** Payloads of the game functions (SPEC sections 5 and 7). `gameId` is the lobby code. */
export const MOVE_MESSAGES = {
  empty: "Move cannot be empty",
  tooLong: "Move must be at most 200 characters",
} as const;

/**
 * A move as the referee and every player read it: line breaks and controls become spaces, and
 * characters that draw nothing go (bidi overrides would show it reversed to others), while the
 * joiners of emoji sequences and of scripts such as Persian stay.
 */
function cleanMove(value: string): string {
  return stripInvisible(value.replace(/[\p{Cc}\u2028\u2029]/gu, " "))
    .trim()
    .normalize("NFC");
}

export const moveTextSchema = z
  .string(MOVE_MESSAGES.empty)
  .transform(cleanMove)
  .pipe(z.string().min(1, MOVE_MESSAGES.empty).max(MOVE_MAX, MOVE_MESSAGES.tooLong));

export const gameIdSchema = lobbyCodeInputSchema;

export const submitMovePayload = z.object({ gameId: gameIdSchema, moveText: moveTextSchema });
export const evaluateMovePayload = z.object({ gameId: gameIdSchema, moveText: moveTextSchema });
export const voteRevivePayload = z.object({ gameId: gameIdSchema, targetId: playerIdSchema });
export const setDisplaySpeedPayload = z.object({
  gameId: gameIdSchema,
  displaySpeed: z.union(DISPLAY_SPEEDS.map((speed) => z.literal(speed))),
});
export const gameIdPayload = z.object({ gameId: gameIdSchema });

export interface EvaluationAnswer {
  mana_cost: number;
  notEnoughMana: boolean;
  notEnoughAffinity: boolean;
}
