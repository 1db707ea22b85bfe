import { describe, expect, it } from "vitest";
import type { Game, Lobby } from "../shared/documents.js";
import { AppError } from "../shared/errors.js";
import { gameWith, richHost } from "./battle/fixtures.test-helpers.js";
import { continueGame, returnToLobby, setDisplaySpeed } from "./battle/hostActions.js";
import { recordEvaluation, submitMove } from "./battle/moves.js";
import { voteRevive } from "./battle/revive.js";
import { openRound } from "./battle/rounds.js";
import { addBot } from "./lobby/bots.js";
import { setGameLanguage, setLobbyLanguage } from "./lobby/language.js";
import {
  createLobby,
  joinLobby,
  leaveLobby,
  removePlayer,
  renamePlayer,
  setConnected,
} from "./lobby/membership.js";
import { updateSettings } from "./lobby/settings.js";
import { startGame } from "./lobby/startGame.js";
import { setPlayerTeam } from "./lobby/teams.js";

/** Names every plain object answers to without holding them: "constructor", "__proto__"… */
const PROTOTYPE_NAMES = [
  ...new Set([...Object.getOwnPropertyNames(Object.prototype), "__proto__"]),
];
const NOW = 1_000_000;

/** What a rule does with a request: the refusal it throws, or that it accepted it. */
function answerOf(run: () => unknown): { code: string; message: string } | string {
  try {
    run();
  } catch (error) {
    if (error instanceof AppError) return { code: error.code, message: error.message };
    return `threw ${String(error)}`;
  }
  return "accepted";
}

function teamLobby(): Lobby {
  const created = createLobby(
    "ABCDEF",
    { id: "host", name: "Merlin", iconId: 0, language: "en" },
    8,
    0,
  );
  const joined = joinLobby(created, { id: "nimue", name: "Nimue", iconId: 1, language: "en" }, 0);
  return updateSettings(joined, "host", { enableTeams: true });
}

/** Nimue has fallen, so a revive vote for her would count; the round is open. */
function fallenGame(): Game {
  const game = openRound(gameWith(["Merlin", "Nimue", "Morgana"]), richHost, NOW);
  const nimue = game.players.nimue!;
  return { ...game, players: { ...game.players, nimue: { ...nimue, defeated: true, health: 0 } } };
}

const lobby = teamLobby();
const game = fallenGame();
const start = { hostCredits: 10, hostMaxPlayers: 8, seed: 1, now: NOW };

/** Each rule with one id taken from its caller, as `id` fills it. */
const RULES: [string, (id: string) => unknown][] = [
  ["renamePlayer: the player renamed", (id) => renamePlayer(lobby, "host", id, "Phantom")],
  ["renamePlayer: the caller", (id) => renamePlayer(lobby, id, id, "Phantom")],
  ["removePlayer: the player removed", (id) => removePlayer(lobby, "host", id)],
  ["removePlayer: the caller", (id) => removePlayer(lobby, id, "nimue")],
  ["setPlayerTeam: the player moved", (id) => setPlayerTeam(lobby, "host", id, 2)],
  ["setPlayerTeam: the caller", (id) => setPlayerTeam(lobby, id, "nimue", 2)],
  ["leaveLobby: the leaver", (id) => leaveLobby(lobby, id)],
  ["addBot: the caller", (id) => addBot(lobby, id, 1, NOW)],
  ["updateSettings: the caller", (id) => updateSettings(lobby, id, { roundTime: 90 })],
  ["startGame: the caller", (id) => startGame(lobby, id, start)],
  ["submitMove: the caster", (id) => submitMove(game, id, "fireball", NOW)],
  ["recordEvaluation: the caster", (id) => recordEvaluation(game, id, "fireball", NOW)],
  ["voteRevive: the target", (id) => voteRevive(game, "merlin", id, NOW)],
  ["voteRevive: the voter", (id) => voteRevive(game, id, "nimue", NOW)],
  ["setDisplaySpeed: the caller", (id) => setDisplaySpeed(game, id, 2)],
  ["continueGame: the caller", (id) => continueGame(game, id, 10, NOW)],
  ["returnToLobby: the caller", (id) => returnToLobby(game, lobby, id)],
];

describe("prototype names as ids", () => {
  it.each(RULES)("%s is refused as an unknown id is", (_, rule) => {
    const unknown = answerOf(() => rule("nobody"));
    expect(unknown).toEqual({ code: expect.any(String), message: expect.any(String) });
    for (const name of PROTOTYPE_NAMES)
      expect(
        answerOf(() => rule(name)),
        name,
      ).toEqual(unknown);
  });

  it("leaves documents as they are for presence and language of a prototype name", () => {
    for (const name of PROTOTYPE_NAMES) {
      expect(setConnected(lobby, name, false), name).toBe(lobby);
      expect(setLobbyLanguage(lobby, name, "fr"), name).toBe(lobby);
      expect(setGameLanguage(game, name, "fr"), name).toBe(game);
    }
  });

  it("finds no cached mana price for a move typed as a prototype name", () => {
    for (const name of PROTOTYPE_NAMES)
      expect(recordEvaluation(game, "merlin", name, NOW).cached, name).toBeUndefined();
  });
});
