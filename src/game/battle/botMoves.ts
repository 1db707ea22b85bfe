import type { Game } from "../../shared/documents.js";
import { pick, seededRandom } from "../../shared/random.js";
import { internalOf, living } from "./access.js";

/** Bots cast varied spells at a named opponent, or shore themselves up when hurt. */
const ATTACKS = [
  "I hurl a blazing fireball at {target}",
  "A bolt of crackling lightning strikes {target}",
  "I freeze {target} with a lance of ice",
  "Thorned vines burst from the ground to bind {target}",
  "I curse {target} with a creeping shadow",
  "A gust of razor wind slashes at {target}",
  "I drain the life from {target}",
  "A boulder of stone crashes down on {target}",
  "I summon a frost wolf named Fang to hunt {target}",
  "Poisoned darts fly toward {target}",
];
const DEFENCES = [
  "I heal myself with soothing light",
  "I raise a shimmering arcane shield around myself",
  "I meditate and restore mana",
];

export function botMove(game: Game, botId: string): string {
  const internal = internalOf(game);
  const random = seededRandom(
    internal.seed +
      game.currentRound * 7919 +
      botId.length * 104_729 +
      botId.charCodeAt(botId.length - 1),
  );
  const bot = game.players[botId];
  const foes = living(game).filter(
    (player) =>
      player.id !== botId &&
      (!game.settings.enableTeams || player.team === 0 || player.team !== bot?.team),
  );
  const hurt =
    bot && game.settings.initialHealth > 0 && bot.health < game.settings.initialHealth * 0.35;
  if ((hurt && random() < 0.6) || foes.length === 0) return pick(DEFENCES, random);
  return pick(ATTACKS, random).replace("{target}", pick(foes, random).name);
}

/** Every living bot that has not moved this round submits its move. */
export function submitBotMoves(game: Game): Game {
  const moves = { ...game.roundState.moves };
  for (const player of living(game)) {
    if (player.isBot && moves[player.id] === undefined) moves[player.id] = botMove(game, player.id);
  }
  return {
    ...game,
    roundState: { ...game.roundState, moves },
    internal: { ...internalOf(game), botMovesAt: 0 },
  };
}

/** Bots move once their thinking time has passed in an open round. */
export function botsIfDue(game: Game, now: number): Game {
  if (!game.roundState.inProgress || game.gameOver) return game;
  const due = internalOf(game).botMovesAt;
  if (due === 0 || due > now) return game;
  return submitBotMoves(game);
}
