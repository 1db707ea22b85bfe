import { describe, expect, it } from "vitest";
import { AppError } from "../../shared/errors.js";
import { addBot, BOT_NAMES } from "./bots.js";
import { createLobby, joinLobby } from "./membership.js";
import { nextTeam, setPlayerTeam } from "./teams.js";
import { describeIssue, updateSettings, validateSettings } from "./settings.js";
import { startGame } from "./startGame.js";

const host = { id: "host", name: "Merlin", iconId: 0, language: "en" };
const base = () => createLobby("ABCDEF", host, 8, 0);

function errorOf(run: () => unknown): AppError {
  try {
    run();
  } catch (error) {
    return error as AppError;
  }
  throw new Error("expected an error");
}

describe("bots", () => {
  it("has a pool of 45 distinct names", () => {
    expect(new Set(BOT_NAMES).size).toBe(45);
  });

  it("adds bots with bot_ ids, pool names and icons, the same for the same seed", () => {
    const one = addBot(base(), "host", 42, 0);
    const again = addBot(base(), "host", 42, 0);
    expect(one).toEqual(again);
    const bot = Object.values(one.players).find((player) => player.isBot)!;
    expect(bot.id.startsWith("bot_")).toBe(true);
    expect(BOT_NAMES).toContain(bot.name);
    expect(bot.iconId).toBeGreaterThanOrEqual(0);
    expect(bot.iconId).toBeLessThan(4);
  });

  it("gives a numeric suffix once the pool's names are all taken", () => {
    let lobby = {
      ...base(),
      userMaxPlayers: 100,
      settings: { ...base().settings, maxPlayers: 60 },
    };
    for (let seed = 0; seed < 47; seed += 1) lobby = addBot(lobby, "host", seed, 0);
    const names = Object.values(lobby.players).map((player) => player.name.toLowerCase());
    expect(new Set(names).size).toBe(names.length);
    expect(names.some((name) => / \d+$/.test(name))).toBe(true);
  });

  it("refuses a bot at maxPlayers and from a non-host", () => {
    const full = { ...base(), settings: { ...base().settings, maxPlayers: 1 } };
    expect(errorOf(() => addBot(full, "host", 1, 0))).toMatchObject({
      code: "resource-exhausted",
      message: "Lobby is full",
    });
    const withGuest = joinLobby(base(), { id: "g", name: "Nimue", iconId: 1, language: "en" }, 0);
    expect(errorOf(() => addBot(withGuest, "g", 1, 0)).code).toBe("permission-denied");
  });
});

describe("teams", () => {
  it("cycles 0 to 5 and back to 0", () => {
    expect([0, 1, 2, 3, 4, 5].map(nextTeam)).toEqual([1, 2, 3, 4, 5, 0]);
  });

  it("fills team 0 for everyone when teams are turned on, and derives each player's team", () => {
    const lobby = joinLobby(base(), { id: "g", name: "Nimue", iconId: 1, language: "en" }, 0);
    const on = updateSettings(lobby, "host", { enableTeams: true });
    expect(on.settings.teams).toEqual({ host: 0, g: 0 });
    const team = setPlayerTeam(on, "host", "g", 3);
    expect(team.players.g?.team).toBe(3);
    expect(team.settings.teams.g).toBe(3);
    expect(errorOf(() => setPlayerTeam(lobby, "host", "g", 1)).code).toBe("failed-precondition");
    expect(errorOf(() => setPlayerTeam(on, "g", "g", 1)).code).toBe("permission-denied");
  });
});

describe("settings", () => {
  it("applies a game mode's preset, with explicit values winning", () => {
    const quick = updateSettings(base(), "host", { gameMode: "quickplay" });
    expect(quick.settings).toMatchObject({
      gameMode: "quickplay",
      initialMana: 30,
      manaRegen: 30,
      initialAffinity: 30,
      affinityIncrement: 10,
    });
    const arcade = updateSettings(base(), "host", { gameMode: "arcade", roundTime: 30 });
    expect(arcade.settings).toMatchObject({
      maxHealth: -1,
      maxMana: -1,
      cappedHealth: false,
      cappedMana: false,
      roundTime: 30,
    });
    const sandbox = updateSettings(base(), "host", { gameMode: "sandbox" });
    expect(sandbox.settings.initialHealth).toBe(1e18);
  });

  it("words each bound with the spec's three messages", () => {
    const tooLong = errorOf(() => updateSettings(base(), "host", { roundTime: 181 }));
    expect(tooLong).toMatchObject({
      code: "invalid-argument",
      message: "Round time must be at most 180 seconds",
    });
    expect(errorOf(() => updateSettings(base(), "host", { roundTime: 0 })).message).toBe(
      "Round time must be at least 1 seconds",
    );
    expect(errorOf(() => updateSettings(base(), "host", { maxRounds: "many" })).message).toBe(
      "Max rounds is required",
    );
    expect(errorOf(() => updateSettings(base(), "host", { evaluationLimit: 11 })).message).toBe(
      "Evaluation limit must be at most 10 evaluations",
    );
    expect(errorOf(() => updateSettings(base(), "host", { maxHealth: -2 })).message).toBe(
      "Max health must be at least -1 HP",
    );
    expect(errorOf(() => updateSettings(base(), "host", { initialHealth: 2e18 })).message).toBe(
      "Initial health must be at most 1000000000000000000 HP",
    );
    expect(errorOf(() => updateSettings(base(), "host", { manaRegen: Number.NaN })).message).toBe(
      "Mana regen is required",
    );
  });

  it("keeps maxPlayers within the host's allowance and above the player count", () => {
    expect(errorOf(() => updateSettings(base(), "host", { maxPlayers: 9 })).message).toBe(
      "Your subscription allows up to 8 players",
    );
    const two = joinLobby(base(), { id: "g", name: "Nimue", iconId: 1, language: "en" }, 0);
    expect(errorOf(() => updateSettings(two, "host", { maxPlayers: 1 })).code).toBe(
      "invalid-argument",
    );
    expect(updateSettings(two, "host", { maxPlayers: 2 }).settings.maxPlayers).toBe(2);
  });

  it("lists every issue for the client", () => {
    const issues = validateSettings(
      { ...base().settings, roundTime: 500, maxRounds: 0 },
      { userMaxPlayers: 8, playerCount: 1 },
    );
    expect(issues.map(describeIssue)).toEqual([
      "Round time must be at most 180 seconds",
      "Max rounds must be at least 1 rounds",
    ]);
  });

  it("is the host's alone", () => {
    const two = joinLobby(base(), { id: "g", name: "Nimue", iconId: 1, language: "en" }, 0);
    expect(errorOf(() => updateSettings(two, "g", { roundTime: 60 })).code).toBe(
      "permission-denied",
    );
  });
});

describe("startGame", () => {
  const two = joinLobby(base(), { id: "g", name: "Nimue", iconId: 2, language: "de" }, 0);

  it("creates the game with everyone at initial health and mana, round 0, not in progress", () => {
    const { lobby, game } = startGame(two, "host", {
      hostCredits: 10,
      hostMaxPlayers: 8,
      seed: 1,
      now: 0,
    });
    expect(lobby.status).toBe("in-game");
    expect(game.currentRound).toBe(0);
    expect(game.roundState.inProgress).toBe(false);
    expect(game.gameOver).toBeNull();
    expect(game.players.g).toMatchObject({
      health: 100,
      mana: 1000,
      connected: true,
      defeated: false,
      iconId: 2,
      language: "de",
    });
  });

  it("needs the host, 2 players and credits", () => {
    expect(
      errorOf(() =>
        startGame(base(), "host", { hostCredits: 10, hostMaxPlayers: 8, seed: 1, now: 0 }),
      ),
    ).toMatchObject({
      code: "failed-precondition",
      message: "At least 2 players are needed to start",
    });
    expect(
      errorOf(() => startGame(two, "g", { hostCredits: 10, hostMaxPlayers: 8, seed: 1, now: 0 }))
        .code,
    ).toBe("permission-denied");
    expect(
      errorOf(() => startGame(two, "host", { hostCredits: 0, hostMaxPlayers: 8, seed: 1, now: 0 }))
        .code,
    ).toBe("resource-exhausted");
    const started = startGame(two, "host", {
      hostCredits: 10,
      hostMaxPlayers: 8,
      seed: 1,
      now: 0,
    }).lobby;
    expect(
      errorOf(() =>
        startGame(started, "host", { hostCredits: 10, hostMaxPlayers: 8, seed: 1, now: 0 }),
      ).message,
    ).toBe("Game has already started");
  });
});
