import { rmSync } from "node:fs";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { openDatabase } from "../../src/server/db/database.js";
import { creditLedger, user } from "../../src/server/db/schema.js";
import { admin } from "../helpers/adminCli.js";
import { signUp, uniqueEmail } from "../helpers/api.js";
import { startTestServer } from "../helpers/testServer.js";

describe("npm run admin -- grant-credits", () => {
  it("adds credits to an account by e-mail and logs them in the ledger", async () => {
    const server = await startTestServer({ freeCredits: 0 });
    const email = uniqueEmail("operator");
    const player = await signUp(server.url, email);
    // PGlite is single-process: the operator stops the server first.
    await server.halt();
    try {
      const granted = await admin(["grant-credits", email, "250"], server.dataDir);
      expect(granted.out).toContain(`${email} now has 250 credits`);
      expect(granted.code).toBe(0);
      const unknown = await admin(["grant-credits", "nobody@example.com", "5"], server.dataDir);
      expect(unknown.code).toBe(1);
      const usage = await admin(["grant-credits", "not-an-email", "5"], server.dataDir);
      expect(usage.code).toBe(2);

      const database = await openDatabase({ dataDir: server.dataDir, databaseUrl: undefined });
      const [row] = await database.db.select().from(user).where(eq(user.id, player.userId));
      const entries = await database.db
        .select({ kind: creditLedger.kind, delta: creditLedger.delta })
        .from(creditLedger)
        .where(eq(creditLedger.userId, player.userId));
      await database.close();
      expect(row?.credits).toBe(250);
      expect(entries).toEqual([{ kind: "admin_grant", delta: 250 }]);
    } finally {
      rmSync(server.dataDir, { recursive: true, force: true });
    }
  }, 60_000);
});
