import { describe, expect, it } from "vitest";
import { play } from "./playTable.test-helpers.js";

// Tables of blind set ac (tests/judging/2026-11-30-ac), ids are the lowercased names.
const AC6 = "Mads:da:1,Ingrid_N:no:1,Tuukka:fi:1,Zsófi:hu:2,kuba_cz:cs:2,Олеся:uk:2";

describe("creature kinds with their own endings", () => {
  it("summons a bear for Finnish 'jääkarhun' (a polar bear, in the accusative)", () => {
    const round = play(AC6, {
      Tuukka: "Kutsun jääkarhun nimeltä Nalle. Nalle, hyökkää Olesyan kimppuun!",
    });
    const [summoned] = Object.values(round.creatures);
    expect(summoned?.creature.description).toMatch(/bear/iu);
  });

  it.each([
    ["Tuukka", "Nalle, purase sitä kivigolemia! minä heitän jäätä Kubaan", "Pepa"],
    ["kuba_cz", "Pepo, rozdrť toho medvěda! a já pošlu kamenný déšť na Ingrid", "Nalle"],
  ])("%s's creature goes for the creature named by its kind: %s", (caster, move, struck) => {
    const round = play(
      AC6,
      { [caster]: move },
      { Nalle: "Tuukka|a polar bear", Pepa: "kuba_cz|a stone golem" },
    );
    expect(round.health(struck)).toBeLessThan(0);
    expect(round.told).not.toMatch(/“/u);
  });

  it("strikes the bear for Hungarian 'villám a jegesmedvére' (lightning on the polar bear)", () => {
    const round = play(AC6, { Zsófi: "villám a jegesmedvére" }, { Nalle: "Tuukka|a polar bear" });
    expect(round.health("Nalle")).toBeLessThan(0);
    expect(round.health("tuukka")).toBe(0);
  });
});
