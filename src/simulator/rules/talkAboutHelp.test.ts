import { describe, expect, it } from "vitest";
import type { CombatantView } from "../types.js";
import { roundInput, wizard } from "../fixtures.test-helpers.js";
import { resolveRound } from "./resolveRound.js";

/**
 * Friends talk about the shields and heals they saw ("ruta's shields are annoying", "Megan gave
 * me a shield"): beside a real move, such talk casts nothing for the wizards the caster fights.
 * Moves from blind judging set i, games 6 and 8.
 */
function round(caster: CombatantView, move: string, others: CombatantView[]) {
  const players = [caster, ...others];
  const outcome = resolveRound(roundInput({ [caster.id]: move }, players));
  const change = (id: string) =>
    outcome.events.reduce((sum, event) => sum + (event.stat_changes[id]?.health_change ?? 0), 0);
  const shielded = (id: string) =>
    outcome.persistent_effects.some(
      (effect) => effect.type === "BARRIER" && effect.affectedPlayers.includes(id),
    );
  return { outcome, change, shielded };
}

const tom = wizard("t", "Tom", { team: 1 });
const lucia = wizard("l", "Lucía", { team: 1, language: "es" });
const ruta = wizard("r", "Rūta", { team: 2, language: "lt" });
const zuzana = wizard("z", "Zuzana", { team: 2, language: "sk" });

describe("talk about others' help", () => {
  it("summons the goose and shields no one: 'ok ruta's shields are annoying. i summon…'", () => {
    const { outcome, shielded } = round(
      tom,
      "ok ruta's shields are annoying. i summon a giant goose named Honk to chase ruta around 🪿",
      [lucia, ruta, zuzana],
    );
    expect(shielded("r")).toBe(false);
    expect(Object.keys(outcome.creatures)).toHaveLength(1);
  });

  it("asks, then casts: 'why did i put a shield on RUTA 😭 ok fireball at zuzana'", () => {
    const { change, shielded } = round(
      tom,
      "why did i put a shield on RUTA 😭 ok fireball at zuzana",
      [lucia, ruta, zuzana],
    );
    expect(shielded("r")).toBe(false);
    expect(change("z")).toBeLessThan(0);
  });

  it("thanks the enemy for shields and sets Lucía's ground on fire (Lithuanian)", () => {
    const { change, shielded } = round(
      ruta,
      "Tom myliu tave už skydus 😂 dabar uždegu žemę po Lucía kojomis, tegul dega kelis raundus 🔥",
      [tom, lucia, zuzana],
    );
    expect(shielded("t")).toBe(false);
    expect(change("l")).toBeLessThan(0);
  });

  it("hears 'Megan gave me a shield' as talk and gives Lucas mana (Persian)", () => {
    const reza = wizard("z", "Reza", { team: 2, language: "fa" });
    const megan = wizard("m", "Megan", { team: 1 });
    const lucas = wizard("u", "Lucas", { team: 2, language: "fr", mana: 0 });
    const { outcome, shielded } = round(
      reza,
      "مگان بهم سپر داد 😂 مرسی عزیزم. حالا به لوکاس مانا میدم چون صفر شده",
      [megan, lucas],
    );
    expect(shielded("m")).toBe(false);
    const given = outcome.events.reduce(
      (sum, event) => sum + (event.stat_changes.u?.mana_change ?? 0),
      0,
    );
    expect(given).toBeGreaterThan(0);
  });

  it("drops a meteor on Reza's shield bubble, and raises no shields from 'everyones just shielding'", () => {
    const megan = wizard("m", "Megan", { team: 1 });
    const reza = wizard("z", "Reza", { team: 2, language: "fa" });
    const camille = wizard("c", "Camille", { team: 1, language: "fr" });
    const { change, outcome } = round(
      megan,
      "everyones just shielding lmao. camille heal me pls. i drop a meteor on rezas little shield bubble ☄️",
      [reza, camille],
    );
    expect(change("z")).toBeLessThan(0);
    expect(outcome.persistent_effects.filter((effect) => effect.type === "BARRIER")).toEqual([]);
  });

  it("still heals oneself after a boast about a teammate's foe: 'ahora me curo un poco'", () => {
    const mateo = wizard("m", "Mateo", { language: "es", health: 60 });
    const { change } = round(
      mateo,
      "jajaja doble golpe a Tereza 💪 ahora me curo un poco y le doy 10 de maná a Ayesha",
      [wizard("t", "Tereza"), wizard("a", "Ayesha", { mana: 20 })],
    );
    expect(change("m")).toBeGreaterThan(0);
    expect(change("t")).toBe(0);
  });
});

describe("an apology set apart by a tilde", () => {
  it("hits Yuki only: 'ㅋㅋㅋ 조아 미안~ 유키한테 번개 ⚡⚡'", () => {
    const minji = wizard("m", "Minji", { language: "ko" });
    const { change } = round(minji, "ㅋㅋㅋ 조아 미안~ 유키한테 번개 ⚡⚡", [
      wizard("j", "João", { language: "pt" }),
      wizard("y", "Yuki", { language: "ja" }),
    ]);
    expect(change("y")).toBeLessThan(0);
    expect(change("j")).toBe(0);
  });
});
