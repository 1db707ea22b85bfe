import { describe, expect, it } from "vitest";
import type { Game } from "../../shared/documents.js";
import { gameWith, richHost } from "./fixtures.test-helpers.js";
import { submitMove } from "./moves.js";
import { beginResolution } from "./referee.js";
import { openRound, trackAbsence } from "./rounds.js";
import { ABSENCE_LIMIT_MS, CALL_PRESENCE_MS, RESOLVE_STALE_MS } from "./timing.js";
import { nextWakeUp } from "./wakeUp.js";

const NOW = 1_000_000;

function withInternal(game: Game, internal: Partial<NonNullable<Game["internal"]>>): Game {
  return { ...game, internal: { ...game.internal!, ...internal } };
}

function allGone(game: Game): Game {
  const players = Object.fromEntries(
    Object.entries(game.players).map(([id, player]) => [id, { ...player, connected: false }]),
  );
  return { ...game, players };
}

describe("nextWakeUp", () => {
  it("wakes for the first round's countdown, then for the round's end", () => {
    const waiting = {
      ...gameWith(["Merlin", "Nimue"]),
      roundState: { ...gameWith(["Merlin", "Nimue"]).roundState, nextRoundAt: NOW + 3_000 },
    };
    expect(nextWakeUp(waiting, NOW)).toBe(NOW + 3_000);
    const open = openRound(waiting, richHost, NOW + 3_000);
    expect(nextWakeUp(open, NOW + 3_000)).toBe(open.roundState.endTime);
  });

  it("wakes for bots before the round's end, and at once when every living player moved", () => {
    const open = openRound(gameWith(["Merlin"], {}, ["Ash"]), richHost, NOW);
    expect(nextWakeUp(open, NOW)).toBe(open.internal?.botMovesAt);
    const moved = submitMove(
      submitMove(withInternal(open, { botMovesAt: 0 }), "merlin", "fire", NOW + 10),
      "bot_ash",
      "ice",
      NOW + 20,
    );
    expect(nextWakeUp(moved, NOW + 30)).toBe(NOW + 30);
  });

  it("wakes to take over a resolution that has stalled, and never once the game is over", () => {
    const open = openRound(gameWith(["Merlin", "Nimue"]), richHost, NOW);
    const resolving = beginResolution(open, "process-a", NOW + 5, "…");
    expect(nextWakeUp(resolving, NOW + 5)).toBe(NOW + 5 + RESOLVE_STALE_MS);
    const over: Game = { ...open, gameOver: { reason: "tie", winners: [], winningTeam: null } };
    expect(nextWakeUp(over, NOW)).toBeNull();
  });

  it("wakes exactly when the absence rule would next change the game", () => {
    const base = openRound(gameWith(["Merlin", "Nimue"], { roundTime: 180 }), richHost, NOW);
    const cases: Game[] = [
      base,
      allGone(base),
      withInternal(allGone(base), { lastCallAt: { merlin: NOW - 10_000 } }),
      withInternal(allGone(base), { absentSince: NOW - 5_000 }),
      withInternal(allGone(base), { absentSince: NOW - 5_000, lastCallAt: { nimue: NOW - 1 } }),
      withInternal(base, { absentSince: NOW - 5_000 }),
    ];
    for (const game of cases) {
      const wake = nextWakeUp(game, NOW);
      const horizon = Math.min(wake ?? Infinity, game.roundState.endTime);
      // Nothing changes before the wake-up…
      for (const at of [NOW, NOW + 1_000, NOW + CALL_PRESENCE_MS - 1, NOW + ABSENCE_LIMIT_MS]) {
        if (at < horizon) expect(trackAbsence(game, at)).toBe(game);
      }
      // …and the absence rule acts at it when it is what woke the game.
      if (wake !== null && wake < game.roundState.endTime)
        expect(trackAbsence(game, wake)).not.toBe(game);
    }
  });
});
