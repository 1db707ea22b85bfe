import { sql } from "drizzle-orm";
import type { Services } from "../functions/registry.js";
import type { RoundRunner } from "./roundRunner.js";

const TICK_MS = 250;
const ABSENCE_EVERY_TICKS = 20;

/**
 * Finds games with work due (a round to open or close, bots to move, a resolution to take over)
 * in the database, so timers survive restarts and are the same for every process.
 */
export function startScheduler(services: Services, runner: RoundRunner): () => void {
  let ticks = 0;
  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      const now = services.now();
      const due = await services.database.db.execute<{ code: string }>(sql`
        select code from documents
        where kind = 'game' and doc->'gameOver' = 'null'::jsonb and (
          ((doc->'roundState'->>'nextRoundAt')::float8 > 0 and (doc->'roundState'->>'nextRoundAt')::float8 <= ${now})
          or ((doc->'roundState'->>'inProgress')::boolean and (doc->'roundState'->>'endTime')::float8 <= ${now})
          or ((doc->'internal'->>'botMovesAt')::float8 > 0 and (doc->'internal'->>'botMovesAt')::float8 <= ${now})
          or doc->'internal'->'resolving' <> 'null'::jsonb
        )`);
      await Promise.all(due.rows.map((row) => runner.advance(row.code)));
      ticks += 1;
      if (ticks % ABSENCE_EVERY_TICKS === 0) {
        const active = await services.database.db.execute<{ code: string }>(
          sql`select code from documents where kind = 'game' and doc->'gameOver' = 'null'::jsonb`,
        );
        await Promise.all(active.rows.map((row) => runner.checkAbsence(row.code)));
      }
    } catch (error) {
      console.error("scheduler tick failed", error);
    } finally {
      running = false;
    }
  };
  const timer = setInterval(() => void tick(), TICK_MS);
  return () => clearInterval(timer);
}
