import { describe, expect, it } from "vitest";
import { frostWolf, roundInput, wizard } from "../fixtures.test-helpers.js";
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
