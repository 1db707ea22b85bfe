import { describe, expect, it } from "vitest";
import { roundInput, wizard } from "../fixtures.test-helpers.js";
import { parseMove } from "./parseMove.js";
import { resolveRound } from "./resolveRound.js";

/** Harm asked to last some rounds, as friends ask for it in blind sets i and j. */
describe("harm that lasts some rounds", () => {
  it.each([
    ["no", "lager brennende jord under Mads som brenner i tre runder"],
    ["lt", "uždegu žemę po Lucía kojomis, tegul dega kelis raundus 🔥"],
    ["mr", "जुहोच्या पायाखालची जमीन पेटवतो 🔥 जळत राहू दे दोन तीन राउंड"],
    ["de", "ok ich lass den Boden unter Jake brennen, so 3 Runden lang"],
    ["sv", "jag gör marken under Wei och João till brinnande lava i 3 rundor"],
    ["ja", "地面を燃やして、マーシャの足元を3ターン燃え続けさせる🔥"],
  ])("%s: %s burns round after round", (_language, move) => {
    expect(parseMove(move).intent).toBe("dot");
  });

  it("is no lasting harm when a round is only named: 'last round you burned me. fireball at bob'", () => {
    expect(parseMove("last round you burned me, fireball at bob").intent).toBe("attack");
  });

  it("leaves a burn on Mads that is still there after the round", () => {
    const players = [wizard("i", "Ingrid", { language: "no" }), wizard("m", "Mads")];
    const outcome = resolveRound(
      roundInput({ i: "lager brennende jord under Mads som brenner i tre runder" }, players),
    );
    const burn = outcome.persistent_effects.find((effect) => effect.affectedPlayers.includes("m"));
    expect(burn?.duration_in_rounds).toBeGreaterThan(1);
  });
});
