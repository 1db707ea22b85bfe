import { describe, expect, it } from "vitest";
import type { ThrownKind } from "../thrownObjects.js";
import { thrownKindIn } from "./actTerms.js";

/** A move throwing an animal, a snowball, a hammer, a stick or a sword at Mira names that kind. */
describe("thrown animals and weapons (group a)", () => {
  it.each<[string, string, ThrownKind]>([
    ["es", "le tiro una gallina a Mira jajaja", "chicken"],
    ["fr", "je balance une vache sur Mira", "cow"],
    ["de", "ich schmeiß nen Schneeball auf Mira", "snowball"],
    ["it", "tiro un gatto in faccia a Mira", "cat"],
    ["pt", "taco um pato na Mira kkkk", "duck"],
    ["ru", "кидаю в Миру гуся", "goose"],
    ["zh", "我扔一只企鹅砸Mira", "penguin"],
    ["ja", "Miraにカエルを投げつける", "frog"],
    ["ko", "Mira한테 돼지 던짐", "pig"],
    ["nl", "ik gooi een walvis naar Mira", "whale"],
    ["sv", "jag kastar en hammare på Mira", "hammer"],
    ["no", "kaster en pinne på Mira", "stick"],
    ["da", "jeg kaster mit sværd efter Mira", "sword"],
    ["fi", "heitän Miraa lehmällä", "cow"],
    ["hu", "megdobom Mirát egy macskával", "cat"],
    ["el", "πεταω μια κοτα στη Mira", "chicken"],
    ["ro", "arunc cu o broasca in Mira", "frog"],
    ["id", "lempar bebek ke Mira", "duck"],
    ["ms", "aku baling ikan paus kat Mira", "whale"],
    ["vi", "ném con heo vào Mira", "pig"],
  ])("%s: %s", (_language, move, kind) => {
    expect(thrownKindIn(move)).toBe(kind);
  });
});
