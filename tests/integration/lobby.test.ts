import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { user } from "../../src/server/db/schema.js";
import type { Game, Lobby } from "../../src/shared/documents.js";
import { LOBBY_CODE_ALPHABET } from "../../src/shared/constants.js";
import { callFunction, getJson, signInGuest, signUp, type Session } from "../helpers/api.js";
import { openSocket, subscribe, waitForDoc, type ClientSocket } from "../helpers/sockets.js";
import { startTestServer, type TestServer } from "../helpers/testServer.js";

let server: TestServer;
const sockets: ClientSocket[] = [];

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  for (const socket of sockets) socket.close();
  await server.stop();
});

const call = (name: string, data: unknown, session?: Session) =>
  callFunction(server.url, name, data, session?.token);

function expectError(
  answer: { status: number; body: Record<string, unknown> },
  status: number,
  code: string,
  message?: string,
) {
  expect(answer.status).toBe(status);
  const error = answer.body.error as { status: string; message: string };
  expect(error.status).toBe(code);
  if (message !== undefined) expect(error.message).toBe(message);
}

async function hostLobby(name = "Merlin"): Promise<{ host: Session; code: string }> {
  const host = await signUp(server.url);
  const created = await call("createLobby", { playerName: name, iconId: 0, language: "en" }, host);
  expect(created.status).toBe(200);
  return { host, code: (created.body.result as { code: string }).code };
}

async function readLobby(code: string, session: Session): Promise<Lobby> {
  const answer = await getJson(`${server.url}/api/lobbies/${code}`, session.token);
  expect(answer.status).toBe(200);
  return answer.body.doc as Lobby;
}

async function joinAsGuest(code: string, name: string): Promise<Session> {
  const guest = await signInGuest(server.url);
  const joined = await call(
    "joinLobby",
    { lobbyCode: code, playerName: name, iconId: 1, language: "es" },
    guest,
  );
  expect(joined.status, JSON.stringify(joined.body)).toBe(200);
  return guest;
}

describe("createLobby", () => {
  it("creates a lobby with a 6-character code from the look-alike-free alphabet and the defaults", async () => {
    const { host, code } = await hostLobby();
    expect(code).toMatch(new RegExp(`^[${LOBBY_CODE_ALPHABET}]{6}$`));
    const lobby = await readLobby(code, host);
    expect(lobby).toMatchObject({ code, status: "waiting", userMaxPlayers: 8 });
    expect(lobby.players[host.userId]).toMatchObject({
      name: "Merlin",
      isHost: true,
      isBot: false,
      team: 0,
    });
    expect(lobby.settings).toMatchObject({
      roundTime: 120,
      initialHealth: 100,
      initialMana: 1000,
      maxRounds: 40,
      gameMode: "classic",
      maxHealth: 100,
      maxMana: 100,
      manaRegen: 10,
      initialAffinity: -1,
      affinityIncrement: 0,
      evaluationLimit: 3,
      enhanceEvents: true,
      enableTeams: false,
    });
  });

  it("refuses guests with unauthenticated and the login message", async () => {
    const guest = await signInGuest(server.url);
    expectError(
      await call("createLobby", { playerName: "Merlin", iconId: 0, language: "en" }, guest),
      401,
      "unauthenticated",
      "Please log in to create a lobby",
    );
    expectError(
      await call("createLobby", { playerName: "Merlin", iconId: 0, language: "en" }),
      401,
      "unauthenticated",
    );
  });

  it("refuses a user whose credits ran out", async () => {
    const broke = await signUp(server.url);
    await server.database.db.update(user).set({ credits: 0 }).where(eq(user.id, broke.userId));
    expectError(
      await call("createLobby", { playerName: "Merlin", iconId: 0, language: "en" }, broke),
      429,
      "resource-exhausted",
      "Free credits are not available at this time. Please subscribe to continue.",
    );
  });

  it("validates the name with the spec's messages", async () => {
    const host = await signUp(server.url);
    const attempt = (playerName: unknown) =>
      call("createLobby", { playerName, iconId: 0, language: "en" }, host);
    expectError(await attempt("   "), 400, "invalid-argument", "Name is required");
    expectError(await attempt("M"), 400, "invalid-argument", "Name must be at least 2 characters");
    expectError(
      await attempt("M".repeat(21)),
      400,
      "invalid-argument",
      "Name must be less than 20 characters",
    );
    expectError(await attempt(42), 400, "invalid-argument", "Name is required");
    expect((await attempt("  Twenty Characters!!  ".trim().slice(0, 20))).status).toBe(200);
    expectError(
      await call("createLobby", { playerName: "Merlin", iconId: 9, language: "en" }, host),
      400,
      "invalid-argument",
    );
  });
});

describe("joinLobby", () => {
  it("joins and pushes the newcomer to members within a second", async () => {
    const { host, code } = await hostLobby();
    const socket = await openSocket(server.url, host.token);
    sockets.push(socket);
    expect((await subscribe(socket, "lobby", code)).ok).toBe(true);
    const pushed = waitForDoc(
      socket,
      (m) => Object.keys((m.doc as Lobby | null)?.players ?? {}).length === 2,
    );
    const guest = await joinAsGuest(code.toLowerCase(), "Nimue");
    const lobby = (await pushed).doc as Lobby;
    expect(lobby.players[guest.userId]).toMatchObject({
      name: "Nimue",
      isHost: false,
      language: "es",
      iconId: 1,
    });
  });

  it("answers every error row of SPEC section 8", async () => {
    const { host, code } = await hostLobby("Merlin");
    const guest = await joinAsGuest(code, "Nimue");
    const join = (session: Session, lobbyCode: string, playerName: string) =>
      call("joinLobby", { lobbyCode, playerName, iconId: 2, language: "en" }, session);

    expectError(
      await join(await signInGuest(server.url), "ZZZZZZ", "Morgana"),
      404,
      "not-found",
      "This lobby doesn't exist or has been closed.",
    );
    expectError(
      await join(await signInGuest(server.url), code, "mERLIN"),
      409,
      "already-exists",
      "Name is already taken in this lobby",
    );
    expectError(
      await join(guest, code, "Someone"),
      409,
      "already-exists",
      "You are already in this lobby",
    );
    expectError(
      await join(await signInGuest(server.url), "", "Morgana"),
      400,
      "invalid-argument",
      "Please enter a lobby code",
    );

    await call("updateSettings", { lobbyCode: code, settings: { maxPlayers: 2 } }, host);
    expectError(
      await join(await signInGuest(server.url), code, "Morgana"),
      429,
      "resource-exhausted",
      "Lobby is full",
    );

    await call("updateSettings", { lobbyCode: code, settings: { maxPlayers: 3 } }, host);
    expect((await call("startGame", { lobbyCode: code }, host)).status).toBe(200);
    expectError(
      await join(await signInGuest(server.url), code, "Morgana"),
      400,
      "failed-precondition",
      "Game has already started",
    );
  });
});

describe("host powers and their refusals", () => {
  it("lets only the host add bots, remove players, change settings and teams", async () => {
    const { host, code } = await hostLobby();
    const guest = await joinAsGuest(code, "Nimue");
    const denied = (answer: { status: number; body: Record<string, unknown> }) =>
      expectError(answer, 403, "permission-denied", "Only the host can do this");

    denied(await call("addBot", { lobbyCode: code }, guest));
    denied(await call("removePlayer", { lobbyCode: code, playerId: host.userId }, guest));
    denied(await call("updateSettings", { lobbyCode: code, settings: { roundTime: 60 } }, guest));
    denied(
      await call("setPlayerTeam", { lobbyCode: code, playerId: guest.userId, team: 1 }, guest),
    );
    denied(await call("startGame", { lobbyCode: code }, guest));

    const bot = await call("addBot", { lobbyCode: code }, host);
    const botId = (bot.body.result as { botId: string }).botId;
    expect(botId).toMatch(/^bot_/);
    const lobby = await readLobby(code, guest);
    expect(lobby.players[botId]).toMatchObject({ isBot: true });

    expectError(
      await call("removePlayer", { lobbyCode: code, playerId: host.userId }, host),
      400,
      "failed-precondition",
      "The host cannot be removed",
    );
    expect((await call("removePlayer", { lobbyCode: code, playerId: botId }, host)).status).toBe(
      200,
    );
    expect((await readLobby(code, host)).players[botId]).toBeUndefined();
  });

  it("renames: players themselves, the host anyone including bots; duplicates refused", async () => {
    const { host, code } = await hostLobby();
    const guest = await joinAsGuest(code, "Nimue");
    const botId = (
      (await call("addBot", { lobbyCode: code }, host)).body.result as { botId: string }
    ).botId;
    const rename = (session: Session, playerId: string, name: string) =>
      call("updatePlayerName", { lobbyCode: code, playerId, name }, session);

    expect((await rename(guest, guest.userId, "Viviane")).status).toBe(200);
    expectError(
      await rename(guest, host.userId, "Usurper"),
      403,
      "permission-denied",
      "You can only change your own name",
    );
    expectError(
      await rename(guest, guest.userId, "merlin"),
      409,
      "already-exists",
      "Name is already taken in this lobby",
    );
    expectError(
      await rename(guest, guest.userId, "x"),
      400,
      "invalid-argument",
      "Name must be at least 2 characters",
    );
    expect((await rename(host, botId, "Sparky")).status).toBe(200);
    const lobby = await readLobby(code, host);
    expect(lobby.players[guest.userId]?.name).toBe("Viviane");
    expect(lobby.players[botId]?.name).toBe("Sparky");
  });

  it("applies presets and bounds, and cycles teams", async () => {
    const { host, code } = await hostLobby();
    const guest = await joinAsGuest(code, "Nimue");
    const settings = (changes: Record<string, unknown>) =>
      call("updateSettings", { lobbyCode: code, settings: changes }, host);

    const quick = await settings({ gameMode: "quickplay" });
    expect((quick.body.result as { settings: Lobby["settings"] }).settings).toMatchObject({
      gameMode: "quickplay",
      initialMana: 30,
      manaRegen: 30,
      initialAffinity: 30,
    });
    expectError(
      await settings({ roundTime: 200 }),
      400,
      "invalid-argument",
      "Round time must be at most 180 seconds",
    );
    expectError(
      await settings({ maxRounds: "" }),
      400,
      "invalid-argument",
      "Max rounds is required",
    );
    expectError(
      await settings({ maxPlayers: 12 }),
      400,
      "invalid-argument",
      "Your subscription allows up to 8 players",
    );
    expectError(await settings({ teams: { x: 1 } }), 400, "invalid-argument");

    expectError(
      await call("setPlayerTeam", { lobbyCode: code, playerId: guest.userId, team: 1 }, host),
      400,
      "failed-precondition",
    );
    expect((await settings({ enableTeams: true })).status).toBe(200);
    expect(
      (await call("setPlayerTeam", { lobbyCode: code, playerId: guest.userId, team: 5 }, host))
        .status,
    ).toBe(200);
    expectError(
      await call("setPlayerTeam", { lobbyCode: code, playerId: guest.userId, team: 6 }, host),
      400,
      "invalid-argument",
    );
    const lobby = await readLobby(code, guest);
    expect(lobby.settings.teams).toEqual({ [host.userId]: 0, [guest.userId]: 5 });
    expect(lobby.players[guest.userId]?.team).toBe(5);
  });
});

describe("startGame and leaving", () => {
  it("starts a game for members and flips the lobby to in-game", async () => {
    const { host, code } = await hostLobby();
    expectError(
      await call("startGame", { lobbyCode: code }, host),
      400,
      "failed-precondition",
      "At least 2 players are needed to start",
    );
    const guest = await joinAsGuest(code, "Nimue");
    const socket = await openSocket(server.url, guest.token);
    sockets.push(socket);
    await subscribe(socket, "lobby", code);
    const flipped = waitForDoc(socket, (m) => (m.doc as Lobby | null)?.status === "in-game");
    expect((await call("startGame", { lobbyCode: code }, host)).status).toBe(200);
    await flipped;
    const game = await getJson(`${server.url}/api/games/${code}`, guest.token);
    expect(game.status).toBe(200);
    const doc = game.body.doc as Game;
    expect(doc.currentRound).toBe(0);
    expect(doc.roundState.inProgress).toBe(false);
    expect(doc.players[guest.userId]).toMatchObject({ health: 100, mana: 1000, connected: true });

    // A member who switches the interface language reads the next narration in it.
    expect(
      (await call("setPlayerLanguage", { lobbyCode: code, language: "ja" }, guest)).status,
    ).toBe(200);
    const lobby = await getJson(`${server.url}/api/lobbies/${code}`, guest.token);
    expect((lobby.body.doc as Lobby).players[guest.userId]?.language).toBe("ja");
    const after = await getJson(`${server.url}/api/games/${code}`, guest.token);
    expect((after.body.doc as Game).players[guest.userId]?.language).toBe("ja");
    const stranger = await signInGuest(server.url);
    expectError(
      await call("setPlayerLanguage", { lobbyCode: code, language: "fr" }, stranger),
      403,
      "permission-denied",
    );
  });

  it("refuses to start when the host has no credits", async () => {
    const { host, code } = await hostLobby();
    await joinAsGuest(code, "Nimue");
    await server.database.db.update(user).set({ credits: 0 }).where(eq(user.id, host.userId));
    expectError(await call("startGame", { lobbyCode: code }, host), 429, "resource-exhausted");
  });

  it("removes a non-host leaver only, and closes lobby and game when the host leaves", async () => {
    const { host, code } = await hostLobby();
    const stayer = await joinAsGuest(code, "Nimue");
    const leaver = await joinAsGuest(code, "Morgana");
    expect((await call("leaveLobby", { lobbyCode: code }, leaver)).body.result).toEqual({
      closed: false,
    });
    expect(Object.keys((await readLobby(code, host)).players).sort()).toEqual(
      [host.userId, stayer.userId].sort(),
    );

    const socket = await openSocket(server.url, stayer.token);
    sockets.push(socket);
    await subscribe(socket, "lobby", code);
    const closed = waitForDoc(socket, (m) => m.doc === null);
    expect((await call("startGame", { lobbyCode: code }, host)).status).toBe(200);
    expect((await call("leaveLobby", { lobbyCode: code }, host)).body.result).toEqual({
      closed: true,
    });
    await closed;
    // Gone, answered as to anyone not in it: a code that exists and one that does not look alike.
    expect((await getJson(`${server.url}/api/lobbies/${code}`, stayer.token)).status).toBe(403);
    expect((await getJson(`${server.url}/api/games/${code}`, stayer.token)).status).toBe(403);
  });
});

describe("presence", () => {
  it("marks a member disconnected after their socket has been gone for the grace period", async () => {
    const { host, code } = await hostLobby();
    const guest = await joinAsGuest(code, "Nimue");
    const watcher = await openSocket(server.url, host.token);
    sockets.push(watcher);
    await subscribe(watcher, "lobby", code);
    const guestSocket = await openSocket(server.url, guest.token);
    await subscribe(guestSocket, "lobby", code);
    const gone = waitForDoc(
      watcher,
      (m) => (m.doc as Lobby | null)?.players[guest.userId]?.connected === false,
      8_000,
    );
    guestSocket.close();
    await gone;
    const back = waitForDoc(
      watcher,
      (m) => (m.doc as Lobby | null)?.players[guest.userId]?.connected === true,
      2_000,
    );
    const again = await openSocket(server.url, guest.token);
    sockets.push(again);
    await subscribe(again, "lobby", code);
    await back;
  });
});
