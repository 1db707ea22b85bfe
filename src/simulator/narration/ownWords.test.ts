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

describe("stock words", () => {
  it("the act's own name is no thing: 'dispel' tears magic off, not 'a dispel'", () => {
    expect(told("dispel").en).not.toMatch(/a dispel/u);
    expect(told("purge nim").en).not.toMatch(/a purge/u);
  });

  it("a fire spell in another language is told more than one way across a game", () => {
    const russian = wizard("m", "Merlin", { language: "ru" });
    const phrases = new Set<string>();
    for (let round = 1; round <= 12; round += 1) {
      const outcome = resolveRound(
        roundInput({ m: "огненный шар в Нимуэ" }, [russian, nimue, morgana], { round }),
      );
      const line = outcome.events.find((event) => event.description.startsWith("Merlin"));
      const phrase = /(a burst of flame|a gout of fire|a roaring fireball)/u.exec(
        line?.description ?? "",
      );
      if (phrase) phrases.add(phrase[1]!);
      expect(line?.translated_descriptions.es ?? "").not.toMatch(/burst|gout|roaring/u);
    }
    expect(phrases.size).toBeGreaterThanOrEqual(2);
  });
});
