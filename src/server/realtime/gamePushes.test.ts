import { describe, expect, it } from "vitest";
import { gameWith, richHost } from "../../game/battle/fixtures.test-helpers.js";
import { recordEvaluation, submitMove } from "../../game/battle/moves.js";
import { beginResolution } from "../../game/battle/referee.js";
import { voteRevive } from "../../game/battle/revive.js";
import { openRound } from "../../game/battle/rounds.js";
import { viewFor } from "../../game/battle/view.js";
import type { Game } from "../../shared/documents.js";
import { follow, type HeldDocument } from "../../shared/documentFollower.js";
import { planGamePushes, PushLedger, type GamePush } from "./gamePushes.js";

const NOW = 1_000_000;
const MEMBERS = ["merlin", "nimue", "morgana"];

/** Plays versions through the planner into simulated members, as their clients would hold them. */
function playThrough(versions: Game[], ledger: PushLedger | null) {
  const held = new Map<string, HeldDocument | null>(
    MEMBERS.map((id) => [id, { version: 1, doc: viewFor(versions[0]!, id) }]),
  );
  const received = new Map<string, number>(MEMBERS.map((id) => [id, 0]));
  let resyncs = 0;
  for (let index = 1; index < versions.length; index++) {
    const version = index + 1;
    const pushes = planGamePushes(
      "ABCDEF",
      versions[index]!,
      versions[index - 1]!,
      version,
      ledger,
    );
    for (const push of pushes) {
      for (const member of push.to ?? MEMBERS) {
        const message =
          "doc" in push
            ? { kind: "game" as const, code: "ABCDEF", version, serverTime: 0, doc: push.doc }
            : { kind: "game" as const, code: "ABCDEF", version, serverTime: 0, ...push };
        const next = follow(held.get(member) ?? null, message);
        received.set(member, (received.get(member) ?? 0) + 1);
        if (next === "resync") resyncs++;
        else held.set(member, next);
      }
    }
  }
  return { held, received, resyncs };
}

describe("planGamePushes", () => {
  const start = gameWith(["Merlin", "Nimue", "Morgana"]);
  const open = openRound(start, richHost, NOW);
  const checked = recordEvaluation(open, "nimue", "fireball", NOW).game;
  const checkedTwice = recordEvaluation(checked, "nimue", "frost", NOW).game;
  const moved = submitMove(checkedTwice, "merlin", "ice wall", NOW);
  const nimueMoved = submitMove(moved, "nimue", "frost", NOW);
  const resolving = beginResolution(nimueMoved, "owner", NOW, "weighing");
  const versions = [start, open, checked, checkedTwice, moved, nimueMoved, resolving];

  it("sends a mana check to the one who made it, and nothing to the others", () => {
    const pushes = planGamePushes("ABCDEF", checked, open, 3, new PushLedger());
    expect(pushes.map((push) => push.to)).toEqual([["nimue"]]);
  });

  it("sends a move as one message to everyone who sees it the same way", () => {
    const ledger = new PushLedger();
    for (const member of MEMBERS) ledger.record("ABCDEF", member, 2);
    const pushes = planGamePushes(
      "ABCDEF",
      submitMove(open, "merlin", "ice wall", NOW),
      open,
      3,
      ledger,
    );
    expect(pushes.map((push) => push.to)).toEqual([["merlin"], ["nimue", "morgana"]]);
  });

  it("sends a move as one message to all the others even when they have moved themselves", () => {
    const ledger = new PushLedger();
    for (const member of MEMBERS) ledger.record("ABCDEF", member, 5);
    const pushes = planGamePushes("ABCDEF", nimueMoved, moved, 6, ledger);
    expect(pushes.map((push) => push.to)).toEqual([["merlin", "morgana"], ["nimue"]]);
    // Each carries the one entry that changed, not the whole round state.
    const movesSet = (push: GamePush | undefined) =>
      push && "patch" in push ? push.patch.inside?.roundState?.inside?.moves?.set : undefined;
    expect(movesSet(pushes[0])).toEqual({ nimue: "" });
    expect(movesSet(pushes[1])).toEqual({ nimue: "frost" });
  });

  it("leaves every member holding exactly their own view, with no resync", () => {
    const { held, received, resyncs } = playThrough(versions, new PushLedger());
    expect(resyncs).toBe(0);
    for (const member of MEMBERS) {
      expect(held.get(member)).toEqual({
        version: versions.length,
        doc: viewFor(resolving, member),
      });
    }
    // Nimue's two checks reached her alone.
    expect(received.get("nimue")).toBe(6);
    expect(received.get("merlin")).toBe(4);
  });

  it("sends every version to everyone when other processes may publish too (no ledger)", () => {
    const { held, received, resyncs } = playThrough(versions, null);
    expect(resyncs).toBe(0);
    for (const member of MEMBERS) {
      expect(received.get(member)).toBe(versions.length - 1);
      expect(held.get(member)?.doc).toEqual(viewFor(resolving, member));
    }
  });

  it("carries the revive count to everyone when a voter's presence changes mid-round", () => {
    const fallen = {
      ...open,
      players: { ...open.players, morgana: { ...open.players.morgana!, defeated: true } },
    };
    const voted = voteRevive(fallen, "merlin", "morgana", NOW);
    const away = {
      ...voted,
      players: { ...voted.players, nimue: { ...voted.players.nimue!, connected: false } },
    };
    const { held, resyncs } = playThrough([fallen, voted, away], new PushLedger());
    expect(resyncs).toBe(0);
    for (const member of MEMBERS) {
      expect(held.get(member)?.doc).toEqual(viewFor(away, member));
      expect((held.get(member)?.doc as Game).reviveCounts).toEqual({
        morgana: { votes: 1, needed: 1 },
      });
    }
  });

  it("sends nothing at all for a change nobody can see", () => {
    const bookkeeping = { ...open, internal: { ...open.internal!, idleRounds: 3 } };
    expect(planGamePushes("ABCDEF", bookkeeping, open, 3, new PushLedger())).toEqual([]);
  });

  it("forgets the games used least recently beyond its capacity", () => {
    const ledger = new PushLedger(2);
    ledger.record("AAAAAA", "merlin", 3);
    ledger.record("BBBBBB", "merlin", 4);
    ledger.record("AAAAAA", "nimue", 5);
    ledger.record("CCCCCC", "merlin", 6);
    expect(ledger.lastSent("AAAAAA", "merlin")).toBe(3);
    expect(ledger.lastSent("BBBBBB", "merlin")).toBeUndefined();
    expect(ledger.lastSent("CCCCCC", "merlin")).toBe(6);
  });
});
