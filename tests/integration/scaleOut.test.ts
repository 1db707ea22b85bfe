import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Game, Lobby } from "../../src/shared/documents.js";
import { callFunction, signInGuest, signUp } from "../helpers/api.js";
import { waitForGame } from "../helpers/gamePlay.js";
import { createScratchDatabase, postgresAvailable } from "../helpers/postgres.js";
import { openSocket, subscribe, waitForDoc, type ClientSocket } from "../helpers/sockets.js";
import { freePort } from "../helpers/testServer.js";

const REDIS_URL = process.env.REDIS_URL ?? "redis://127.0.0.1:6379";
const root = path.resolve(import.meta.dirname, "../..");

async function redisAvailable(): Promise<boolean> {
  const client = new Redis(REDIS_URL, {
    lazyConnect: true,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  try {
    await client.connect();
    return (await client.ping()) === "PONG";
  } catch {
    return false;
  } finally {
    client.disconnect();
  }
}

const ready = (await postgresAvailable()) && (await redisAvailable());

interface Process {
  url: string;
  child: ChildProcess;
}

/** A real server process (`src/server/main.ts`) on PostgreSQL and Redis. */
async function startProcess(databaseUrl: string, dataDir: string): Promise<Process> {
  const port = await freePort();
  const child = spawn(process.execPath, ["--import", "tsx", "src/server/main.ts"], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATABASE_URL: databaseUrl,
      REDIS_URL,
      DATA_DIR: dataDir,
      AUTH_SECRET: "scale-out-secret-scale-out-secret-42",
      FREE_CREDITS: "100",
      LOG_LEVEL: "warn",
      PUBLIC_URL: `http://127.0.0.1:${port}`,
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    const healthy = await fetch(`${url}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (healthy) return { url, child };
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  child.kill("SIGKILL");
  throw new Error("server process did not start");
}

describe.skipIf(!ready)("two server processes on PostgreSQL and Redis", () => {
  let database: { url: string; drop(): Promise<void> };
  let dataDir: string;
  const processes: Process[] = [];
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

  it("plays a game with clients split across them, and finishes it when one is killed mid-round", async () => {
    const [a, b] = processes as [Process, Process];
    const host = await signUp(a.url);
    const created = await callFunction(
      a.url,
      "createLobby",
      { playerName: "Merlin", iconId: 0, language: "en" },
      host.token,
    );
    const code = (created.body.result as { code: string }).code;
    const guest = await signInGuest(b.url);
    expect(
      (
        await callFunction(
          b.url,
          "joinLobby",
          { lobbyCode: code, playerName: "Nimue", iconId: 1, language: "en" },
          guest.token,
        )
      ).status,
    ).toBe(200);
    await callFunction(
      a.url,
      "updateSettings",
      { lobbyCode: code, settings: { roundTime: 6 } },
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
    const after = await waitForGame(b.url, code, guest, (g) => g.battleLog.length === 2, 15_000);
    // Each round resolved once, and the host was charged once per round (half a credit a player).
    expect(after.battleLog.map((entry) => entry.round)).toEqual([1, 2]);
    const me = await fetch(`${b.url}/api/me`, {
      headers: { authorization: `Bearer ${host.token}` },
    });
    expect(((await me.json()) as { credits: number }).credits).toBe(98);
  }, 120_000);
});
