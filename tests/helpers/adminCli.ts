import { spawn } from "node:child_process";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "../..");

/** Runs `npm run admin -- ...` as an operator would, against a data folder or a database URL. */
export function admin(
  args: string[],
  dataDir: string,
  databaseUrl = "",
): Promise<{ code: number | null; out: string }> {
  const child = spawn(process.execPath, ["--import", "tsx", "src/cli/adminCli.ts", ...args], {
    cwd: root,
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      AUTH_SECRET: "x".repeat(32),
      DATABASE_URL: databaseUrl,
    },
  });
  let out = "";
  child.stdout.on("data", (chunk: Buffer) => (out += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (out += chunk.toString()));
  return new Promise((resolve) => child.on("exit", (code) => resolve({ code, out })));
}
