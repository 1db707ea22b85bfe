import { describe, expect, it } from "vitest";
import { hurtIn as hurt, play } from "./playTable.test-helpers.js";

// Tables of blind set x (tests/judging/2026-11-29-x), ids are the lowercased names.
const X1 = "xX_Dr4gonSlay3r_Xx:en,Lucía:es,Jonas:de,Giulia:it,Kuba:pl,Emre:tr";
const X4 = "민준:ko:1,Оксана:uk:1,Noa:he:1,Андрей:ru:2,Sirko:uk:2,Zoe:en:2";
const X8 = "ਗੁਰਪ੍ਰੀਤ:pa:1,Jonas:de:1,Budi:id:1,Sumit:hi:2,Lucía:es:2,Dima:ru:2";

describe("whom a spell spares, where the word for it follows the name", () => {
  it("spares Lucía in Turkish: 'herkese meteor yağmuru, Lucía hariç'", () => {
    const round = play(X1, {
      Emre: "yaa Kuba kusura bakma yine yanlış kişi 🤦‍♂️ herkese meteor yağmuru, Lucía hariç",
    });
    expect(hurt(round)).not.toContain("lucía");
    expect(hurt(round)).toContain("kuba");
  });

  it("spares Андрей in Korean: '안드레이 빼고 적팀 전부 체인 라이트닝'", () => {
    const round = play(X4, { 민준: "옥사나 울지마 ㅋㅋ 안드레이 빼고 적팀 전부 체인 라이트닝 ⚡" });
    expect(hurt(round)).not.toContain("андрей");
    expect(hurt(round)).toContain("zoe");
  });

  it("spares Sumit in Punjabi: 'ਬੱਸ ਸੁਮਿਤ ਨੂੰ ਛੱਡ ਕੇ'", () => {
    const round = play(X8, {
      ਗੁਰਪ੍ਰੀਤ: "ਸਾਰੇ ਵਿਰੋਧੀਆਂ ਤੇ ਬਿਜਲੀ ⚡ ਬੱਸ ਸੁਮਿਤ ਨੂੰ ਛੱਡ ਕੇ, ਉਹ ਮੇਰਾ ਯਾਰ ਆ 😂",
    });
    expect(hurt(round)).not.toContain("sumit");
    expect(hurt(round).length).toBeGreaterThan(0);
  });

  it("still spares the name after the word: 'meteor on everyone except linnea'", () => {
    const round = play(X1, { Jonas: "meteor on everyone except lucia" });
    expect(hurt(round)).not.toContain("lucía");
    expect(hurt(round)).toContain("kuba");
  });
});

describe("a spell beside a remark about the past", () => {
  it("casts chain lightning after 'rip lion o7' and before 'she's been thru enough'", () => {
    const round = play(X1, {
      xX_Dr4gonSlay3r_Xx:
        "rip lion o7 🫡 ok last round, chain lightning at everyone except lucia, she's been thru enough lmao",
    });
    expect(hurt(round)).toContain("kuba");
    expect(hurt(round)).not.toContain("lucía");
  });
});
