/**
 * `npm run admin -- grant-credits <email> <amount>`: operator commands against the configured
 * database (the same environment as the server). With the embedded PGlite, stop the server first:
 * only one process may open its data folder at a time.
 */
import { eq } from "drizzle-orm";
import { z } from "zod";
import { configFromEnvironment } from "../server/config/config.js";
import { DataFolderInUse } from "../server/db/dataFolderLock.js";
import { openDatabase } from "../server/db/database.js";
import { user } from "../server/db/schema.js";
import { changeCredits } from "../server/billing/ledger.js";

const USAGE = "usage: npm run admin -- grant-credits <email> <amount>";

const grantArgs = z.tuple([
  z.literal("grant-credits"),
  z.email(),
  z.coerce.number().refine((value) => Number.isFinite(value) && value !== 0, "a non-zero amount"),
]);

async function main(argv: string[]): Promise<number> {
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

process.exitCode = await main(process.argv.slice(2));
