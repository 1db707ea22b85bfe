import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { startServerProcess, type ServerProcess } from "../helpers/serverProcess.js";
import { freePort } from "../helpers/testServer.js";

const root = path.resolve(import.meta.dirname, "../..");
const dataDir = mkdtempSync(path.join(tmpdir(), "spellbrawl-folder-"));
const running: ServerProcess[] = [];

afterAll(async () => {
  await Promise.all(running.map((server) => server.stop()));
  rmSync(dataDir, { recursive: true, force: true });
});

/** Runs a command in the project with the given environment; answers its exit code and stderr. */
async function run(args: string[], env: Record<string, string>): Promise<[number, string]> {
  const child = spawn(process.execPath, ["--import", "tsx", ...args], {
    cwd: root,
    env: { ...process.env, ...env, LOG_LEVEL: "warn" },
    stdio: ["ignore", "ignore", "pipe"],
  });
  let stderr = "";
  child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  const code = await new Promise<number>((resolve) =>
    child.once("exit", (exit) => resolve(exit ?? -1)),
  );
  return [code, stderr];
}

describe("one server per embedded data folder", () => {
  it("refuses a second server and the admin CLI while the first runs, and frees the folder on SIGTERM and SIGINT", async () => {
    const first = await startServerProcess({ DATA_DIR: dataDir });
    running.push(first);
    const expected = `Another Spellbrawl server (process ${first.pid}) is using the data folder ${dataDir}`;

    const [code, stderr] = await run(["src/server/main.ts"], {
      DATA_DIR: dataDir,
      PORT: String(await freePort()),
      AUTH_SECRET: "second-server-secret-second-server-42",
    });
    expect(code).toBe(1);
    expect(stderr).toContain(expected);
    const [cliCode, cliErr] = await run(
      ["src/cli/adminCli.ts", "grant-credits", "merlin@example.com", "10"],
      { DATA_DIR: dataDir, AUTH_SECRET: "second-server-secret-second-server-42" },
    );
    expect(cliCode).toBe(1);
    expect(cliErr).toContain(expected);
    // The first one never noticed.
    expect((await fetch(`${first.url}/api/health`)).ok).toBe(true);

    // A clean stop releases the folder: the next server starts on the same data.
    await first.stop();
    const next = await startServerProcess({ DATA_DIR: dataDir });
    running.push(next);
    expect((await fetch(`${next.url}/api/health`)).ok).toBe(true);

    // Ctrl-C (SIGINT) closes as cleanly: the process exits by itself and the folder is free.
    const exited = new Promise<number | null>((resolve) => next.child.once("exit", resolve));
    next.child.kill("SIGINT");
    expect(await exited).toBe(0);
    const third = await startServerProcess({ DATA_DIR: dataDir });
    running.push(third);
    expect((await fetch(`${third.url}/api/health`)).ok).toBe(true);
  }, 120_000);
});
