import { addBot } from "./lobby/addBot.js";
import { createLobby } from "./lobby/createLobby.js";
import { joinLobby } from "./lobby/joinLobby.js";
import { leaveLobby } from "./lobby/leaveLobby.js";
import { removePlayer } from "./lobby/removePlayer.js";
import { setPlayerTeam } from "./lobby/setPlayerTeam.js";
import { startGame } from "./lobby/startGame.js";
import { updatePlayerName } from "./lobby/updatePlayerName.js";
import { updateSettings } from "./lobby/updateSettings.js";
import type { FunctionDefinition } from "./registry.js";

/** Every callable function, by name. Each lives in its own file beside this one. */
export const allFunctions = [
  createLobby,
  joinLobby,
  leaveLobby,
  updatePlayerName,
  removePlayer,
  addBot,
  updateSettings,
  setPlayerTeam,
  startGame,
] as unknown as readonly FunctionDefinition[];
