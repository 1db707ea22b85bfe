import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Lobby } from "../../src/shared/documents.js";
import { signInGuest } from "../helpers/api.js";
import { createScratchDatabase, postgresAvailable } from "../helpers/postgres.js";
import {
  lobbyAcross,
  redisAvailable,
  startServerProcess,
  type ServerProcess,
} from "../helpers/serverProcess.js";
import { openSocket, subscribe, waitForDoc, type ClientSocket } from "../helpers/sockets.js";
import { freePort } from "../helpers/testServer.js";

const REDIS_SERVER = "/usr/bin/redis-server";
const ready = existsSync(REDIS_SERVER) && (await postgresAvailable());

/** A Redis of this test's own, so that stopping it disturbs nothing else on the machine. */
async function startRedis(port: number): Promise<ChildProcess> {
  const child = spawn(
    REDIS_SERVER,
    ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"],
    { stdio: "ignore" },
  );
  const url = `redis://127.0.0.1:${port}`;
  for (let attempt = 0; attempt < 50; attempt += 1) {
    if (await redisAvailable(url)) return child;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill("SIGKILL");
  throw new Error("redis-server did not start");
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

describe.skipIf(!ready)("two server processes sharing a Redis that blips", () => {
  let redisPort: number;
  let redis: ChildProcess;
  let database: { url: string; drop(): Promise<void> };
  let dataDir: string;
  const processes: ServerProcess[] = [];
  const sockets: ClientSocket[] = [];

  beforeAll(async () => {
    redisPort = await freePort();
    redis = await startRedis(redisPort);
    database = await createScratchDatabase();
    dataDir = mkdtempSync(path.join(tmpdir(), "spellbrawl-blip-"));
    for (const name of ["a", "b"]) {
      processes.push(
        await startServerProcess({
          DATABASE_URL: database.url,
          REDIS_URL: `redis://127.0.0.1:${redisPort}`,
          DATA_DIR: path.join(dataDir, name),
          FREE_CREDITS: "100",
        }),
      );
    }
  }, 90_000);
  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await Promise.all(processes.map((server) => server.stop()));
    redis?.kill("SIGKILL");
    await database?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("ends a session on every process, and keeps pushing after Redis stops and comes back", async () => {
    const [a, b] = processes as [ServerProcess, ServerProcess];
    const { code, host, guest } = await lobbyAcross(a.url, b.url);
    const guestSocket = await openSocket(b.url, guest.token);
    sockets.push(guestSocket);
    await subscribe(guestSocket, "lobby", code);
    const roundTimeIs = (seconds: number, ms = 10_000) =>
      waitForDoc(
        guestSocket,
        (message) => (message.doc as Lobby | null)?.settings.roundTime === seconds,
        ms,
      );
    // Every request is bounded, so a stuck step fails with its own name.
    const bounded = () => ({ signal: AbortSignal.timeout(15_000) });
    const setRoundTime = (seconds: number) =>
      fetch(`${a.url}/api/functions/updateSettings`, {
        ...bounded(),
        method: "POST",
        headers: { "content-type": "application/json", authorization: `Bearer ${host.token}` },
        body: JSON.stringify({ data: { lobbyCode: code, settings: { roundTime: seconds } } }),
      }).then((response) => response.status);

    // A change made on A reaches the guest listening on B.
    const first = roundTimeIs(50);
    expect(await setRoundTime(50)).toBe(200);
    await first;

    // Signing out on A ends the session on B at once: B forgets the caller it remembered and
    // closes that player's socket there.
    const watcher = await signInGuest(b.url);
    const watcherSocket = await openSocket(b.url, watcher.token);
    sockets.push(watcherSocket);
    expect((await fetch(`${b.url}/api/me`, { headers: bearer(watcher.token) })).status).toBe(200);
    const closed = new Promise<string>((resolve, reject) => {
      watcherSocket.once("disconnect", resolve);
      setTimeout(() => reject(new Error("the socket on B stayed open")), 10_000);
    });
    const out = await fetch(`${a.url}/api/auth/sign-out`, {
      method: "POST",
      headers: { ...bearer(watcher.token), origin: a.url, "content-type": "application/json" },
      body: "{}",
    });
    expect(out.status).toBe(200);
    expect(await closed).toBe("io server disconnect");
    const after = await fetch(`${b.url}/api/me`, { headers: bearer(watcher.token) });
    expect(await after.json()).toEqual({ signedIn: false });

    // Redis goes away. The database still takes changes, and nothing crashes.
    const gone = new Promise((resolve) => redis.once("exit", resolve));
    redis.kill("SIGKILL");
    await gone;
    expect(await setRoundTime(60)).toBe(200);
    expect((await fetch(`${b.url}/api/health`, bounded())).ok).toBe(true);

    // Redis comes back (empty): pushes flow again without restarting either process.
    redis = await startRedis(redisPort);
    let seen = false;
    for (let attempt = 0; attempt < 20 && !seen; attempt += 1) {
      const next = roundTimeIs(70 + attempt, 3_000);
      await setRoundTime(70 + attempt);
      seen = await next.then(
        () => true,
        () => false,
      );
    }
    expect(seen).toBe(true);
    // The guest reads the latest state whatever it missed during the blip.
    const lobby = await fetch(`${b.url}/api/lobbies/${code}`, { headers: bearer(guest.token) });
    expect(((await lobby.json()) as { doc: Lobby }).doc.settings.roundTime).toBeGreaterThanOrEqual(
      70,
    );
  }, 150_000);
});
