import { describe, expect, it } from "vitest";
import { frostWolf, roundInput, wizard } from "../fixtures.test-helpers.js";
import { play } from "./playTable.test-helpers.js";
import { resolveRound } from "./resolveRound.js";

const players = [
  wizard("nimue", "Nimue"),
  wizard("jake", "Jake", { team: 1 }),
  wizard("cami", "Camille", { team: 1 }),
  wizard("bram", "Bram", { team: 1 }),
  wizard("andrei", "Andrei", { team: 2 }),
];

const fang = frostWolf("Nimue", 40, 10);

describe("a round told with some colour", () => {
  it("lets a creature's bites land harder or softer from round to round", () => {
    const bites = new Set<number>();
    for (let seed = 1; seed <= 8; seed += 1) {
      const round = resolveRound(
        roundInput({ nimue: "Fang, bite Andrei!" }, players, {
          seed,
          creatures: { creature_fang: fang },
        }),
      );
      const bite = round.events.find((e) => e.stat_changes.creature_fang);
      bites.add(bite?.stat_changes.andrei?.health_change ?? 0);
    }
    expect([...bites].every((damage) => damage < 0)).toBe(true);
    expect(bites.size).toBeGreaterThan(2);
  });

  it("tells a ward over several wizards without a possessive on the list", () => {
    for (let seed = 1; seed <= 6; seed += 1) {
      const round = resolveRound(
        roundInput(
          { cami: "big shield on my whole team", andrei: "small spark on their whole team" },
          players,
          {
            seed,
          },
        ),
      );
      const told = round.events.map((e) => e.description).join(" ");
      expect(told).toMatch(/Jake, Camille, and Bram/u);
      expect(told).not.toMatch(/(?:Jake|Camille|Bram), and \S+'s /u);
    }
  });
});

describe("a creature named after its owner", () => {
  it("arrives without its owner named twice, and by a name with a capital", () => {
    const round = play("Lucía:es:0,João:pt:0,Sanne:nl:0,Ana:en:0", {
      Lucía: "invoco un lobo de sombras",
    });
    const arrival = round.events.find((event) => event.stat_changes.lucía)!;
    expect(arrival.description).toContain("Lucía's Wolf");
    expect(arrival.description.match(/Lucía/gu)).toHaveLength(1);
    expect(arrival.translated_descriptions.es).toContain("Lobo de Lucía");
    expect(arrival.translated_descriptions.pt).toContain("Lobo de Lucía");
    expect(arrival.translated_descriptions.nl).toContain("Wolf van Lucía");
  });
});
