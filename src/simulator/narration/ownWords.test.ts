import { describe, expect, it } from "vitest";
import { resolveRound } from "../rules/resolveRound.js";
import { roundInput, wizard } from "../fixtures.test-helpers.js";

/**
 * The narration tells what the move names in its own English words ("Merlin turns Nimue into a
 * rubber duck"), even where no spell comes of it, and never pastes those words into another
 * language's line.
 */
const merlin = wizard("m", "Merlin");
const nimue = wizard("n", "Nimue", { language: "es" });
const morgana = wizard("g", "Morgana", { language: "de" });

function told(move: string) {
  const outcome = resolveRound(roundInput({ m: move }, [merlin, nimue, morgana]));
  const mine = outcome.events.filter((event) => event.description.includes("Merlin"));
  return {
    en: mine.map((event) => event.description).join(" "),
    es: mine.map((event) => event.translated_descriptions.es ?? "").join(" "),
    health: (id: string) =>
      outcome.events.reduce((sum, event) => sum + (event.stat_changes[id]?.health_change ?? 0), 0),
  };
}

describe("the move's own words are told back", () => {
  it.each([
    ["i eat a sandwich 🥪", "sandwich"],
    ["I give Morgana a flower", "flower"],
    ["turn nimue into a rubber duck", "rubber duck"],
    ["I become a colossal fire titan who swallows suns", "fire titan"],
    ["Top up my mana from the moonlight", "moonlight"],
    ["ride the wind so nothing can touch me", "wind"],
    ["i pet the doggo", "doggo"],
  ])("%s", (move, noun) => {
    const line = told(move);
    expect(line.en).toContain(noun);
    expect(line.es).not.toBe("");
    expect(line.es).not.toContain(noun);
  });
});

describe("spells that borrow a kind word stay spells", () => {
  it.each(["giant fire wave at everyone", "smol fire wave at evry1"])("%s hurts", (move) => {
    const line = told(move);
    expect(line.health("n")).toBeLessThan(0);
    expect(line.health("g")).toBeLessThan(0);
  });

  it("a summon of a pet brings a creature", () => {
    const outcome = resolveRound(roundInput({ m: "summon pet" }, [merlin, nimue, morgana]));
    expect(Object.keys(outcome.creatures)).toHaveLength(1);
  });

  it("a small salamander is no handshake", () => {
    expect(told("I become a small salamander of flame").en).not.toMatch(/harms nobody|calm/u);
  });
});
