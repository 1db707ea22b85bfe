import { describe, expect, it } from "vitest";
import type { RoundState } from "../../shared/documents.js";
import { applyPatch, diffDocument } from "../../shared/documentPatch.js";
import { gameWith, richHost } from "./fixtures.test-helpers.js";
import { recordEvaluation, submitMove } from "./moves.js";
import { voteRevive } from "./revive.js";
import { openRound } from "./rounds.js";
import { roundStatePatchFor, sharedRoundStatePatch } from "./roundStatePatch.js";
import { roundStateFor } from "./view.js";

const NOW = 1_000_000;
const MEMBERS = ["merlin", "nimue", "morgana", "circe"];

/** Every member's patch both ways: derived, and by diffing the two views it stands for. */
function bothWays(before: RoundState, after: RoundState) {
  const shared = sharedRoundStatePatch(before, after);
  return MEMBERS.map((member) => ({
    member,
    derived: roundStatePatchFor(before, after, member, shared),
    viewed: diffDocument(roundStateFor(before, member), roundStateFor(after, member)),
  }));
}

describe("roundStatePatchFor", () => {
  const open = openRound(gameWith(["Merlin", "Nimue", "Morgana", "Circe"]), richHost, NOW);
  const checked = recordEvaluation(open, "nimue", "fireball", NOW).game;
  const checkedAgain = recordEvaluation(checked, "nimue", "frost", NOW).game;
  const moved = submitMove(checkedAgain, "merlin", "ice wall", NOW);
  const nimueMoved = submitMove(moved, "nimue", "frost", NOW);
  const fallen = {
    ...nimueMoved,
    players: { ...nimueMoved.players, circe: { ...nimueMoved.players.circe!, defeated: true } },
  };
  const voted = voteRevive(fallen, "morgana", "circe", NOW);
  const steps = [open, checked, checkedAgain, moved, nimueMoved, fallen, voted];

  it("equals diffing each member's view, step by step through a round", () => {
    for (let index = 1; index < steps.length; index++) {
      for (const { derived, viewed } of bothWays(
        steps[index - 1]!.roundState,
        steps[index]!.roundState,
      ))
        expect(derived).toEqual(viewed);
    }
  });

  it("equals diffing the views for moves and checks that were taken back or never seen", () => {
    const base = voted.roundState;
    const cases: RoundState[] = [
      { ...base, moves: {} },
      { ...base, moves: { ...base.moves, circe: "" } },
      { ...base, moves: { ...base.moves, merlin: "a storm of knives" } },
      { ...base, evaluations: {} },
      { ...base, evaluations: { ...base.evaluations, morgana: 0 } },
      { ...base, timeLeft: base.timeLeft - 1, loading: { isLoading: true, message: "…" } },
    ];
    for (const after of cases) {
      for (const { derived, viewed } of bothWays(base, after)) expect(derived).toEqual(viewed);
      for (const { derived, viewed } of bothWays(after, base)) expect(derived).toEqual(viewed);
    }
  });

  it("brings each member from their view before to their view after", () => {
    const before = checkedAgain.roundState;
    const after = nimueMoved.roundState;
    for (const { member, derived } of bothWays(before, after)) {
      expect(applyPatch(roundStateFor(before, member), derived)).toEqual(
        roundStateFor(after, member),
      );
    }
    // Merlin sees his own words; the others only that he has moved.
    const merlin = bothWays(before, after).find((entry) => entry.member === "merlin");
    expect(merlin?.derived.inside?.moves?.set).toEqual({ merlin: "ice wall", nimue: "" });
  });
});
