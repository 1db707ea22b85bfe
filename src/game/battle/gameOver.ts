import type { Game, GameOver } from "../../shared/documents.js";
import { living } from "./access.js";

function over(
  reason: GameOver["reason"],
  winners: string[],
  winningTeam: number | null = null,
): GameOver {
  return { reason, winners, winningTeam };
}

/**
 * After a round: one player (or one non-zero team) still standing wins; nobody standing is a tie.
 * `before` is who stood when the round began, so a tie names those who fell together.
 */
export function decideAfterRound(game: Game): GameOver | null {
  const standing = living(game);
  if (standing.length === 0) return over("tie", []);
  if (game.settings.enableTeams) {
    const teams = new Set(standing.map((player) => player.team));
    const [team] = [...teams];
    if (teams.size === 1 && team !== undefined && team !== 0) {
      return over(
        "player_won",
        standing.map((player) => player.id),
        team,
      );
    }
  }
  if (standing.length === 1) return over("player_won", [standing[0]!.id]);
  return null;
}

/** round_limit: per the spec, the host wins by default. */
export function roundLimitReached(game: Game): GameOver | null {
  if (game.currentRound < game.settings.maxRounds) return null;
  const host = Object.values(game.players).find((player) => player.isHost);
  return over("round_limit", host ? [host.id] : []);
}

export function endedFor(reason: GameOver["reason"]): GameOver {
  return over(reason, []);
}
