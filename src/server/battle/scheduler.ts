import { and, eq, lte } from "drizzle-orm";
import { documents } from "../db/schema.js";
import type { Services } from "../functions/registry.js";
import type { RoundRunner } from "./roundRunner.js";

const TICK_MS = 250;

/**
 * Finds games with work due (a round to open or close, bots to move, a resolution to take over, the
 * absence rule) through the `due_at` every write stores beside a game (`nextWakeUp`), so timers
 * survive restarts, are the same for every process, and a tick costs one indexed query however
 * many games are running.
 */
export function startScheduler(services: Services, runner: RoundRunner): () => void {
  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      const due = await services.database.db
        .select({ code: documents.code })
        .from(documents)
        .where(and(eq(documents.kind, "game"), lte(documents.dueAt, services.now())));
      await Promise.all(due.map(({ code }) => runner.advance(code)));
    } catch (error) {
      console.error("scheduler tick failed", error);
    } finally {
      running = false;
    }
  };
  const timer = setInterval(() => void tick(), TICK_MS);
  return () => clearInterval(timer);
}
