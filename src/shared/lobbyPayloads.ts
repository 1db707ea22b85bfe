import { z } from "zod";
import { DISPLAY_SPEEDS, GAME_MODES, ICON_COUNT, TEAM_MAX } from "./constants.js";
import { DEFAULT_LANGUAGE, isLanguageCode, type LanguageCode } from "./languages.js";
import { lobbyCodeInputSchema, playerNameSchema } from "./playerInput.js";
import { NUMERIC_SETTINGS, type NumericSetting } from "./settingsBounds.js";

/** Payloads of the lobby functions (SPEC sections 5 and 7), shared by the client and server. */

export {
  LOBBY_CODE_MESSAGE,
  lobbyCodeInputSchema,
  NAME_MESSAGES,
  playerNameSchema,
} from "./playerInput.js";

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
