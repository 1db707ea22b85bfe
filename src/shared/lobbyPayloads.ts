import { z } from "zod";
import {
  DISPLAY_SPEEDS,
  GAME_MODES,
  ICON_COUNT,
  NAME_MAX,
  NAME_MIN,
  TEAM_MAX,
} from "./constants.js";
import { DEFAULT_LANGUAGE, isLanguageCode, type LanguageCode } from "./languages.js";
import { lobbyCodeSchema } from "./protocol.js";
import { NUMERIC_SETTINGS, type NumericSetting } from "./settingsBounds.js";

/** Payloads of the lobby functions (SPEC sections 5 and 7), shared by the client and server. */

export const NAME_MESSAGES = {
  required: "Name is required",
  tooShort: "Name must be at least 2 characters",
  tooLong: "Name must be less than 20 characters",
} as const;

export const playerNameSchema = z
  .string(NAME_MESSAGES.required)
  // Invisible and control characters are dropped so that two names cannot merely look alike.
  .transform((value) =>
    value
      .normalize("NFC")
      .replace(/[\p{Cc}\p{Cf}\u2028\u2029]/gu, "")
      .trim(),
  )
  .pipe(
    z
      .string()
      .min(1, NAME_MESSAGES.required)
      .min(NAME_MIN, NAME_MESSAGES.tooShort)
      .max(NAME_MAX, NAME_MESSAGES.tooLong),
  );

export const LOBBY_CODE_MESSAGE = "Please enter a lobby code";
export const lobbyCodeInputSchema = z
  .string(LOBBY_CODE_MESSAGE)
  .trim()
  .min(1, LOBBY_CODE_MESSAGE)
  .pipe(lobbyCodeSchema);

export const iconIdSchema = z
  .number()
  .int()
  .min(0)
  .max(ICON_COUNT - 1);

/** An unknown language is not an error: the player simply gets English. */
export const languageSchema = z
  .unknown()
  .transform((value): LanguageCode => (isLanguageCode(value) ? value : DEFAULT_LANGUAGE));

export const createLobbyPayload = z.object({
  playerName: playerNameSchema,
  iconId: iconIdSchema,
  language: languageSchema,
});

export const joinLobbyPayload = z.object({
  lobbyCode: lobbyCodeInputSchema,
  playerName: playerNameSchema,
  iconId: iconIdSchema,
  language: languageSchema,
});

export const lobbyCodePayload = z.object({ lobbyCode: lobbyCodeInputSchema });

export const playerIdSchema = z.string().min(1).max(128);

/** A player switched the interface language: their narration follows from the next round. */
export const setPlayerLanguagePayload = z.object({
  lobbyCode: lobbyCodeInputSchema,
  language: languageSchema,
});

export const updatePlayerNamePayload = z.object({
  lobbyCode: lobbyCodeInputSchema,
  playerId: playerIdSchema,
  name: playerNameSchema,
});

export const removePlayerPayload = z.object({
  lobbyCode: lobbyCodeInputSchema,
  playerId: playerIdSchema,
});

export const setPlayerTeamPayload = z.object({
  lobbyCode: lobbyCodeInputSchema,
  playerId: playerIdSchema,
  team: z.number().int().min(0).max(TEAM_MAX),
});

/** Numbers are checked against their bounds by the settings rule, which words the messages. */
const numericShape = Object.fromEntries(
  NUMERIC_SETTINGS.map((key) => [key, z.unknown()]),
) as Record<NumericSetting, z.ZodUnknown>;
const settingsChanges = z
  .object({
    ...numericShape,
    gameMode: z.enum(GAME_MODES),
    enableTeams: z.boolean(),
    displaySpeed: z.union(DISPLAY_SPEEDS.map((speed) => z.literal(speed))),
    enhanceEvents: z.boolean(),
  })
  .partial()
  .strict();
export type SettingsChanges = z.infer<typeof settingsChanges>;

export const updateSettingsPayload = z.object({
  lobbyCode: lobbyCodeInputSchema,
  settings: settingsChanges,
});
