import type { z } from "zod";
import { MOVE_MESSAGES } from "../../shared/gamePayloads.js";
import { MESSAGES } from "../../shared/messages.js";
import { LOBBY_CODE_MESSAGE, NAME_MESSAGES } from "../../shared/playerInput.js";

/** The spec's own wording for input a player can get wrong; schemas attach these to their checks. */
const PLAYER_FACING = new Set<string>([
  ...Object.values(NAME_MESSAGES),
  ...Object.values(MOVE_MESSAGES),
  LOBBY_CODE_MESSAGE,
]);

/**
 * What to tell the caller about a payload that failed its schema: the spec's message for a field
 * a player typed, otherwise the generic one. Zod's own wording ("expected string, received
 * undefined") describes our code, not the player's mistake, so it never reaches them.
 */
export function inputIssueMessage(error: z.ZodError): string {
  return (
    error.issues.map((issue) => issue.message).find((message) => PLAYER_FACING.has(message)) ??
    MESSAGES.invalidPayload
  );
}
