import { describe, expect, it } from "vitest";
import { startTable, waitForGame } from "../helpers/gamePlay.js";
import { modelSuite } from "../helpers/modelSuite.js";

// A patient referee: a round's narration may take the model up to a minute.
const suite = modelSuite(60_000);
const { llm } = suite;

/** A started game of two whose round ends on its timer: only the host moves. */
async function roundEndingOnTime(moveText: string) {
  const table = await startTable(suite.server.url, ["Nimue"], { roundTime: 2 });
  await table.call("submitMove", { gameId: table.code, moveText }, table.host);
  return table;
}

describe("a model that takes long over one game's round", () => {
  it("holds up no other game: its rounds open, end on time and are narrated", async () => {
    llm.holdFor = "a very slow hex";
    const slow = await roundEndingOnTime("a very slow hex at Nimue");
    await expect.poll(() => llm.held, { timeout: 10_000 }).toBe(1);

    const other = await roundEndingOnTime("a quick spark at Nimue");
    const narrated = await waitForGame(
      suite.server.url,
      other.code,
      other.host,
      (g) => g.battleLog.length === 1,
      15_000,
    );
    expect(narrated.battleLog[0]!.events[0]?.description).toContain("a quick spark at Nimue");

    // The slow game is still waiting for its narration, and gets it once the model answers.
    const waiting = await waitForGame(suite.server.url, slow.code, slow.host, () => true);
    expect(waiting.battleLog).toHaveLength(0);
    llm.release();
    const done = await waitForGame(
      suite.server.url,
      slow.code,
      slow.host,
      (g) => g.battleLog.length === 1,
    );
    expect(done.battleLog[0]!.events[0]?.description).toContain("a very slow hex at Nimue");
  }, 60_000);
});
