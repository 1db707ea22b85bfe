import { describe, expect, it } from "vitest";
import { play } from "./playTable.test-helpers.js";

// Blind readers of sets x, y and z: guarding creatures soaked blows without losing any health.
// A creature on guard takes the blows meant for its ward into its own health.
const TABLE = "Jake:en,Lucía:es,Théo:fr";
const CHURRO = { Churro: "Lucía|a dragon" };

describe("a creature on guard", () => {
  it("takes a fireball's first 12 into its own health, and Lucía the rest", () => {
    const round = play(TABLE, { Lucía: "Churro protégeme", Jake: "fireball at lucia" }, CHURRO);
    expect(round.health("Churro")).toBe(-12);
    expect(round.health("lucía")).toBeLessThan(0);
    const lines = round.events.map((event) => event.description);
    const blow = lines.findIndex((line) => /Jake[^.]*Lucía|Lucía[^.]*Jake/u.test(line));
    const took = lines.findLastIndex((line) => /^Churro .*12/u.test(line));
    expect(blow).toBeGreaterThanOrEqual(0);
    expect(took).toBe(blow + 1);
    expect(round.events[took]!.translated_descriptions.es).toMatch(/Churro.*12/u);
  });

  it("takes a pebble whole: Lucía is untouched and no shield is said to have taken it", () => {
    const round = play(
      TABLE,
      { Lucía: "Churro protégeme", Jake: "I throw a pebble at lucia" },
      CHURRO,
    );
    expect(round.health("lucía")).toBe(0);
    expect(round.health("Churro")).toBeLessThan(0);
    expect(round.told).not.toMatch(/shield takes all|breaks harmlessly|ward swallows/u);
    expect(round.told).toMatch(/guard/u);
  });

  it("guards against another creature's bite too", () => {
    const round = play(
      TABLE,
      { Lucía: "Churro protégeme", Jake: "Rex bite lucia" },
      { ...CHURRO, Rex: "Jake|a wolf" },
    );
    expect(round.health("Churro")).toBeLessThan(0);
  });

  it("summoned to guard, takes the blow in the round it arrives", () => {
    const round = play(TABLE, {
      Lucía: "invoco un golem para protegerme",
      Jake: "fireball at lucia",
    });
    const golem = round.events
      .flatMap((event) => Object.entries(event.stat_changes))
      .filter(([id, change]) => id.startsWith("creature_") && change.health_change < 0);
    expect(golem).toHaveLength(1);
    expect(golem[0]![1].health_change).toBeLessThan(0);
  });
});
