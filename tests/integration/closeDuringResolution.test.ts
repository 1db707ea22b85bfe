import { rmSync } from "node:fs";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "../../src/server/db/database.js";
import { battleLog } from "../../src/server/db/schema.js";
import { startTable } from "../helpers/gamePlay.js";
import { MockLlm } from "../helpers/mockLlm.js";
import { mockModelReferee } from "../helpers/modelSuite.js";
import { freshDataFolder } from "../helpers/freshDataFolder.js";
import { startTestServer } from "../helpers/testServer.js";

const llm = new MockLlm();
const dataDir = freshDataFolder("spellbrawl-close-");
beforeAll(() => llm.start());
afterAll(async () => {
  await llm.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

describe("a server told to stop while the model narrates a round", () => {
  it("lets the round finish and stores it before closing the database", async () => {
    const server = await startTestServer({
      dataDir,
      ai: mockModelReferee(llm, 30_000),
    });
    llm.holdFor = "a closing hex";
    const table = await startTable(server.url, ["Nimue"], { roundTime: 2 });
    await table.call(
      "submitMove",
      { gameId: table.code, moveText: "a closing hex at Nimue" },
      table.host,
    );
    await expect.poll(() => llm.held, { timeout: 10_000 }).toBe(1);

    // Told to stop while the model still holds the narration, which comes once the server is
    // waiting for the rounds under way: the database is still to be closed then.
    const rounds = server.services.rounds;
    const settle = rounds.settle.bind(rounds);
    rounds.settle = (withinMs) => {
      const settled = settle(withinMs);
      llm.release();
      return settled;
    };
    await server.close();

    // Read from the disk, with no server to take the round over: the narration was stored.
    const database = await openDatabase({ dataDir, databaseUrl: undefined });
    try {
      const rows = await database.db.select().from(battleLog).where(eq(battleLog.code, table.code));
      expect(rows).toHaveLength(1);
      expect(JSON.stringify(rows[0])).toContain("a closing hex at Nimue");
    } finally {
      await database.close();
    }
  }, 60_000);
});
