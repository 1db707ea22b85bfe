import { describe, expect, it } from "vitest";
import { judgeScenario, passRates, readFireballs, readScenarios } from "./scenarios.js";

/**
 * The scenario suites of tests/scenarios, as regression floors: each group's share of scenarios
 * the referee rules as agreed may not fall below what docs/simulator.md reports. The figures and
 * the targets they are measured against are there.
 */
const FLOORS: Record<string, number> = {
  creatureOrder: 0.9,
  helpOthers: 0.75,
  jokes: 0.85,
  peaceful: 0.9,
  famous: 0.9,
  banishTame: 0.7,
  cheats: 1,
};

describe("the scenario suites", () => {
  const verdicts = readScenarios().map(judgeScenario);
  const rates = passRates(verdicts);

  it.each(Object.entries(FLOORS))(
    "rules %s as agreed at least as often as before",
    (group, floor) => {
      const rate = rates.get(group);
      expect(rate, group).toBeDefined();
      const failures = verdicts
        .filter((verdict) => verdict.scenario.group === group && !verdict.passed)
        .map((verdict) => `${verdict.scenario.move}: ${verdict.failed.join(", ")}`);
      expect(rate!.passed / rate!.total, failures.join("\n")).toBeGreaterThanOrEqual(floor);
    },
  );

  it("hurts the named player with a fireball in most phrasings of every language", () => {
    const fireballs = passRates(readFireballs().map(judgeScenario));
    expect(fireballs.size).toBe(40);
    const weak = [...fireballs]
      .filter(([, rate]) => rate.passed / rate.total < FIREBALL_FLOOR)
      .map(([language, rate]) => `${language} ${rate.passed}/${rate.total}`);
    expect(weak).toEqual([]);
    const all = [...fireballs.values()].reduce(
      (sum, rate) => ({ passed: sum.passed + rate.passed, total: sum.total + rate.total }),
      { passed: 0, total: 0 },
    );
    expect(all.passed / all.total).toBeGreaterThanOrEqual(0.85);
  });
});

/** The party suites' floors: docs/simulator.md has the figures. */
describe("the party suites", () => {
  it.each([
    ["party.json", 0.9],
    ["party2.json", 0.88],
  ] as const)("rules %s as agreed at least as often as before", (file, floor) => {
    const verdicts = readScenarios(file).map(judgeScenario);
    const failures = verdicts
      .filter((verdict) => !verdict.passed)
      .map(
        (verdict) =>
          `${verdict.scenario.group} ${verdict.scenario.move}: ${verdict.failed.join(", ")}`,
      );
    const passed = verdicts.length - failures.length;
    expect(passed / verdicts.length, failures.join("\n")).toBeGreaterThanOrEqual(floor);
  });
});

/** Per language: the share of its six phrasings that must hurt the named player. */
const FIREBALL_FLOOR = 0.5;
