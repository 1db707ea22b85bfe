import { describe, expect, it } from "vitest";
import { play } from "./playTable.test-helpers.js";

// Tables of blind set ab (tests/judging/2026-11-29-ab), ids are the lowercased names.
const AB3 = "ゆうと:ja,Thiago:pt,ليلى:ar,Aarav:hi,Elin:sv";
const AB5 = "ต้น:th,Minh Khoa:vi,rizkyy_gg:id,Aisyah:ms,נועה:he";

describe("names as other scripts write them", () => {
  it.each([
    ["ゆうと", "ファイアボール！！チアゴに🔥"],
    ["ليلى", "طيب صاعقة على تياغو"],
  ])("%s hits Thiago: %s", (caster, move) => {
    const round = play(AB3, { [caster]: move });
    expect(round.health("thiago")).toBeLessThan(0);
    expect(round.health("aarav")).toBe(0);
  });

  it("hits the Thai ต้น typed 'Ton' in Indonesian", () => {
    const round = play(AB5, {
      rizkyy_gg: "KENAPA NOA LAGI 😭😭 targetku TON yg org thailand itu!! Rasengan ke Ton 🌀",
    });
    expect(round.health("ต้น")).toBeLessThan(0);
    expect(round.health("נועה")).toBe(0);
  });
});

describe("set ab, game 4", () => {
  const AB4 = "Sanne:nl:1,Mads:da:1,juhis:fi:1,Ondřej:cs:2,Олеся:uk:2,Γιώργος:el:2";

  it("heals Sanne for Danish 'nu heler jeg Sanne' (nu is now, not Romanian not)", () => {
    const round = play(AB4, { Mads: "haha meteoren ramte 😂 nu heler jeg Sanne" });
    expect(round.told).toMatch(/Sanne/u);
    expect(round.told).not.toMatch(/meteor|falling star/u);
  });

  it("casts no meteor for 'nå men tak for meteor' (well, thanks for the meteor)", () => {
    const round = play(AB4, {
      Mads: "øh jeg skrev heal?? nå men tak for meteor 😂 ingen mana tilbage, jeg hviler bare",
    });
    expect(round.told).not.toMatch(/meteor|falling star/u);
  });

  it("throws Hadouken written in Greek, 'Χαντούκεν στον juhis'", () => {
    const round = play(AB4, { Γιώργος: "καλά ρε, χωρίς κόλπα 😅 Χαντούκεν στον juhis" });
    expect(round.health("juhis")).toBeLessThan(0);
  });
});
