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
export function startScheduler(services: Services, runner: RoundRunner): () => Promise<void> {
  let running: Promise<void> | null = null;
  const tick = async () => {
    try {
      const due = await services.database.db
        .select({ code: documents.code })
        .from(documents)
        .where(and(eq(documents.kind, "game"), lte(documents.dueAt, services.now())));
      // One game's transaction at a time: the embedded store runs changes one after another, so
      // starting every due game at once would queue all their transactions ahead of the moves
      // players send meanwhile (a tick finds only a few due). A claimed round's
      // resolution is not awaited: a model may take seconds over it, and the next tick (every
      // other game's timers) must not wait for it. `begin` keeps a game to one advance at a time.
      const failed = (code: string) => (error: unknown) => {
        console.error(`scheduler: advancing ${code} failed`, error);
      };
      for (const { code } of due) {
        const started = await runner.begin(code).catch(failed(code));
        void started?.resolution.catch(failed(code));
      }
    } catch (error) {
      console.error("scheduler tick failed", error);
    }
  };
  const timer = setInterval(() => {
    running ??= tick().finally(() => (running = null));
  }, TICK_MS);
  // Stopped, no tick starts; the one under way (a claim's transaction) is waited for.
  return async () => {
    clearInterval(timer);
    await running;
  };
}
