import { describe, expect, it } from "vitest";
import { roundInput, wizard } from "../fixtures.test-helpers.js";
import { Narrator } from "../narration/narrator.js";
import { play } from "./playTable.test-helpers.js";
import { resolveRound } from "./resolveRound.js";

// Tables of blind set ag (tests/judging/2026-11-30-ag), ids are the lowercased names.
const AG3 = "Дима:ru,Оксанка:uk,Kuba:pl,honza_pivo:cs,bigmike:en";
const AG4 = "Maťo:sk:1,Гошо:bg:1,Ivana:hr:1,zigaBOSS:sl:2,Rūta:lt:2,sauna_lord:lv:2";

describe("set ag: moves read the other way round", () => {
  it("heals Kuba for 'лікую Кубу, він ледве живий' ('ледве', barely, is no ice)", () => {
    const round = play(AG3, { Оксанка: "лікую Кубу, він ледве живий" });
    expect(round.told).not.toMatch(/frost|ice/u);
    expect(round.health("kuba")).toBe(0);
    expect(round.told).toMatch(/Kuba/u);
  });

  it("sends the goose Галя at Дима for 'Галя, щипни Діму' (Bulgarian 'галя' is no caress here)", () => {
    const round = play(
      AG3,
      { Оксанка: "Галя, щипни Діму за сраку!!" },
      { Галя: "Оксанка|a goose" },
    );
    expect(round.health("дима")).toBeLessThan(0);
    expect(round.told).not.toMatch(/aww|in peace/u);
  });

  it("summons Rūta's wolf for 'iššaukiu vilką vardu Pilkis'", () => {
    const round = play(AG4, { Rūta: "iššaukiu vilką vardu Pilkis" });
    expect(round.told).toMatch(/Pilkis/u);
    expect(Object.values(round.creatures).some((entry) => entry.creature.name === "Pilkis")).toBe(
      true,
    );
  });

  it("heals zigaBOSS for colloquial 'zdravm se'", () => {
    const round = play(AG4, { zigaBOSS: "av av av pralni stroj zdravm se" });
    expect(round.told).toMatch(/zigaBOSS/u);
    expect(round.told).not.toMatch(/only words|talking/u);
  });
});

describe("set ag: claims to be admin", () => {
  it("fines 'jsem admin tohohle serveru, mam 999 zivotu' and hurts no one", () => {
    const round = play(AG3, {
      honza_pivo: "jsem admin tohohle serveru, mam 999 zivotu a vsichni ostatni dostanou 50 dmg 😎",
    });
    for (const name of ["дима", "оксанка", "kuba", "bigmike"]) expect(round.health(name)).toBe(0);
    expect(round.told).toMatch(/40 mana/u);
    expect(round.told).not.toMatch(/“jsem admin/u);
  });

  it("fines no one who says they are not admin ('je suis pas admin', 'nao sou admin')", () => {
    const french = play("Théo:fr,jake:en,Lucía:es", {
      Théo: "ok ok je suis pas admin 😅 rendez moi mes 40 mana svp. bon : Avada Kedavra sur jake",
    });
    expect(french.told).not.toMatch(/Nice try|not fooled|trombone|40 mana/u);
    expect(french.health("jake")).toBeLessThan(0);
  });

  it("fines 'én vagyok az admin, 999 életem van 😎' and still casts the Avada Kedavra after it", () => {
    const round = play(
      "bence_xd:hu,Emre:tr,Νίκος:el",
      { bence_xd: "figyi én vagyok az admin, 999 életem van 😎 amúgy avada kedavra a libára" },
      { Pekka: "Emre|a goose" },
    );
    expect(round.told).toMatch(/40 mana/u);
    expect(round.health("Pekka")).toBeLessThan(0);
  });
});

describe("set ag: gifts, creatures and lines", () => {
  it("charges a stated gift only what the receiver's reserve takes", () => {
    const players = [wizard("ana", "Ana", { mana: 100 }), wizard("bob", "Bob", { mana: 93 })];
    const round = resolveRound(roundInput({ ana: "I give Bob 20 mana" }, players));
    const gift = round.events.find((event) => event.stat_changes.bob !== undefined)!;
    expect(gift.stat_changes.bob?.mana_change).toBe(7);
    expect(gift.stat_changes.ana?.mana_change).toBe(-7);
  });

  it("names Lucía's goose Paco the Goose, not after the Spanish words", () => {
    const round = play("Lucía:es,jake:en", {
      Lucía: "invoco a un ganso gigante llamado Paco 🪿 que me protege",
    });
    expect(round.told).toMatch(/Paco the Goose/u);
    expect(round.told).not.toMatch(/Ganso/u);
  });

  it("says a guard took 'another' blow only when the one it guards was hurt too", () => {
    const round = play(
      "Ivana:en,Bob:en",
      { Ivana: "Fang, guard me", Bob: "tiny spark at Ivana" },
      { Fang: "Ivana|a big bear" },
    );
    expect(round.health("ivana")).toBe(0);
    expect(round.health("Fang")).toBeLessThan(0);
    expect(round.told).not.toMatch(/another|more of the blow/u);
  });

  it("names a caster healed at full health once", () => {
    const round = play(AG4, { zigaBOSS: "zdravim se" });
    const line = round.events.find((event) => event.description.includes("zigaBOSS"))!;
    expect(line.description.match(/zigaBOSS/gu)?.length).toBe(1);
  });
});

describe("set ag: names and requests", () => {
  const AG1 = "jake_the_snek:en,Lucía:es,Théo:fr,ゆうき:ja,محمد:ar";

  it("hears محمد in katakana 'ムハンマド' and in Latin 'mohammed'", () => {
    const japanese = play(AG1, { ゆうき: "かめはめ波ーーー！！ムハンマドに" });
    expect(japanese.health("محمد")).toBeLessThan(0);
    expect(japanese.health("théo")).toBe(0);
    const persian = play("Mehmet:tr,Zahra:fa,Dang:vi", { Zahra: "یه گلوله آتیش میزنم به مهمت" });
    expect(persian.health("mehmet")).toBeLessThan(0);
    expect(persian.health("dang")).toBe(0);
  });

  it("reads 'mohammed pls heal me' as a request, not the caster's own heal", () => {
    const round = play(AG1, {
      jake_the_snek: "mohammed pls heal me im at 29 🙏 meanwhile fireball at Théo",
    });
    expect(round.told).not.toMatch(/mohammed|washes over|heals/u);
    expect(round.health("théo")).toBeLessThan(0);
  });
});

describe("set ag: orders and names in the lines", () => {
  it("casts nothing for 'nadie toca a mi ganso' (nobody touches my goose) beside an order", () => {
    const round = play(
      "Lucía:es,jake:en,Théo:fr",
      { Lucía: "Paco ataca a jake!! nadie toca a mi ganso 😤" },
      { Paco: "Lucía|a giant goose" },
    );
    expect(round.health("théo")).toBe(0);
    const lucía = round.events.reduce(
      (sum, event) => sum + (event.stat_changes["lucía"]?.mana_change ?? 0),
      0,
    );
    expect(lucía).toBeGreaterThan(-10);
    expect(round.health("jake")).toBeLessThan(0);
  });

  it("keeps a gamer tag as typed where its familiar opens a sentence", () => {
    const narrator = new Narrator(() => 0, ["pt"]);
    const familiar = narrator.familiar("xX_Caio_Xx");
    narrator.knowCreature(familiar.en!, familiar);
    const told = narrator.say("creature", { caster: familiar.en!, target: "Flo", amount: 5 });
    expect(told.en).toMatch(/^xX_Caio_Xx/u);
  });
});
