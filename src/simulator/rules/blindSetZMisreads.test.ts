import { describe, expect, it } from "vitest";
import { play } from "./playTable.test-helpers.js";

// Tables of blind set z (tests/judging/2026-11-29-z), ids are the lowercased names.
const Z3 = "ゆうき:ja,민준:ko,陈晓雨:zh";

describe("a Chinese name called by its given name, in any script", () => {
  it.each([
    ["민준", "일단 방어막 치고 샤오위한테 번개 ㄱㄱ"],
    ["ゆうき", "シャオユーに光の矢"],
    ["ゆうき", "今度こそ晓雨ちゃんにサンダガ"],
    ["민준", "lightning at Xiaoyu"],
  ])("%s: %s hurts 陈晓雨", (caster, move) => {
    const round = play(Z3, { [caster]: move });
    expect(round.health("陈晓雨")).toBeLessThan(0);
  });
});

const Z8 = "Matej:hr,Nejc:sl,Réka:hu,Ștefan:ro,Gintarė:lt,Jānis:lv";

describe("grumbles before the move", () => {
  it("raises no barrier for 'opet stit od mog zida 😤 dobro, Kamehameha na Nejca!!'", () => {
    const round = play(Z8, { Matej: "opet stit od mog zida 😤 dobro, Kamehameha na Nejca!!" });
    expect(round.health("nejc")).toBeLessThan(0);
    expect(round.events.map((event) => event.description).join(" ")).not.toMatch(/barrier|ward/u);
  });

  it("shields no Gintarė for 'Gintare atkal ar vairogu.. labi, es ar zibeni Štefanam'", () => {
    const round = play(Z8, { Jānis: "Gintare atkal ar vairogu.. labi, es ar zibeni Štefanam" });
    expect(round.health("ștefan")).toBeLessThan(0);
    expect(round.told).not.toMatch(/Gintarė/u);
  });

  it("throws no sock for Hungarian 'túl sok' (too much), and heals", () => {
    const round = play(Z8, { Réka: "39??? Gintarė ez túl sok volt 😭 gyógyítom magam" });
    expect(round.health("gintarė")).toBe(0);
    expect(round.told).not.toMatch(/sock/u);
  });

  it("hurts Gintarė with a Hungarian compound ice spear, 'jégdárda'", () => {
    const round = play(Z8, { Réka: "Gintarė, ezt még visszakapod! jégdárda Gintarėre" });
    expect(round.health("gintarė")).toBeLessThan(0);
  });

  it("restores no mana for Lithuanian 'manęs' (me)", () => {
    const round = play(Z8, { Gintarė: "visi ant manęs šaudo 😭 skydas sau" });
    expect(round.told).not.toMatch(/mana/u);
  });
});

describe("Hungarian teams", () => {
  const N4 = "Andrius:lt:1,Petra:cs:1,Zoltán:hu:2,Nikos:el:2,Erik:no:2";

  it("rains fire on 'az egész csapatukra' (their whole team), not on Zoltán's own", () => {
    const round = play(N4, { Zoltán: "Erik köszi a healt 🙏 tűzeső az egész csapatukra ☄️☄️" });
    expect(round.health("andrius")).toBeLessThan(0);
    expect(round.health("petra")).toBeLessThan(0);
    expect(round.health("erik")).toBe(0);
    expect(round.health("nikos")).toBe(0);
  });
});

describe("a Latin name written in an Indic script without its short a", () => {
  const Z5 = "रोहित:hi,তনুশ্রী:bn,Sayali:mr,Harman_Jatt07:pa,زینب:ur,Youssef:ar,آرش:fa";

  it("heals Harman for Marathi 'हरमन ला heal करते'", () => {
    const round = play(Z5, {
      Sayali: "हरमन ला heal करते, मग दोघं मिळून युसुफ ला धरू 🤝",
      Youssef: "بحط درع على حالي وبرمي كرة نار على هارمان",
    });
    const healed = round.events.some(
      (event) => (event.stat_changes.harman_jatt07?.health_change ?? 0) > 0,
    );
    expect(healed).toBe(true);
    expect(round.told).not.toMatch(/washes over Sayali/u);
  });
});

describe("a meteor told as a meteor", () => {
  const Z1 = "Jake:en:1,João Pedro:pt:1,Lucía:es:2,Giuli:it:2";

  it.each([
    ["Jake", "João you're low, healing you bro; also meteor on Giuli for trying to cheat"],
    ["João Pedro", "ué 46 de dano?? jake roubou. enfim, chuva de meteoros no time delas"],
  ])("%s: %s", (caster, move) => {
    const round = play(Z1, { [caster]: move });
    const falling = round.events.find((event) => /meteor|falling star/u.test(event.description));
    expect(falling).toBeDefined();
    expect(falling!.translated_descriptions.pt).toMatch(/mete|estrela cadente/iu);
    expect(falling!.translated_descriptions.es).toMatch(/mete|estrella fugaz/iu);
  });
});

describe("Levantine Arabic", () => {
  const Z5 = "रोहित:hi,তনুশ্রী:bn,Sayali:mr,Harman_Jatt07:pa,زینب:ur,Youssef:ar,آرش:fa";

  it("shields Youssef and burns Zainab: 'بحط درع على حالي وبرمي كرة نار على زينب'", () => {
    const round = play(Z5, { Youssef: "شو يا هارمان 😂 بحط درع على حالي وبرمي كرة نار على زينب" });
    expect(round.health("زینب")).toBeLessThan(0);
    expect(round.told).toMatch(/barrier|ward|shield/u);
  });

  it("heals and shields: 'طيب بشفي حالي وبعمل درع كبير'", () => {
    const round = play(Z5, {
      Youssef: "وين الدرع تبعي؟؟ 😡 كلكم علي؟ طيب بشفي حالي وبعمل درع كبير",
    });
    expect(round.told).toMatch(/barrier|ward/u);
    expect(round.told).toMatch(/healing|mends|recovers/u);
  });

  it("casts no fire from 'اتشفيت' (I got healed), only the lightning", () => {
    const round = play(Z5, {
      Youssef: "وين الشفاء يا جماعة 😭 ما بحس حالي اتشفيت… خلص، صاعقة على آرش وخلصنا",
    });
    expect(round.health("آرش")).toBeLessThan(0);
    expect(round.told).not.toMatch(/flame|fire/u);
  });
});

describe("set z, game 7: names, self and sides", () => {
  const Z7 = "Дима:ru:1,Оксана:uk:1,Жоро:bg:1,Kuba:cs:2,Zuzka:sk:2,Νίκος:el:2";
  const BEASTS = { Bobik: "Zuzka|a wolf", "Бай Ганьо": "Жоро|a bear" };

  it.each([
    ["Νίκος", "ρίχνω κεραυνό του Δία στον Ζόρο"],
    ["Zuzka", "Bobik pod ku mne, chran ma. Ja hadzem ohnivu gulu na Zoru"],
  ])("%s hits Жоро written another way: %s", (caster, move) => {
    const round = play(Z7, { [caster]: move }, BEASTS);
    const hit = round.events.some(
      (event) =>
        (event.stat_changes[caster.toLowerCase()]?.mana_change ?? 0) < 0 &&
        (event.stat_changes.жоро?.health_change ?? 0) < 0,
    );
    expect(hit).toBe(true);
  });

  it("shields Zuzka, not her wolf, for 'a ja si dam stit'", () => {
    const round = play(Z7, { Zuzka: "Bobik, trhaj Oksanu dalej! a ja si dam stit" }, BEASTS);
    expect(round.told).not.toMatch(/in front of Bobik/u);
  });

  it("raises a wall against the enemy's wolf, not around it", () => {
    const round = play(Z7, { Оксана: "вогняна стіна між мною і вовком" }, BEASTS);
    expect(round.told).not.toMatch(/Bobik,|front of Bobik|around Bobik/u);
  });

  it("rains hail on 'την ομάδα τους' (their team), not on Νίκος's own", () => {
    const round = play(Z7, { Νίκος: "τέλος πάντων, χαλάζι πάνω σε όλη την ομάδα τους" });
    expect(round.health("kuba")).toBe(0);
    expect(round.health("zuzka")).toBe(0);
    expect(round.health("дима")).toBeLessThan(0);
  });

  it("asks Оксана for a heal and finishes Kuba: 'Оксана хилни меня плз. а я добиваю Кубу'", () => {
    const round = play(Z7, {
      Дима: "48 урона?? авада это читы вообще. Оксана хилни меня плз. а я добиваю Кубу, у него 26",
    });
    expect(round.health("kuba")).toBeLessThan(0);
    expect(round.told).not.toMatch(/over Оксана|Оксана recovers|into Оксана/u);
  });
});

describe("set z, games 1-2", () => {
  it("shields João and Jake for 'escudo em mim e no jake'", () => {
    const round = play("Jake:en:1,João Pedro:pt:1,Lucía:es:2,Giuli:it:2", {
      "João Pedro": "escudo em mim e no jake",
    });
    expect(round.told).toMatch(/Jake and themselves/u);
  });

  it("throws the fireball back at Camille: 'vuurbal terug naar jou'", () => {
    const round = play("Camille:fr,Lukas:de,Sanne:nl,Mikkel:da", {
      Sanne: "haha nee hoor Camille 😤 vuurbal terug naar jou",
    });
    expect(round.health("camille")).toBeLessThan(0);
  });
});
