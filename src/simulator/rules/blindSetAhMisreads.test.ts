import { describe, expect, it } from "vitest";
import { narrationLocale } from "../narration/narrationLocales.js";
import { play } from "./playTable.test-helpers.js";

// Tables of blind set ah (tests/judging/2026-11-30-ah), ids are the lowercased names.
describe("set ah: a complaint about the last round casts nothing", () => {
  it("throws nothing at Нур for 'чого холодильник полетів у Нур??' before the real spell", () => {
    const round = play("taras_ua:uk,Нур:ar,Хлоя:fr", {
      taras_ua:
        "чого холодильник полетів у Нур?? я ж у Хлою цілився 🤦 сорі Нур. Хлоя, отримуй: Авада Кедавра",
    });
    expect(round.health("нур")).toBe(0);
    expect(round.health("хлоя")).toBeLessThan(0);
  });

  it("casts no ice spear at Νίκος from '아니 왜 얼음창이 니코스한테 가'", () => {
    const round = play("민지:ko:1,Jonas:de:1,Νίκος:el:2,sauna_lord:fi:2", {
      민지: "아니 왜 얼음창이 니코스한테 가 ㅋㅋ 사우나로드라고 했잖아 😭 난 번개",
    });
    expect(round.told).not.toMatch(/ice|icicle|frost/u);
  });

  it("raises no shield on Elif for 'רגע למה שמתי מגן על אליף??'", () => {
    const round = play("Sam:en,Elif:tr,נועה:he", {
      נועה: "רגע למה שמתי מגן על אליף?? 🤦‍♀️ המשחק הזה שבור 😂",
    });
    expect(round.told).not.toMatch(/ward|barrier|shield/u);
  });

  it("heals no one but João and Elif for '아 힐 왜 안돼 ㅠㅠ 다시! 주앙이랑 엘리프 회복시켜줘'", () => {
    const round = play("Minji:ko,João:pt,Elif:tr,Kasia:pl", {
      Minji: "아 힐 왜 안돼 ㅠㅠ 다시! 주앙이랑 엘리프 회복시켜줘",
    });
    expect(round.told).not.toMatch(/Minji, already|over Minji/u);
    expect(round.told).toMatch(/João/u);
  });
});

describe("set ah: creatures keep their kind", () => {
  it("calls up Kevin the Capybara, and a Hadouken at 'the capybara' hits it", () => {
    const summoned = play("Rafa:pt,Mads:da,Bence:hu", {
      Rafa: "invoco uma capivara chamada Kevin",
    });
    expect(summoned.told).toMatch(/Kevin the Capybara/u);
    const struck = play(
      "Mads:en,Bence:hu,Rafa:pt",
      { Mads: "Hadouken at the capybara" },
      { Kevin: "Rafa|a capybara" },
    );
    expect(struck.health("Kevin")).toBeLessThan(0);
  });

  it("names a goat called in the accusative by its nominative: 'призываю козла Борю' is Боря", () => {
    const round = play("Дима:ru,Bob:en", { Дима: "призываю козла Борю" });
    expect(round.told).toMatch(/Боря the Goat/u);
  });

  it("still throws a penguin as a thing, not a summon", () => {
    const round = play("Mads:en,Bence:hu", { Mads: "I throw a penguin at Bence" });
    expect(round.health("bence")).toBeLessThan(0);
    expect(Object.keys(round.creatures)).toEqual([]);
  });
});

describe("set af and ag: a creature's blow in every language", () => {
  it("tells a wolf's bite a barrier takes as a bite in German too", () => {
    const round = play(
      "Ana:de,Bob:en",
      { Ana: "großer Schild für mich", Bob: "Fang, bite Ana" },
      { Fang: "Bob|a wolf" },
    );
    const blocked = round.events.find(
      (event) => event.description.includes("Fang") && event.description.includes("a bite"),
    );
    expect(blocked).toBeDefined();
    expect(blocked!.translated_descriptions.de).toContain(narrationLocale("de").words.blows.bite);
  });
});
