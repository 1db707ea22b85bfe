import { describe, expect, it } from "vitest";
import { play } from "./playTable.test-helpers.js";

// Tables of blind set af (tests/judging/2026-11-30-af), ids are the lowercased names.
const AF1 = "jakeyboi:en,Lena:de,נועה:he,小龙:zh,Maťo:sk,Aiman_x:ms";
const AF2 = "Caro:es:1,عمران:ur:1,ゆうき:ja:2,Kuba_CZ:cs:2";
const AF6 = "Emre:tr,سارا:fa,kuba_xd:pl,ਹਰਪ੍ਰੀਤ:pa,Andrei:ro,Dewi:id";

/** Mana each wizard gained or lost over the round, by lowercased name. */
function manaOf(round: ReturnType<typeof play>, name: string): number {
  return round.events.reduce(
    (sum, event) => sum + (event.stat_changes[name.toLowerCase()]?.mana_change ?? 0),
    0,
  );
}

describe("set af: mana given away", () => {
  it("never turns a gift to an unread 'him' into the giver's own recharge", () => {
    const round = play(AF1, { נועה: "ג'ייק מסכן 😂 אני נותנת לו 20 מאנה. ואז ברק על אימן" });
    expect(manaOf(round, "נועה")).toBeLessThan(0);
    expect(round.told).not.toMatch(/recharges|floods back/u);
    expect(round.health("aiman_x")).toBeLessThan(0);
  });

  it("reads Lithuanian 'duodu Joostui visą savo maną' as a gift to Joost", () => {
    const round = play("Joost:nl:1,Mantas99:lt:1,Špela:sl:2", {
      Mantas99: "duodu Joostui visą savo maną, draugas",
    });
    expect(manaOf(round, "joost")).toBeGreaterThan(0);
    expect(manaOf(round, "mantas99")).toBeLessThan(0);
  });

  it("gives Harpreet, not سارا, the mana of 'ca e saraca' (because she is poor)", () => {
    const round = play(AF6, {
      Andrei: "Dau 20 mana lui Harpreet ca e saraca acum lol, si arunc un fulger in Emre",
    });
    expect(manaOf(round, "ਹਰਪ੍ਰੀਤ")).toBeGreaterThan(0);
    expect(manaOf(round, "سارا")).toBe(0);
    expect(round.health("emre")).toBeLessThan(0);
  });

  it("keeps mana poured into a storm, or given to oneself, with the caster", () => {
    const storm = play("Дима:ru,Camille:fr,ゆうき:ja", {
      Дима: "последний шанс... отдаю всю ману в один огромный ледяной шторм по всем 🥶",
    });
    expect(manaOf(storm, "camille")).toBe(0);
    expect(storm.health("camille")).toBeLessThan(0);
    const self = play("BudiGG:id,Gurpreet:pa,Thảo:vi", {
      BudiGG: "aku kasih diri sendiri 500 mana dulu ya 😇 terus bola api ke Gurpreet",
    });
    expect(manaOf(self, "thảo")).toBe(0);
    expect(self.health("gurpreet")).toBeLessThan(0);
  });
});

describe("set af: what a move says is not what it casts", () => {
  it("casts no lightning for 'Vendetta per il fulmine di prima' beside an order", () => {
    const round = play(
      "Giuly_98:it,Ники:bg",
      { Giuly_98: "Brunello, azzanna Ники! Vendetta per il fulmine di prima" },
      { Brunello: "Giuly_98|a cat" },
    );
    expect(round.told).not.toMatch(/lightning|bolt|thunder/u);
    expect(round.told).toMatch(/Brunello/u);
  });

  it("throws no cat for 'Dewi, tigrul tău e pisicuță' (your tiger is a kitten), and summons the bear", () => {
    const round = play(AF6, {
      Andrei: "Dewi, tigrul tău e pisicuță. Chem un urs, Bruno, să-l sfâșie pe Dewi",
    });
    expect(round.told).not.toMatch(/\bcat\b/u);
    expect(round.told).toMatch(/Bruno/u);
  });

  it("hurls a fireball, not a frog, at 'grodan' (the frog)", () => {
    const round = play(
      "Linnéa:sv,Joost:nl",
      { Linnéa: "jag kastar eldboll på grodan också" },
      { Kwak: "Joost|a giant frog" },
    );
    expect(round.told).not.toMatch(/a frog/u);
    expect(round.health("Kwak")).toBeLessThan(0);
  });

  it("quotes no piece that names a wizard in Hangul ('ㅋㅋ 프레야한테')", () => {
    const round = play("도윤이:ko,FrejaBoom:da", { 도윤이: "아바다 케다브라 ㅋㅋ 프레야한테" });
    expect(round.told).toMatch(/Avada Kedavra/u);
    expect(round.health("frejaboom")).toBeLessThan(0);
    expect(round.told).not.toMatch(/“/u);
  });
});

describe("set af: cures and barriers", () => {
  it("lifts Kuba's poison for 'クバの毒を治す' and shields both for '自分とクバにバリア'", () => {
    const round = play(AF2, { ゆうき: "クバの毒を治す！それから自分とクバにバリア" });
    expect(round.health("kuba_cz")).toBe(0);
    expect(round.told).not.toMatch(/dart|venom|damage now/u);
    expect(round.told).toMatch(/ward|barrier|shield/u);
  });

  it("lifts the curse for Indonesian 'aku sembuhin kutukan dari dia', healing no foe", () => {
    const round = play(AF6, { Dewi: "aku sembuhin kutukan dari dia" });
    expect(round.told).not.toMatch(/Andrei|health/u);
  });

  it("raises no barrier for 'シールド多すぎｗ' (too many shields) or 'バリアかよ…'", () => {
    const round = play(AF2, {
      ゆうき: "シールド多すぎｗ　まとめて壊す！メテオをみんなに☄️",
      Kuba_CZ: "くそ、バリアかよ… じゃあゆうきに氷の矢を三本撃つ",
    });
    expect(round.told).not.toMatch(/ward|barrier worth|braces/u);
  });
});

describe("set af: famous spells in other scripts", () => {
  it("knows Wingardium Leviosa in katakana", () => {
    const round = play(AF2, {
      ゆうき: "くらえ！ウィンガーディアム・レヴィオーサでカロを空に浮かせて落とす",
    });
    expect(round.told).toMatch(/Wingardium Leviosa/u);
  });
});

describe("set af: one spell told in two clauses", () => {
  it("casts 'คลื่นยักษ์อีกรอบ ใส่ลินห์ให้จบๆไป 🌊' once, at Linh", () => {
    const round = play("ต้นข้าว:th,ลินห์:vi,Bia:pt", {
      ต้นข้าว: "คลื่นยักษ์อีกรอบ ใส่ลินห์ให้จบๆไป 🌊",
    });
    const blows = round.events.filter(
      (event) => (event.stat_changes["ลินห์"]?.health_change ?? 0) < 0,
    );
    expect(blows.length).toBe(1);
    expect(round.health("bia")).toBe(0);
  });

  it("casts no hex beside the wind for 'Ioana beni zayıflattı! Ioana'ya rüzgar kılıcı'", () => {
    const round = play("Emre:tr,Ioana:ro,Kai:en", {
      Emre: "Ioana beni zayıflattı! Ioana'ya rüzgar kılıcı",
    });
    expect(round.told).not.toMatch(/weaken|saps|hex|jinx/u);
    expect(round.health("ioana")).toBeLessThan(0);
  });
});
