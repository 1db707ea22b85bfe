import { monitorEventLoopDelay } from "node:perf_hooks";
import { round1 } from "./samples.js";

/** The histogram holds whole timer intervals: an idle loop reads the resolution itself. */
const RESOLUTION_MS = 5;

/**
 * Starts watching how late the load generator's own event loop runs; the function returned stops
 * and gives the p99 in ms. The generator's waits are part of every latency it measures, so the
 * real run and the bare floor each report theirs.
 */
export function watchLoopLateness(): () => number {
  const histogram = monitorEventLoopDelay({ resolution: RESOLUTION_MS });
  histogram.enable();
  return () => {
    histogram.disable();
    const lateMs = histogram.percentile(99) / 1e6 - RESOLUTION_MS;
    return Math.max(0, round1(lateMs));
  };
}
