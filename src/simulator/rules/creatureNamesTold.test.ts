import { describe, expect, it } from "vitest";
import { frostWolf, roundInput, wizard } from "../fixtures.test-helpers.js";
import { resolveRound } from "./resolveRound.js";

describe("a creature's name in each player's language", () => {
  it("is still 'loup de Camille' in French the round after it was summoned", () => {
    const players = [
      wizard("c", "Camille", { language: "fr" }),
      wizard("d", "Dmitri", { language: "ru" }),
    ];
    const summoned = resolveRound({
      ...roundInput({ c: "j'invoque un loup géant 🐺" }, players),
      round: 1,
    });
    const next = resolveRound({
      ...roundInput({ c: "loup, attaque Dmitri" }, players),
      creatures: summoned.creatures,
      effects: summoned.persistent_effects,
    });
    const wolfLines = next.events.filter((event) => event.description.includes("Camille's Wolf"));
    expect(wolfLines.length).toBeGreaterThan(0);
    for (const event of wolfLines) {
      expect(event.translated_descriptions.fr?.toLowerCase()).toContain("loup de camille");
      expect(event.translated_descriptions.ru?.toLowerCase()).toContain("волк");
    }
  });
});

describe("a creature's blow, told in English", () => {
  it("is a bite from a wolf, not 'its attack'", () => {
    const players = [wizard("m", "Merlin"), wizard("n", "Nimue")];
    const outcome = resolveRound(
      roundInput(
        { m: "I raise a huge stone wall around myself", n: "Fang, bite Merlin" },
        players,
        {
          creatures: { creature_1_n: frostWolf("Nimue", 40, 2) },
        },
      ),
    );
    const told = outcome.events.map((event) => event.description).join(" ");
    expect(told).toContain("a bite");
    expect(told).not.toContain("its attack");
  });
});

describe("a lasting effect's name in other languages", () => {
  it("carries no indefinite article: « Nuage de venin », not « Un nuage de venin »", () => {
    const players = [
      wizard("a", "Aisyah", { language: "fr" }),
      wizard("t", "Tereza", { language: "de" }),
    ];
    const outcome = resolveRound(
      roundInput({ a: "poison cloud on Tereza that hurts every round" }, players),
    );
    const names = outcome.persistent_effects.map((effect) => effect.translated_names);
    expect(names.length).toBeGreaterThan(0);
    for (const translated of names) {
      expect(translated.fr).not.toMatch(/^(?:Un|Une) /u);
      expect(translated.de).not.toMatch(/^(?:Ein|Eine) /u);
    }
  });
});
