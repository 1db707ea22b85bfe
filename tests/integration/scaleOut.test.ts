import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Game, Lobby } from "../../src/shared/documents.js";
import type { DocumentMessage } from "../../src/shared/protocol.js";
import { callFunction, createLobbyAs, joinLobbyAs } from "../helpers/api.js";
import { waitForGame } from "../helpers/gamePlay.js";
import { createScratchDatabase, postgresAvailable } from "../helpers/postgres.js";
import {
  onDocument,
  openSocket,
  subscribe,
  waitForDoc,
  type ClientSocket,
} from "../helpers/sockets.js";
import {
  lobbyAcross,
  redisAvailable,
  startServerProcess,
  type ServerProcess,
} from "../helpers/serverProcess.js";

const REDIS_URL = process.env.REDIS_URL ?? "redis://127.0.0.1:6379";

const ready = (await postgresAvailable()) && (await redisAvailable(REDIS_URL));

/** A real server process on PostgreSQL and Redis. */
function startProcess(databaseUrl: string, dataDir: string): Promise<ServerProcess> {
  return startServerProcess({
    DATABASE_URL: databaseUrl,
    REDIS_URL,
    DATA_DIR: dataDir,
    AUTH_SECRET: "scale-out-secret-scale-out-secret-42",
    FREE_CREDITS: "100",
  });
}

describe.skipIf(!ready)("two server processes on PostgreSQL and Redis", () => {
  let database: { url: string; drop(): Promise<void> };
  let dataDir: string;
  const processes: ServerProcess[] = [];
  const sockets: ClientSocket[] = [];

  beforeAll(async () => {
    database = await createScratchDatabase();
    dataDir = mkdtempSync(path.join(tmpdir(), "spellbrawl-scale-"));
    // The first process migrates the database; the second then finds it ready.
    processes.push(await startProcess(database.url, path.join(dataDir, "a")));
    processes.push(await startProcess(database.url, path.join(dataDir, "b")));
  }, 90_000);
  afterAll(async () => {
    for (const socket of sockets) socket.close();
    for (const { child } of processes) child.kill("SIGKILL");
    await database?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("stops pushing to a member who left on the other process, and keeps pushing to those who stay", async () => {
    const [a, b] = processes as [ServerProcess, ServerProcess];
    const { code, host, guest } = await lobbyAcross(a.url, b.url);
    const guestSocket = await openSocket(b.url, guest.token);
    const hostSocket = await openSocket(a.url, host.token);
    sockets.push(guestSocket, hostSocket);
    expect((await subscribe(guestSocket, "lobby", code)).ok).toBe(true);
    expect((await subscribe(hostSocket, "lobby", code)).ok).toBe(true);
    // A second lobby the guest stays in, changed last: once its change reaches the guest, anything
    // pushed to them before it has arrived.
    const sentinel = await createLobbyAs(a.url, host);
    await joinLobbyAs(b.url, sentinel, guest, "Nimue");
    expect((await subscribe(guestSocket, "lobby", sentinel)).ok).toBe(true);
    const guestHeard: DocumentMessage[] = [];
    onDocument(guestSocket, (message) => {
      if (message.code === code) guestHeard.push(message);
    });

    // A change everyone stays in still reaches the guest on B. (Every wait is set before the
    // call: a push may arrive before the call's answer.)
    const changed = waitForDoc(
      guestSocket,
      (m) => (m.doc as Lobby | null)?.settings.roundTime === 45,
      5_000,
    );
    const settings = { roundTime: 45, maxRounds: 4 };
    expect(
      (await callFunction(a.url, "updateSettings", { lobbyCode: code, settings }, host.token))
        .status,
    ).toBe(200);
    await changed;

    // The guest leaves through A: B hears the lobby without them once, then nothing more.
    const left = waitForDoc(
      guestSocket,
      (m) => !(guest.userId in ((m.doc as Lobby | null)?.players ?? {})),
      5_000,
    );
    expect((await callFunction(a.url, "leaveLobby", { lobbyCode: code }, guest.token)).status).toBe(
      200,
    );
    await left;
    const heardBefore = guestHeard.length;
    const later = waitForDoc(
      hostSocket,
      (m) => (m.doc as Lobby | null)?.settings.roundTime === 60,
      5_000,
    );
    const laterSettings = { roundTime: 60, maxRounds: 4 };
    await callFunction(
      a.url,
      "updateSettings",
      { lobbyCode: code, settings: laterSettings },
      host.token,
    );
    await later;
    const sentinelHeard = waitForDoc(
      guestSocket,
      (m) => m.code === sentinel && (m.doc as Lobby | null)?.settings.roundTime === 50,
      5_000,
    );
    await callFunction(
      a.url,
      "updateSettings",
      { lobbyCode: sentinel, settings: { roundTime: 50, maxRounds: 4 } },
      host.token,
    );
    await sentinelHeard;
    expect(guestHeard).toHaveLength(heardBefore);
  }, 30_000);

  it("plays a whole game with clients split across them, finishing it on one when the other is killed mid-round", async () => {
    const [a, b] = processes as [ServerProcess, ServerProcess];
    const { code, host, guest } = await lobbyAcross(a.url, b.url);
    await callFunction(
      a.url,
      "updateSettings",
      // Narration read at 10×: the next round waits for it (docs/game.md).
      { lobbyCode: code, settings: { roundTime: 6, maxRounds: 3, displaySpeed: 10 } },
      host.token,
    );

    // The guest listens on B; the host acts on A: every commit on A reaches the guest through Redis.
    const guestSocket = await openSocket(b.url, guest.token);
    sockets.push(guestSocket);
    await subscribe(guestSocket, "lobby", code);
    const started = waitForDoc(
      guestSocket,
      (m) => (m.doc as Lobby | null)?.status === "in-game",
      5_000,
    );
    expect((await callFunction(a.url, "startGame", { lobbyCode: code }, host.token)).status).toBe(
      200,
    );
    await started;
    expect((await subscribe(guestSocket, "game", code)).ok).toBe(true);
    const hostSocket = await openSocket(a.url, host.token);
    sockets.push(hostSocket);
    await subscribe(hostSocket, "game", code);

    await waitForGame(b.url, code, guest, (g) => g.roundState.inProgress, 10_000);
    const seen = waitForDoc(
      guestSocket,
      (m) => (m.doc as Game | null)?.roundState.moves[host.userId] !== undefined,
      5_000,
    );
    await callFunction(
      a.url,
      "submitMove",
      { gameId: code, moveText: "A fireball at Nimue" },
      host.token,
    );
    await seen;
    // Presence counts a member connected on either process.
    const round1 = await waitForGame(b.url, code, guest, () => true);
    expect(round1.players[host.userId]?.connected).toBe(true);
    expect(round1.players[guest.userId]?.connected).toBe(true);

    // A dies in the middle of the round; B ends it on time and the game goes on.
    a.child.kill("SIGKILL");
    const resolved = await waitForGame(b.url, code, guest, (g) => g.battleLog.length === 1, 20_000);
    expect(
      resolved.battleLog[0]?.events.some((event) => event.description.includes("fireball")),
    ).toBe(true);
    const round2 = await waitForGame(
      b.url,
      code,
      guest,
      (g) => g.currentRound === 2 && g.roundState.inProgress,
      15_000,
    );
    expect(round2.gameOver).toBeNull();
    await callFunction(
      b.url,
      "submitMove",
      { gameId: code, moveText: "I heal myself" },
      guest.token,
    );
    await callFunction(
      b.url,
      "submitMove",
      { gameId: code, moveText: "Lightning at Nimue" },
      host.token,
    );
    await waitForGame(b.url, code, guest, (g) => g.currentRound === 3 && g.roundState.inProgress);
    await callFunction(
      b.url,
      "submitMove",
      { gameId: code, moveText: "A wall of ice" },
      guest.token,
    );
    await callFunction(b.url, "submitMove", { gameId: code, moveText: "Wind" }, host.token);
    const over = await waitForGame(b.url, code, guest, (g) => g.gameOver !== null, 15_000);
    // The whole game ran: each round resolved once, and the host was charged once per round (half
    // a credit a player).
    expect(over.gameOver?.reason).toMatch(/round_limit|player_won|tie/);
    expect(over.battleLog.map((entry) => entry.round)).toEqual([1, 2, 3]);
    const me = await fetch(`${b.url}/api/me`, {
      headers: { authorization: `Bearer ${host.token}` },
    });
    expect(((await me.json()) as { credits: number }).credits).toBe(97);
  }, 120_000);
});
