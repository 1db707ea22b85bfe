import { addBot } from "./lobby/addBot.js";
import { createLobby } from "./lobby/createLobby.js";
import { joinLobby } from "./lobby/joinLobby.js";
import { leaveLobby } from "./lobby/leaveLobby.js";
import { removePlayer } from "./lobby/removePlayer.js";
import { setPlayerLanguage } from "./lobby/setPlayerLanguage.js";
import { setPlayerTeam } from "./lobby/setPlayerTeam.js";
import { startGame } from "./lobby/startGame.js";
import { updatePlayerName } from "./lobby/updatePlayerName.js";
import { updateSettings } from "./lobby/updateSettings.js";
import { continueGame } from "./game/continueGame.js";
import { evaluateMoveFunction } from "./game/evaluateMove.js";
import { returnToLobby } from "./game/returnToLobby.js";
import { setDisplaySpeed } from "./game/setDisplaySpeed.js";
import { submitMove } from "./game/submitMove.js";
import { voteRevive } from "./game/voteRevive.js";
import { createCheckoutSession } from "./billing/createCheckoutSession.js";
import { createPortalLink } from "./billing/createPortalLink.js";
import {
  completeDemoCheckoutFunction,
  demoBilling,
  getDemoCheckout,
} from "./billing/demoFunctions.js";
import { getSubscription } from "./billing/getSubscription.js";
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
  setPlayerLanguage,
  startGame,
  submitMove,
  evaluateMoveFunction,
  voteRevive,
  setDisplaySpeed,
  returnToLobby,
  continueGame,
  createCheckoutSession,
  createPortalLink,
  getSubscription,
  getDemoCheckout,
  completeDemoCheckoutFunction,
  demoBilling,
] as unknown as readonly FunctionDefinition[];
