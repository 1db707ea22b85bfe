import { describe, expect, it } from "vitest";
import type { ResolveOutput } from "../types.js";
import { frostWolf, roundInput, wizard } from "../fixtures.test-helpers.js";
import { resolveRound } from "./resolveRound.js";

/** What the events charge a wizard, which must be what the round says they spent. */
function charged(outcome: ResolveOutput, id: string): number {
  return -outcome.events.reduce(
    (sum, event) => sum + (event.stat_changes[id]?.mana_change ?? 0),
    0,
  );
}

describe("the mana a round tells is the mana it takes", () => {
  const players = [wizard("a", "Aistė"), wizard("c", "Chloé"), wizard("o", "Oğuz")];

  it("charges a gift with no amount, given to two, in full", () => {
    const outcome = resolveRound(
      roundInput({ a: "Chloé ir Oğuz, duodu jums savo manos ✨" }, players),
    );
    expect(charged(outcome, "a")).toBe(outcome.manaSpent.a);
    expect(charged(outcome, "c")).toBeLessThan(0);
  });

  it("charges a creature's order once, however many it bites", () => {
    const outcome = resolveRound(
      roundInput({ a: "Fang, attack everyone!" }, players, {
        creatures: { creature_1_a: frostWolf("Aistė") },
      }),
    );
    expect(charged(outcome, "a")).toBe(outcome.manaSpent.a);
  });

  it("gives back the word of command for an order overruled in the same move", () => {
    const outcome = resolveRound(
      roundInput({ a: "Fang, attack Chloé. no wait, Fang, guard me" }, players, {
        creatures: { creature_1_a: frostWolf("Aistė") },
      }),
    );
    expect(charged(outcome, "a")).toBe(outcome.manaSpent.a);
  });
});
