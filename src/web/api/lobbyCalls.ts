import type { SettingsChanges } from "../../shared/lobbyPayloads.js";
import { currentLanguage } from "../i18n/i18n.js";
import { ensureSession } from "../session/sessionStore.js";
import { callFunction, FunctionError } from "./functions.js";

/** The lobby functions as the screens call them. */
export const lobbyCalls = {
  createLobby: (playerName: string, iconId: number) =>
    callFunction<{ code: string }>("createLobby", {
      playerName,
      iconId,
      language: currentLanguage(),
    }),

  /** Joins, signing the visitor in as a guest first when they have no session. */
  async joinLobby(lobbyCode: string, playerName: string, iconId: number): Promise<void> {
    if (!(await ensureSession())) throw new FunctionError("unauthenticated", "session");
    await callFunction("joinLobby", { lobbyCode, playerName, iconId, language: currentLanguage() });
  },

  leaveLobby: (lobbyCode: string) => callFunction("leaveLobby", { lobbyCode }),
  updatePlayerName: (lobbyCode: string, playerId: string, name: string) =>
    callFunction("updatePlayerName", { lobbyCode, playerId, name }),
  removePlayer: (lobbyCode: string, playerId: string) =>
    callFunction("removePlayer", { lobbyCode, playerId }),
  addBot: (lobbyCode: string) => callFunction("addBot", { lobbyCode }),
  updateSettings: (lobbyCode: string, settings: SettingsChanges) =>
    callFunction("updateSettings", { lobbyCode, settings }),
  setPlayerLanguage: (lobbyCode: string, language: string) =>
    callFunction("setPlayerLanguage", { lobbyCode, language }),
  setPlayerTeam: (lobbyCode: string, playerId: string, team: number) =>
    callFunction("setPlayerTeam", { lobbyCode, playerId, team }),
  startGame: (lobbyCode: string) => callFunction("startGame", { lobbyCode }),
};
