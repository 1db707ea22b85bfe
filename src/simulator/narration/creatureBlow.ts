import type { CreatureKind } from "../rules/creatureKinds.js";
import { narrationLocale } from "./narrationLocales.js";
import type { SpellThing } from "./spellThing.js";

/** What a creature strikes with: "Fang sends a bite at Nimue", not "its attack". */
const BLOWS = {
  wolf: "bite",
  dog: "bite",
  fox: "bite",
  rat: "bite",
  snake: "bite",
  shark: "bite",
  crocodile: "bite",
  spider: "bite",
  ant: "bite",
  bear: "claws",
  tiger: "claws",
  lion: "claws",
  cat: "claws",
  griffin: "claws",
  eagle: "talons",
  owl: "talons",
  crow: "peck",
  goose: "peck",
  duck: "peck",
  chicken: "peck",
  bee: "sting",
  scorpion: "sting",
  dragon: "fire",
  phoenix: "fire",
  elephant: "tusks",
  unicorn: "horn",
  cow: "horns",
  golem: "stoneFist",
  gorilla: "punch",
  troll: "club",
  giant: "club",
  knight: "sword",
  skeleton: "bonyFist",
  zombie: "grab",
  octopus: "tentacles",
  treant: "branches",
  deer: "antlers",
  goat: "horns",
  sheep: "headbutt",
  donkey: "kick",
  rabbit: "nip",
  squirrel: "nip",
  panda: "claws",
  capybara: "lazyBite",
  lizard: "bite",
  parrot: "peck",
  penguin: "flipper",
  whale: "tail",
} as const satisfies Partial<Record<CreatureKind, string>>;

export type BlowKey = (typeof BLOWS)[keyof typeof BLOWS];

/** What a creature's blow is, by the kinds it answers to; told in each language's `words.blows`. */
export function creatureBlow(kinds: readonly CreatureKind[]): BlowKey | null {
  for (const kind of kinds)
    if (Object.hasOwn(BLOWS, kind)) return BLOWS[kind as keyof typeof BLOWS];
  return null;
}

/** A creature's blow as the thing a line tells: "a bite" in English, "un mordisco" in Spanish. */
export function blowThing(kinds: readonly CreatureKind[]): SpellThing {
  const blow = creatureBlow(kinds);
  if (blow === null) return { en: "its attack", key: "blow" };
  return { en: narrationLocale("en").words.blows[blow], key: "blow", blow };
}
