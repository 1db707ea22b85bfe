import { spawn } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { startServerProcess, TSX_LOADER, type ServerProcess } from "../helpers/serverProcess.js";
import { freePort } from "../helpers/testServer.js";

const root = path.resolve(import.meta.dirname, "../..");
const folder = mkdtempSync(path.join(tmpdir(), "spellbrawl-dotenv-"));
const running: ServerProcess[] = [];
// As an operator's environment: the variables the .env file sets are not set here.
const fromFile = { PORT: undefined, DATA_DIR: undefined };
const secret = "dotenv-test-secret-dotenv-test-secret-42";

afterAll(async () => {
  await Promise.all(running.map((server) => server.stop()));
  rmSync(folder, { recursive: true, force: true });
});

describe("a .env file in the working folder", () => {
  it("sets the server's port and data folder, and the admin CLI's, without beating the environment", async () => {
    const port = await freePort();
    writeFileSync(
      path.join(folder, ".env"),
      [
        `PORT=${port}`,
        "DATA_DIR=./from-dotenv",
        // Too short to start with: the environment's own AUTH_SECRET must win over it.
        "AUTH_SECRET=short",
      ].join("\n"),
    );
    const server = await startServerProcess(
      { ...fromFile, AUTH_SECRET: secret },
      // A first start creates the database: slow on a busy machine.
      60_000,
      port,
      folder,
    );
    running.push(server);
    expect((await fetch(`${server.url}/api/health`)).ok).toBe(true);

    // The CLI in the same folder finds the data folder the file names: the running server's.
    const child = spawn(
      process.execPath,
      [
        "--import",
        TSX_LOADER,
        path.join(root, "src/cli/adminCli.ts"),
        "grant-credits",
        "merlin@example.com",
        "10",
      ],
      {
        cwd: folder,
        env: { ...process.env, ...fromFile, AUTH_SECRET: secret },
        stdio: ["ignore", "ignore", "pipe"],
      },
    );
    let stderr = "";
    child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => child.once("exit", resolve));
    expect(code).toBe(1);
    expect(stderr).toContain(`is using the data folder ${path.join(folder, "from-dotenv")}`);
  }, 90_000);
});
