import { describe, expect, it } from "vitest";
import { linesIn, play } from "./playTable.test-helpers.js";

const TABLE = "João:pt:0,Mathilde:fr:0,Lukas:de:0,Erik:sv:0,Ana:en:0";

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

  it("tells one player's remark a round, not one after every spell", () => {
    const round = play(TABLE, {
      João: "bola de fogo na Mathilde, nada pessoal kkkk",
      Ana: "fireball at Lukas lol sorry not sorry",
      Erik: "blixt på Ana, ta det lugnt",
    });
    const quotes = linesIn(round).match(
      /“(?:nada pessoal kkkk|lol sorry not sorry|ta det lugnt)”/gu,
    );
    expect(quotes).toHaveLength(1);
  });

  it("tells a remark the lists half-recognise as a typo ('nothing personal')", () => {
    const round = play(TABLE, { Ana: "A world-ending inferno engulfs Lukas, nothing personal" });
    expect(round.health("Lukas")).toBeLessThan(0);
    expect(linesIn(round)).toContain("“nothing personal”");
  });

  it("tells a tail remark the spell reading left out", () => {
    const round = play(TABLE, { Ana: "fireball at Mathilde lol sorry not sorry" });
    expect(round.health("Mathilde")).toBeLessThan(0);
    expect(linesIn(round)).toContain("“lol sorry not sorry”");
  });

  it("tells a move that is all talk by its own words, and casts nothing", () => {
    const round = play(TABLE, { Mathilde: "Lukas laat me met rust" });
    expect(linesIn(round)).toContain("“Lukas laat me met rust”");
    expect(linesIn(round, "de")).toContain("Lukas laat me met rust");
    expect(round.health("Lukas")).toBe(0);
    expect(round.events.every((event) => !event.stat_changes.mathilde)).toBe(true);
  });

  it("quotes no word of a spell cut up by full stops", () => {
    const round = play(TABLE, { Erik: "BLIXT. PÅ. LUKAS." });
    expect(round.health("Lukas")).toBeLessThan(0);
    expect(linesIn(round)).not.toMatch(/“/u);
  });

  it("tells no word that joins two spells, and no laughter alone", () => {
    const round = play(TABLE, {
      Lukas: "ich mach mir einen Schild und dann Blitz auf Erik",
      João: "escudo em mim e depois bola de fogo no Lukas",
      Erik: "sköld på mig och sen blixt på João haha",
    });
    expect(round.health("Erik") + round.health("Lukas") + round.health("João")).toBeLessThan(0);
    expect(linesIn(round)).not.toMatch(/“/u);
  });

  it("tells no part of a spell that spares or singles out, nor a name in a gamer tag", () => {
    const round = play("Jānis:lv:0,Aina:lv:0,xX_Jannik_Xx:de:0,Sanne:nl:0,Mads:da:0,Ingrid:no:0", {
      Jānis: "indes šautra visiem, izņemot Ainu",
      Sanne: "ijsstraal op Mads, maak Jannik af",
      Mads: "lyn på Ingrid. KUN hende",
    });
    expect(round.health("Aina")).toBe(0);
    expect(linesIn(round)).not.toMatch(/“/u);
  });

  it("keeps quotes short: a long remark is not told back word for word", () => {
    const round = play(TABLE, {
      Ana: "fireball at Lukas, honestly this is the best game we have played all year long",
    });
    expect(round.health("Lukas")).toBeLessThan(0);
    expect(linesIn(round)).not.toContain("best game");
  });
});

describe("a long move read as talk", () => {
  it("is told without a piece of it when it names a spell", () => {
    const round = play(TABLE, {
      Lukas: "warum hat mein Feuerball nicht getroffen?? das war echt unfair, ehrlich gesagt",
    });
    expect(linesIn(round)).not.toMatch(/“/u);
    expect(round.health("Erik") + round.health("Ana") + round.health("João")).toBe(0);
  });
});
