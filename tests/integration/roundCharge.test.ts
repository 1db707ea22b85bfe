import { rmSync } from "node:fs";
import { asc, eq } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { roundCharge } from "../../src/server/billing/ledger.js";
import { openDatabase, type Database } from "../../src/server/db/database.js";
import { creditLedger, user } from "../../src/server/db/schema.js";
import { DocumentStore } from "../../src/server/documents/documentStore.js";
import { lobbyDoc } from "../helpers/fixtures.js";
import { createScratchDatabase, postgresAvailable } from "../helpers/postgres.js";
import { freshDataFolder } from "../helpers/freshDataFolder.js";

const withPostgres = await postgresAvailable();
const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** A store on each backend, as the server builds it, with a host holding 10 credits. */
async function storeOn(backend: "embedded" | "postgres"): Promise<{
  database: Database;
  store: DocumentStore;
}> {
  let database: Database;
  if (backend === "embedded") {
    const dataDir = freshDataFolder("spellbrawl-charge-");
    database = await openDatabase({ dataDir, databaseUrl: undefined });
    cleanups.push(async () => rmSync(dataDir, { recursive: true, force: true }));
  } else {
    const scratch = await createScratchDatabase();
    cleanups.push(() => scratch.drop());
    database = await openDatabase({ dataDir: "", databaseUrl: scratch.url });
  }
  cleanups.push(() => database.close());
  await database.db
    .insert(user)
    .values({ id: "host", name: "Merlin", email: "host@example.com", credits: 10 });
  const store = new DocumentStore(
    database.db,
    () => null,
    database.commitBatch ? { embedded: { commitBatch: database.commitBatch } } : {},
  );
  return { database, store };
}

const balance = async (database: Database) =>
  (await database.db.select({ credits: user.credits }).from(user).where(eq(user.id, "host")))[0]
    ?.credits;
const ledger = (database: Database) =>
  database.db
    .select({
      reference: creditLedger.reference,
      delta: creditLedger.delta,
      balanceAfter: creditLedger.balanceAfter,
    })
    .from(creditLedger)
    .orderBy(asc(creditLedger.id));

/**
 * A round's charge is written with the round (roundRunner.ts): on the embedded database in the
 * round's batch, on PostgreSQL in its transaction. Either way the host pays once per round, the
 * ledger says what was paid and what was left, and a round that fails to store charges nothing.
 */
describe.each(["embedded", "postgres"] as const)("a round's charge on %s", (backend) => {
  it.skipIf(backend === "postgres" && !withPostgres)(
    "takes the cost once per round, with the change and the balance in the ledger",
    async () => {
      const { database, store } = await storeOn(backend);
      const endRound = (reference: string) =>
        store.transact(async (tx) => {
          await tx.put("lobby", "CHARGE", lobbyDoc("CHARGE", ["host"]));
          await tx.write(roundCharge("host", 1.5, reference));
        });
      await endRound("CHARGE:7:1");
      // The same round stored again (a retry, another process): not charged again.
      await endRound("CHARGE:7:1");
      await endRound("CHARGE:7:2");
      expect(await balance(database)).toBe(7);
      expect(await ledger(database)).toEqual([
        { reference: "CHARGE:7:1", delta: -1.5, balanceAfter: 8.5 },
        { reference: "CHARGE:7:2", delta: -1.5, balanceAfter: 7 },
      ]);
      await expect(
        store.transact(async (tx) => {
          await tx.write(roundCharge("host", 1.5, "CHARGE:7:3"));
          throw new Error("the round could not be stored");
        }),
      ).rejects.toThrow("the round could not be stored");
      expect(await balance(database)).toBe(7);
      expect(await ledger(database)).toHaveLength(2);
    },
  );
});
