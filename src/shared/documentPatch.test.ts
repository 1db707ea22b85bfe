import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { follow } from "./documentFollower.js";
import { applyPatch, diffDocument, isEmptyPatch, sameValue } from "./documentPatch.js";

const entry = (round: number) => ({ round, events: [{ description: `round ${round}` }] });

describe("diffDocument and applyPatch", () => {
  const before = {
    currentRound: 2,
    players: { a: { health: 100 } },
    battleLog: [entry(1), entry(2)],
    gameOver: null,
  };

  it("sends only what a move changed, and the battle log's new entries", () => {
    const after = {
      ...before,
      currentRound: 3,
      battleLog: [...before.battleLog, entry(3)],
    };
    const patch = diffDocument(before, after);
    expect(patch).toEqual({
      set: { currentRound: 3 },
      append: { battleLog: { from: 2, items: [entry(3)] } },
      unset: [],
    });
    expect(applyPatch(before, patch)).toEqual(after);
  });

  it("appends from where the patch says, leaving the version it was applied to as it was", () => {
    const held = { battleLog: [entry(1), entry(2), entry(3)] };
    const patch = { set: {}, append: { battleLog: { from: 2, items: [entry(4)] } }, unset: [] };
    expect(applyPatch(held, patch)).toEqual({ battleLog: [entry(1), entry(2), entry(4)] });
    expect(applyPatch({ battleLog: [entry(1)] }, patch)).toBeNull();
    expect(held.battleLog).toHaveLength(3);
  });

  it("replaces an array that was rewritten rather than extended", () => {
    const after = { ...before, battleLog: [entry(1)] };
    const patch = diffDocument(before, after);
    expect(patch.set).toEqual({ battleLog: [entry(1)] });
    expect(applyPatch(before, patch)).toEqual(after);
  });

  it("removes a field that is gone", () => {
    const { gameOver: _gone, ...after } = before;
    expect(applyPatch(before, diffDocument(before, after))).toEqual(after);
  });

  it("sends nothing for a field rebuilt with the same content", () => {
    const after = { ...before, players: { a: { health: 100 } } };
    expect(isEmptyPatch(diffDocument(before, after))).toBe(true);
  });

  it("patches inside an object that changed in part, down to the entry that changed", () => {
    const crowded = { ...before, players: { a: { health: 100, name: "A" }, b: { health: 80 } } };
    const hurt = { ...crowded, players: { ...crowded.players, a: { health: 90, name: "A" } } };
    const patch = diffDocument(crowded, hurt);
    expect(patch).toEqual({
      set: {},
      append: {},
      unset: [],
      inside: {
        players: {
          set: {},
          append: {},
          unset: [],
          inside: { a: { set: { health: 90 }, append: {}, unset: [] } },
        },
      },
    });
    expect(applyPatch(crowded, patch)).toEqual(hurt);
    const { b: _left, ...remaining } = crowded.players;
    const left = { ...crowded, players: remaining };
    expect(diffDocument(crowded, left).inside?.players?.unset).toEqual(["b"]);
    expect(applyPatch(crowded, diffDocument(crowded, left))).toEqual(left);
  });

  it("refuses to patch inside a field that is not an object where it is held", () => {
    const patch = {
      set: {},
      append: {},
      unset: [],
      inside: { gameOver: { set: { a: 1 }, append: {}, unset: [] } },
    };
    expect(applyPatch(before, patch)).toBeNull();
  });

  it("compares JSON values deeply", () => {
    expect(sameValue({ a: [1, { b: null }] }, { a: [1, { b: null }] })).toBe(true);
    expect(sameValue({ a: [1, 2] }, { a: [1, 2, 3] })).toBe(false);
    expect(sameValue({ a: 1 }, { b: 1 })).toBe(false);
    expect(sameValue({ a: undefined }, {})).toBe(false);
    expect(sameValue({}, { a: undefined })).toBe(false);
    expect(sameValue({ a: 1 }, { a: 1, b: 2 })).toBe(false);
    expect(sameValue({ a: 1, b: 2 }, { b: 2, a: 1 })).toBe(true);
    expect(sameValue({}, {})).toBe(true);
    expect(sameValue([], {})).toBe(false);
    expect(sameValue(null, {})).toBe(false);
  });

  it("refuses to extend an array shorter than the patch expects", () => {
    const patch = { set: {}, append: { battleLog: { from: 5, items: [entry(6)] } }, unset: [] };
    expect(applyPatch(before, patch)).toBeNull();
  });

  it("rebuilds any next version from the one before (property)", () => {
    const scalar = fc.oneof(fc.integer(), fc.string(), fc.constant(null));
    const value = fc.oneof(scalar, fc.dictionary(fc.constantFrom("x", "y", "z"), scalar));
    fc.assert(
      fc.property(
        fc.dictionary(fc.string({ minLength: 1, maxLength: 4 }), value),
        fc.dictionary(fc.string({ minLength: 1, maxLength: 4 }), value),
        fc.array(value),
        fc.array(value),
        fc.array(value),
        (old, changes, log, kept, added) => {
          const previous: Record<string, unknown> = { ...old, log };
          const next: Record<string, unknown> = { ...old, ...changes, log: [...log, ...added] };
          if (kept.length % 2 === 0) next.log = kept;
          for (const field of Object.keys(changes)) if (field.length === 1) delete next[field];
          expect(applyPatch(previous, diffDocument(previous, next))).toEqual(next);
        },
      ),
    );
  });
});

describe("follow", () => {
  const whole = (version: number, doc: object | null) => ({
    kind: "game" as const,
    code: "ABCDEF",
    version,
    doc: doc as never,
    serverTime: 0,
  });
  const patch = (version: number, round: number, base = version - 1) => ({
    kind: "game" as const,
    code: "ABCDEF",
    version,
    base,
    patch: { set: { currentRound: round }, append: {}, unset: [] },
    serverTime: 0,
  });

  it("applies a patch to the version just before it", () => {
    const held = { version: 4, doc: { currentRound: 1 } };
    expect(follow(null, whole(4, { currentRound: 1 }))).toEqual(held);
    expect(follow(held, patch(5, 2))).toEqual({ version: 5, doc: { currentRound: 2 } });
  });

  it("asks for a fresh snapshot when a version was missed", () => {
    expect(follow({ version: 4, doc: { currentRound: 1 } }, patch(6, 3))).toBe("resync");
  });

  it("applies a patch to any version from its base on: the versions between were not for us", () => {
    const held = { version: 4, doc: { currentRound: 1 } };
    expect(follow(held, patch(7, 2, 4))).toEqual({ version: 7, doc: { currentRound: 2 } });
    expect(follow(held, patch(7, 2, 3))).toEqual({ version: 7, doc: { currentRound: 2 } });
    expect(follow(held, patch(7, 2, 5))).toBe("resync");
  });

  it("ignores an old or repeated change, and a change before the snapshot", () => {
    const held = { version: 5, doc: { currentRound: 2 } };
    expect(follow(held, patch(5, 9))).toBe(held);
    expect(follow(held, whole(3, { currentRound: 0 }))).toBe(held);
    expect(follow(null, patch(5, 2))).toBeNull();
  });

  it("takes any newer whole document, and a deletion", () => {
    const held = { version: 5, doc: { currentRound: 2 } };
    expect(follow(held, whole(9, { currentRound: 7 }))).toEqual({
      version: 9,
      doc: { currentRound: 7 },
    });
    expect(follow(held, whole(6, null))).toEqual({ version: 6, doc: null });
  });
});
