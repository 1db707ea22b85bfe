import { describe, expect, it } from "vitest";
import { gameWith } from "../../game/battle/fixtures.test-helpers.js";
import { lobbyDoc } from "../../../tests/helpers/fixtures.js";
import { evictsNonMembers } from "./roomEviction.js";

const lobby = (...members: string[]) => lobbyDoc("ABCDEF", members);

describe("evictsNonMembers", () => {
  it("leaves the room alone when everyone stays or someone joins", () => {
    expect(evictsNonMembers(lobby("a", "b"), lobby("a", "b"))).toBe(false);
    expect(evictsNonMembers(lobby("a"), lobby("a", "b"))).toBe(false);
  });

  it("evicts when someone left, even when someone else joined meanwhile", () => {
    expect(evictsNonMembers(lobby("a", "b"), lobby("a"))).toBe(true);
    expect(evictsNonMembers(lobby("a", "b"), lobby("a", "c"))).toBe(true);
  });

  it("evicts when a wizard leaves a game under way, though they stay among its players", () => {
    const game = gameWith(["Merlin", "Nimue"]);
    const left = {
      ...game,
      players: { ...game.players, nimue: { ...game.players.nimue!, left: true } },
    };
    expect(evictsNonMembers(game, left)).toBe(true);
    expect(evictsNonMembers(left, { ...left, currentRound: 2 })).toBe(false);
  });

  it("evicts when the version before is unknown, as for a document created under an old code", () => {
    expect(evictsNonMembers(null, lobby("a"))).toBe(true);
  });

  it("leaves a deleted document's room for the next document under its code to sort out", () => {
    expect(evictsNonMembers(lobby("a"), null)).toBe(false);
  });
});
