import { spawn } from "node:child_process";
import path from "node:path";
import { freePort } from "../../tests/helpers/testServer.js";

export interface BareServerProcess {
  url: string;
  pid: number;
  stop: () => void;
}

/** Starts `bareServer.ts` as a process of its own and waits until it listens. */
export async function startBareServer(): Promise<BareServerProcess> {
  const port = await freePort();
  const child = spawn(
    process.execPath,
    ["--import", "tsx", path.join(import.meta.dirname, "bareServer.ts"), String(port)],
    { stdio: ["ignore", "pipe", "inherit"] },
  );
  await new Promise<void>((resolve) => child.stdout?.once("data", () => resolve()));
  return {
    url: `http://127.0.0.1:${port}`,
    pid: child.pid ?? 0,
    stop: () => child.kill("SIGKILL"),
  };
}
