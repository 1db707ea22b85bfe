import type { Game, GameInternal, GamePlayer, Lobby } from "../../shared/documents.js";
import { AppError } from "../../shared/errors.js";
import { MESSAGES } from "../../shared/messages.js";
import { ownEntry } from "../../shared/ownEntry.js";
import { MIN_PLAYERS_TO_START } from "../../shared/constants.js";
import { FIRST_ROUND_DELAY_MS } from "../battle/timing.js";
import { requireHost, requireWaiting } from "./guards.js";

/** A new game's server-only bookkeeping: nothing resolving, nobody absent, no calls yet. */
export function freshInternal(seed: number, hostMaxPlayers: number): GameInternal {
  return {
    seed,
    botMovesAt: 0,
    resolving: null,
    evaluationCache: {},
    idleRounds: 0,
    lastCallAt: {},
    absentSince: 0,
    hostMaxPlayers,
  };
}

/** The round state before the first round opens. */
export function idleRoundState(settings: Game["settings"]): Game["roundState"] {
  return {
    timeLeft: settings.roundTime,
    inProgress: false,
    moves: {},
    endTime: 0,
    currentAffinity: settings.initialAffinity,
    evaluations: {},
    reviveVotes: {},
    result: null,
    loading: { isLoading: false, message: "" },
    nextRoundAt: 0,
  };
}

/**
 * SPEC section 4: starting needs the host, at least 2 players and host credits above 0. Everyone
 * enters at initial health and mana, connected, at round 0 with no round in progress.
 */
export interface StartContext {
  hostCredits: number;
  hostMaxPlayers: number;
  seed: number;
  now: number;
}

export function startGame(
  lobby: Lobby,
  callerId: string,
  context: StartContext,
): { lobby: Lobby; game: Game } {
  const { hostCredits } = context;
  requireHost(lobby, callerId);
  requireWaiting(lobby);
  if (Object.keys(lobby.players).length < MIN_PLAYERS_TO_START) {
    throw new AppError("failed-precondition", MESSAGES.notEnoughPlayers);
  }
  if (hostCredits <= 0) throw new AppError("resource-exhausted", MESSAGES.noCreditsToStart);
  const players: Record<string, GamePlayer> = {};
  for (const player of Object.values(lobby.players)) {
    players[player.id] = {
      id: player.id,
      name: player.name,
      isHost: player.isHost,
      isBot: player.isBot,
      health: lobby.settings.initialHealth,
      mana: lobby.settings.initialMana,
      connected: true,
      iconId: player.iconId,
      defeated: false,
      team: lobby.settings.enableTeams ? (ownEntry(lobby.settings.teams, player.id) ?? 0) : 0,
      language: player.language,
    };
  }
  const game: Game = {
    code: lobby.code,
    players,
    currentRound: 0,
    settings: lobby.settings,
    roundState: {
      ...idleRoundState(lobby.settings),
      nextRoundAt: context.now + FIRST_ROUND_DELAY_MS,
    },
    battleLog: [],
    creatures: {},
    persistentEffects: [],
    gameOver: null,
    internal: freshInternal(context.seed, context.hostMaxPlayers),
  };
  return { lobby: { ...lobby, status: "in-game" }, game };
}
