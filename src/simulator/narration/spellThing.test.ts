import { describe, expect, it } from "vitest";
import { roundInput, wizard } from "../fixtures.test-helpers.js";
import { resolveRound } from "../rules/resolveRound.js";
import { parseMove } from "../rules/parseMove.js";
import { spellThing } from "./spellThing.js";

const NAMES = ["Tavi", "Nimue", "Merlin", "Fang"];

describe("what a spell conjures, as the narration names it", () => {
  it.each([
    ["I yeet a cow at Tavi", "a cow"],
    ["A world-ending inferno engulfs Nimue", "a world-ending inferno"],
    ["fireball at nimue", "a fireball"],
    ["A lance of radiant light pierces Nimue", "a lance of radiant light"],
    ["a spear of ice slices through Nimue", "a spear of ice"],
    ["summon a swarm of angry bees", "a swarm of angry bees"],
    ["I tear the moon from the sky and drop it on everyone", "the moon"],
    ["massive ice lance at merlin", "a massive ice lance"],
    ["I light a candle", "a candle"],
  ])("%s: %s", (move, thing) => {
    expect(spellThing(move, NAMES, null, "attack").en).toBe(thing);
  });

  it.each([
    ["i shield my team", "a shield"],
    ["ok two things: shield up on me", "a shield"],
    ["ok team plan: i shield my team, lucia n kristaps go hit ruta", "a shield"],
  ])("takes no words of table talk or the next phrase into the thing: %s", (move, thing) => {
    expect(spellThing(move, NAMES, null, "shield").en).toBe(thing);
  });

  it("reads chat's 'w' as 'with': 'i heal andrei w a big health potion' wields a potion", () => {
    const thing = spellThing("i heal andrei w a big health potion", ["Andrei"], null, "heal");
    expect(thing.en).toBe("a potion");
  });

  it("never names a player, a creature, the arena or markup as the thing", () => {
    expect(spellThing("hit Fang", NAMES, "fire", "attack").en).toBe("a burst of flame");
    expect(spellThing("consecrate the arena", NAMES, null, "zone").en).toBe("a spreading hazard");
    expect(spellThing('<img src=x onerror="x()"> at Tavi', NAMES, null, "attack").en).not.toMatch(
      /img|src/,
    );
  });

  it("reads no English nouns out of other languages: they are named by element or kind", () => {
    const spanish = spellThing("lanzo una bola de fuego enorme a Tavi", NAMES, "fire", "attack");
    expect(spanish).toEqual({ en: "a burst of flame", key: "fire" });
    expect(spellThing("回復の光で自分を癒す", NAMES, null, "heal")).toEqual({
      en: "a wave of healing light",
      key: "heal",
    });
  });

  it("tells a shield of an element by what it is made of, in English and by element elsewhere", () => {
    expect(
      spellThing("je lève un mur de glace autour de moi", NAMES, "ice", "shield", null, true),
    ).toEqual({
      en: "a wall of ice",
      key: "shield",
      barrier: "ice",
    });
    expect(spellThing("shield myself", NAMES, "nature", "shield").en).toBe("a wall of thorns");
    expect(spellThing("shield myself", NAMES, null, "shield")).toEqual({
      en: "a shimmering barrier",
      key: "shield",
    });
  });

  it("tells a famous spell by its name, a plain word by the move's own phrase", () => {
    expect(spellThing("magic missile at Tavi", NAMES, "arcane", "attack", "Magic Missile").en).toBe(
      "Magic Missile",
    );
    expect(spellThing("a huge fireball at Tavi", NAMES, "fire", "attack", "Fireball").en).toBe(
      "a huge fireball",
    );
  });
});

describe("things thrown that no list knows", () => {
  it("is 'something' in every language, not a surge of magic", () => {
    const outcome = resolveRound(
      roundInput({ e: "Jag kastar en surströmming på João 🐟" }, [
        wizard("e", "Erik", { language: "sv" }),
        wizard("j", "João", { language: "pt" }),
      ]),
    );
    const hit = outcome.events.find((event) => (event.stat_changes.j?.health_change ?? 0) < 0);
    expect(hit?.translated_descriptions?.pt).toContain("algo");
    expect(hit?.description).not.toMatch(/surge of magic/);
  });
});

describe("articles", () => {
  it.each([
    ["chain lightning on arash", "chain lightning"],
    ["acid rain on everyone", "acid rain"],
  ])("tells %s without 'a'", (move, told) => {
    const read = parseMove(move, ["Arash"]);
    expect(spellThing(move, ["Arash"], read.element, read.intent, read.famous ?? null).en).toBe(
      told,
    );
  });

  it("takes no chat filler for the spell's thing", () => {
    const read = parseMove("ok fine, shield myself", []);
    expect(spellThing("ok fine, shield myself", [], read.element, read.intent).en).not.toMatch(
      /fine/u,
    );
  });
});
