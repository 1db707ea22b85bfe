// Preloaded into each server process by `npm run bench -- --probe` (`node --import`), on every
// thread: once a second it appends what the garbage collector and the event loop did to a file of
// its own in PROBE_DIR, so the benchmark can tell a latency tail caused by a full collection from
// one caused by work. Plain JavaScript: Node loads it before tsx.
import { appendFileSync } from "node:fs";
import path from "node:path";
import { constants, monitorEventLoopDelay, PerformanceObserver } from "node:perf_hooks";
import { getHeapSpaceStatistics } from "node:v8";
import { threadId } from "node:worker_threads";

const folder = process.env.PROBE_DIR;
if (folder) {
  const file = path.join(folder, `probe-${process.pid}-${threadId}.jsonl`);
  const empty = () => ({ count: 0, ms: 0, longestMs: 0 });
  let full = empty();
  let young = empty();
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      const kind = entry.detail?.kind;
      const bucket =
        kind === constants.NODE_PERFORMANCE_GC_MAJOR
          ? full
          : kind === constants.NODE_PERFORMANCE_GC_MINOR
            ? young
            : null;
      if (!bucket) continue;
      bucket.count += 1;
      bucket.ms += entry.duration;
      bucket.longestMs = Math.max(bucket.longestMs, entry.duration);
    }
  }).observe({ entryTypes: ["gc"] });
  const loop = monitorEventLoopDelay({ resolution: 5 });
  loop.enable();
  setInterval(() => {
    const old = getHeapSpaceStatistics().find((space) => space.space_name === "old_space");
    const line = {
      at: Date.now(),
      thread: threadId,
      fullGc: full,
      youngGc: young,
      // The histogram holds whole timer intervals: an idle loop reads the resolution itself.
      loopLateMs: Math.max(0, loop.max / 1e6 - 5),
      oldSpaceMb: (old?.space_used_size ?? 0) / 1024 / 1024,
    };
    appendFileSync(file, `${JSON.stringify(line)}\n`);
    loop.reset();
    full = empty();
    young = empty();
  }, 1_000).unref();
}
