import { describe, expect, it } from "vitest";
import { AppError } from "../../shared/errors.js";
import {
  createLobby,
  joinLobby,
  leaveLobby,
  removePlayer,
  renamePlayer,
  setConnected,
} from "./membership.js";
import { addBot } from "./bots.js";

const host = { id: "host", name: "Merlin", iconId: 0, language: "en" };
const guest = (id: string, name: string) => ({ id, name, iconId: 1, language: "fr" });

function expectError(run: () => unknown, code: string, message: string) {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).code).toBe(code);
    expect((error as AppError).message).toBe(message);
    return;
  }
  throw new Error("expected an error");
}

describe("createLobby", () => {
  it("seats the host with the default settings and the host's allowance of players", () => {
    const lobby = createLobby("ABCDEF", host, 8, 1000);
    expect(lobby.status).toBe("waiting");
    expect(lobby.players.host).toMatchObject({
      isHost: true,
      isBot: false,
      team: 0,
      connected: true,
    });
    expect(lobby.settings).toMatchObject({
      roundTime: 120,
      maxRounds: 40,
      initialMana: 1000,
      gameMode: "classic",
    });
    expect(lobby.userMaxPlayers).toBe(8);
    expect(lobby.settings.maxPlayers).toBe(8);
    // A host whose plan seats 12 (or 3) starts with room for 12 (or 3), not the spec's usual 8.
    expect(createLobby("ABCDEF", host, 12, 0).settings.maxPlayers).toBe(12);
    expect(createLobby("ABCDEF", host, 3, 0).settings.maxPlayers).toBe(3);
  });
});

describe("joinLobby", () => {
  const lobby = createLobby("ABCDEF", host, 8, 0);

  it("adds a player", () => {
    const next = joinLobby(lobby, guest("g1", "Nimue"), 5);
    expect(next.players.g1).toMatchObject({ name: "Nimue", isHost: false, language: "fr" });
  });

  it("refuses a name taken in another case", () => {
    expectError(
      () => joinLobby(lobby, guest("g1", "mERLIN"), 0),
      "already-exists",
      "Name is already taken in this lobby",
    );
  });

  it("refuses a member joining twice", () => {
    expectError(
      () => joinLobby(lobby, guest("host", "Other"), 0),
      "already-exists",
      "You are already in this lobby",
    );
  });

  it("refuses a full lobby and a started one", () => {
    const full = { ...lobby, settings: { ...lobby.settings, maxPlayers: 1 } };
    expectError(
      () => joinLobby(full, guest("g1", "Nimue"), 0),
      "resource-exhausted",
      "Lobby is full",
    );
    const started = { ...lobby, status: "in-game" as const };
    expectError(
      () => joinLobby(started, guest("g1", "Nimue"), 0),
      "failed-precondition",
      "Game has already started",
    );
  });

  it("gives a newcomer team 0 when teams are on", () => {
    const teams = {
      ...lobby,
      settings: { ...lobby.settings, enableTeams: true, teams: { host: 2 } },
    };
    const next = joinLobby(teams, guest("g1", "Nimue"), 0);
    expect(next.settings.teams).toEqual({ host: 2, g1: 0 });
    expect(next.players.host?.team).toBe(2);
  });
});

describe("leaving and removing", () => {
  const lobby = joinLobby(createLobby("ABCDEF", host, 8, 0), guest("g1", "Nimue"), 0);

  it("removes only a non-host leaver", () => {
    expect(Object.keys(leaveLobby(lobby, "g1")?.players ?? {})).toEqual(["host"]);
  });

  it("closes the lobby when the host leaves or no human is left", () => {
    expect(leaveLobby(lobby, "host")).toBeNull();
    const onlyBots = addBot(createLobby("ABCDEF", host, 8, 0), "host", 1, 0);
    const withGuest = joinLobby(onlyBots, guest("g1", "Nimue"), 0);
    expect(
      leaveLobby(
        {
          ...withGuest,
          players: { ...withGuest.players, host: { ...withGuest.players.host!, isHost: false } },
        },
        "host",
      ),
    ).not.toBeNull();
  });

  it("lets the host remove others but never the host, and nobody else remove anyone", () => {
    expect(removePlayer(lobby, "host", "g1").players.g1).toBeUndefined();
    expectError(
      () => removePlayer(lobby, "host", "host"),
      "failed-precondition",
      "The host cannot be removed",
    );
    expectError(
      () => removePlayer(lobby, "g1", "host"),
      "permission-denied",
      "Only the host can do this",
    );
    expectError(() => removePlayer(lobby, "host", "ghost"), "not-found", "Player not found");
  });
});

describe("renamePlayer", () => {
  const lobby = addBot(
    joinLobby(createLobby("ABCDEF", host, 8, 0), guest("g1", "Nimue"), 0),
    "host",
    7,
    0,
  );
  const botId = Object.keys(lobby.players).find((id) => id.startsWith("bot_"))!;

  it("lets a player rename themselves and the host rename anyone, bots included", () => {
    expect(renamePlayer(lobby, "g1", "g1", "Viviane").players.g1?.name).toBe("Viviane");
    expect(renamePlayer(lobby, "host", botId, "Sparky").players[botId]?.name).toBe("Sparky");
  });

  it("refuses renaming someone else, or to a taken name", () => {
    expectError(
      () => renamePlayer(lobby, "g1", "host", "Boss"),
      "permission-denied",
      "You can only change your own name",
    );
    expectError(
      () => renamePlayer(lobby, "g1", "g1", "merlin"),
      "already-exists",
      "Name is already taken in this lobby",
    );
  });

  it("keeps one's own name in another case", () => {
    expect(renamePlayer(lobby, "g1", "g1", "NIMUE").players.g1?.name).toBe("NIMUE");
  });
});

describe("presence", () => {
  it("flips connected and leaves an unchanged lobby identical", () => {
    const lobby = createLobby("ABCDEF", host, 8, 0);
    expect(setConnected(lobby, "host", true)).toBe(lobby);
    expect(setConnected(lobby, "host", false).players.host?.connected).toBe(false);
  });
});
