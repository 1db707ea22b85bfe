import { describe, expect, it } from "vitest";
import { play } from "./playTable.test-helpers.js";

const TABLE = "João:pt:0,Mathilde:fr:0,Lukas:de:0,Erik:sv:0,Ana:en:0";

/** Every line of the round in one language, talk included. */
function lines(round: ReturnType<typeof play>, language = "en"): string {
  return round.events
    .map((event) => event.translated_descriptions[language] ?? event.description)
    .join(" ");
}

describe("what players say beside their spells", () => {
  it("tells a remark after a spell back as said, in every player's language", () => {
    const round = play(TABLE, { João: "bola de fogo na Mathilde, nada pessoal kkkk" });
    expect(round.health("Mathilde")).toBeLessThan(0);
    const spell = round.events.find(
      (event) => (event.stat_changes.mathilde?.health_change ?? 0) < 0,
    );
    expect(spell?.description).toContain("nada pessoal kkkk");
    expect(spell?.translated_descriptions.pt).toContain("nada pessoal kkkk");
    expect(spell?.translated_descriptions.fr).toContain("nada pessoal kkkk");
  });

  it("tells a tail remark the spell reading left out", () => {
    const round = play(TABLE, { Ana: "fireball at Mathilde lol sorry not sorry" });
    expect(round.health("Mathilde")).toBeLessThan(0);
    expect(lines(round)).toContain("“lol sorry not sorry”");
  });

  it("tells a move that is all talk by its own words, and casts nothing", () => {
    const round = play(TABLE, { Mathilde: "Lukas laat me met rust" });
    expect(lines(round)).toContain("“Lukas laat me met rust”");
    expect(lines(round, "de")).toContain("Lukas laat me met rust");
    expect(round.health("Lukas")).toBe(0);
    expect(round.events.every((event) => !event.stat_changes.mathilde)).toBe(true);
  });

  it("quotes no word of a spell cut up by full stops", () => {
    const round = play(TABLE, { Erik: "BLIXT. PÅ. LUKAS." });
    expect(round.health("Lukas")).toBeLessThan(0);
    expect(lines(round)).not.toMatch(/“/u);
  });

  it("tells no word that joins two spells, and no laughter alone", () => {
    const round = play(TABLE, {
      Lukas: "ich mach mir einen Schild und dann Blitz auf Erik",
      João: "escudo em mim e depois bola de fogo no Lukas",
      Erik: "sköld på mig och sen blixt på João haha",
    });
    expect(round.health("Erik") + round.health("Lukas") + round.health("João")).toBeLessThan(0);
    expect(lines(round)).not.toMatch(/“/u);
  });

  it("tells no part of a spell that spares or singles out, nor a name in a gamer tag", () => {
    const round = play("Jānis:lv:0,Aina:lv:0,xX_Jannik_Xx:de:0,Sanne:nl:0,Mads:da:0,Ingrid:no:0", {
      Jānis: "indes šautra visiem, izņemot Ainu",
      Sanne: "ijsstraal op Mads, maak Jannik af",
      Mads: "lyn på Ingrid. KUN hende",
    });
    expect(round.health("Aina")).toBe(0);
    expect(lines(round)).not.toMatch(/“/u);
  });

  it("keeps quotes short: a long remark is not told back word for word", () => {
    const round = play(TABLE, {
      Ana: "fireball at Lukas, honestly this is the best game we have played all year long",
    });
    expect(round.health("Lukas")).toBeLessThan(0);
    expect(lines(round)).not.toContain("best game");
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
    expect(lines(round)).toContain("vous êtes tous des sauvages");
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

describe("a long move read as talk", () => {
  it("is told without a piece of it when it names a spell", () => {
    const round = play(TABLE, {
      Lukas: "warum hat mein Feuerball nicht getroffen?? das war echt unfair, ehrlich gesagt",
    });
    expect(lines(round)).not.toMatch(/“/u);
    expect(round.health("Erik") + round.health("Ana") + round.health("João")).toBe(0);
  });
});
