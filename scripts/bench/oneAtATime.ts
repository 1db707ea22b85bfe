import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { startServerProcess } from "../../tests/helpers/serverProcess.js";
import { BenchMetrics } from "./benchMetrics.js";
import { BenchWizard } from "./benchWizard.js";
import { Samples } from "./samples.js";

/**
 * The fixed cost of a call with no load at all (docs/performance.md): one player calls the server
 * in a loop, back to back and with pauses between calls, against the floor of a plain HTTP answer.
 */
const CALLS = 200;
const scratch = mkdtempSync(path.join(tmpdir(), "spellbrawl-one-"));
const server = await startServerProcess({
  BILLING_PROVIDER: "off",
  LOG_LEVEL: "error",
  DATA_DIR: path.join(scratch, "data"),
});
try {
  const host = new BenchWizard(server.url, "Merlin", new BenchMetrics());
  await host.signUp(`one-at-a-time-${process.pid}@example.com`);
  const created = await host.call<{ code: string }>("createLobby", {
    playerName: host.name,
    iconId: 0,
    language: "en",
  });
  if (!created) throw new Error("createLobby failed");
  const settings = { roundTime: 30, maxRounds: 8, maxPlayers: 8 };
  const calls: [string, () => Promise<unknown>][] = [
    ["GET /api/health", () => fetch(`${server.url}/api/health`).then((answer) => answer.json())],
    [
      "updateSettings (a lobby change)",
      () => host.call("updateSettings", { lobbyCode: created.code, settings }),
    ],
  ];
  for (const pauseMs of [0, 20]) {
    for (const [label, call] of calls) {
      const samples = new Samples();
      for (let index = 0; index < CALLS; index += 1) {
        const started = performance.now();
        await call();
        samples.add(performance.now() - started);
        if (pauseMs) await new Promise((resolve) => setTimeout(resolve, pauseMs));
      }
      const ms = (p: number) => samples.percentile(p).toFixed(2);
      console.log(`${label}, ${pauseMs} ms apart: p50 ${ms(50)} ms, p90 ${ms(90)} ms`);
    }
  }
} finally {
  await server.stop(10_000);
  rmSync(scratch, { recursive: true, force: true });
}
