import type { Game, GameOver, GamePlayer } from "../../shared/documents.js";
import { internalOf } from "./access.js";
import { tellInRound } from "./battleLog.js";
import { endedFor, roundLimitReached } from "./gameOver.js";
import { allMoved } from "./moves.js";
import { reviveCarried, reviveCounts, revivalEvents, type RevivalNotice } from "./revive.js";
import {
  ABSENCE_LIMIT_MS,
  BOT_MOVE_DELAY_MS,
  CALL_PRESENCE_MS,
  INACTIVITY_ROUNDS,
} from "./timing.js";

export interface HostStanding {
  credits: number;
  /** The host's current player cap (subscription tier). */
  maxPlayers: number;
  /** The host's subscription ended during play. */
  subscriptionLapsed: boolean;
}

function stop(game: Game, gameOver: GameOver): Game {
  return {
    ...game,
    gameOver,
    roundState: {
      ...game.roundState,
      inProgress: false,
      nextRoundAt: 0,
      loading: { isLoading: false, message: "" },
    },
  };
}

/** A player's mana as the next round opens: the round's regeneration, within the maximum. */
export function manaAtRoundStart(
  player: Pick<GamePlayer, "mana" | "defeated">,
  settings: Pick<Game["settings"], "manaRegen" | "maxMana">,
  currentRound: number,
): number {
  const regenerated =
    currentRound === 0 || player.defeated
      ? player.mana
      : Math.max(0, player.mana + settings.manaRegen);
  return cap(regenerated, settings.maxMana);
}

/** Why a new round must not open, checked in the spec's order of importance. */
export function reasonNotToOpen(game: Game, host: HostStanding): GameOver | null {
  const internal = internalOf(game);
  if (Object.keys(game.players).length > host.maxPlayers) return endedFor("too_many_players");
  if (host.credits <= 0)
    return endedFor(host.subscriptionLapsed ? "subscription_expired" : "no_credits");
  if (internal.idleRounds >= INACTIVITY_ROUNDS) return endedFor("inactivity");
  return roundLimitReached(game);
}

function nextAffinity(game: Game): number {
  const { initialAffinity, affinityIncrement } = game.settings;
  if (initialAffinity === -1) return -1;
  if (game.currentRound === 0) return initialAffinity;
  return game.roundState.currentAffinity + affinityIncrement;
}

function cap(value: number, max: number): number {
  return max === -1 ? value : Math.min(value, max);
}

/**
 * Opens the next round (or ends the game when it must not go on): round number up, timer set from
 * server time, evaluations and their cache reset, mana regenerated from round 2 on, affinity moved,
 * and players whose revive votes reached every connected living human (`reviveCounts`) back on
 * their feet, told in the new round's log entry by `revivalNotice` (the server always passes one).
 */
export function openRound(
  game: Game,
  host: HostStanding,
  now: number,
  revivalNotice?: RevivalNotice,
): Game {
  const reason = reasonNotToOpen(game, host);
  if (reason) return stop(game, reason);
  const internal = internalOf(game);
  const { settings } = game;
  const counts = reviveCounts(game);
  const players: Game["players"] = {};
  const reviveVotes: Game["roundState"]["reviveVotes"] = {};
  const revived: GamePlayer[] = [];
  for (const [id, player] of Object.entries(game.players)) {
    if (reviveCarried(counts[id])) {
      players[id] = {
        ...player,
        defeated: false,
        health: cap(settings.initialHealth / 2, settings.maxHealth),
        mana: cap(settings.initialMana, settings.maxMana),
      };
      revived.push(player);
      continue;
    }
    if (player.defeated && game.roundState.reviveVotes[id])
      reviveVotes[id] = game.roundState.reviveVotes[id];
    players[id] = { ...player, mana: manaAtRoundStart(player, settings, game.currentRound) };
  }
  const told =
    revived.length > 0 && revivalNotice
      ? tellInRound(
          game.battleLog,
          game.currentRound + 1,
          revivalEvents(game, revived, revivalNotice, now),
          game.persistentEffects,
          now,
        )
      : game.battleLog;
  const hasBots = Object.values(players).some((player) => player.isBot && !player.defeated);
  return {
    ...game,
    players,
    battleLog: told,
    currentRound: game.currentRound + 1,
    roundState: {
      timeLeft: settings.roundTime,
      inProgress: true,
      moves: {},
      endTime: now + settings.roundTime * 1000,
      currentAffinity: nextAffinity(game),
      evaluations: {},
      reviveVotes,
      result: null,
      loading: { isLoading: false, message: "" },
      nextRoundAt: 0,
    },
    internal: {
      ...internal,
      evaluationCache: {},
      botMovesAt: hasBots ? now + BOT_MOVE_DELAY_MS : 0,
    },
  };
}

/** The next round is due to open: its countdown ran out and nothing holds the game. */
export function openingDue(game: Game, now: number): boolean {
  const { roundState } = game;
  if (game.gameOver || roundState.inProgress || roundState.loading.isLoading) return false;
  return roundState.nextRoundAt !== 0 && roundState.nextRoundAt <= now;
}

/** A round closes when everyone it waits for moved (`allMoved`) or its time ran out. */
export function roundDue(game: Game, now: number): boolean {
  if (!game.roundState.inProgress || game.gameOver) return false;
  return now >= game.roundState.endTime || allMoved(game);
}

/**
 * Tracks whether any human is present (a socket, or a function call within the last minute) and
 * ends the game once nobody has been for a minute.
 */
export function trackAbsence(game: Game, now: number): Game {
  if (game.gameOver) return game;
  const internal = internalOf(game);
  const present = Object.values(game.players).some(
    (player) =>
      !player.isBot &&
      (player.connected || now - (internal.lastCallAt[player.id] ?? 0) < CALL_PRESENCE_MS),
  );
  if (present)
    return internal.absentSince === 0
      ? game
      : { ...game, internal: { ...internal, absentSince: 0 } };
  if (internal.absentSince === 0) return { ...game, internal: { ...internal, absentSince: now } };
  if (now - internal.absentSince >= ABSENCE_LIMIT_MS)
    return stop(game, endedFor("all_disconnected"));
  return game;
}
