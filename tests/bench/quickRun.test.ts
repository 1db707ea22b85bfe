import { execFile } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "../..");

/**
 * Keeps the load benchmark working (full runs are by hand; CI runs this quick one): a tiny run must play real
 * games, see every move and result, and measure the floor. No figure is judged here.
 */
describe("npm run bench -- --quick", () => {
  it("plays rounds with simulated players, measures them against the bare floor and probes the server", async () => {
    const folder = mkdtempSync(path.join(tmpdir(), "spellbrawl-bench-"));
    const out = path.join(folder, "bench.json");
    try {
      await promisify(execFile)(
        process.execPath,
        ["--import", "tsx", "scripts/bench/bench.ts", "--quick", "--probe", "--out", out],
        { cwd: root, timeout: 120_000 },
      );
      const { machine, rows, targets } = JSON.parse(readFileSync(out, "utf8")) as {
        machine: { memoryLatencyNs: number; pageFaultUs: number; computeMs: number };
        targets: unknown;
        rows: {
          players: number;
          connected: number;
          errors: Record<string, number>;
          moveToEveryone: { count: number; p99: number };
          callLatency: { count: number; p50: number };
          callServerTime: { count: number; p50: number };
          roundEndToEveryone: { count: number };
          floor?: { latency: { count: number }; benchLoopDelayP99Ms: number };
          floorAlongside?: { latency: { count: number; p50: number }; lost: number };
          alongsideRatioP99?: number;
          probe?: { thread: string; oldSpacePeakMb: number }[];
        }[];
      };
      // The machine's own speed is recorded with every run, to compare runs across days.
      expect(machine.memoryLatencyNs).toBeGreaterThan(0);
      expect(machine.pageFaultUs).toBeGreaterThan(0);
      expect(machine.computeMs).toBeGreaterThan(0);
      // Issue #9's targets speak of 2,000 players: a 16-player run is not judged against them.
      expect(targets).toBeNull();
      const [row] = rows;
      expect(row?.players).toBe(16);
      expect(row?.connected).toBe(16);
      expect(row?.errors).toEqual({});
      expect(row?.moveToEveryone.count).toBeGreaterThan(10);
      expect(row?.roundEndToEveryone.count).toBeGreaterThan(0);
      // Every call's own server time came back (Server-Timing), and is part of what was waited.
      expect(row?.callServerTime.count).toBe(row?.callLatency.count);
      expect(row?.callServerTime.p50).toBeGreaterThan(0);
      expect(row?.callServerTime.p50).toBeLessThan(row?.callLatency.p50 ?? 0);
      expect(row?.floor?.latency.count).toBeGreaterThan(10);
      // The generator's own lateness is reported for the floor too, to compare the two runs.
      expect(row?.floor?.benchLoopDelayP99Ms).toBeGreaterThanOrEqual(0);
      // The floor alongside: a bare broadcast with every move, by the same players, all seen.
      // How many of its moves fall in the window depends on the machine's load; none would be a bug.
      expect(row?.floorAlongside?.latency.count).toBeGreaterThan(0);
      expect(row?.floorAlongside?.latency.p50).toBeGreaterThan(0);
      expect(row?.floorAlongside?.lost).toBe(0);
      expect(row?.alongsideRatioP99).toBeGreaterThan(0);
      // The probe reported from the server's main thread and its database thread.
      const threads = row?.probe?.map((probe) => probe.thread) ?? [];
      expect(threads).toContain("main");
      expect(threads.some((thread) => thread.startsWith("worker"))).toBe(true);
      expect(row?.probe?.every((probe) => probe.oldSpacePeakMb > 0)).toBe(true);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  }, 150_000);
});
