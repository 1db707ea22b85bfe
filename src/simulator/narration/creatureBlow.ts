import type { CreatureKind } from "../rules/creatureKinds.js";

/** What a creature strikes with, in the English narration: "Fang sends a bite at Nimue", not "its attack". */
const BLOWS: Partial<Record<CreatureKind, string>> = {
  wolf: "a bite",
  dog: "a bite",
  fox: "a bite",
  rat: "a bite",
  snake: "a bite",
  shark: "a bite",
  crocodile: "a bite",
  spider: "a bite",
  ant: "a bite",
  bear: "a swipe of claws",
  tiger: "a swipe of claws",
  lion: "a swipe of claws",
  cat: "a swipe of claws",
  griffin: "a swipe of claws",
  eagle: "a strike of talons",
  owl: "a strike of talons",
  crow: "a peck",
  goose: "a peck",
  duck: "a peck",
  chicken: "a peck",
  bee: "a sting",
  scorpion: "a sting",
  dragon: "a gout of fire",
  phoenix: "a gout of fire",
  elephant: "a charge of tusks",
  unicorn: "a thrust of its horn",
  cow: "a butt of horns",
  golem: "a stony fist",
  gorilla: "a punch",
  troll: "a swing of its club",
  giant: "a swing of its club",
  knight: "a sword stroke",
  skeleton: "a bony fist",
  zombie: "a rotten grab",
  octopus: "a lash of tentacles",
  treant: "a lash of branches",
};

/** How a creature's blow is told in English, by the kinds it answers to. */
export function creatureBlow(kinds: readonly CreatureKind[]): string {
  for (const kind of kinds) if (Object.hasOwn(BLOWS, kind)) return BLOWS[kind]!;
  return "its attack";
}
