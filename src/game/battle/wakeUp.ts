import type { Game } from "../../shared/documents.js";
import { allMoved } from "./moves.js";
import { ABSENCE_LIMIT_MS, CALL_PRESENCE_MS, RESOLVE_STALE_MS } from "./timing.js";

/**
 * The earliest moment the scheduler has something to do for a game, given the game as it stands at
 * `now`: open a round, close it, let bots move, take over a stalled resolution, or apply the
 * absence rule (`trackAbsence`). Null when nothing can fall due until the game changes. The server
 * stores it beside the document, so finding due games needs an index, not a read of every game.
 */
export function nextWakeUp(game: Game, now: number): number | null {
  const internal = game.internal;
  if (game.gameOver || !internal) return null;
  const { roundState } = game;
  const times: number[] = [absenceWakeUp(game, now)];
  if (roundState.nextRoundAt > 0) times.push(roundState.nextRoundAt);
  if (roundState.inProgress) {
    // A presence change (a tab closed past the grace) is a write too: it can make the round due.
    times.push(allMoved(game) ? now : roundState.endTime);
  }
  if (internal.botMovesAt > 0) times.push(internal.botMovesAt);
  if (internal.resolving) times.push(internal.resolving.startedAt + RESOLVE_STALE_MS);
  const earliest = Math.min(...times);
  return Number.isFinite(earliest) ? earliest : null;
}

/** When `trackAbsence` would next change something, mirroring its rule exactly. */
function absenceWakeUp(game: Game, now: number): number {
  const internal = game.internal;
  if (!internal) return Infinity;
  const humans = Object.values(game.players).filter((player) => !player.isBot);
  const absentSince = internal.absentSince;
  if (humans.some((player) => player.connected)) return absentSince === 0 ? Infinity : now;
  const lastCall = Math.max(0, ...humans.map((player) => internal.lastCallAt[player.id] ?? 0));
  const presentUntil = lastCall + CALL_PRESENCE_MS;
  if (presentUntil > now) return absentSince === 0 ? presentUntil : now;
  return absentSince === 0 ? now : absentSince + ABSENCE_LIMIT_MS;
}
