import { mkdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";
import { lockDataFolder } from "./dataFolderLock.js";
import { PgliteThread } from "./pgliteThread.js";
import * as schema from "./schema.js";

const migrationsFolder = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  "../../../drizzle",
);

/**
 * Both drivers expose the same Drizzle query builder; we type the handle as the PGlite flavour
 * because the two differ only in their result metadata, which we never read.
 */
export type Db = ReturnType<typeof drizzlePglite<typeof schema>>;

/** One statement of a batch: SQL text with $1… placeholders and its values. */
export interface BatchQuery {
  sql: string;
  params: unknown[];
}

/**
 * A row written by an `insert … values (…) on conflict … do update` that the database thread may
 * merge with like rows of the other batches it commits together: one statement for all of them,
 * the last row of each key winning (they commit as one, so the rows in between are never seen).
 * In PGlite a statement costs about as much as the rows it writes, so a group of eight games
 * written this way costs about a third of eight statements.
 */
export interface MergeableRow {
  /** The statement around its rows: `insert into t (a, b) values` … `on conflict … do update …`. */
  head: string;
  tail: string;
  /** Rows of the same statement with the same key are the same row. */
  key: string;
  /**
   * The row's values. An object (a document) is written as its JSON, made on the database thread:
   * on the main thread, `JSON.stringify` and posting the fresh text were about a sixth of all it
   * allocated at 2,000 players, where cloning the object into the message allocates nothing there.
   */
  values: unknown[];
  /**
   * Set when one of `values` (at `index`, an object) is kept by the database thread for its key
   * until the next write of that key: `previous` is the object this one replaces (null when
   * unknown). When the thread still holds that very object, only the fields that are not the
   * same objects in both cross to it (see keptRows.ts). With `partial`, the thread may write only
   * the fields changed since the value was last written whole, as the statement `partial.head`,
   * the rows' tuples (the same values, the fields' JSON at `index`), `partial.tail`: a row it
   * holds exists as it was written, so the statement needs no insert.
   */
  kept?: { index: number; previous: object | null; partial?: { head: string; tail: string } };
}

/** One write of a batch: a statement, or a row the database thread may merge. */
export type BatchWrite = BatchQuery | { row: MergeableRow };

export interface Database {
  db: Db;
  kind: "pglite" | "postgres";
  /**
   * Embedded only: runs statements as one transaction on the database thread, after everything
   * sent before. Once a batch fails, the thread refuses all later work (the process must restart).
   */
  commitBatch?: (writes: BatchWrite[]) => Promise<void>;
  close(): Promise<void>;
}

/** Opens the embedded PGlite under `dataDir`, or PostgreSQL when a URL is given, and migrates it. */
export async function openDatabase(options: {
  dataDir: string;
  databaseUrl: string | undefined;
}): Promise<Database> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    // An idle connection dropped by the server (restart, failover) must not crash the process:
    // the pool discards it and opens a new one on the next query.
    pool.on("error", (error) => console.warn(`PostgreSQL connection lost: ${error.message}`));
    const db = drizzlePg(pool, { schema });
    await migratePg(db, { migrationsFolder });
    return { db: db as unknown as Db, kind: "postgres", close: () => pool.end() };
  }
  const folder = path.join(options.dataDir, "pglite");
  mkdirSync(folder, { recursive: true });
  const release = lockDataFolder(options.dataDir);
  try {
    const client = await PgliteThread.open(folder);
    const db = drizzlePglite(client.asClient(), { schema });
    await migratePglite(db, { migrationsFolder });
    return {
      db,
      kind: "pglite",
      commitBatch: (writes) => client.batch(writes),
      // PGlite checkpoints and flushes on close; the folder is free for the next server after.
      close: async () => {
        await client.close();
        release();
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}
