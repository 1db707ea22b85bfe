import { DEFAULT_DELAY_PER_CHAR } from "../../shared/constants.js";
import type { Game, GameEvent } from "../../shared/documents.js";
import { internalOf, requireGamePlayer } from "./access.js";
import { tellInRound } from "./battleLog.js";
import { decideAfterRound } from "./gameOver.js";

/** The log's line for a wizard who left, by language: English and each language asked for. */
export type LeaveNotice = (name: string, languages: readonly string[]) => Record<string, string>;

function without<V>(record: Readonly<Record<string, V>>, key: string): Record<string, V> {
  const rest = { ...record };
  delete rest[key];
  return rest;
}

/**
 * A member leaves a game under way (`leaveLobby` once it started): the wizard is out of the fight
 * for good. They stay among the players, defeated at 0 health and marked `left`, so the others see
 * what became of them, but they are no longer a member: they cannot read the game, move or vote,
 * and cannot be revived. Their move of the open round and their revive votes are withdrawn, and
 * they no longer count as present. The log says so in every language of the game, and when that
 * leaves one wizard (or one team) standing the game ends as it would after a round.
 */
export function leaveGame(game: Game, playerId: string, notice: LeaveNotice, now: number): Game {
  const leaver = requireGamePlayer(game, playerId);
  const internal = internalOf(game);
  const languages = [...new Set(Object.values(game.players).map((player) => player.language))];
  const texts = notice(leaver.name, languages);
  const line: GameEvent = {
    event_number: 1,
    timestamp: now,
    description: texts.en ?? leaver.name,
    translated_descriptions: texts,
    delay_per_char: DEFAULT_DELAY_PER_CHAR,
    stat_changes: {},
    is_final_event: false,
    text_animation_complete: false,
  };
  const { roundState } = game;
  const reviveVotes: Game["roundState"]["reviveVotes"] = {};
  for (const [target, votes] of Object.entries(without(roundState.reviveVotes, playerId)))
    reviveVotes[target] = without(votes, playerId);
  const nextInternal = { ...internal, lastCallAt: without(internal.lastCallAt, playerId) };
  const next: Game = {
    ...game,
    players: {
      ...game.players,
      [playerId]: { ...leaver, health: 0, defeated: true, left: true, connected: false },
    },
    // Before the first round opens, the line belongs to round 1, as its narration will.
    battleLog: tellInRound(
      game.battleLog,
      Math.max(game.currentRound, 1),
      [line],
      game.persistentEffects,
      now,
    ),
    roundState: {
      ...roundState,
      // A move being resolved is already with the referee; one still open is taken back.
      moves: roundState.inProgress ? without(roundState.moves, playerId) : roundState.moves,
      reviveVotes,
    },
    internal: nextInternal,
  };
  if (game.gameOver) return next;
  const gameOver = decideAfterRound(next);
  if (!gameOver) return next;
  // Over now: the round open or being resolved is dropped, uncharged, and nothing more is due.
  return {
    ...next,
    gameOver,
    roundState: {
      ...next.roundState,
      inProgress: false,
      nextRoundAt: 0,
      loading: { isLoading: false, message: "" },
    },
    internal: { ...nextInternal, resolving: null, botMovesAt: 0 },
  };
}
