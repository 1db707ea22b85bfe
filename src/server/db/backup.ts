import { getTableName, sql } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "./database.js";
import { MOVE_LOGS_OUT } from "../documents/battleLogRows.js";
import {
  account,
  battleLog,
  billingEvent,
  checkoutSession,
  creditLedger,
  documents,
  rateLimit,
  session,
  subscription,
  user,
  verification,
} from "./schema.js";

/** Every table of ours, parents before the tables that reference them. */
const TABLES = [
  user,
  session,
  account,
  verification,
  rateLimit,
  documents,
  battleLog,
  subscription,
  checkoutSession,
  creditLedger,
  billingEvent,
].map((table) => getTableName(table));

const BACKUP_FORMAT = "spellbrawl-backup";

/** A logical backup: every row of every table, as the database itself writes them in JSON. */
export const backupSchema = z.object({
  format: z.literal(BACKUP_FORMAT),
  version: z.literal(1),
  createdAt: z.string(),
  tables: z.record(z.string(), z.array(z.record(z.string(), z.unknown()))),
});
export type Backup = z.infer<typeof backupSchema>;

/**
 * Reads everything in one transaction, so the backup is one consistent moment even while games
 * run: the same on PGlite and PostgreSQL.
 */
export async function backupDatabase(db: Db): Promise<Backup> {
  const tables: Backup["tables"] = {};
  await db.transaction(async (tx) => {
    await tx.execute(sql`set transaction isolation level repeatable read`);
    for (const name of TABLES) {
      const result = await tx.execute<{ rows: Record<string, unknown>[] }>(
        sql`select coalesce(json_agg(t), '[]'::json) as rows from ${sql.identifier(name)} t`,
      );
      tables[name] = result.rows[0]?.rows ?? [];
    }
  });
  return { format: BACKUP_FORMAT, version: 1, createdAt: new Date().toISOString(), tables };
}

export class BadBackup extends Error {}

/** Checks a file's contents before anything is touched. */
export function readBackup(data: unknown): Backup {
  const parsed = backupSchema.safeParse(data);
  if (!parsed.success) throw new BadBackup("This is not a Spellbrawl backup file.");
  const known = new Set<string>(TABLES);
  const unknown = Object.keys(parsed.data.tables).filter((name) => !known.has(name));
  if (unknown.length > 0)
    throw new BadBackup(
      `The backup holds tables this version does not know: ${unknown.join(", ")}`,
    );
  return parsed.data;
}

/**
 * Replaces every row of every table with the backup's, in one transaction: it all happens or
 * nothing does. Returns the number of rows restored per table.
 */
export async function restoreDatabase(
  db: Db,
  backup: Backup,
  /** Runs inside the restore's transaction, once every table is replaced (caches forget). */
  replaced: () => void = () => {},
): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  await db.transaction(async (tx) => {
    for (const name of [...TABLES].reverse())
      await tx.execute(sql`delete from ${sql.identifier(name)}`);
    for (const name of TABLES) {
      const rows = backup.tables[name] ?? [];
      counts[name] = rows.length;
      if (rows.length === 0) continue;
      await tx.execute(
        sql`insert into ${sql.identifier(name)} select * from json_populate_recordset(null::${sql.identifier(name)}, ${JSON.stringify(rows)}::json)`,
      );
    }
    // A backup from before battle logs had their table keeps them inside the games.
    for (const statement of MOVE_LOGS_OUT) await tx.execute(statement);
    replaced();
  });
  return counts;
}
