import { describe, expect, it } from "vitest";
import { seatTable, waitForGame } from "../helpers/gamePlay.js";
import { startTestServer } from "../helpers/testServer.js";

describe("timers across a restart", () => {
  it("ends a round at its endTime even when the server restarted in between", async () => {
    const first = await startTestServer();
    const table = await seatTable(first.url, ["Nimue"], { roundTime: 4 });
    await table.call("startGame", { lobbyCode: table.code }, table.host);
    const open = await waitForGame(
      first.url,
      table.code,
      table.host,
      (g) => g.roundState.inProgress,
      6_000,
    );
    await table.call(
      "submitMove",
      { gameId: table.code, moveText: "A fireball at Nimue" },
      table.host,
    );
    await first.halt();

    const second = await startTestServer({ dataDir: first.dataDir });
    try {
      const game = await waitForGame(
        second.url,
        table.code,
        table.host,
        (g) => g.battleLog.length === 1,
        10_000,
      );
      expect(game.battleLog[0]?.timestamp).toBeGreaterThanOrEqual(open.roundState.endTime);
      expect(game.battleLog[0]?.events.some((event) => /a fireball/i.test(event.description))).toBe(
        true,
      );
    } finally {
      await second.stop();
    }
  });
});
