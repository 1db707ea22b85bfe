import { describe, expect, it } from "vitest";
import { play } from "./playTable.test-helpers.js";

// Tables of blind set ad (tests/judging/2026-11-30-ad), ids are the lowercased names.
describe("set ad, game 7", () => {
  const AD7 = "Bence:hu:1,Ioana_x:ro:1,Митко:bg:1,Ďuro:sk:2,Špela:sl:2,KrešoGG:hr:2";

  it("lets Gáspár alone burn Ďuro for '…a neve Gáspár. Gáspár, égesd meg Ďurot!'", () => {
    const round = play(AD7, {
      Bence: "Megidézek egy óriás tüzes sárkányt, a neve Gáspár. Gáspár, égesd meg Ďurot!",
    });
    expect(round.told).toMatch(/Gáspár/u);
    expect(round.told).not.toMatch(/Bence (?:flings|sends|hurls|throws|answers)/u);
  });

  it("knows 'avada' alone as Avada Kedavra", () => {
    const round = play(AD7, { KrešoGG: "jos jedna avada na mitka, gotov je brate" });
    expect(round.health("митко")).toBeLessThan(0);
  });

  it("reads Slovene ', pa še' as a second act: a healing circle and an ice arrow", () => {
    const round = play(AD7, {
      Špela: "Zdravilni krog okoli moje ekipe, pa še ledena puščica v Ioano ❄️",
    });
    expect(round.health("ioana_x")).toBeLessThan(0);
    expect(round.told).toMatch(/glow|light|heal/u);
  });

  it("splits 'štit na tebe + heal' into a shield and a heal", () => {
    const round = play("Bence:hu:1,Žiga:sl:2,Ivana:hr:2", {
      Ivana: "Žiga drži se! štit na tebe + heal",
    });
    expect(round.told).toMatch(/barrier|ward|shield/u);
    expect(round.told).toMatch(/heal|health/u);
  });
});

describe("set ad, game 1", () => {
  const AD1 = "Joãozinho:pt,Дима:ru,지현:ko,נועה:he,xXShadowMikeXx:en";

  it("shields the caster for Korean '보호막 쳐줘 나한테' (a shield on me): 나 is no Noa", () => {
    const round = play(AD1, { 지현: "보호막 쳐줘 나한테" });
    expect(round.told).not.toMatch(/נועה/u);
  });

  it("raises a wall of fire round the caster and poisons Дима for 'חומת אש סביבי ורעל על דימה'", () => {
    const round = play(AD1, { נועה: "ג׳יהיון את מלכה 👑 יאללה, חומת אש סביבי ורעל על דימה" });
    expect(round.told).toMatch(/wall of flame|barrier|ward/u);
    expect(round.told).not.toMatch(/지현/u);
    expect(round.health("дима")).toBeLessThan(0);
  });
});

describe("set ad, game 3", () => {
  const AD3 = "小龙:zh,Yousef_99:ar,Camille:fr,Тарас:uk";

  it.each([
    ["Тарас", "ну ок, тоді крижаний спис у Сяолуна"],
    ["Yousef_99", "وأنا أرمي رمح برق على شياولونغ"],
  ])("hears 小龙 written in another script: %s", (caster, move) => {
    const round = play(AD3, { [caster]: move });
    expect(round.health("小龙")).toBeLessThan(0);
  });

  it("summons Буран for Ukrainian 'Тарас кличе ведмедя Бурана' (Taras calls the bear Buran)", () => {
    const round = play(AD3, { Тарас: "Тарас кличе ведмедя Бурана. Буран, рви дракона Сяолуна!" });
    expect(Object.values(round.creatures).map((beast) => beast.creature.name)).toContain("Буран");
  });
});

describe("set ad, game 5", () => {
  const AD5 = "Aiman_gg:ms:1,তানভীর:bn:1,सई:mr:1,Preet47:pa:2,Joost:nl:2,elin.s:sv:2";

  it("ends no magic for Punjabi 'ਐਮਨ ਨੂੰ ਖਤਮ ਕਰੋ!' (finish Aiman off!)", () => {
    const round = play(AD5, { Preet47: "ਐਮਨ ਨੂੰ ਖਤਮ ਕਰੋ! ਅੱਗ ਦਾ ਗੋਲਾ ਐਮਨ ਉੱਤੇ" });
    expect(round.told).not.toMatch(/magic off|enchantments|unravels/u);
    expect(round.health("aiman_gg")).toBeLessThan(0);
  });

  it("hears no Aiman in 'ਆਸਮਾਨ' (the sky)", () => {
    const round = play(AD5, { Preet47: "ਮੈਂ ਆਸਮਾਨ ਤੋਂ ਬਿਜਲੀ ਸੁੱਟਦਾ ਹਾਂ ਤਾਨਵੀਰ ਉੱਤੇ ⚡ ਲੈ ਪੁੱਤ" });
    expect(round.health("aiman_gg")).toBe(0);
    expect(round.health("তানভীর")).toBeLessThan(0);
  });
});
