import { describe, expect, it } from "vitest";
import { play } from "./playTable.test-helpers.js";

// Tables of blind set z (tests/judging/2026-11-29-z), ids are the lowercased names.
const Z3 = "ゆうき:ja,민준:ko,陈晓雨:zh";

describe("a Chinese name called by its given name, in any script", () => {
  it.each([
    ["민준", "일단 방어막 치고 샤오위한테 번개 ㄱㄱ"],
    ["ゆうき", "シャオユーに光の矢"],
    ["ゆうき", "今度こそ晓雨ちゃんにサンダガ"],
    ["민준", "lightning at Xiaoyu"],
  ])("%s: %s hurts 陈晓雨", (caster, move) => {
    const round = play(Z3, { [caster]: move });
    expect(round.health("陈晓雨")).toBeLessThan(0);
  });
});
