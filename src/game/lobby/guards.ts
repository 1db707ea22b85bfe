import type { Lobby, LobbyPlayer } from "../../shared/documents.js";
import { AppError } from "../../shared/errors.js";
import { MESSAGES } from "../../shared/messages.js";
import { ownEntry } from "../../shared/ownEntry.js";

export function requireMember(lobby: Lobby, playerId: string): LobbyPlayer {
  const player = ownEntry(lobby.players, playerId);
  if (!player) throw new AppError("permission-denied", MESSAGES.notMember);
  return player;
}

export function requireHost(lobby: Lobby, callerId: string): LobbyPlayer {
  const player = requireMember(lobby, callerId);
  if (!player.isHost) throw new AppError("permission-denied", MESSAGES.hostOnly);
  return player;
}

export function requireWaiting(lobby: Lobby): void {
  if (lobby.status !== "waiting") throw new AppError("failed-precondition", MESSAGES.gameStarted);
}

/** A player named in a request; a prototype name such as "constructor" is no player. */
export function requirePlayer(lobby: Lobby, playerId: string): LobbyPlayer {
  const player = ownEntry(lobby.players, playerId);
  if (!player) throw new AppError("not-found", MESSAGES.playerNotFound);
  return player;
}
