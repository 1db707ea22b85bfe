import { describe, expect, it } from "vitest";
import { judgeTargets, stageToJudge, type JudgedRow } from "./targets.js";

const heldRow: JudgedRow = {
  mode: "embedded",
  players: 2_000,
  lobbies: 250,
  connected: 2_000,
  moveToEveryone: { p50: 2.1, p95: 12.9, p99: 37.9, count: 17_600 },
  errors: {},
  alongsideRatioP50: 2.0,
  alongsideRatioP99: 2.6,
  ratioP50: 1.9,
  ratioP99: 14.2,
};

const unmet = (row: JudgedRow) =>
  judgeTargets(row)
    .filter((verdict) => !verdict.met)
    .map((verdict) => verdict.target);

describe("issue #9's targets", () => {
  it("are met by a stage that holds the load within the alongside floor's ratio, whatever the idle floor reads", () => {
    expect(unmet(heldRow)).toEqual([]);
    const ratio = judgeTargets(heldRow).at(-1);
    expect(ratio?.measured).toContain("14.2");
    expect(ratio?.measured).toContain("not judged");
  });

  it("break on each target alone", () => {
    expect(unmet({ ...heldRow, connected: 1_990 })).toEqual([
      "2000 connected players in 250 lobbies",
    ]);
    expect(unmet({ ...heldRow, moveToEveryone: { ...heldRow.moveToEveryone, p99: 100 } })).toEqual([
      "move → everyone p99 under 100 ms",
    ]);
    expect(unmet({ ...heldRow, errors: { timeout: 1 } })).toEqual(["no errors"]);
    expect(unmet({ ...heldRow, alongsideRatioP99: 3.1 })).toEqual([
      "ratio to the bare floor alongside at most 3 (p50 and p99)",
    ]);
    expect(unmet({ ...heldRow, alongsideRatioP50: 3.5 })).toHaveLength(1);
  });

  it("do not count a ratio that was never measured as met", () => {
    const { alongsideRatioP50: _p50, alongsideRatioP99: _p99, ...withoutAlongside } = heldRow;
    expect(unmet(withoutAlongside)).toEqual([
      "ratio to the bare floor alongside at most 3 (p50 and p99)",
    ]);
  });

  it("judge the one-process stage at 2,000 players, not the scaled mode's", () => {
    const rows = [{ ...heldRow, players: 1_500 }, { ...heldRow, mode: "scaled" }, heldRow];
    expect(stageToJudge(rows)).toBe(heldRow);
    expect(stageToJudge(rows.slice(0, 2))).toBeUndefined();
  });
});
