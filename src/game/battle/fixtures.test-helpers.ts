import type { Game, GamePlayer } from "../../shared/documents.js";
import { DEFAULT_SETTINGS } from "../../shared/settings.js";
import { freshInternal, idleRoundState } from "../lobby/startGame.js";

/** A game at round 0 with the named players (the first is the host), for rule tests. */
export function gameWith(
  names: string[],
  overrides: Partial<Game["settings"]> = {},
  bots: string[] = [],
): Game {
  const settings = { ...DEFAULT_SETTINGS, ...overrides };
  const players: Record<string, GamePlayer> = {};
  [...names, ...bots].forEach((name, index) => {
    const id = index < names.length ? name.toLowerCase() : `bot_${name.toLowerCase()}`;
    players[id] = {
      id,
      name,
      isHost: index === 0,
      isBot: index >= names.length,
      health: settings.initialHealth,
      mana: settings.initialMana,
      connected: true,
      iconId: 0,
      defeated: false,
      team: 0,
      language: "en",
    };
  });
  return {
    code: "ABCDEF",
    players,
    currentRound: 0,
    settings,
    roundState: { ...idleRoundState(settings), nextRoundAt: 1 },
    battleLog: [],
    creatures: {},
    persistentEffects: [],
    gameOver: null,
    internal: freshInternal(7, 8),
  };
}

export const richHost = { credits: 100, maxPlayers: 8, subscriptionLapsed: false };
