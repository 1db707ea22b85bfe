import type { Game, GamePlayer } from "../../shared/documents.js";
import { AppError } from "../../shared/errors.js";
import { MESSAGES } from "../../shared/messages.js";

export function requireGamePlayer(game: Game, playerId: string): GamePlayer {
  const player = game.players[playerId];
  if (!player) throw new AppError("permission-denied", MESSAGES.notMember);
  return player;
}

export function requireGameHost(game: Game, playerId: string): GamePlayer {
  const player = requireGamePlayer(game, playerId);
  if (!player.isHost) throw new AppError("permission-denied", MESSAGES.hostOnly);
  return player;
}

export function internalOf(game: Game): NonNullable<Game["internal"]> {
  if (!game.internal) throw new AppError("internal", MESSAGES.internal);
  return game.internal;
}

export function living(game: Game): GamePlayer[] {
  return Object.values(game.players).filter((player) => !player.defeated);
}

export function livingHumans(game: Game): GamePlayer[] {
  return living(game).filter((player) => !player.isBot);
}
