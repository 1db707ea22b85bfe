import { describe, expect, it } from "vitest";
import { wizard } from "../fixtures.test-helpers.js";
import { creatureNameIn } from "./creatureNames.js";
import { parseMove } from "./parseMove.js";
import { readMove } from "./readMove.js";

/** Moves of blind set i, games 5 to 8, that its reader marked wrong, read again. */
describe("set i, games 5-8, read again", () => {
  it.each([
    ["fr", "j'invoque un loup géant qui s'appelle Croquette 🐺 il protège mon équipe", "Croquette"],
    ["vi", "Tao triệu hồi một con rồng nước tên Bé Bự, canh cho tao nha", "Bé Bự"],
    ["vi", "tao gọi cáo chín đuôi tên Mèo Mập ra cắn Arif 🦊", "Mèo Mập"],
    ["pa", "ਮੈਂ ਇੱਕ ਸ਼ੇਰ ਬੁਲਾਉਂਦਾ ਹਾਂ, ਨਾਮ ਸ਼ੇਰੂ 🦁 ਮੇਰੀ ਰਾਖੀ ਕਰੂ", "ਸ਼ੇਰੂ"],
    ["pa", "ਸ਼ੇਰੂ ਨਾਮ ਦਾ ਸ਼ੇਰ ਬੁਲਾਉਂਦਾ ਹਾਂ", "ਸ਼ੇਰੂ"],
    ["ms", "aku panggil harimau nama Si Belang, terkam Tereza sekarang!! 🐅", "Si Belang"],
    ["ru", "призываю медведя Потапыча, пусть ломает их щиты 🐻", "Потапыч"],
  ])("%s: %s names the creature %s", (_language, move, name) => {
    expect(creatureNameIn(move)).toBe(name);
    expect(parseMove(move).intent).toBe("summon");
  });

  it.each([
    ["bn", "আমি একটা বিশাল পাথরের দেয়াল তুলি নিজের সামনে", "shield"],
    ["cs", "roj vos na Aisyah, ať ji to bolí", "attack"],
    ["cs", "bodnu Aisyah dýkou namočenou v jedu", "attack"],
    ["ms", "ok aku menyorok belakang batu besar je round ni", "dodge"],
    ["sl", "napihnem se v ogromno žogo in se zakotalim čez Ivano", "attack"],
    ["fr", "je fais pleuvoir de la grêle sur toute l'équipe de Megan", "area"],
    ["lv", "un es izdzeru manas dziru", "manaRestore"],
  ])("%s: %s reads as %s", (_language, move, intent) => {
    expect(parseMove(move).intent).toBe(intent);
  });

  const juho = wizard("j", "Juho", { language: "fi" });
  const omkar = wizard("o", "Omkar", { language: "mr" });
  it.each([
    [juho, "apua mun jalat palaa 😭 sammutan tulen vedellä ja hyppään pois siitä"],
    [omkar, "जुहोने मला शाप दिला 😤 शाप काढून टाकतो आणि जुहोला वेलींनी बांधून ठेवतो"],
  ])("puts out the fire or lifts the curse on oneself: %s", (caster, move) => {
    const actions = readMove(move, caster, [juho, omkar], []);
    expect(actions[0]?.move.intent).toBe("dispel");
    expect(actions.some((action) => action.move.intent === "curse")).toBe(false);
  });

  it.each([
    ["es", "me quito el veneno y le lanzo carámbanos a Zuzana"],
    ["th", "ล้างคำสาปออก แล้วให้น้องมะม่วงพ่นพิษใส่คามิลล์"],
  ])("%s: lifts the poison or curse off oneself: %s", (language, move) => {
    const caster = wizard("c", "Lucía", { language });
    const actions = readMove(move, caster, [caster, wizard("z", "Zuzana")], []);
    expect(actions[0]?.move.intent).toBe("dispel");
  });

  it("hears Latvian 'sit' (hit) as an order to attack, not to sit", () => {
    const kristaps = wizard("k", "Kristaps", { language: "lv" });
    const ruta = wizard("r", "Rūta", { language: "lt" });
    const bruno = {
      ...wizard("creature_1", "Bruno"),
      creature: { aliases: ["bruno"], kinds: [], owners: ["k"] },
    };
    const [order] = readMove("Bruno, sit Rūtai!", kristaps, [kristaps, ruta], [bruno]);
    expect(order?.kind === "order" && order.halt).toBe(false);
  });

  it("hears 'jeg er næsten død' (I'm almost dead) as a complaint, and hides", () => {
    const mads = wizard("m", "Mads", { language: "da" });
    const oksana = wizard("k", "Oksana", { language: "uk" });
    const actions = readMove(
      "jeg er næsten død 💀 Oksana hjælp!! jeg løber væk og gemmer mig i en busk",
      mads,
      [mads, oksana],
      [],
    );
    expect(actions.map((action) => action.move.intent)).toEqual(["dodge"]);
  });

  it("keeps the ice shield said with a reason: 'xq estoy casi muerta'", () => {
    const lucia = wizard("l", "Lucía", { language: "es" });
    const actions = readMove(
      "y yo me pongo un escudo de hielo xq estoy casi muerta",
      lucia,
      [lucia, wizard("n", "Lena")],
      [],
    );
    expect(actions.map((action) => action.move.intent)).toEqual(["shield"]);
  });
});

describe("set i, games 5-8: what happened earlier is talk", () => {
  it.each([
    ["pa", "ਸ਼ੇਰੂ ਸ਼ਾਬਾਸ਼ 🦁 ਹੁਣ ਇਵਾਨਾ ਨੂੰ ਫੜ, ਉਹਨੇ ਮੈਨੂੰ ਬਰਫ਼ ਮਾਰੀ ਸੀ"],
    ["ur", "Andrei sorry یار، میں نے تو Georgi کو مارا تھا 😅 اب میں خود کو ٹھیک کرتی ہوں"],
  ])("%s: %s casts nothing at the one who did it", (language, move) => {
    const caster = wizard("c", "Gurpreet", { language });
    const living = [caster, wizard("i", "Ivana"), wizard("a", "Andrei"), wizard("g", "Georgi")];
    const sheru = {
      ...wizard("creature_1_c", "ਸ਼ੇਰੂ"),
      creature: { aliases: ["ਸ਼ੇਰੂ"], kinds: [], owners: ["c"] },
    };
    const actions = readMove(move, caster, living, [sheru]);
    expect(
      actions.some((action) => action.kind === "spell" && action.move.intent === "attack"),
    ).toBe(false);
  });

  it("gives Zuzana part of the caster's life: a heal (Lithuanian)", () => {
    const ruta = wizard("r", "Rūta", { language: "lt" });
    const actions = readMove(
      "Zuzana laikykis!! 😭 apkabinu Zuzaną ir atiduodu jai dalį savo gyvybės",
      ruta,
      [ruta, wizard("z", "Zuzana")],
      [],
    );
    expect(actions.some((action) => action.move.intent === "heal")).toBe(true);
  });
});
