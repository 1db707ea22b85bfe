import { describe, expect, it } from "vitest";
import { wizard } from "../fixtures.test-helpers.js";
import type { CombatantView } from "../types.js";
import { readMove } from "./readMove.js";
import { namedIn, type Target } from "./targets.js";

/**
 * "Bite", "scratch", "sic 'em" in the 40 languages (`acts/*.ts`, `sic`) are orders to one's
 * creatures, even when the creature is called by a name the referee does not know it by.
 */
function beastOf(owner: CombatantView, name: string, kind: string): Target {
  return {
    ...wizard(`creature_1_${owner.id}`, name),
    creature: { aliases: [name.toLowerCase(), kind], kinds: [], owners: [owner.id] },
  };
}

function read(caster: CombatantView, move: string, others: CombatantView[], beasts: Target[]) {
  const living = [caster, ...others];
  return readMove(move, caster, living, beasts).map((action) => ({
    kind: action.kind,
    aimed: namedIn({ ...action.move, intent: "attack" }, living, beasts).map((t) => t.name),
  }));
}

describe("orders to bite", () => {
  const ploy = wizard("p", "Ploy", { language: "th" });
  const lucas = wizard("l", "Lucas", { language: "fr" });

  it("sends Dmitri's bear at Ploy: 'Потапыч, фас! рви Плой 🐻'", () => {
    const dmitri = wizard("d", "Dmitri", { language: "ru" });
    const bear = beastOf(dmitri, "Dmitri's Bear", "bear");
    expect(read(dmitri, "Потапыч, фас! рви Плой 🐻", [ploy, lucas], [bear])).toEqual([
      { kind: "order", aimed: ["Ploy"] },
    ]);
  });

  it("sends Camille's wolf at Lucas: 'Croquette, mords Lucas pour la vache !!'", () => {
    const camille = wizard("c", "Camille", { language: "fr" });
    const wolf = beastOf(camille, "Camille's Wolf", "wolf");
    expect(read(camille, "Croquette, mords Lucas pour la vache !! 🐺", [lucas], [wolf])).toEqual([
      { kind: "order", aimed: ["Lucas"] },
    ]);
  });

  it("sends a cat called up in the same move at Bence (Thai)", () => {
    const bence = wizard("b", "Bence", { language: "hu" });
    const [summon] = read(ploy, "เรียกแมวยักษ์ชื่อส้มตำ ให้ข่วน Bence 555", [bence], []);
    expect(summon).toEqual({ kind: "spell", aimed: ["Bence"] });
  });

  it("reads 'that wolf bit me' from one with no creature as no attack", () => {
    const lucia = wizard("u", "Lucía", { language: "es" });
    const actions = read(lucia, "ese lobo me mordió 😤", [lucas], []);
    expect(actions.every((action) => action.kind === "talk")).toBe(true);
  });
});

describe("what follows a creature's bare name", () => {
  const mads = wizard("m", "Mads", { language: "da" });
  const giulia = wizard("g", "Giulia", { language: "it" });

  it.each([
    ["nl", "Henk, verbrand mads!! hij is bijna dood 🔥", "Henk"],
    ["de", "Henk, blitz auf mads, mach ihn fertig!", "Henk"],
    ["zh", "Henk，喷火烧mads！", "Henk"],
  ])("%s: %s is the creature's order, the caster casts nothing", (language, move, name) => {
    const daan = wizard("d", "Daan", { language });
    const henk = beastOf(daan, name, "bear");
    const actions = read(daan, move, [mads, giulia], [henk]);
    expect(actions.map((action) => action.kind)).toEqual(["order"]);
    expect(actions[0]?.aimed).toContain("Mads");
  });

  it("leaves the caster's own spell after the name to the caster: 'wolf, I fireball Mads'", () => {
    const tom = wizard("t", "Tom");
    const wolf = beastOf(tom, "Rex", "wolf");
    const actions = read(tom, "Rex, I fireball Mads", [mads], [wolf]);
    expect(actions.map((action) => action.kind)).toEqual(["order", "spell"]);
  });
});
