import type { DISPLAY_SPEEDS } from "../../shared/constants.js";
import type { Game, Lobby } from "../../shared/documents.js";
import { AppError } from "../../shared/errors.js";
import { ownEntry } from "../../shared/ownEntry.js";
import { requireGameHost } from "./access.js";
import { GAME_MESSAGES } from "./messages.js";

export function setDisplaySpeed(
  game: Game,
  callerId: string,
  displaySpeed: (typeof DISPLAY_SPEEDS)[number],
): Game {
  requireGameHost(game, callerId);
  return { ...game, settings: { ...game.settings, displaySpeed } };
}

/**
 * Back to the lobby: waiting again with the players still connected and the bots, the same
 * settings; disconnected humans are dropped. The caller deletes the game record.
 */
export function returnToLobby(game: Game, lobby: Lobby, callerId: string): Lobby {
  requireGameHost(game, callerId);
  const players: Lobby["players"] = {};
  const teams: Record<string, number> = {};
  for (const [id, member] of Object.entries(lobby.players)) {
    const inGame = ownEntry(game.players, id);
    if (!member.isBot && !member.isHost && inGame && !inGame.connected) continue;
    players[id] = member;
    const team = ownEntry(game.settings.teams, id);
    if (team !== undefined) teams[id] = team;
  }
  return { ...lobby, status: "waiting", players, settings: { ...game.settings, teams } };
}

const CONTINUABLE = new Set(["no_credits", "subscription_expired"]);

/** After the host ran out of credits: continue once the host has credits again. */
export function continueGame(game: Game, callerId: string, hostCredits: number, now: number): Game {
  requireGameHost(game, callerId);
  if (!game.gameOver) throw new AppError("failed-precondition", GAME_MESSAGES.gameNotOver);
  if (!CONTINUABLE.has(game.gameOver.reason))
    throw new AppError("failed-precondition", GAME_MESSAGES.cannotContinue);
  if (hostCredits <= 0) throw new AppError("resource-exhausted", GAME_MESSAGES.noCredits);
  return { ...game, gameOver: null, roundState: { ...game.roundState, nextRoundAt: now } };
}
