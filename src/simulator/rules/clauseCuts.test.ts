import { describe, expect, it } from "vitest";
import { linesIn, play } from "./playTable.test-helpers.js";

const TABLE = "João:pt:0,Mathilde:fr:0,Lukas:de:0,Erik:sv:0,Ana:en:0";

describe("who the others are, said to them", () => {
  it("is talk beside a spell: the spell goes where it is aimed", () => {
    const round = play(TABLE, { Lukas: "Erik du bist so langsam, Blitz auf Mathilde" });
    expect(round.health("Mathilde")).toBeLessThan(0);
    expect(round.health("Erik")).toBe(0);
    expect(round.persistent_effects).toEqual([]);
  });

  it("is talk alone: nobody is hurt", () => {
    const round = play(TABLE, { Mathilde: "vous êtes tous des sauvages" });
    for (const name of ["João", "Lukas", "Erik", "Ana"]) expect(round.health(name)).toBe(0);
    expect(linesIn(round)).toContain("vous êtes tous des sauvages");
  });

  it("still casts where it declares a curse", () => {
    const round = play(TABLE, { Ana: "you are cursed, Lukas" });
    expect(round.persistent_effects.map((effect) => effect.type)).toContain("CURSE");
  });
});

describe("two acts parted by a comma", () => {
  const TEAMS = "Giulia:it:1,Ionuț:ro:1,Ingrid:no:1,Mads:da:2,Tom:en:2,Théo:fr:2";

  it.each([["fireball at Giulia, shield on me"], ["shield on me, fireball at Giulia"]])(
    "%s: a blow and a ward for oneself",
    (move) => {
      const round = play(TEAMS, { Mads: move });
      expect(round.health("Giulia")).toBeLessThan(0);
      const ward = round.persistent_effects.find((effect) => effect.type === "BARRIER");
      expect(ward?.affectedPlayers).toEqual(["mads"]);
    },
  );

  it("a call to the team, then the caster's own spell at 'her'", () => {
    const round = play(TEAMS, {
      Tom: "lmao theyre hitting each other. focus ingrid shes low, lightning her",
    });
    expect(round.health("Ingrid")).toBeLessThan(0);
  });

  it("keeps talk after a comma out of the spell", () => {
    const round = play(TEAMS, { Tom: "lightning on Ingrid, her walls are annoying" });
    expect(round.persistent_effects.filter((effect) => effect.type === "BARRIER")).toEqual([]);
  });
});

describe("a spell named after whom it spares", () => {
  it("hits everyone but the one spared", () => {
    const round = play("Kasia:pl:0,Honza:cs:0,Bence:hu:0,Aino:fi:0,Dave:en:0", {
      Dave: "ok everyone but bence gets a meteor, bence u can live bro",
    });
    expect(round.health("Bence")).toBe(0);
    for (const name of ["Kasia", "Honza", "Aino"]) expect(round.health(name)).toBeLessThan(0);
  });
});
