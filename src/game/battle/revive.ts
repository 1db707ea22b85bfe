import { DEFAULT_DELAY_PER_CHAR } from "../../shared/constants.js";
import type { Game, GameEvent, GamePlayer } from "../../shared/documents.js";
import { AppError } from "../../shared/errors.js";
import { ownEntry } from "../../shared/ownEntry.js";
import { internalOf, livingHumans, requireGamePlayer, requireGameTarget } from "./access.js";
import { GAME_MESSAGES } from "./messages.js";

/** The log's line for a revived wizard, by language: English and each language asked for. */
export type RevivalNotice = (name: string, languages: readonly string[]) => Record<string, string>;

/** Votes counted for one fallen wizard and the votes a revive needs, as every player sees them. */
export interface ReviveCount {
  votes: number;
  needed: number;
}

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

/**
 * Each fallen human who can be brought back, with the votes that count and the votes needed: both
 * over the living humans who are connected. A player whose tab has been closed past the presence
 * grace neither raises the bar nor votes until they are back, so two present players of three can
 * revive a friend.
 */
export function reviveCounts(game: Game): Record<string, ReviveCount> {
  const counts: Record<string, ReviveCount> = {};
  // Every push builds views through this: with nobody down it allocates nothing but `counts`.
  let voters: GamePlayer[] | null = null;
  for (const id in game.players) {
    const player = game.players[id]!;
    if (!player.defeated || player.isBot || player.left) continue;
    voters ??= livingHumans(game).filter((human) => human.connected);
    const cast = ownEntry(game.roundState.reviveVotes, player.id) ?? {};
    const votes = voters.filter((voter) => ownEntry(cast, voter.id) === true).length;
    counts[player.id] = { votes, needed: voters.length };
  }
  return counts;
}

/** Whether the votes for a fallen wizard reached what a revive needs. */
export function reviveCarried(count: ReviveCount | undefined): boolean {
  return count !== undefined && count.needed > 0 && count.votes >= count.needed;
}

/** The battle log's lines for the wizards brought back, in every player's narration language. */
export function revivalEvents(
  game: Game,
  revived: readonly GamePlayer[],
  notice: RevivalNotice,
  now: number,
): GameEvent[] {
  const languages = [...new Set(Object.values(game.players).map((player) => player.language))];
  return revived.map((player, index) => {
    const texts = notice(player.name, languages);
    return {
      event_number: index + 1,
      timestamp: now,
      description: texts.en ?? player.name,
      translated_descriptions: texts,
      delay_per_char: DEFAULT_DELAY_PER_CHAR,
      stat_changes: {},
      is_final_event: false,
      text_animation_complete: false,
    };
  });
}
