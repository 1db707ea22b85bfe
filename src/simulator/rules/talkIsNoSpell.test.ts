import { describe, expect, it } from "vitest";
import { wizard } from "../fixtures.test-helpers.js";
import type { Target } from "./targets.js";
import { parseMove } from "./parseMove.js";
import { readMove } from "./readMove.js";

/**
 * Table talk from blind party sets, which the learned reader (trained on spells) used to cast, and
 * the spells beside it that the lists must read on their own.
 */
describe("table talk is no spell", () => {
  it.each([
    "i surrender",
    "Camille ναι",
    "Мантасе, тримайся",
    "team huddle",
    "whatever",
    "ok fine",
  ])("%s", (move) => {
    expect(parseMove(move, ["Camille", "Мантас"]).intent).toBe("nothing");
  });
});

describe("the spell beside the talk", () => {
  const caster = wizard("c", "Caster");
  const others = ["Jonas", "Haruto", "Linnea", "Mateo", "Reza", "Sindre"].map((name) =>
    wizard(name.toLowerCase(), name),
  );
  const living = [caster, ...others];
  const colmillo: Target = {
    ...wizard("creature_1_c", "Colmillo"),
    creature: { aliases: ["colmillo"], kinds: [], owners: ["c"] },
  };
  const read = (move: string) =>
    readMove(move, caster, living, [colmillo]).map(
      (action) => `${action.kind}:${action.move.intent}`,
    );

  it.each([
    ["Синдре ме изпепели 🥵 добре, ще си направя щит и ще пия айран за здраве", ["spell:shield"]],
    ["me quito la maldición y Colmillo sigue con Linnea", ["order:nothing", "spell:dispel"]],
    ["gracias 🐺❤️ y yo le tiro una maceta a Jonas", ["spell:attack"]],
    ["RIP Michi 🪦😭 Haruto me las vas a pagar: bola de fuego a Haruto", ["spell:attack"]],
    ["team, Mateo is laag! ik heel Mateo", ["spell:heal"]],
    ["我喝杯奶茶回蓝 🧋", ["spell:manaRestore"]],
    ["ok ok j'ai compris 😅 je me cache derrière Reza", ["spell:dodge"]],
    ["Power Word: Kill on Jonas", ["spell:attack"]],
  ])("%s", (move, actions) => {
    expect(read(move)).toEqual(actions);
  });
});
