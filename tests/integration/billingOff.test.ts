import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { creditLedger, user } from "../../src/server/db/schema.js";
import { seatTable, waitForGame } from "../helpers/gamePlay.js";
import { startTestServer, type TestServer } from "../helpers/testServer.js";

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ freeCredits: 0, billing: { provider: "off" } });
});
afterAll(async () => {
  await server.stop();
});

describe("BILLING_PROVIDER=off: a private server without payments", () => {
  it("lets an account with no credits host 15-player lobbies and play rounds for free", async () => {
    const table = await seatTable(server.url, [], { roundTime: 30, maxPlayers: 15 }, 1);
    const { host } = table;
    const view = await table.call("getSubscription", {}, host);
    expect(view.body.result).toMatchObject({ provider: "off", credits: null, maxPlayers: 15 });
    expect((await table.call("startGame", { lobbyCode: table.code }, host)).status).toBe(200);
    await waitForGame(server.url, table.code, host, (game) => game.roundState.inProgress, 8_000);
    await table.call("submitMove", { gameId: table.code, moveText: "a fireball" }, host);
    const played = await waitForGame(
      server.url,
      table.code,
      host,
      (game) => game.battleLog.length >= 1,
      15_000,
    );
    expect(played.gameOver).toBeNull();
    const [row] = await server.database.db
      .select({ credits: user.credits })
      .from(user)
      .where(eq(user.id, host.userId));
    expect(row?.credits).toBe(0);
    const entries = await server.database.db
      .select()
      .from(creditLedger)
      .where(eq(creditLedger.userId, host.userId));
    expect(entries).toEqual([]);
    // There is nothing to buy.
    const checkout = await table.call("createCheckoutSession", { plan: "mage" }, host);
    expect(checkout.status).toBe(400);
  });
});
