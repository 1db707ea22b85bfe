import { spawn, type ChildProcess } from "node:child_process";
import { createRequire } from "node:module";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { Redis } from "ioredis";
import { createLobbyAs, joinLobbyAs, signInGuest, signUp, type Session } from "./api.js";
import { freePort } from "./testServer.js";

const root = path.resolve(import.meta.dirname, "../..");
/** tsx by its file, so a server can start in a working folder outside the project. */
export const TSX_LOADER = pathToFileURL(createRequire(import.meta.url).resolve("tsx")).href;

/** A real server process (`src/server/main.ts`), as a deployment runs it. */
export interface ServerProcess {
  url: string;
  child: ChildProcess;
  pid: number;
  /** SIGTERM, then SIGKILL if it has not gone after `graceMs` (15 s). */
  stop(graceMs?: number): Promise<void>;
}

export async function startServerProcess(
  /** A variable set to undefined is left out of the server's environment. */
  env: Record<string, string | undefined>,
  startupMs = 30_000,
  /** A restart on the same address, for clients that must find the server again. */
  fixedPort?: number,
  /** The working folder, as an operator's (where `.env` is read from); the project by default. */
  cwd = root,
): Promise<ServerProcess> {
  const port = fixedPort ?? (await freePort());
  const url = `http://127.0.0.1:${port}`;
  // SERVER_NODE_ARGS="--cpu-prof --cpu-prof-dir=/tmp/prof" profiles the servers of a run.
  const nodeArgs = (process.env.SERVER_NODE_ARGS ?? "").split(" ").filter(Boolean);
  const main = path.join(root, "src/server/main.ts");
  const child = spawn(process.execPath, [...nodeArgs, "--import", TSX_LOADER, main], {
    cwd,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      AUTH_SECRET: "server-process-secret-server-process-42",
      LOG_LEVEL: "warn",
      PUBLIC_URL: url,
      ...env,
    },
    stdio: ["ignore", process.env.BENCH_SERVER_STDOUT ? "inherit" : "ignore", "inherit"],
  });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const stop = async (graceMs = 15_000) => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill("SIGTERM");
    const timer = setTimeout(() => {
      console.warn(`server process ${child.pid} ignored SIGTERM for ${graceMs} ms: killed`);
      child.kill("SIGKILL");
    }, graceMs);
    await exited;
    clearTimeout(timer);
  };
  const deadline = Date.now() + startupMs;
  while (Date.now() < deadline && child.exitCode === null) {
    const healthy = await fetch(`${url}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return { url, child, pid: child.pid ?? 0, stop };
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  child.kill("SIGKILL");
  throw new Error(`server process did not start (exit code ${child.exitCode})`);
}

export async function redisAvailable(url: string): Promise<boolean> {
  const client = new Redis(url, {
    lazyConnect: true,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  client.on("error", () => {});
  try {
    await client.connect();
    return (await client.ping()) === "PONG";
  } catch {
    return false;
  } finally {
    client.disconnect();
  }
}

/** A lobby whose host (an account) uses one process and whose guest uses another. */
export async function lobbyAcross(
  hostBase: string,
  guestBase: string,
): Promise<{ code: string; host: Session; guest: Session }> {
  const host = await signUp(hostBase);
  const code = await createLobbyAs(hostBase, host);
  const guest = await signInGuest(guestBase);
  await joinLobbyAs(guestBase, code, guest, "Nimue");
  return { code, host, guest };
}
