import { describe, expect, it, vi } from "vitest";
import { DEFAULT_SETTINGS } from "../../shared/settings.js";
import { wizard } from "../fixtures.test-helpers.js";
import type { ResolveInput } from "../types.js";

const MOVES = [
  "I hurl a blazing fireball at Nimue",
  "Frostbite creeps over Merlin and Nimue",
  "I heal myself with soft moonlight",
  "I summon a wolf named Ash to guard me",
  "THE MOST IMPENETRABLE DOME EVER!!!",
  "Je lance une boule de feu sur Nimue",
  "Я бросаю огненный шар в Мерлина",
  "火の玉をニムエに投げる",
];

const round: ResolveInput = {
  round: 2,
  seed: 99,
  settings: DEFAULT_SETTINGS,
  players: [
    wizard("a", "Merlin"),
    wizard("b", "Nimue", { language: "fr" }),
    wizard("c", "Circe", { language: "ja" }),
  ],
  creatures: {},
  effects: [],
  moves: { a: MOVES[0]!, b: MOVES[5]!, c: MOVES[7]! },
  currentAffinity: -1,
  now: 1_000,
};

/**
 * The server warms the rules up before it listens (src/server/main.ts). Warming up must leave
 * nothing behind that a game could notice: the same readings and the same round as a cold process.
 */
describe("warmUpRules", () => {
  it("changes no reading and no round outcome", async () => {
    // Each side gets modules of its own, as a process does: the rules remember what they read,
    // so a reading made before warming up would be answered from memory after it.
    const readAll = async (warm: boolean) => {
      vi.resetModules();
      const { parseMove } = await import("./parseMove.js");
      const { resolveRound } = await import("./resolveRound.js");
      if (warm) (await import("./warmUp.js")).warmUpRules();
      return {
        readings: MOVES.map((move) => parseMove(move, ["Nimue", "Merlin"])),
        round: resolveRound(round),
      };
    };
    const cold = await readAll(false);
    expect(await readAll(true)).toEqual(cold);
  });
});
