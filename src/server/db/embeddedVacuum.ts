import { sql } from "drizzle-orm";
import type { Db } from "./database.js";

const EVERY_MS = 5 * 60 * 1000;

/**
 * PGlite runs without PostgreSQL's autovacuum, so every rewrite of a game leaves its old version
 * behind on disk; a plain, quick VACUUM of the tables rewritten all the time lets later writes
 * reuse that space.
 */
export async function vacuumDocuments(db: Db): Promise<void> {
  await db.execute(sql`vacuum documents, battle_log, session, rate_limit`);
}

/** Vacuums every five minutes; returns the stop function. */
export function startEmbeddedVacuum(db: Db, everyMs = EVERY_MS): () => void {
  const timer = setInterval(() => {
    vacuumDocuments(db).catch((error: unknown) => console.warn("vacuum failed:", error));
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
