import { describe, expect, it } from "vitest";
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
