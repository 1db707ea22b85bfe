import { describe, expect, it } from "vitest";
import type { RoundOutcome } from "../../../shared/outcome.js";
import { frostWolf, roundInput, wizard } from "../../fixtures.test-helpers.js";
import { resolveRound } from "../resolveRound.js";
import { ACTS, says } from "./actTerms.js";
import { ACT_LANGUAGES } from "./index.js";

/** Every language's sample of each act, played in a round beside Mira and a wolf called Fang. */
const languages = Object.entries(ACT_LANGUAGES).filter(([, { samples }]) => samples.give !== "");

function play(language: string, move: string, fangOwner: "Ana" | "Mira", fangHealth = 40) {
  const ana = wizard("a", "Ana", { language, mana: 60 });
  const mira = wizard("m", "Mira", { health: 80, mana: 30 });
  const fang = { ...frostWolf(fangOwner, fangHealth) };
  return resolveRound(
    roundInput({ a: move }, [ana, mira], { creatures: { creature_1_x: fang }, seed: 3 }),
  );
}

const total = (outcome: RoundOutcome, id: string, stat: "health_change" | "mana_change") =>
  outcome.events.reduce((sum, event) => sum + (event.stat_changes[id]?.[stat] ?? 0), 0);

describe.each(languages)("acts in %s", (language, { samples }) => {
  it(`kind: "${samples.kind}" hurts no one`, () => {
    const outcome = play(language, samples.kind, "Mira");
    expect(total(outcome, "m", "health_change")).toBe(0);
    expect(total(outcome, "creature_1_x", "health_change")).toBe(0);
  });

  it(`tame: "${samples.tame}" wins Mira's wolf over`, () => {
    const outcome = play(language, samples.tame, "Mira", 10);
    expect(outcome.creatures.creature_1_x?.belongs_to).toEqual(["Ana"]);
  });

  it(`give: "${samples.give}" gives Mira 20 mana`, () => {
    const outcome = play(language, samples.give, "Mira");
    expect(total(outcome, "m", "mana_change")).toBe(20);
    expect(total(outcome, "a", "mana_change")).toBe(-20);
  });

  it(`rest: "${samples.rest}" brings mana back`, () => {
    expect(total(play(language, samples.rest, "Mira"), "a", "mana_change")).toBeGreaterThan(0);
  });

  it(`banish: "${samples.banish}" sends Mira's wolf away`, () => {
    const outcome = play(language, samples.banish, "Mira", 10);
    expect(total(outcome, "creature_1_x", "health_change")).toBe(-10);
    expect(total(outcome, "m", "health_change")).toBe(0);
  });

  it(`guard: "${samples.guard}" keeps Fang from attacking`, () => {
    const outcome = play(language, samples.guard, "Ana");
    expect(total(outcome, "m", "health_change")).toBe(0);
    expect(total(outcome, "a", "mana_change")).toBeLessThan(0);
  });

  it(`halt: "${samples.halt}" holds Fang back`, () => {
    const outcome = play(language, samples.halt, "Ana");
    expect(total(outcome, "m", "health_change")).toBe(0);
  });

  it(`sic: "${samples.sic}" sends Fang at Mira`, () => {
    const outcome = play(language, samples.sic, "Ana");
    const bite = outcome.events.find(
      (event) =>
        (event.stat_changes.m?.health_change ?? 0) < 0 && event.description.includes("Fang"),
    );
    expect(bite).toBeDefined();
    expect(total(outcome, "a", "health_change")).toBe(0);
    expect(total(outcome, "creature_1_x", "health_change")).toBe(0);
  });

  it(`sic: "${samples.sic}" is an order to attack and nothing else; no other sample is`, () => {
    expect(ACTS.filter((act) => says(act, samples.sic))).toEqual(["sic"]);
    for (const [act, sample] of Object.entries(samples))
      if (act !== "sic") expect(says("sic", sample), `${act}: "${sample}"`).toBe(false);
  });

  it(`retract: "${samples.retract}" heals instead of attacking`, () => {
    const outcome = play(language, samples.retract, "Mira");
    expect(total(outcome, "m", "health_change")).toBe(0);
    expect(outcome.events.some((event) => event.stat_changes.a?.health_change === undefined)).toBe(
      true,
    );
  });

  it(`throw: "${samples.throw}" hits Mira with a frying pan`, () => {
    const outcome = play(language, samples.throw, "Ana");
    const blow = outcome.events.find(
      (event) =>
        (event.stat_changes.m?.health_change ?? 0) < 0 && event.description.includes("Ana"),
    );
    expect(blow?.description).toMatch(/frying pan/);
    expect(Object.values(blow?.translated_descriptions ?? {}).length).toBeGreaterThan(0);
  });
});
