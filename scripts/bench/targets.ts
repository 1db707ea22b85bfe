import { round1, type Spread } from "./samples.js";

/** What a stage's row must carry to be judged against issue #9's targets. */
export interface JudgedRow {
  mode: string;
  players: number;
  lobbies: number;
  connected: number;
  moveToEveryone: Spread;
  errors: Record<string, number>;
  alongsideRatioP50?: number;
  alongsideRatioP99?: number;
  ratioP50?: number;
  ratioP99?: number;
}

export interface TargetVerdict {
  target: string;
  met: boolean;
  measured: string;
}

export const TARGET_PLAYERS = 2_000;
export const TARGET_LOBBIES = 250;
export const TARGET_P99_MS = 100;
export const TARGET_FLOOR_RATIO = 3;

/** The stage the targets speak of: one process (embedded) at 2,000 players, if the ramp got there. */
export function stageToJudge(rows: readonly JudgedRow[]): JudgedRow | undefined {
  return rows.find((row) => row.mode === "embedded" && row.players === TARGET_PLAYERS);
}

/**
 * Issue #9's targets for one process. The ratio is judged against the floor measured alongside
 * (the same players, the same moments, the same loaded machine: the issue's "in the same run ...
 * between the same clients"), at p50 and p99; the floor after the run, on an idle generator and a
 * quiet machine, is reported beside it but not judged (docs/performance.md, "Which floor the
 * ratio target reads").
 */
export function judgeTargets(row: JudgedRow): TargetVerdict[] {
  const errorCount = Object.values(row.errors).reduce((sum, count) => sum + count, 0);
  const { alongsideRatioP50: p50, alongsideRatioP99: p99 } = row;
  const afterFloor =
    row.ratioP99 === undefined
      ? ""
      : `; to the floor after the run ${row.ratioP50} / ${row.ratioP99}, not judged`;
  return [
    {
      target: `${TARGET_PLAYERS} connected players in ${TARGET_LOBBIES} lobbies`,
      met: row.connected >= TARGET_PLAYERS && row.lobbies >= TARGET_LOBBIES,
      measured: `${row.connected} connected in ${row.lobbies} lobbies`,
    },
    {
      target: `move → everyone p99 under ${TARGET_P99_MS} ms`,
      met: row.moveToEveryone.p99 < TARGET_P99_MS,
      measured: `${round1(row.moveToEveryone.p99)} ms`,
    },
    {
      target: "no errors",
      met: errorCount === 0,
      measured: `${errorCount} errors`,
    },
    {
      target: `ratio to the bare floor alongside at most ${TARGET_FLOOR_RATIO} (p50 and p99)`,
      met:
        p50 !== undefined &&
        p99 !== undefined &&
        p50 <= TARGET_FLOOR_RATIO &&
        p99 <= TARGET_FLOOR_RATIO,
      measured:
        (p50 === undefined || p99 === undefined
          ? "the floor alongside was not measured"
          : `${p50} / ${p99}`) + afterFloor,
    },
  ];
}
