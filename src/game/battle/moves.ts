import type { Game } from "../../shared/documents.js";
import { AppError } from "../../shared/errors.js";
import { ownEntry } from "../../shared/ownEntry.js";
import { internalOf, requireGamePlayer } from "./access.js";
import { awaitedPlayers } from "./attendance.js";
import { GAME_MESSAGES } from "./messages.js";

function requireCaster(game: Game, playerId: string): void {
  const player = requireGamePlayer(game, playerId);
  if (game.gameOver) throw new AppError("failed-precondition", GAME_MESSAGES.gameOver);
  if (!game.roundState.inProgress)
    throw new AppError("failed-precondition", GAME_MESSAGES.roundNotInProgress);
  if (player.defeated) throw new AppError("failed-precondition", GAME_MESSAGES.defeated);
  if (ownEntry(game.roundState.moves, playerId) !== undefined) {
    throw new AppError("failed-precondition", GAME_MESSAGES.alreadySubmitted);
  }
}

/** A living member's move, once per round, while the round is open. */
export function submitMove(game: Game, playerId: string, moveText: string, now: number): Game {
  requireCaster(game, playerId);
  const internal = internalOf(game);
  return {
    ...game,
    roundState: { ...game.roundState, moves: { ...game.roundState.moves, [playerId]: moveText } },
    internal: { ...internal, lastCallAt: { ...internal.lastCallAt, [playerId]: now } },
  };
}

/**
 * Every player the round waits for (`awaitedPlayers`: living bots and connected humans) has moved:
 * the round can resolve early. A disconnected player's move still counts when they made one.
 */
export function allMoved(game: Game): boolean {
  return awaitedPlayers(game).every((player) => game.roundState.moves[player.id] !== undefined);
}

/**
 * Counts one mana check against the player's per-round limit and answers the cached cost when this
 * text was already priced this round (a cached answer still counts: the limit is on checks).
 */
export function recordEvaluation(
  game: Game,
  playerId: string,
  moveText: string,
  now: number,
): { game: Game; cached: number | undefined } {
  requireCaster(game, playerId);
  const used = ownEntry(game.roundState.evaluations, playerId) ?? 0;
  if (used >= game.settings.evaluationLimit) {
    throw new AppError("resource-exhausted", GAME_MESSAGES.evaluationLimit);
  }
  const internal = internalOf(game);
  return {
    // Move text is typed by players: "constructor" is a move to price, not a cached price.
    cached: ownEntry(internal.evaluationCache, moveText),
    game: {
      ...game,
      roundState: {
        ...game.roundState,
        evaluations: { ...game.roundState.evaluations, [playerId]: used + 1 },
      },
      internal: { ...internal, lastCallAt: { ...internal.lastCallAt, [playerId]: now } },
    },
  };
}

export function cacheEvaluation(game: Game, moveText: string, manaCost: number): Game {
  const internal = internalOf(game);
  return {
    ...game,
    internal: {
      ...internal,
      evaluationCache: { ...internal.evaluationCache, [moveText]: manaCost },
    },
  };
}

/** What the answer to a mana check says: the cost, and whether mana or affinity fall short. */
export function evaluationVerdict(manaCost: number, mana: number, affinity: number) {
  return {
    mana_cost: manaCost,
    notEnoughMana: mana < manaCost,
    notEnoughAffinity: affinity >= 0 && affinity < manaCost,
  };
}
