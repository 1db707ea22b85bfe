import { describe, expect, it } from "vitest";
import { creatureNameIn } from "./creatureNames.js";
import { play } from "./playTable.test-helpers.js";

// Tables of blind set y (tests/judging/2026-11-29-y), ids are the lowercased names.
const Y1 = "Jake:en,Lucía:es,Théo:fr,xX_Lukas_Xx:de,Emre:tr,João:pt";
const Y5 = "Тарас:uk,Дима:ru,Никола:bg,Tereza:cs";
const Y6 = "Bence:hu:1,Ioana:ro:1,Luka:hr:1,Nejc:sl:2,Gintarė:lt:2,krisis_lv:lv:2";
const Y8 = "Elin:sv:1,Magnus:no:1,Aleksi:fi:1,LukasTheGoat:de:2,ゆい:ja:2,Chloé:fr:2";

describe("attacks on a wizard whose name holds a word of the lists", () => {
  it("hurts Lukas with a frost arrow: 'lukas' is no Indonesian wound ('luka') to heal", () => {
    const round = play(Y8, { Magnus: "frost-pil på lukas 🏹❄️" });
    expect(round.health("lukasthegoat")).toBeLessThan(0);
  });

  it("hurts xX_Lukas_Xx with a meteor shower in Turkish", () => {
    const round = play(Y1, {
      Emre: "40 mana gitti ya 😭😭 neyse, meteor yağmuru Lukas'ın kafasına ☄️",
    });
    expect(round.health("xx_lukas_xx")).toBeLessThan(0);
  });
});

describe("the purpose after the spell", () => {
  it("hurts Elin with an ice wave 'pour qu'elle arrête de soigner'", () => {
    const round = play(Y8, {
      Chloé: "Yui t'es une bête 😂 allez, vague de glace sur Elin pour qu'elle arrête de soigner",
    });
    expect(round.health("elin")).toBeLessThan(0);
  });

  it("hurts Elin with 'ice wave on Elin so she stops healing'", () => {
    const round = play(Y8, { Chloé: "ice wave on Elin so she stops healing" });
    expect(round.health("elin")).toBeLessThan(0);
  });
});

describe("orders to a creature named in another case", () => {
  it("guards with Šarac, stored as 'Šarca', and throws the burek itself", () => {
    const round = play(
      Y6,
      { Luka: "Bence brate 🤦‍♂️ Šarac, čuvaj Bencea! a ja bacam vrući burek na Nejca 🥐" },
      { Šarca: "Luka|a wolf" },
    );
    expect(round.told).toMatch(
      /Šarca (?:stands guard over|plants itself before|throws itself in front of) Bence/u,
    );
    expect(round.health("nejc")).toBeLessThan(0);
  });

  it("keeps 'I throw' for the caster after an order: 'а в Ніколу кидаю кільце ковбаси'", () => {
    const round = play(
      Y5,
      { Тарас: "Барсик тримайся 🥺 Барсик, охороняй мене. а в Ніколу кидаю кільце ковбаси 🌭" },
      { Барсика: "Тарас|a cat" },
    );
    expect(round.told).toMatch(
      /Барсика (?:stands guard over|plants itself before|throws itself in front of) Тарас/u,
    );
    expect(round.health("никола")).toBeLessThan(0);
    expect(round.health("creature_Барсика")).toBe(0);
  });

  it("names a cat 'Oyen', not 'Oyen'' with the closing quote", () => {
    expect(creatureNameIn("panggil kucing oren nama dia 'Oyen' 🐱 serang harimau tu!")).toBe(
      "Oyen",
    );
  });
});

describe("a creature of a kind the lists do not know", () => {
  it("is no 'blast of pure force' on its card: 'panggil komodo namanya Budi'", () => {
    const round = play("Dimas:id,Yusuf:ar,Jake:en", {
      Dimas: "skrg aku panggil komodo namanya Budi, jagain aku ya",
    });
    const [budi] = Object.values(round.creatures);
    expect(budi?.creature.name).toBe("Budi");
    expect(budi?.creature.description).not.toMatch(/force/u);
  });
});

describe("talk about what was said or given", () => {
  it("casts no heal for 'ben meteor dedim niye iyileşti bu', and throws the teapot", () => {
    const round = play(Y1, {
      Emre: "kanka ben meteor dedim niye iyileşti bu 😭 Lukas'a dev bi çaydanlık fırlatıyorum ☕ bu sefer tutsun",
    });
    expect(round.health("xx_lukas_xx")).toBeLessThan(0);
    expect(round.told).not.toMatch(/\bheal(?!th)|mend|recover/iu);
  });

  it("raises no shield for 'valeu escudo' (thanks for the shield)", () => {
    const round = play(Y1, {
      João: "kkkk valeu escudo. invoco uma capivara chamada Jorge 🦫 pra ficar do meu lado",
    });
    expect(round.told).not.toMatch(/barrier|shield|ward/iu);
    expect(Object.values(round.creatures).map((beast) => beast.creature.name)).toContain("Jorge");
  });

  it("casts no lightning for 'villámot írtam nem gyógyítást' (I wrote lightning, not healing)", () => {
    const round = play(Y6, {
      Bence:
        "MIII?? villámot írtam nem gyógyítást 😭😭 na mindegy. tűzgolyó Gintaréra, most komolyan 🔥",
    });
    expect(round.health("gintarė")).toBeLessThan(0);
    expect(round.told).not.toMatch(/bolt|lightning|thunder/iu);
  });
});
