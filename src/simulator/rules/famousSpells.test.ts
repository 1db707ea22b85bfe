import { describe, expect, it } from "vitest";
import { INTENTS, ELEMENTS } from "./lexicon.js";
import { FAMOUS_SPELLS, famousSpell } from "./famousSpells.js";

type Row = [move: string, name: string, intent: string, element: string | null, intensity: number];

const NAMED: Row[] = [
  ["Power Word Kill on Brenna", "Power Word Kill", "attack", "arcane", 3],
  ["power word: kill Brenna", "Power Word Kill", "attack", "arcane", 3],
  ["Power Word Stun on Bob", "Power Word Stun", "debuff", "arcane", 1.5],
  ["I cast Wish", "Wish", "buff", "arcane", 3],
  ["KAMEHAMEHAAAA at Goku", "Kamehameha", "attack", "arcane", 1.5],
  ["kameha meha!", "Kamehameha", "attack", "arcane", 1.5],
  ["kame hame HA", "Kamehameha", "attack", "arcane", 1.5],
  ["hadouken!", "Hadouken", "attack", "arcane", 1],
  ["HADOKEN at ryu", "Hadouken", "attack", "arcane", 1],
  ["avada kedavra bob", "Avada Kedavra", "attack", "shadow", 3],
  ["Avada Kadavra!!", "Avada Kedavra", "attack", "shadow", 3],
  ["Expelliarmus!", "Expelliarmus", "debuff", "arcane", 1],
  ["expeliarmus on Tavi", "Expelliarmus", "debuff", "arcane", 1],
  ["mass cure wounds on my team", "Mass Cure Wounds", "heal", "light", 1.5],
  ["cure wounds on Tavi", "Cure Wounds", "heal", "light", 0.75],
  ["I shout FUS RO DAH at Tavi", "Fus Ro Dah", "attack", "wind", 1.5],
  ["fus-ro-dah", "Fus Ro Dah", "attack", "wind", 1.5],
  ["FUSRODAH", "Fus Ro Dah", "attack", "wind", 1.5],
  ["casting magic missile at the darkness", "Magic Missile", "attack", "arcane", 0.75],
  ["casts fireball!", "Fireball", "attack", "fire", 1.5],
  ["firebal at morgna", "Fireball", "attack", "fire", 1.5],
  ["Meteor Swarm on all of them", "Meteor Swarm", "area", "fire", 2],
  ["Eldritch Blast x2", "Eldritch Blast", "attack", "arcane", 0.5],
  ["fire bolt at the goblin", "Fire Bolt", "attack", "fire", 0.75],
  ["Sacred Flame on the wight", "Sacred Flame", "attack", "light", 0.75],
  ["I cast Counterspell", "Counterspell", "dispel", "arcane", 1],
  ["dispel magic on Bob's armour", "Dispel Magic", "dispel", "arcane", 1],
  ["Polymorph Bob into a sheep", "Polymorph", "transformation", "arcane", 1.5],
  ["misty step behind the pillar", "Misty Step", "dodge", "arcane", 0.75],
  ["I cast Haste on my team", "Haste", "buff", "arcane", 1.5],
  ["hold person on the guard", "Hold Person", "debuff", "arcane", 1.5],
  ["Vampiric Touch, Bob", "Vampiric Touch", "drain", "shadow", 1],
  ["Cloudkill over the bridge", "Cloudkill", "zone", "poison", 1.5],
  ["wall of fire between us", "Wall of Fire", "zone", "fire", 1.5],
  ["Time Stop", "Time Stop", "debuff", "arcane", 3],
  ["Stupefy!", "Stupefy", "debuff", "arcane", 1],
  ["Expecto Patronum!", "Expecto Patronum", "summon", "light", 1.5],
  ["Protego", "Protego", "shield", "arcane", 1],
  ["Lumos", "Lumos", "buff", "light", 0.5],
  ["Spirit Bomb on Frieza", "Spirit Bomb", "attack", "light", 2],
  ["FINAL FLASH", "Final Flash", "attack", "arcane", 2],
  ["Chidori!", "Chidori", "attack", "lightning", 1.5],
  ["Rasengan to the face", "Rasengan", "attack", "wind", 1.5],
  ["Hollow Purple", "Hollow Purple", "attack", "arcane", 3],
  ["Domain Expansion: Infinite Void", "Domain Expansion", "zone", "arcane", 2],
  ["BANKAI!", "Bankai", "buff", "arcane", 2],
  ["Getsuga Tensho", "Getsuga Tensho", "attack", "shadow", 1.5],
  ["EXPLOSION!", "Explosion", "area", "fire", 2],
  ["gomu gomu no pistol", "Gum-Gum Pistol", "attack", null, 1],
  ["ZA WARUDO! toki wo tomare", "Za Warudo", "debuff", "arcane", 3],
  ["Falcon PAWNCH", "Falcon Punch", "attack", "fire", 1.5],
  ["shoryuken!", "Shoryuken", "attack", null, 1],
  ["Firaga on the behemoth", "Firaga", "attack", "fire", 1.5],
  ["curaga on the party", "Curaga", "heal", "light", 1.5],
  ["I cast Ultima", "Ultima", "attack", "arcane", 2],
  ["Phoenix Down on Aerith", "Phoenix Down", "heal", "fire", 1.5],
  ["Omnislash", "Omnislash", "attack", null, 2],
  ["Knights of the Round", "Knights of the Round", "attack", "arcane", 3],
  ["PK Fire", "PK Fire", "attack", "fire", 1],
  ["pyroblast at the boss", "Pyroblast", "attack", "fire", 1.5],
  ["Flash Heal on the tank", "Flash Heal", "heal", "light", 1],
  ["Power Word: Shield on me", "Power Word Shield", "shield", "light", 1],
  ["Pikachu, use Thunderbolt!", "Thunderbolt", "attack", "lightning", 1],
  ["Magikarp used Splash", "Splash", "attack", "water", 0.5],
  ["Hyper Beam", "Hyper Beam", "attack", "arcane", 2],
  ["chaos control!", "Chaos Control", "debuff", "arcane", 2],
  ["YOU SHALL NOT PASS!", "You Shall Not Pass", "shield", "light", 2],
  ["force lightning at the jedi", "Force Lightning", "attack", "lightning", 1.5],
  ["the snap", "Infinity Gauntlet Snap", "area", "arcane", 3],
  ["Innervate on our healer", "Innervate", "manaRestore", "nature", 1.5],
  ["Pokémon fans know Solar Beam", "Solar Beam", "attack", "nature", 1.5],
  ["Tasha’s Hideous Laughter on the ogre", "Tasha's Hideous Laughter", "debuff", "arcane", 1],
  ["かめはめ波!", "Kamehameha", "attack", "arcane", 1.5],
];

describe("famous spells", () => {
  it("catalogues at least 120 spells, each a real intent and element", () => {
    expect(FAMOUS_SPELLS.length).toBeGreaterThanOrEqual(120);
    const names = new Set(FAMOUS_SPELLS.map((spell) => spell.name));
    expect(names.size).toBe(FAMOUS_SPELLS.length);
    for (const spell of FAMOUS_SPELLS) {
      expect(INTENTS).toContain(spell.intent);
      if (spell.element) expect(ELEMENTS).toContain(spell.element);
      // Every name finds its own spell (the longest-match rule keeps short names from shadowing).
      expect(famousSpell(`I cast ${spell.name}`)?.name).toBe(spell.name);
    }
  });

  it.each(NAMED)("%s is %s", (move, name, intent, element, intensity) => {
    const spell = famousSpell(move);
    expect(spell).toMatchObject({ name, intent, element, intensity });
  });

  it("prefers the longest name: Mass Cure Wounds over Cure Wounds, Meteor Swarm over Meteor", () => {
    expect(famousSpell("MASS CURE WOUNDS")?.name).toBe("Mass Cure Wounds");
    expect(famousSpell("I cast meteor swarm")?.name).toBe("Meteor Swarm");
    expect(famousSpell("power word heal on me")?.name).toBe("Power Word Heal");
    expect(famousSpell("Finite Incantatem")?.name).toBe("Finite Incantatem");
  });

  it("gives scopes to spells that reach more than one target", () => {
    expect(famousSpell("mass cure wounds")?.scope).toBe("team");
    expect(famousSpell("Meteor Swarm")?.scope).toBe("area");
    expect(famousSpell("fireball")?.scope).toBeUndefined();
  });

  it.each([
    "I throw a rock at Bob",
    "I heal myself",
    // A shield as a thing is not the Shield spell: only "I cast Shield" (or "Shield!") is.
    "I raise a shield",
    "I wish I could fly",
    "I slow down and sleep",
    "darkness falls on the arena",
    "a meteor crashes down on Bob",
    "I run away",
    "expelliarmusing", // not a whole word
    "",
    "!!!",
  ])("%j names no famous spell", (move) => {
    expect(famousSpell(move)).toBeNull();
  });

  it("wakes everyday words only when they are cast, called spells or alone", () => {
    expect(famousSpell("I cast Shield")?.name).toBe("Shield");
    expect(famousSpell("HEAL!")?.name).toBe("Heal");
    expect(famousSpell("the sleep spell on bob")?.name).toBe("Sleep");
    expect(famousSpell("using darkness to hide")?.name).toBe("Darkness");
    expect(famousSpell("I cast a heal on Tavi")?.intent).toBe("heal");
  });

  it("skips a spell taken back or owned by someone else", () => {
    expect(famousSpell("not a fireball, an ice lance at Morgana")).toBeNull();
    expect(famousSpell("I'm NOT casting fireball. I'm casting frost nova")?.name).toBe(
      "Frost Nova",
    );
    expect(famousSpell("I dodge her fireball")).toBeNull();
  });

  it("prefers the spell being cast, then the first named", () => {
    expect(famousSpell("I block the Fireball with Protego")?.name).toBe("Protego");
    expect(famousSpell("Fireball, then I cast Haste")?.name).toBe("Haste");
    expect(famousSpell("Chidori and Rasengan")?.name).toBe("Chidori");
  });

  it("reads 1,000 moves of 200 characters quickly (figure printed, not asserted)", () => {
    const filler =
      "with a sweeping gesture and a booming voice the old wizard steps forward over the rubble " +
      "of the ruined tower and";
    const names = FAMOUS_SPELLS.map((spell) => spell.name);
    const moves = Array.from({ length: 1000 }, (_, i) => {
      const head = i % 3 === 0 ? "" : `${names[(i * 7) % names.length]} `;
      return `${head}${filler} then ${i % 2 ? "throws a rock at Bob" : "casts"} again`
        .padEnd(200, " and again")
        .slice(0, 200);
    });
    for (const move of moves) famousSpell(move); // warm up
    const started = performance.now();
    let found = 0;
    for (const move of moves) if (famousSpell(move)) found++;
    const perCall = (performance.now() - started) / moves.length;
    console.log(`famousSpell: ${(perCall * 1000).toFixed(1)} µs per 200-character move`);
    expect(found).toBeGreaterThan(0);
  });
});
