import type { DISPLAY_SPEEDS } from "../../shared/constants.js";
import type { EvaluationAnswer } from "../../shared/gamePayloads.js";
import { callFunction } from "./functions.js";

/** The game functions as the game screen calls them; `gameId` is the lobby code. */
export const gameCalls = {
  submitMove: (gameId: string, moveText: string) =>
    callFunction("submitMove", { gameId, moveText }),
  evaluateMove: (gameId: string, moveText: string) =>
    callFunction<EvaluationAnswer>("evaluateMoveFunction", { gameId, moveText }),
  voteRevive: (gameId: string, targetId: string) =>
    callFunction("voteRevive", { gameId, targetId }),
  setDisplaySpeed: (gameId: string, displaySpeed: (typeof DISPLAY_SPEEDS)[number]) =>
    callFunction("setDisplaySpeed", { gameId, displaySpeed }),
  returnToLobby: (gameId: string) => callFunction("returnToLobby", { gameId }),
  continueGame: (gameId: string) => callFunction("continueGame", { gameId }),
};
