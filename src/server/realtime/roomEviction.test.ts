import { describe, expect, it } from "vitest";
import { lobbyDoc } from "../../../tests/helpers/fixtures.js";
import { roomEviction } from "./roomEviction.js";

describe("roomEviction", () => {
  it("leaves the room alone when everyone stays or someone joins", () => {
    expect(roomEviction(lobbyDoc("ABCDEF", ["a", "b"]), lobbyDoc("ABCDEF", ["a", "b"]))).toBe(
      "none",
    );
    expect(roomEviction(lobbyDoc("ABCDEF", ["a"]), lobbyDoc("ABCDEF", ["a", "b"]))).toBe("none");
  });

  it("sends non-members out when someone left, even when someone else joined meanwhile", () => {
    expect(roomEviction(lobbyDoc("ABCDEF", ["a", "b"]), lobbyDoc("ABCDEF", ["a"]))).toBe(
      "non-members",
    );
    expect(roomEviction(lobbyDoc("ABCDEF", ["a", "b"]), lobbyDoc("ABCDEF", ["a", "c"]))).toBe(
      "non-members",
    );
  });

  it("assumes a departure when the version before is unknown", () => {
    expect(roomEviction(null, lobbyDoc("ABCDEF", ["a"]))).toBe("non-members");
  });

  it("sends everyone out of a deleted document's room", () => {
    expect(roomEviction(lobbyDoc("ABCDEF", ["a"]), null)).toBe("all");
    expect(roomEviction(null, null)).toBe("all");
  });
});
