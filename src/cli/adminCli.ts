/**
 * Operator commands against the configured database (the same environment as the server):
 *   npm run admin -- grant-credits <email> <amount>
 *   npm run admin -- backup <file>
 *   npm run admin -- restore <file>
 * Backup and restore work while the server runs: on PostgreSQL directly, and on the embedded
 * PGlite through the running server (only one process may open its data folder). Granting
 * credits on PGlite needs the server stopped.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { eq } from "drizzle-orm";
import { z } from "zod";
import { configFromEnvironment, type ServerConfig } from "../server/config/config.js";
import { loadEnvFile } from "../server/config/envFile.js";
import { callAdmin, NoAdminServer } from "../server/db/adminChannel.js";
import { BadBackup, backupDatabase, readBackup, restoreDatabase } from "../server/db/backup.js";
import { DataFolderInUse } from "../server/db/dataFolderLock.js";
import { openDatabase, type Database } from "../server/db/database.js";
import { user } from "../server/db/schema.js";
import { changeCredits } from "../server/billing/ledger.js";

const USAGE = [
  "usage: npm run admin -- grant-credits <email> <amount>",
  "       npm run admin -- backup <file>",
  "       npm run admin -- restore <file>",
].join("\n");

const fileArgs = z.tuple([z.enum(["backup", "restore"]), z.string().min(1)]);

const grantArgs = z.tuple([
  z.literal("grant-credits"),
  z.email(),
  z.coerce.number().refine((value) => Number.isFinite(value) && value !== 0, "a non-zero amount"),
]);

async function main(argv: string[]): Promise<number> {
  const fileCommand = fileArgs.safeParse(argv);
  if (fileCommand.success) {
    const config = configFromEnvironment(undefined);
    if (!config) return 1;
    const [command, file] = fileCommand.data;
    return command === "backup"
      ? backupTo(config, file)
      : restoreFrom(config, JSON.parse(readFileSync(file, "utf8")) as unknown);
  }
  const parsed = grantArgs.safeParse(argv);
  if (!parsed.success) {
    console.error(USAGE);
    return 2;
  }
  const [, email, amount] = parsed.data;
  const config = configFromEnvironment(undefined);
  if (!config) return 1;
  let database;
  try {
    database = await openDatabase({ dataDir: config.dataDir, databaseUrl: config.databaseUrl });
  } catch (error) {
    // The embedded database belongs to the running server: say so rather than corrupt it.
    if (error instanceof DataFolderInUse) {
      console.error(error.message);
      return 1;
    }
    throw error;
  }
  try {
    const [found] = await database.db
      .select({ id: user.id })
      .from(user)
      .where(eq(user.email, email.toLowerCase()));
    if (!found) {
      console.error(`No account with the e-mail ${email}`);
      return 1;
    }
    const balance = await database.db.transaction((tx) =>
      changeCredits(
        tx,
        found.id,
        "admin_grant",
        `admin:${Date.now()}`,
        (credits) => credits + amount,
      ),
    );
    console.log(`${email} now has ${balance} credits`);
    return 0;
  } finally {
    await database.close();
  }
}

/** Runs `work` on the database: through the running server when it owns the embedded one. */
async function onDatabase<T>(
  config: ServerConfig,
  viaServer: (call: (route: string, body: unknown) => Promise<unknown>) => Promise<T>,
  direct: (database: Database) => Promise<T>,
): Promise<T> {
  if (!config.databaseUrl) {
    try {
      return await viaServer((route, body) => adminCall(config.dataDir, route, body));
    } catch (error) {
      if (!(error instanceof NoAdminServer)) throw error;
    }
  }
  const database = await openDatabase({ dataDir: config.dataDir, databaseUrl: config.databaseUrl });
  try {
    return await direct(database);
  } finally {
    await database.close();
  }
}

async function adminCall(dataDir: string, route: string, body: unknown): Promise<unknown> {
  const answer = await callAdmin(dataDir, route, body);
  if (answer.status !== 200) {
    const message = (answer.body as { error?: { message?: string } } | null)?.error?.message;
    throw new BadBackup(message ?? `HTTP ${answer.status}`);
  }
  return answer.body;
}

async function backupTo(config: ServerConfig, file: string): Promise<number> {
  const backup = await onDatabase(
    config,
    async (call) => readBackup(await call("backup", {})),
    (database) => backupDatabase(database.db),
  );
  writeFileSync(file, JSON.stringify(backup));
  const rows = Object.values(backup.tables).reduce((sum, table) => sum + table.length, 0);
  console.log(`Backed up ${rows} rows to ${file}`);
  return 0;
}

async function restoreFrom(config: ServerConfig, data: unknown): Promise<number> {
  try {
    const backup = readBackup(data);
    const counts = await onDatabase(
      config,
      async (call) =>
        ((await call("restore", backup)) as { restored: Record<string, number> }).restored,
      (database) => restoreDatabase(database.db, backup),
    );
    const rows = Object.values(counts).reduce((sum, count) => sum + count, 0);
    console.log(`Restored ${rows} rows from the backup of ${backup.createdAt}`);
    return 0;
  } catch (error) {
    if (error instanceof BadBackup) {
      console.error(error.message);
      return 1;
    }
    throw error;
  }
}

// The same settings as the server it works beside, .env included.
loadEnvFile();
try {
  process.exitCode = await main(process.argv.slice(2));
} catch (error) {
  // The embedded database belongs to a running server that did not answer: say so plainly.
  if (!(error instanceof DataFolderInUse)) throw error;
  console.error(error.message);
  process.exitCode = 1;
}
