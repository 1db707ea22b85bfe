import type { Game } from "../../shared/documents.js";
import { AppError } from "../../shared/errors.js";
import { ownEntry } from "../../shared/ownEntry.js";
import { internalOf, requireGamePlayer, requireGameTarget } from "./access.js";
import { GAME_MESSAGES } from "./messages.js";

/** A living human votes once to bring back a defeated human; it happens when the next round opens. */
export function voteRevive(game: Game, voterId: string, targetId: string, now: number): Game {
  const voter = requireGamePlayer(game, voterId);
  if (game.gameOver) throw new AppError("failed-precondition", GAME_MESSAGES.gameOver);
  if (voter.defeated) throw new AppError("failed-precondition", GAME_MESSAGES.defeated);
  const target = requireGameTarget(game, targetId);
  if (target.isBot) throw new AppError("failed-precondition", GAME_MESSAGES.cannotReviveBots);
  if (target.left) throw new AppError("failed-precondition", GAME_MESSAGES.leftGame);
  if (!target.defeated) throw new AppError("failed-precondition", GAME_MESSAGES.notDefeated);
  const votes = ownEntry(game.roundState.reviveVotes, targetId) ?? {};
  if (ownEntry(votes, voterId)) throw new AppError("already-exists", GAME_MESSAGES.alreadyVoted);
  const internal = internalOf(game);
  return {
    ...game,
    roundState: {
      ...game.roundState,
      reviveVotes: { ...game.roundState.reviveVotes, [targetId]: { ...votes, [voterId]: true } },
    },
    internal: { ...internal, lastCallAt: { ...internal.lastCallAt, [voterId]: now } },
  };
}
