import type { Game } from "../../shared/documents.js";
import { reviveCounts } from "./revive.js";

/**
 * What one player may see of a game: no server bookkeeping, and while a round is open, only that
 * others have moved, not what they typed, and only their own count of mana checks (others' counts
 * would tell who is still weighing a spell, and would make every check a push to everyone). Every
 * player sees how the revive votes stand (`reviveCounts`), worked out here because presence,
 * which it depends on, changes outside the rules.
 */
export function viewFor(game: Game, viewerId: string): Game {
  const { internal: _internal, reviveCounts: _stale, ...visible } = game;
  const counts = game.gameOver ? null : reviveCounts(game);
  const shown = counts && hasEntries(counts) ? { ...visible, reviveCounts: counts } : visible;
  if (!game.roundState.inProgress) return shown;
  return { ...shown, roundState: roundStateFor(game.roundState, viewerId) };
}

/** The part of `viewFor` that differs from one player to the next: the round state. */
export function roundStateFor(
  roundState: Game["roundState"],
  viewerId: string,
): Game["roundState"] {
  if (!roundState.inProgress) return roundState;
  const moves: Record<string, string> = {};
  for (const [id, text] of Object.entries(roundState.moves))
    moves[id] = shownMove(id, text, viewerId);
  const own = ownEvaluations(roundState, viewerId);
  const evaluations: Record<string, number> = own === undefined ? {} : { [viewerId]: own };
  return { ...roundState, moves, evaluations };
}

/** While a round is open, a move shows its words to its caster and to others only as made. */
export function shownMove(casterId: string, text: string, viewerId: string): string {
  return casterId === viewerId ? text : "";
}

/** While a round is open, the only mana-check count a player sees: their own. */
export function ownEvaluations(
  roundState: Game["roundState"],
  viewerId: string,
): number | undefined {
  return roundState.evaluations[viewerId];
}

function hasEntries(record: object): boolean {
  for (const _key in record) return true;
  return false;
}
