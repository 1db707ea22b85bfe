import type { Game, GamePlayer } from "../../shared/documents.js";
import { AppError } from "../../shared/errors.js";
import { MESSAGES } from "../../shared/messages.js";
import { ownEntry } from "../../shared/ownEntry.js";

/** The caller as a member of the game: one who left it (`leave.ts`) is answered as any outsider. */
export function requireGamePlayer(game: Game, playerId: string): GamePlayer {
  const player = ownEntry(game.players, playerId);
  if (!player || player.left) throw new AppError("permission-denied", MESSAGES.notMember);
  return player;
}

/** Another player a request names, as the lobby's `requirePlayer` finds one. */
export function requireGameTarget(game: Game, playerId: string): GamePlayer {
  const player = ownEntry(game.players, playerId);
  if (!player) throw new AppError("not-found", MESSAGES.playerNotFound);
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
