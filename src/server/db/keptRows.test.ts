import { describe, expect, it } from "vitest";
import { documentUpsert } from "../documents/documentUpsert.js";
import { KeptRows, type PostedWrite } from "./keptRows.js";

const write = (code: string, row: object, previous: object | null) => ({
  row: documentUpsert("game", code, row, 1, null, previous),
});
/** What was posted of a kept row: its numbering and value (the partial statement is checked apart). */
const keptOf = (posted: PostedWrite | undefined) => {
  if (!posted || !("row" in posted)) return posted;
  const { partial: _partial, ...kept } = posted.row.kept ?? {};
  return { kept, value: posted.row.values[2] };
};
const partialOf = (posted: PostedWrite | undefined) =>
  posted && "row" in posted ? posted.row.kept?.partial : undefined;

describe("what crosses to the database thread of a document's row", () => {
  const players = { a: { name: "Ada", health: 80 } };
  const first = { players, roundState: { moves: {} }, log: [1], gone: "soon" };
  const second = { players, roundState: { moves: { a: "zap" } }, log: first.log, added: 1 };

  it("sends a row whole first, then only the fields that are new objects and those gone", () => {
    const kept = new KeptRows();
    const [whole] = kept.post([write("ABCDEF", first, null)]);
    expect(keptOf(whole)).toEqual({ kept: { index: 2, seq: 1 }, value: first });
    const [changed] = kept.post([write("ABCDEF", second, first)]);
    expect(keptOf(changed)).toEqual({
      kept: { index: 2, seq: 2, base: 1 },
      value: { changed: { roundState: second.roundState, added: 1 }, removed: ["gone"] },
    });
    // The statement that writes only some fields reaches the thread with both.
    const { partial } = write("ABCDEF", second, first).row.kept!;
    expect(partial?.head).toMatch(/^update documents/);
    expect([partialOf(whole), partialOf(changed)]).toEqual([partial, partial]);
  });

  it("sends the row whole when the one it replaces is not the one the thread holds", () => {
    const kept = new KeptRows();
    kept.post([write("ABCDEF", first, null)]);
    // Equal in value but another object: a document deleted and created again, or read anew.
    const [posted] = kept.post([write("ABCDEF", second, { ...first })]);
    expect(keptOf(posted)).toEqual({ kept: { index: 2, seq: 2 }, value: second });
  });

  it("tells the thread to forget the least recently written row, which then crosses whole", () => {
    const kept = new KeptRows(2);
    expect(kept.post([write("AAAAAA", first, null), write("BBBBBB", first, null)])).toHaveLength(2);
    // Writing A again makes B the oldest: a third key pushes B out.
    kept.post([write("AAAAAA", second, first)]);
    const posted = kept.post([write("CCCCCC", first, null)]);
    expect(posted[1]).toEqual({ forget: "game:BBBBBB" });
    const [again] = kept.post([write("BBBBBB", second, first)]);
    expect(keptOf(again)).toEqual({ kept: { index: 2, seq: 5 }, value: second });
  });

  it("passes statements and rows it does not keep through unchanged", () => {
    const statement = { sql: "select 1", params: [] };
    const { kept: _kept, ...plain } = write("ABCDEF", first, null).row;
    expect(new KeptRows().post([statement, { row: plain }])).toEqual([statement, { row: plain }]);
  });
});
