import { describe, expect, it } from "vitest";
import { DEFAULT_SETTINGS } from "../../shared/settings.js";
import { roundInput, wizard } from "../fixtures.test-helpers.js";
import { resolveRound } from "./resolveRound.js";

describe("the wording of a round", () => {
  it("never moves where a blow lands: closing flourishes on or off, the outcome is the same", () => {
    const players = ["Ana", "Bo", "Cy", "Di", "Eve", "Fay"].map((name) =>
      wizard(name.toLowerCase(), name),
    );
    const moves = { ana: "fireball!", bo: "lightning", cy: "ice storm", di: "poison dart" };
    const changes = (seed: number, enhanceEvents: boolean) =>
      resolveRound(
        roundInput(moves, players, { seed, settings: { ...DEFAULT_SETTINGS, enhanceEvents } }),
      ).events.map((event) => event.stat_changes);
    for (let seed = 1; seed <= 40; seed += 1)
      expect(changes(seed, true), `seed ${seed}`).toEqual(changes(seed, false));
  });
});
