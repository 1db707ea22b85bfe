import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { seededRandom } from "../../src/shared/random.js";
import { createScratchDatabase, postgresAvailable } from "../../tests/helpers/postgres.js";
import {
  redisAvailable,
  startServerProcess,
  type ServerProcess,
} from "../../tests/helpers/serverProcess.js";
import { ALONGSIDE_EVERY, AlongsideFloor, type AlongsideResult } from "./alongsideFloor.js";
import { measureFloor, type FloorResult } from "./bareFloor.js";
import { BenchMetrics } from "./benchMetrics.js";
import { describeProbe, enableProbe, readProbe, type ThreadProbe } from "./benchProbe.js";
import { LobbyCrew, type Pace } from "./lobbyCrew.js";
import { watchLoopLateness } from "./loopLateness.js";
import { describeMachineReference, measureMachineReference } from "./machineReference.js";
import { readTotalUsage } from "./processUsage.js";
import { round1, spread, type Spread } from "./samples.js";
import { judgeTargets, stageToJudge, TARGET_P99_MS, type TargetVerdict } from "./targets.js";

/**
 * The load benchmark (docs/performance.md): simulated players play whole games against real server
 * processes, ramping up stage by stage until a target breaks, then the same load runs over a bare
 * Socket.IO broadcast for the floor.
 */
const { values: options } = parseArgs({
  options: {
    stages: { type: "string", default: "250,500,1000,1500,2000,2500,3000" },
    "lobby-size": { type: "string", default: "8" },
    warmup: { type: "string", default: "10" },
    window: { type: "string", default: "30" },
    modes: { type: "string", default: "embedded,scaled" },
    quick: { type: "boolean", default: false },
    // `demo` charges hosts for every round, as a real deployment does (credits given at sign-up).
    billing: { type: "string", default: "off" },
    out: { type: "string", default: "test-results/bench.json" },
    // Garbage collections and event-loop delay of every server thread (scripts/bench/serverProbe.mjs).
    probe: { type: "boolean", default: false },
    // The bare floor measured alongside the real run (same players, same moments), after it
    // (an idle generator, a quiet machine), or both.
    floor: { type: "string", default: "alongside,after" },
  },
});
const quick = options.quick;
const stages = (quick ? "16" : options.stages).split(",").map(Number);
const lobbySize = Number(options["lobby-size"]);
const warmupSeconds = quick ? 4 : Number(options.warmup);
// Rounds open once their narration is read (docs/game.md): 10 s spans two of them at 10×.
const windowSeconds = quick ? 10 : Number(options.window);
const modes = (quick ? "embedded" : options.modes).split(",");
const floors = options.floor.split(",");
/** Players read, think and type: a move every 4 to 13 seconds, in 30-second rounds. */
const pace: Pace = quick
  ? { thinkMs: [300, 1_000], castAfterMs: [100, 300], displaySpeed: 10 }
  : { thinkMs: [3_000, 12_000], castAfterMs: [500, 1_500], displaySpeed: 1 };
const SETTLE_LIMIT_MS = 90_000;
const REDIS_URL = process.env.REDIS_URL ?? "redis://127.0.0.1:6379";
const probeFolder = options.probe ? enableProbe() : null;

interface StageRow {
  mode: string;
  players: number;
  lobbies: number;
  connected: number;
  callsPerSecond: number;
  movesPerSecond: number;
  moveToEveryone: Spread;
  /** The same split at the server's stamp on the change (whole milliseconds). */
  moveToPush: Spread;
  pushToEveryone: Spread;
  roundEndToEveryone: Spread;
  callLatency: Spread;
  /** Of each call: the server's own time (Server-Timing), and the rest (network, both loops). */
  callServerTime: Spread;
  callServerTimeByName: Record<string, Spread>;
  callOutsideServer: Spread;
  rounds: number;
  errors: Record<string, number>;
  rejected: Record<string, number>;
  serverCpuPercent: number;
  serverRssMb: number;
  /** Resident memory grown per lobby added since the stage before (or the settled start). */
  memoryPerLobbyKb: number;
  benchCpuPercent: number;
  /** How late the load generator's own event loop ran (p99, ms): its share of the latency tail. */
  benchLoopDelayP99Ms: number;
  meanPushBytes: number;
  floor?: FloorResult;
  ratioP50?: number;
  ratioP99?: number;
  floorAlongside?: AlongsideResult;
  alongsideRatioP50?: number;
  alongsideRatioP99?: number;
  probe?: ThreadProbe[];
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function startMode(mode: string): Promise<{
  processes: ServerProcess[];
  cleanup: () => Promise<void>;
}> {
  const scratch = mkdtempSync(path.join(tmpdir(), "spellbrawl-bench-"));
  const env = {
    ...(options.billing === "demo"
      ? { BILLING_PROVIDER: "demo", FREE_CREDITS: "1000000" }
      : { BILLING_PROVIDER: "off" }),
    AUTH_RATE_LIMIT: "10000",
    // Every simulated player comes from one address: the join limit is for the open internet.
    JOIN_RATE_LIMIT: "100000",
    LOG_LEVEL: "error",
  };
  if (mode === "embedded") {
    const server = await startServerProcess({ ...env, DATA_DIR: path.join(scratch, "data") });
    return {
      processes: [server],
      cleanup: async () => {
        const stopping = performance.now();
        await server.stop(120_000);
        console.log(
          `  the server closed in ${Math.round(performance.now() - stopping)} ms after SIGTERM`,
        );
        rmSync(scratch, { recursive: true, force: true });
      },
    };
  }
  if (!(await postgresAvailable()) || !(await redisAvailable(REDIS_URL)))
    throw new Error("the scaled mode needs PostgreSQL on 127.0.0.1:5432 and Redis on :6379");
  const database = await createScratchDatabase();
  const scaledEnv = { ...env, DATABASE_URL: database.url, REDIS_URL };
  const first = await startServerProcess({ ...scaledEnv, DATA_DIR: path.join(scratch, "a") });
  const second = await startServerProcess({ ...scaledEnv, DATA_DIR: path.join(scratch, "b") });
  return {
    processes: [first, second],
    cleanup: async () => {
      await Promise.all([first.stop(), second.stop()]);
      await database.drop();
      rmSync(scratch, { recursive: true, force: true });
    },
  };
}

/**
 * The servers' resident memory once a fresh embedded database has let go of its start-up memory:
 * PGlite creates a new data folder in a WebAssembly instance of its own, whose large memory stays
 * resident until a garbage collection frees it some while after an idle start. A baseline read
 * before that made the memory per lobby come out negative.
 */
async function settledRss(mode: string, pids: number[]): Promise<number> {
  const start = readTotalUsage(pids).rssBytes;
  if (mode !== "embedded" || quick) return start;
  const waiting = performance.now();
  let rss = start;
  while (performance.now() - waiting < SETTLE_LIMIT_MS) {
    await sleep(500);
    rss = readTotalUsage(pids).rssBytes;
    if (rss < start * 0.8) break;
  }
  const seconds = Math.round((performance.now() - waiting) / 1000);
  const mb = (bytes: number) => Math.round(bytes / 1024 / 1024);
  console.log(`  server memory ${mb(start)} MB at start, ${mb(rss)} MB after ${seconds} s idle`);
  return rss;
}

async function runMode(mode: string): Promise<StageRow[]> {
  const { processes, cleanup } = await startMode(mode);
  const pids = processes.map((server) => server.pid);
  const bases = processes.map((server) => server.url);
  const metrics = new BenchMetrics();
  const random = seededRandom(42);
  const crews: LobbyCrew[] = [];
  const rows: StageRow[] = [];
  const floor = floors.includes("alongside") ? await AlongsideFloor.start() : null;
  // Memory per lobby is the growth since the stage before (or since the settled start).
  let previous = { rssBytes: await settledRss(mode, pids), lobbies: 0 };
  try {
    for (const players of stages) {
      metrics.resetErrors();
      const wanted = Math.ceil(players / lobbySize);
      const ramp: LobbyCrew[] = [];
      for (let id = crews.length; id < wanted; id += 1) {
        // Alternating the first process keeps hosts and guests spread across both in scaled mode.
        const order = id % 2 === 0 ? bases : [...bases].reverse();
        ramp.push(new LobbyCrew(id, order, lobbySize, pace, metrics, random, floor));
      }
      // A few lobbies at a time, as groups of friends arrive.
      for (let start = 0; start < ramp.length; start += 8) {
        await Promise.all(
          ramp.slice(start, start + 8).map(async (crew) => {
            await crew.seat();
            crews.push(crew);
            await crew.start();
          }),
        );
      }
      await sleep(warmupSeconds * 1000);
      metrics.resetSamples();
      const before = readTotalUsage(pids);
      const benchBefore = process.cpuUsage();
      const benchLoopLateness = watchLoopLateness();
      metrics.measuring = true;
      floor?.begin();
      const windowStart = Date.now();
      await sleep(windowSeconds * 1000);
      metrics.measuring = false;
      const floorAlongside = floor?.end(windowSeconds);
      const windowEnd = Date.now();
      const benchLoopDelayP99Ms = benchLoopLateness();
      const after = readTotalUsage(pids);
      const benchCpu = process.cpuUsage(benchBefore);
      const connected = crews.reduce(
        (sum, crew) => sum + crew.wizards.filter((wizard) => wizard.socket?.connected).length,
        0,
      );
      const row: StageRow = {
        mode,
        players: crews.length * lobbySize,
        lobbies: crews.length,
        connected,
        callsPerSecond: round1(metrics.calls / windowSeconds),
        movesPerSecond: round1(metrics.moveToEveryone.count / windowSeconds),
        moveToEveryone: spread(metrics.moveToEveryone),
        moveToPush: spread(metrics.moveToPush),
        pushToEveryone: spread(metrics.pushToEveryone),
        roundEndToEveryone: spread(metrics.roundEndToEveryone),
        callLatency: spread(metrics.callLatency),
        callServerTime: spread(metrics.callServerTime),
        callServerTimeByName: Object.fromEntries(
          [...metrics.callServerTimeByName].map(([name, samples]) => [name, spread(samples)]),
        ),
        callOutsideServer: spread(metrics.callOutsideServer),
        rounds: metrics.rounds,
        errors: Object.fromEntries(metrics.errors),
        rejected: Object.fromEntries(metrics.rejected),
        serverCpuPercent: round1(((after.cpuSeconds - before.cpuSeconds) / windowSeconds) * 100),
        serverRssMb: round1(after.rssBytes / 1024 / 1024),
        memoryPerLobbyKb: round1(
          (after.rssBytes - previous.rssBytes) / 1024 / (crews.length - previous.lobbies),
        ),
        benchCpuPercent: round1(((benchCpu.user + benchCpu.system) / 1e6 / windowSeconds) * 100),
        benchLoopDelayP99Ms,
        meanPushBytes: Math.round(metrics.pushBytes.mean() || 0),
        ...(probeFolder ? { probe: readProbe(probeFolder, windowStart, windowEnd) } : {}),
      };
      if (floorAlongside) {
        row.floorAlongside = floorAlongside;
        row.alongsideRatioP50 = round1(row.moveToEveryone.p50 / floorAlongside.latency.p50);
        row.alongsideRatioP99 = round1(row.moveToEveryone.p99 / floorAlongside.latency.p99);
      }
      previous = { rssBytes: after.rssBytes, lobbies: crews.length };
      rows.push(row);
      printRow(row);
      const broken = row.moveToEveryone.p99 >= TARGET_P99_MS || metrics.errorCount > 0;
      if (broken) {
        console.log(`  a target broke at ${row.players} players: the ramp stops here`);
        break;
      }
    }
  } finally {
    for (const crew of crews) crew.stop();
    floor?.close();
    await cleanup();
  }
  return rows;
}

function fmt(spreadOf: Spread): string {
  return `${round1(spreadOf.p50)} / ${round1(spreadOf.p95)} / ${round1(spreadOf.p99)} ms (${spreadOf.count})`;
}

function printRow(row: StageRow): void {
  console.log(
    [
      `[${row.mode}] ${row.players} players in ${row.lobbies} lobbies, ${row.connected} connected`,
      `  function calls ${row.callsPerSecond}/s, moves ${row.movesPerSecond}/s, rounds ${row.rounds}`,
      `  move → everyone p50/p95/p99 ${fmt(row.moveToEveryone)}`,
      `    to the server's stamp ${fmt(row.moveToPush)}; from it to everyone ${fmt(row.pushToEveryone)}`,
      `  round end → everyone p50/p95/p99 ${fmt(row.roundEndToEveryone)}`,
      `  function call p50/p95/p99 ${fmt(row.callLatency)}`,
      `    in the server ${fmt(row.callServerTime)}; outside it ${fmt(row.callOutsideServer)}`,
      ...Object.entries(row.callServerTimeByName).map(
        ([name, time]) => `      ${name} in the server ${fmt(time)}`,
      ),
      `  errors ${JSON.stringify(row.errors)}; turned down by the rules ${JSON.stringify(row.rejected)}`,
      `  server CPU ${row.serverCpuPercent}% of one core, RSS ${row.serverRssMb} MB, ${row.memoryPerLobbyKb} KB per lobby added; bench CPU ${row.benchCpuPercent}%, its event loop late by ${row.benchLoopDelayP99Ms} ms at p99; mean push ${row.meanPushBytes} B`,
      ...(row.floorAlongside
        ? [
            `  the floor alongside (the same players, a bare broadcast with every move of one lobby in ${ALONGSIDE_EVERY}) p50/p95/p99 ` +
              `${fmt(row.floorAlongside.latency)}, lost ${row.floorAlongside.lost}, bare server ` +
              `CPU ${round1(row.floorAlongside.cpuPercent)}%; ratio p50 ${row.alongsideRatioP50}, ` +
              `p99 ${row.alongsideRatioP99}`,
          ]
        : []),
      ...(row.probe ?? []).map(describeProbe),
    ].join("\n"),
  );
}

async function main(): Promise<void> {
  console.log(
    `Spellbrawl load benchmark: stages ${stages.join(", ")} players, lobbies of ${lobbySize}, ` +
      `warm-up ${warmupSeconds} s, window ${windowSeconds} s, modes ${modes.join(", ")}`,
  );
  // Measured before any server starts, on the quiet machine.
  const machine = measureMachineReference(quick ? 16 * 1024 * 1024 : undefined);
  console.log(describeMachineReference(machine));
  const rows: StageRow[] = [];
  for (const mode of modes) rows.push(...(await runMode(mode)));
  if (floors.includes("after")) await measureFloorsAfter(rows);
  const targets = reportTargets(rows);
  mkdirSync(path.dirname(options.out), { recursive: true });
  writeFileSync(
    options.out,
    JSON.stringify({ when: new Date().toISOString(), machine, rows, targets }, null, 2),
  );
  console.log(`\nWritten to ${options.out}`);
  if (probeFolder) rmSync(probeFolder, { recursive: true, force: true });
  process.exit(0);
}

/** Prints issue #9's targets against the one-process stage at 2,000 players, when the ramp got there. */
function reportTargets(rows: StageRow[]): TargetVerdict[] | null {
  const row = stageToJudge(rows);
  if (!row) {
    console.log("\nTargets: not judged (no one-process stage at 2,000 players in this run)");
    return null;
  }
  const verdicts = judgeTargets(row);
  console.log("\nTargets (issue #9, one process at 2,000 players):");
  for (const verdict of verdicts) {
    console.log(`  ${verdict.met ? "met    " : "NOT met"}  ${verdict.target}: ${verdict.measured}`);
  }
  return verdicts;
}

/** The floor after the run: the same clients, rooms, rate and size over a bare broadcast. */
async function measureFloorsAfter(rows: StageRow[]): Promise<void> {
  console.log(
    "\nThe floor after the run: a bare Socket.IO broadcast with as many clients, the same rooms, rate and size",
  );
  for (const row of rows) {
    if (row.moveToEveryone.count === 0) continue;
    row.floor = await measureFloor({
      players: row.players,
      roomSize: lobbySize,
      perSecond: Math.max(1, row.movesPerSecond),
      payloadBytes: row.meanPushBytes,
      // Long enough that its p99 rests on thousands of casts, not a couple of hundred: over short
      // windows the floor's p99 at the same load varied widely from run to run.
      seconds: Math.min(windowSeconds, 60),
    });
    row.ratioP50 = round1(row.moveToEveryone.p50 / row.floor.latency.p50);
    row.ratioP99 = round1(row.moveToEveryone.p99 / row.floor.latency.p99);
    console.log(
      `[${row.mode}] ${row.players} players: floor p50/p95/p99 ${fmt(row.floor.latency)}, ` +
        `lost ${row.floor.lost}, bare server CPU ${round1(row.floor.cpuPercent)}%, ` +
        `bench event loop late by ${row.floor.benchLoopDelayP99Ms} ms at p99; ` +
        `ratio p50 ${row.ratioP50}, p99 ${row.ratioP99}`,
    );
  }
}

void main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
