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
 * merge with like rows of the other batches it commits together, the last row of each key winning
 * (they commit as one, so the rows in between are never seen): in PGlite a statement's own cost
 * rivals its rows', so one statement for the group is far cheaper than one per row.
 */
export interface MergeableRow {
  /** The statement around its rows: `insert into t (a, b) values` … `on conflict … do update …`. */
  head: string;
  tail: string;
  /** Rows of the same statement with the same key are the same row. */
  key: string;
  /**
   * The row's values. An object (a document) is written as its JSON, made on the database thread:
   * cloning the object into the message allocates nothing on the main thread, where
   * `JSON.stringify` and posting the fresh text were a large share of all it allocated.
   */
  values: unknown[];
  /**
   * Set when `values[index]` (an object) is kept by the database thread until its key's next
   * write, so that only changed fields cross (keptRows.ts); `previous` is the object it replaces,
   * null when unknown. With `partial`, the thread may write only the fields changed since the last
   * whole write, as `partial.head`, the rows' tuples, `partial.tail` (an update: it holds the row).
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
