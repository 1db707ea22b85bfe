import { mkdtempSync, readdirSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { round1 } from "./samples.js";

/** One second of one server thread, as scripts/bench/serverProbe.mjs writes it. */
interface ProbeLine {
  at: number;
  thread: number;
  fullGc: { count: number; ms: number; longestMs: number };
  youngGc: { count: number; ms: number; longestMs: number };
  loopLateMs: number;
  oldSpaceMb: number;
}

/** What one server thread's garbage collector and event loop did during a stage's window. */
export interface ThreadProbe {
  /** "main" or "worker N", with the process when there are several. */
  thread: string;
  fullGcs: number;
  longestFullGcMs: number;
  youngGcs: number;
  youngGcMs: number;
  longestYoungGcMs: number;
  /** The worst second: how late the event loop ran at most. */
  loopLateMaxMs: number;
  /** Seconds in which the event loop ran more than 50 ms late, and how many held a full GC. */
  lateSeconds: number;
  lateSecondsWithFullGc: number;
  oldSpacePeakMb: number;
}

const LATE_MS = 50;

/**
 * Preloads the probe into every server process this benchmark starts from now on (through the
 * environment `startServerProcess` passes on), and returns the folder it writes to.
 */
export function enableProbe(): string {
  const folder = mkdtempSync(path.join(tmpdir(), "spellbrawl-probe-"));
  const probe = path.resolve(import.meta.dirname, "serverProbe.mjs");
  process.env.PROBE_DIR = folder;
  process.env.SERVER_NODE_ARGS = `${process.env.SERVER_NODE_ARGS ?? ""} --import ${probe}`.trim();
  return folder;
}

/** Sums the probe's seconds that fall inside [from, to] (epoch ms), per process and thread. */
export function readProbe(folder: string, from: number, to: number): ThreadProbe[] {
  const files = readdirSync(folder).filter((name) => name.endsWith(".jsonl"));
  const pids = new Set(files.map((name) => name.split("-")[1]));
  return files.sort().flatMap((name) => {
    const lines = readFileSync(path.join(folder, name), "utf8")
      .split("\n")
      .filter(Boolean)
      .map((text) => JSON.parse(text) as ProbeLine)
      .filter((line) => line.at >= from && line.at <= to + 1_000);
    const first = lines[0];
    if (!first) return [];
    const late = lines.filter((line) => line.loopLateMs > LATE_MS);
    const own = first.thread === 0 ? "main" : `worker ${first.thread}`;
    return [
      {
        thread: pids.size > 1 ? `${own} of ${name.split("-")[1]}` : own,
        fullGcs: sum(lines, (line) => line.fullGc.count),
        longestFullGcMs: round1(max(lines, (line) => line.fullGc.longestMs)),
        youngGcs: sum(lines, (line) => line.youngGc.count),
        youngGcMs: round1(sum(lines, (line) => line.youngGc.ms)),
        longestYoungGcMs: round1(max(lines, (line) => line.youngGc.longestMs)),
        loopLateMaxMs: round1(max(lines, (line) => line.loopLateMs)),
        lateSeconds: late.length,
        lateSecondsWithFullGc: late.filter((line) => line.fullGc.count > 0).length,
        oldSpacePeakMb: Math.round(max(lines, (line) => line.oldSpaceMb)),
      },
    ];
  });
}

function sum(lines: ProbeLine[], of: (line: ProbeLine) => number): number {
  return lines.reduce((total, line) => total + of(line), 0);
}

function max(lines: ProbeLine[], of: (line: ProbeLine) => number): number {
  return lines.reduce((most, line) => Math.max(most, of(line)), 0);
}

export function describeProbe(probe: ThreadProbe): string {
  return (
    `  ${probe.thread}: full GCs ${probe.fullGcs} (longest ${probe.longestFullGcMs} ms), ` +
    `young GCs ${probe.youngGcs} (${probe.youngGcMs} ms in all, longest ${probe.longestYoungGcMs} ms), ` +
    `event loop late by ${probe.loopLateMaxMs} ms at most, ${probe.lateSeconds} seconds over ` +
    `${LATE_MS} ms (${probe.lateSecondsWithFullGc} of them with a full GC), ` +
    `old space peak ${probe.oldSpacePeakMb} MB`
  );
}
