import { describe, expect, it } from "vitest";
import { wizard } from "../fixtures.test-helpers.js";
import { play } from "./playTable.test-helpers.js";
import { beatOf, type RoundDeeds } from "./roundBeats.js";

const table = ["ann", "bob", "cid", "dan"].map((id) =>
  wizard(id, id[0]!.toUpperCase() + id.slice(1)),
);
const full = new Map(table.map((player) => [player.id, 100]));
const deeds = (partial: Partial<RoundDeeds>): RoundDeeds => ({
  blows: [],
  helps: [],
  wizards: table,
  healthAfter: full,
  ...partial,
});
const first = () => 0;

describe("the round's beat", () => {
  it("calls out a wizard striking the one who helped them, before anything else", () => {
    const beat = beatOf(
      deeds({
        blows: [
          ["ann", "bob"],
          ["cid", "dan"],
          ["dan", "cid"],
        ],
        helps: [["bob", "ann"]],
      }),
      first,
    );
    expect(beat).toEqual({ kind: "ingrate", caster: "Ann", target: "Bob" });
    const teams = table.map((player, index) => ({ ...player, team: (index % 2) + 1 }));
    const across = beatOf(
      deeds({ blows: [["ann", "bob"]], helps: [["bob", "ann"]], wizards: teams }),
      first,
    );
    expect(across).toBeNull();
  });

  it("tells two wizards trading blows at a free-for-all, not between teams", () => {
    const blows = [
      ["cid", "dan"],
      ["dan", "cid"],
    ] as const;
    expect(beatOf(deeds({ blows }), first)?.kind).toBe("duel");
    const teams = table.map((player, index) => ({ ...player, team: (index % 2) + 1 }));
    expect(beatOf(deeds({ blows, wizards: teams }), first)).toBeNull();
  });

  it("tells three wizards on one target, and a healthy wizard left on their last legs", () => {
    const piled = beatOf(
      deeds({
        blows: [
          ["ann", "dan"],
          ["bob", "dan"],
          ["cid", "dan"],
        ],
      }),
      first,
    );
    expect(piled).toEqual({ kind: "ganged", target: "Dan" });
    const low = new Map(full).set("cid", 9);
    expect(beatOf(deeds({ healthAfter: low }), first)).toEqual({ kind: "barely", target: "Cid" });
    const fallen = new Map(full).set("cid", 0);
    expect(beatOf(deeds({ healthAfter: fallen }), first)).toBeNull();
  });

  it("is told at the end of a round where it happened", () => {
    const round = play("Camille:fr,Min-jun:ko,Emre:tr", {
      Camille: "Tornade de vent sur Min-jun",
      "Min-jun": "카밀한테 사과하고 회복 마법 걸어줄게",
      Emre: "kalkan",
    });
    const last = round.events.at(-1)!;
    expect(last.description).toMatch(/Camille/u);
    expect(last.description).toMatch(/Min-jun/u);
    expect(Object.keys(last.stat_changes)).toEqual([]);
    expect(last.translated_descriptions.ko).toMatch(/Camille/u);
  });
});
