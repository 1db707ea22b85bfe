import { describe, expect, it } from "vitest";
import type { PersistentEffect } from "../../shared/documents.js";
import { seededRandom } from "../../shared/random.js";
import { frostWolf, roundInput, wizard } from "../fixtures.test-helpers.js";
import type { ResolveInput } from "../types.js";
import { parseMove } from "./parseMove.js";
import { resolveRound } from "./resolveRound.js";
import { chooseTargets, creatureTargets } from "./targets.js";

const merlin = wizard("m", "Merlin");
const nimue = wizard("n", "Nimue");
const morgana = wizard("g", "Morgana");
const players = [merlin, nimue, morgana];
const fang = frostWolf("Nimue");
const creatures = { creature_1_n: fang };

function targetsOf(text: string): string[] {
  const move = parseMove(text, ["Merlin", "Nimue", "Morgana", "Fang"]);
  return chooseTargets(
    move,
    merlin,
    players,
    seededRandom(1),
    creatureTargets(creatures, players),
  ).map((target) => target.name);
}

function input(moves: Record<string, string>, overrides: Partial<ResolveInput> = {}): ResolveInput {
  return roundInput(moves, players, { creatures, ...overrides });
}

describe("targets", () => {
  it.each([
    ["fireball at Fang", ["Fang"]],
    ["burn the wolf", ["Fang"]],
    ["curse Nimue's pet", ["Fang"]],
    ["Nimue's wolf bleeds from a hundred cuts", ["Fang"]],
    ["attack the wolf's owner with a water whip", ["Nimue"]],
    ["Not Morgana, I target Nimue with thunder", ["Nimue"]],
    ["Бросаю огненный шар в Нимуэ", ["Nimue"]],
    ["ニムエに火の玉を投げつける", ["Nimue"]],
    ["니무에에게 화염구를 던진다", ["Nimue"]],
    ["fierball at Nimeu", ["Nimue"]],
    ["zap morg", ["Morgana"]],
    ["I become a great eagle", ["Merlin"]],
    ["j'empoisonne le loup de Nimue", ["Fang"]],
    ["Высасываю жизнь из волка Нимуэ", ["Fang"]],
    ["ニムエの狼を凍らせる", ["Fang"]],
    ["fireball at Nimue and her wolf", ["Nimue", "Fang"]],
    ["summon a wolf of my own", ["Merlin"]],
    ["I turn into a wolf", ["Merlin"]],
    ["turn the wolf into a harmless puppy", ["Fang"]],
  ])("%s", (text, expected) => {
    expect(targetsOf(text)).toEqual(expected);
  });

  it("never picks a creature unless it is named", () => {
    for (let seed = 0; seed < 20; seed += 1) {
      const move = parseMove("a fireball", ["Fang"]);
      const chosen = chooseTargets(
        move,
        merlin,
        players,
        seededRandom(seed),
        creatureTargets(creatures, players),
      );
      expect(chosen.map((target) => target.name)).not.toContain("Fang");
    }
  });
});

describe("creatures in a round", () => {
  it("a spell at a creature by name damages the creature, and a slain one is narrated", () => {
    const outcome = resolveRound(input({ m: "a world-ending inferno at Fang" }));
    const hit = outcome.events.find(
      (event) => (event.stat_changes.creature_1_n?.health_change ?? 0) < 0,
    );
    expect(hit?.description).toContain("Fang");
    expect(
      outcome.events.some((event) => /Fang (is destroyed|crumbles)/.test(event.description)),
    ).toBe(true);
    // A slain creature does not strike back this round.
    expect(outcome.events.some((event) => event.description.startsWith("Fang attacks"))).toBe(
      false,
    );
  });

  it("a living creature strikes one of its owner's enemies", () => {
    const outcome = resolveRound(input({}));
    const strike = outcome.events.find((event) => event.stat_changes.creature_1_n !== undefined);
    expect(strike?.description).toMatch(/Fang/);
    const victims = Object.entries(strike?.stat_changes ?? {}).filter(
      ([, change]) => change.health_change < 0,
    );
    expect(victims.map(([id]) => id)).not.toContain("n");
  });
});

describe("dispel", () => {
  const barrier: PersistentEffect = {
    name: "stone skin",
    description: "stone skin",
    translated_names: { en: "stone skin" },
    translated_descriptions: { en: "stone skin" },
    type: "BARRIER",
    duration_in_rounds: 2,
    sourcePlayer: "n",
    affectedPlayers: ["n"],
    magnitude: 50,
  };
  const curse: PersistentEffect = {
    ...barrier,
    name: "rot",
    type: "CURSE",
    sourcePlayer: "n",
    affectedPlayers: ["m"],
    magnitude: 10,
  };

  it("strips a foe's stored barrier so the next blow lands in full", () => {
    const outcome = resolveRound(
      input({ m: "dispel Nimue's barrier" }, { effects: [barrier], creatures: {} }),
    );
    expect(outcome.stripped_effects).toEqual([{ index: 0, players: ["n"] }]);
    expect(outcome.events.some((event) => event.description.includes("stone skin"))).toBe(true);
  });

  it("frees the caster from a curse, which then does not tick", () => {
    const cursed = resolveRound(input({ m: "I meditate" }, { effects: [curse], creatures: {} }));
    expect(cursed.events.some((event) => (event.stat_changes.m?.health_change ?? 0) < 0)).toBe(
      true,
    );
    const cleansed = resolveRound(
      input({ m: "I cleanse the curse from myself" }, { effects: [curse], creatures: {} }),
    );
    expect(cleansed.stripped_effects).toEqual([{ index: 0, players: ["m"] }]);
    expect(cleansed.events.some((event) => (event.stat_changes.m?.health_change ?? 0) < 0)).toBe(
      false,
    );
  });
});

describe("orders spoken as friends speak", () => {
  const told = (outcome: ReturnType<typeof resolveRound>) =>
    outcome.events.map((event) => event.description).join(" ");
  const hurt = (outcome: ReturnType<typeof resolveRound>, id: string) =>
    outcome.events.some((event) => (event.stat_changes[id]?.health_change ?? 0) < 0);

  it("guards the wizard the order names, not the owner", () => {
    const outcome = resolveRound(input({ n: "Fang, stell dich vor Merlin!" }));
    expect(told(outcome)).toMatch(/Fang[^.]*Merlin/);
    expect(hurt(outcome, "m")).toBe(false);
    expect(hurt(outcome, "g")).toBe(false);
  });

  it("takes 'guard me' after words to the creature as an order to it", () => {
    const outcome = resolveRound(input({ n: "fang u beautiful idiot. guard me now pls" }));
    expect(told(outcome)).toMatch(/Fang[^.]*Nimue/);
    // Fang guards; Nimue pays no shield spell of her own.
    const nimueMana = outcome.events.reduce(
      (sum, event) => sum + (event.stat_changes.n?.mana_change ?? 0),
      0,
    );
    expect(nimueMana).toBeGreaterThan(-5);
  });

  it("asks a creature why without sending it anywhere", () => {
    const outcome = resolveRound(
      input({ n: "fang why did u attack merlin i said MORGANA. fang come back to me" }),
    );
    expect(hurt(outcome, "m")).toBe(false);
    expect(hurt(outcome, "g")).toBe(false);
  });

  it("dodges lightning in Japanese instead of casting it", () => {
    const outcome = resolveRound(
      roundInput({ k: "ミア怖い😂 雷を避ける！風の盾" }, [
        wizard("k", "Kenji", { language: "ja" }),
        wizard("i", "Mia"),
      ]),
    );
    expect(hurt(outcome, "i")).toBe(false);
  });

  it("hears a Thai question as a remark, not a spell", () => {
    const outcome = resolveRound(
      roundInput({ p: "มินห์!!! บอกว่าเป็นทีมแล้วยิงเราทำไม 😭 โอเค ไฟใส่บูดี้" }, [
        wizard("p", "Ploy", { language: "th" }),
        wizard("m", "Minh"),
        wizard("b", "Budi"),
      ]),
    );
    expect(hurt(outcome, "m")).toBe(false);
    expect(hurt(outcome, "b")).toBe(true);
  });
});

/** A lasting effect of two rounds on `on`, cast by Morgana. */
function lasting(
  type: PersistentEffect["type"],
  name: string,
  on: string,
  magnitude: number,
): PersistentEffect {
  return {
    name,
    description: name,
    translated_names: { en: name },
    translated_descriptions: { en: name },
    type,
    duration_in_rounds: 2,
    sourcePlayer: "g",
    affectedPlayers: [on],
    magnitude,
  };
}

describe("lasting effects across rounds", () => {
  it("tells a curse tick a barrier swallowed, and spends the barrier", () => {
    const outcome = resolveRound(
      roundInput({}, players, {
        effects: [lasting("BARRIER", "Stone Wall", "m", 5), lasting("CURSE", "Hex", "m", 5)],
      }),
    );
    expect(outcome.events.map((event) => event.description).join(" ")).toMatch(/Merlin/);
    expect(outcome.stripped_effects).toEqual([{ index: 0, players: ["m"] }]);
  });

  it("wears a barrier down by what it took", () => {
    const outcome = resolveRound(
      roundInput({ g: "I punch Merlin" }, players, {
        effects: [lasting("BARRIER", "Stone Wall", "m", 30)],
      }),
    );
    expect(outcome.stripped_effects).toEqual([{ index: 0, players: ["m"] }]);
    const left = outcome.persistent_effects.find((effect) => effect.name === "Stone Wall");
    expect(left?.magnitude).toBe(25);
    expect(left?.duration_in_rounds).toBe(1);
  });

  it("keeps of a barrier raised this round only what this round's blows left", () => {
    const outcome = resolveRound(
      roundInput({ m: "I raise a stone wall around myself", g: "I punch Merlin" }, players),
    );
    const wall = outcome.persistent_effects.find((effect) => effect.type === "BARRIER");
    const raised = outcome.events
      .map((event) => /(\d+)/u.exec(event.description)?.[1])
      .filter(Boolean);
    expect(raised.length).toBeGreaterThan(0);
    expect(wall?.magnitude).toBeLessThan(Number(raised[0]));
    const untouched = resolveRound(
      roundInput({ m: "I raise a stone wall around myself" }, players),
    );
    const kept = untouched.persistent_effects.find((effect) => effect.type === "BARRIER");
    expect(kept?.magnitude).toBe(wall!.magnitude! + 5);
  });

  it("sends half of a creature's blow back at it from a mirror", () => {
    const outcome = resolveRound(input({ m: "mirror of force", n: "Fang, attack Merlin" }));
    expect(
      outcome.events.some((event) => (event.stat_changes.creature_1_n?.health_change ?? 0) < 0),
    ).toBe(true);
  });

  it("renews a barrier raised again rather than piling a new one on top", () => {
    const outcome = resolveRound(
      roundInput({ m: "I raise a stone wall around myself" }, players, {
        effects: [lasting("BARRIER", "Stone Wall", "m", 30)],
      }),
    );
    expect(outcome.stripped_effects).toEqual([{ index: 0, players: ["m"] }]);
    const stored = outcome.persistent_effects.filter((effect) => effect.type === "BARRIER");
    expect(stored).toHaveLength(1);
    expect(stored[0]?.magnitude).toBe(30);
  });

  it("keeps a barrier that was not used up", () => {
    const outcome = resolveRound(
      roundInput({}, players, { effects: [lasting("BARRIER", "Stone Wall", "m", 30)] }),
    );
    expect(outcome.stripped_effects ?? []).toEqual([]);
  });
});

describe("orders with more in them", () => {
  const hurt = (outcome: ReturnType<typeof resolveRound>, id: string) =>
    outcome.events.some((event) => (event.stat_changes[id]?.health_change ?? 0) < 0);

  it("spares whom the creature is told to leave and attacks the other", () => {
    for (const seed of [1, 2, 3]) {
      const outcome = resolveRound(input({ n: "Fang, deja a Merlin, ataca a Morgana" }, { seed }));
      expect(hurt(outcome, "m")).toBe(false);
      expect(hurt(outcome, "g")).toBe(true);
    }
  });

  it("attacks beside its owner when they go together", () => {
    const outcome = resolveRound(input({ n: "Fang and I attack Morgana together" }));
    const onMorgana = outcome.events.filter(
      (event) => (event.stat_changes.g?.health_change ?? 0) < 0,
    );
    expect(onMorgana.length).toBeGreaterThanOrEqual(2);
    expect(hurt(outcome, "m")).toBe(false);
  });

  it("goes for whom the clause before named when sent with no name", () => {
    const outcome = resolveRound(
      roundInput(
        { n: "モルガナに最後の一撃！炎の拳🔥 ファングも一緒に行け" },
        [merlin, { ...nimue, language: "ja" }, morgana],
        { creatures },
      ),
    );
    expect(hurt(outcome, "m")).toBe(false);
    expect(
      outcome.events.filter((event) => (event.stat_changes.g?.health_change ?? 0) < 0).length,
    ).toBeGreaterThanOrEqual(2);
  });

  it("does what it was told last", () => {
    const outcome = resolveRound(input({ n: "Fang, attack Merlin. no wait, Fang, guard me" }));
    expect(hurt(outcome, "m")).toBe(false);
  });

  it("leaves a clause the caster speaks of themselves to the caster", () => {
    const outcome = resolveRound(
      input({ n: "Fang, protect me! and I freeze Morgana with wolf breath" }),
    );
    expect(hurt(outcome, "g")).toBe(true);
    expect(outcome.events.map((event) => event.description).join(" ")).toMatch(/Fang[^.]*Nimue/);
  });

  it("does not hear a Vietnamese word as a creature named like it", () => {
    const players = [wizard("m", "Minh", { language: "vi" }), wizard("a", "Aisyah")];
    const bong = {
      ...frostWolf("Minh"),
      creature: { ...frostWolf("Minh").creature, name: "Bông" },
    };
    const outcome = resolveRound(
      roundInput({ m: "Bông tấn công Aisyah. Tao bắn băng vào Aisyah" }, players, {
        creatures: { creature_1_m: bong },
      }),
    );
    const iceByMinh = outcome.events.some(
      (event) =>
        (event.stat_changes.m?.mana_change ?? 0) < -4 &&
        (event.stat_changes.a?.health_change ?? 0) < 0,
    );
    expect(iceByMinh).toBe(true);
  });
});

describe("a creature on guard", () => {
  it("takes the blow aimed at its ward in the same round", () => {
    const outcome = resolveRound(input({ n: "Fang, guard me!", m: "fireball at Nimue" }));
    const told = outcome.events.map((event) => event.description);
    const guardAt = told.findIndex((line) => /Fang/.test(line) && /Nimue/.test(line));
    const fireAt = told.findIndex((line) => /Merlin/.test(line) && /Nimue/.test(line));
    expect(guardAt).toBeGreaterThanOrEqual(0);
    expect(guardAt).toBeLessThan(fireAt);
    const lost = outcome.events.reduce(
      (sum, event) => sum + (event.stat_changes.n?.health_change ?? 0),
      0,
    );
    const unguarded = resolveRound(input({ m: "fireball at Nimue" }));
    const lostAlone = unguarded.events.reduce(
      (sum, event) => sum + (event.stat_changes.n?.health_change ?? 0),
      0,
    );
    expect(lost).toBeGreaterThan(lostAlone);
  });
});

describe("a creature spoken of past a comma", () => {
  it.each([
    "kick Morgana this time, MORGANA not the wolf",
    "lightning at Morgana, her wolf is too cocky",
  ])("is not the target: %s", (move) => {
    const fangOfMorgana = { creature_1_g: frostWolf("Morgana") };
    const outcome = resolveRound(roundInput({ m: move }, players, { creatures: fangOfMorgana }));
    const hitMorgana = outcome.events.some(
      (event) => (event.stat_changes.g?.health_change ?? 0) < 0,
    );
    const hitFang = outcome.events.some(
      (event) =>
        (event.stat_changes.creature_1_g?.health_change ?? 0) < 0 &&
        (event.stat_changes.m?.mana_change ?? 0) <= 0 &&
        event.description.includes("Merlin"),
    );
    expect(hitMorgana).toBe(true);
    expect(hitFang).toBe(false);
  });
});

describe("an attack order right after words to the creature", () => {
  const hurt = (outcome: ReturnType<typeof resolveRound>, id: string) =>
    outcome.events.some((event) => (event.stat_changes[id]?.health_change ?? 0) < 0);

  it.each([
    "Fang, hör auf mit Merlin! Greif Morgana an, die hat mich verbrannt 😤",
    "Fang du fauler Sack!! ANGRIFF auf Morgana, sofort!",
  ])("sends the creature at the one named: %s", (move) => {
    const outcome = resolveRound(input({ n: move }));
    expect(hurt(outcome, "g")).toBe(true);
    expect(hurt(outcome, "m")).toBe(false);
    expect(outcome.events.map((event) => event.description).join(" ")).toMatch(
      /Fang[^.]*Morgana|Morgana[^.]*Fang/,
    );
  });
});

describe("an owner's words that cast nothing", () => {
  it("are not told as 'nothing comes of it' when their creature acts", () => {
    const outcome = resolveRound(input({ n: "hmm" }));
    const told = outcome.events.map((event) => event.description);
    expect(told.filter((line) => line.includes("Nimue") && /nothing/u.test(line))).toEqual([]);
    expect(outcome.events.some((event) => event.description.includes("Fang"))).toBe(true);
  });
});

describe("a wizard who falls during the round", () => {
  it("takes no more blows, creature bites or curse ticks after falling", () => {
    const zuzana = wizard("z", "Zuzana", { health: 6 });
    const tom = wizard("t", "Tom");
    const lucia = wizard("l", "Lucía");
    const rot = lasting("CURSE", "rot", "z", 4);
    const outcome = resolveRound(
      roundInput(
        { t: "fireball at zuzana", l: "ice lance at zuzana, Fang bite zuzana" },
        [zuzana, tom, lucia],
        { creatures: { creature_1_l: frostWolf("Lucía") }, effects: [rot] },
      ),
    );
    const blows = outcome.events.filter((event) => (event.stat_changes.z?.health_change ?? 0) < 0);
    expect(blows).toHaveLength(1);
  });
});
