import { describe, expect, it } from "vitest";
import { play } from "./playTable.test-helpers.js";

// Tables of blind set ac (tests/judging/2026-11-30-ac), ids are the lowercased names.
const AC6 = "Mads:da:1,Ingrid_N:no:1,Tuukka:fi:1,Zsófi:hu:2,kuba_cz:cs:2,Олеся:uk:2";

describe("creature kinds with their own endings", () => {
  it("summons a bear for Finnish 'jääkarhun' (a polar bear, in the accusative)", () => {
    const round = play(AC6, {
      Tuukka: "Kutsun jääkarhun nimeltä Nalle. Nalle, hyökkää Olesyan kimppuun!",
    });
    const [summoned] = Object.values(round.creatures);
    expect(summoned?.creature.description).toMatch(/bear/iu);
  });

  it.each([
    ["Tuukka", "Nalle, purase sitä kivigolemia! minä heitän jäätä Kubaan", "Pepa"],
    ["kuba_cz", "Pepo, rozdrť toho medvěda! a já pošlu kamenný déšť na Ingrid", "Nalle"],
  ])("%s's creature goes for the creature named by its kind: %s", (caster, move, struck) => {
    const round = play(
      AC6,
      { [caster]: move },
      { Nalle: "Tuukka|a polar bear", Pepa: "kuba_cz|a stone golem" },
    );
    expect(round.health(struck)).toBeLessThan(0);
    expect(round.told).not.toMatch(/“/u);
  });

  it("strikes the bear for Hungarian 'villám a jegesmedvére' (lightning on the polar bear)", () => {
    const round = play(AC6, { Zsófi: "villám a jegesmedvére" }, { Nalle: "Tuukka|a polar bear" });
    expect(round.health("Nalle")).toBeLessThan(0);
    expect(round.health("tuukka")).toBe(0);
  });
});

const AC1 = "Jake:en,Lucía:es,Дима:ru,ゆうき:ja,Rohan_07:hi,نور:ar";
const AC4 = "ต้น:th:1,Tuấn Anh:vi:1,rizky99:id:1,Aishah:ms:1,נועה:he:2,بلال:ur:2,তানভীর:bn:2";

describe("set ac, games 1 and 4", () => {
  it("strikes only the dragon for 'ジェイクのドラゴンに螺旋丸' (Rasengan on Jake's dragon)", () => {
    const round = play(
      AC1,
      { ゆうき: "ジェイクのドラゴンに螺旋丸" },
      { Bartholomew: "Jake|a dragon" },
    );
    expect(round.health("Bartholomew")).toBeLessThan(0);
    expect(round.health("jake")).toBe(0);
  });

  it("strikes Jake and the dragon for Arabic 'على جيك والتنين' (on Jake and the dragon)", () => {
    const round = play(
      AC1,
      { نور: "آخر ضربة: عاصفة رملية على جيك والتنين" },
      { Bartholomew: "Jake|a dragon" },
    );
    expect(round.health("Bartholomew")).toBeLessThan(0);
    expect(round.health("jake")).toBeLessThan(0);
  });

  it("heals only the caster for 'лечусь изо всех сил' (with all my might)", () => {
    const round = play(AC1, { Дима: "лечусь изо всех сил!!! не бейте пж" });
    expect(round.told).not.toMatch(/Jake|Lucía/u);
  });

  it("shields only the caster for 'ジェイク怒ってるw バリア張っとく' (Jake's angry lol, I put up a barrier)", () => {
    const round = play(AC1, { ゆうき: "ジェイク怒ってるw バリア張っとく" });
    const shield = round.events.find((event) => /barrier|ward|shield/u.test(event.description));
    expect(shield?.description).not.toMatch(/Jake/u);
  });

  it.each([
    ["Aishah", "dan bagi 15 mana kat Ton"],
    ["بلال", "Last try: lightning on Ton, revenge!"],
  ])("hears ต้น alone in 'Ton', not Tuấn Anh: %s", (caster, move) => {
    const round = play(AC4, { [caster]: move });
    expect(round.told).toMatch(/ต้น/u);
    expect(round.told).not.toMatch(/Tuấn Anh/u);
  });

  it("casts nothing more for 'fokus dia gaes' (focus on him, guys) or 'পাথর কাজ করলো না' (the rock didn't work)", () => {
    const round = play(AC4, {
      rizky99: "Kamehameha ke Bilal!! fokus dia gaes",
      তানভীর: "পাথর কাজ করলো না 😤 এবার আগুনের বৃষ্টি পুরো টিম ১ এর উপর",
    });
    expect(round.told).not.toMatch(/mana|boulder|rock|stone/iu);
  });
});

describe("set ac, game 6", () => {
  const beasts = { Nalle: "Tuukka|a polar bear", Pepa: "kuba_cz|a stone golem" };

  it("summons Сірко for 'Я кличу вовка, його звати Сірко' (I call a wolf, his name is Sirko)", () => {
    const round = play(AC6, {
      Олеся: "дякую Пепо! Я кличу вовка, його звати Сірко. Сірко, кусай Інгрід",
    });
    expect(Object.values(round.creatures).map((beast) => beast.creature.name)).toContain("Сірко");
    expect(round.health("ingrid_n")).toBeLessThan(0);
  });

  it("gives no mana for 'Oleszja, adj egy kis manát pls' (Olesya, give me a little mana please)", () => {
    const round = play(AC6, {
      Zsófi: "nincs manám 😭 Oleszja, adj egy kis manát pls. én csak védekezek",
    });
    expect(round.told).not.toMatch(/mana/u);
  });

  it("heals no foe for 'Pepo, bouchni Tuukku než ho vyléčej!' (before they heal him)", () => {
    const round = play(AC6, { kuba_cz: "Pepo, bouchni Tuukku než ho vyléčej!" }, beasts);
    expect(round.health("tuukka")).toBeLessThan(0);
    expect(round.told).not.toMatch(/heal|health back|recovers|mends/iu);
  });

  it.each([
    ["Mads", "haha Zsófi, skjoldet tog det hele 😎 jeg sender en ildsøjle tilbage mod hende"],
    ["Ingrid_N", "Ingrid helbreder Mads litt, og skjoldet vårt må holde en runde til"],
  ])("raises no new shield for a remark that a shield held: %s", (caster, move) => {
    const round = play(AC6, { [caster]: move });
    expect(round.told).not.toMatch(/barrier|ward|shield/iu);
  });

  it("burns Zsófi for Danish 'en ildsøjle tilbage mod hende' (a pillar of fire back at her)", () => {
    const round = play(AC6, {
      Mads: "haha Zsófi, skjoldet tog det hele 😎 jeg sender en ildsøjle tilbage mod hende",
    });
    expect(round.health("zsófi")).toBeLessThan(0);
  });

  it("heals Mads, not Ingrid, for 'Ingrid helbreder Mads' (Ingrid names herself as she acts)", () => {
    const round = play(AC6, { Ingrid_N: "Ingrid helbreder Mads litt" });
    expect(round.told).toMatch(/Mads/u);
    expect(round.told).not.toMatch(/Ingrid_N's wounds|Ingrid_N heals with|themselves/u);
  });

  it("heals Олеся for 'Олеся лікує себе' (Olesya heals herself)", () => {
    const round = play(AC6, {
      Олеся: "Олеся лікує себе 💚 ведмідь болюче кусається. Потім крижаний спис у Тууку",
    });
    expect(
      round.events.some(
        (event) =>
          event.stat_changes["олеся"]?.health_change !== undefined &&
          /glow|light|heal|mend/iu.test(event.description),
      ),
    ).toBe(true);
  });
});

describe("set ac, game 2", () => {
  it("raises no shield for Turkish 'Kalkanım tuttu' (my shield held)", () => {
    const round = play("Lenny:de:1,Camille:fr:2,지훈:ko:1,EmreTR:tr:2", {
      EmreTR: "Kalkanım tuttu haha 😎 Avada Kedavra Lenny'ye",
    });
    expect(round.told).not.toMatch(/barrier|ward|shield/iu);
    expect(round.health("lenny")).toBeLessThan(0);
  });
});

const AC7 = "Νίκος:el,Цвети:bg,Majo_SK:sk,Tadej:sl,Ivana:hr,xXBogdanXx:ro";

describe("set ac, games 7 and 8", () => {
  it("names the dragon Žaltis for 'Iškviečiu drakoną Žaltį' (a dragon called Grass-snake), and it obeys", () => {
    const summoned = play("Gintarė:lt,Kristaps:lv,d4nny_boi:en", {
      Gintarė: "Iškviečiu drakoną Žaltį ir liepiu jam saugoti mane",
    });
    expect(Object.values(summoned.creatures).map((beast) => beast.creature.name)).toContain(
      "Žaltis",
    );
    const round = play(
      "Gintarė:lt,Kristaps:lv,d4nny_boi:en",
      { Gintarė: "Žalty, spjauk ugnim į tą žąsį! o aš metu ledo strėlę į Kristapą" },
      { Žaltis: "Gintarė|a dragon", Honk: "d4nny_boi|a goose" },
    );
    expect(round.health("Honk")).toBeLessThan(0);
    expect(round.told).toMatch(/Žaltis/u);
  });

  it("calls up a Patronus for Expecto Patronum, and 'Patronus, útok' sends it", () => {
    const summoned = play(AC7, { Majo_SK: "Expecto Patronum na ochranu" });
    expect(Object.values(summoned.creatures).map((beast) => beast.creature.name)).toContain(
      "Patronus",
    );
    const round = play(
      AC7,
      { Majo_SK: "Patronus, útok na Cveti! a ja dám Tadejovi 15 many" },
      { Patronus: "Majo_SK|Expecto Patronum" },
    );
    expect(round.told).toMatch(/Patronus/u);
    expect(round.told).not.toMatch(/Majo_SK (?:sends|hurls|throws|answers)/u);
  });

  it.each([
    ["Majo_SK", "ľadová kopija na Cveti, nech neútočí na chudáka Tadeja", "tadej"],
    ["Νίκος", "Ασπίδα φωτός πάνω μου γιατί το δηλητήριο καίει.", "ivana"],
  ])("harms no one named after 'nech' or 'γιατί': %s", (caster, move, spared) => {
    const round = play(AC7, { [caster]: move });
    expect(round.health(spared)).toBe(0);
  });

  it("raises a shield of light, and poisons no one, for 'Ασπίδα φωτός πάνω μου γιατί το δηλητήριο καίει'", () => {
    const round = play(AC7, { Νίκος: "Ασπίδα φωτός πάνω μου γιατί το δηλητήριο καίει." });
    expect(round.told).toMatch(/barrier|ward|shield/u);
    expect(round.told).not.toMatch(/venom|dart|poison|hex/u);
    for (const wizard of ["цвети", "majo_sk", "tadej", "ivana", "xxbogdanxx"])
      expect(round.health(wizard)).toBe(0);
  });

  it("shields Tadej as well as healing him for Slovene 'zdravim se in postavim kamnit ščit'", () => {
    const round = play(AC7, { Tadej: "hvala Majo!! zdravim se in postavim kamnit ščit" });
    expect(round.told).toMatch(/wall of stone|barrier|ward/u);
  });

  it("sends Πολύφημος after Gigel for 'Πολύφημε, πάτα τον Γκίγκελ!' (the vocative, Gigel in Greek)", () => {
    const round = play(
      AC7,
      { Νίκος: "Πολύφημε, πάτα τον Γκίγκελ!" },
      { Gigel: "xXBogdanXx|a bear", Πολύφημος: "Νίκος|a cyclops" },
    );
    expect(round.health("Gigel")).toBeLessThan(0);
  });
});

describe("set ac, game 5", () => {
  const AC5 = "ਹਰਪ੍ਰੀਤ:pa,Omkar_99:mr,Daan:nl,elsa.b:sv";
  const lion = { ਬੱਬਰ: "ਹਰਪ੍ਰੀਤ|a lion" };

  it("casts no change for Marathi 'बदला!' (revenge)", () => {
    const round = play(AC5, { Omkar_99: "एल्साला बदला! विजेचा कडकडाट तिच्या डोक्यावर ⚡⚡" });
    expect(round.told).not.toMatch(/form|shape/u);
    expect(round.health("elsa.b")).toBeLessThan(0);
  });

  it("reads the danda '।' as a sentence's end: the lion rests, the fireball is the caster's", () => {
    const round = play(AC5, { ਹਰਪ੍ਰੀਤ: "ਬੱਬਰ ਆਰਾਮ ਕਰ। ਮੈਂ ਡਾਨ ਤੇ ਅੱਗ ਦਾ ਗੋਲਾ ਸੁੱਟਦੀ ਹਾਂ" }, lion);
    expect(round.told).toMatch(/ਹਰਪ੍ਰੀਤ[^.]*(?:fire|flame)|(?:fire|flame)[^.]*ਹਰਪ੍ਰੀਤ/u);
    expect(
      round.events.some(
        (event) => event.stat_changes["creature_ਬੱਬਰ"] && Object.keys(event.stat_changes).length > 1,
      ),
    ).toBe(false);
  });

  it("lifts the poison for Punjabi 'ਬੱਬਰ ਦਾ ਜ਼ਹਿਰ ਸਾਫ਼ ਕਰਦੀ ਹਾਂ' (I clean Babbar's poison), and the lion bites Omkar", () => {
    const round = play(
      AC5,
      { ਹਰਪ੍ਰੀਤ: "ਬੱਬਰ, ਮੈਂ ਕਿਹਾ ਸੀ ਰੁਕ ਜਾ 🙄 ਚੱਲ ਹੁਣ ਓਮਕਾਰ ਨੂੰ ਵੱਢ। ਮੈਂ ਬੱਬਰ ਦਾ ਜ਼ਹਿਰ ਸਾਫ਼ ਕਰਦੀ ਹਾਂ" },
      lion,
    );
    expect(round.told).not.toMatch(/acid|afflicts/u);
    expect(round.health("omkar_99")).toBeLessThan(0);
  });
});

describe("set ac, game 3", () => {
  const AC3 = "Marco:it,Kuba_PL:pl,小龙:zh,Bia:pt,سارا:fa";
  const dragons = { آتیشی: "سارا|a dragon", Smok: "小龙|a dragon" };

  it.each([
    ["Marco", "poco mana... intanto colpo di bastone su 小龙"],
    ["Bia", "o 小龙 tá quase morto... ninguém me culpa: flecha de luz no 小龙 hehe"],
  ])("strikes the wizard 小龙 (little dragon), not the dragons: %s", (caster, move) => {
    const round = play(AC3, { [caster]: move }, dragons);
    expect(round.health("小龙")).toBeLessThan(0);
    expect(round.health("آتیشی")).toBe(0);
  });

  it("strikes Bia for Polish 'Avada Kedavra na Bię' (Bia, in the accusative)", () => {
    const round = play(AC3, { Kuba_PL: "Avada Kedavra na Bię za tego admina xD" });
    expect(round.health("bia")).toBeLessThan(0);
    expect(round.health("小龙")).toBe(0);
  });
});
