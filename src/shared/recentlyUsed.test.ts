import { describe, expect, it } from "vitest";
import { setRecent } from "./recentlyUsed.js";

describe("setRecent", () => {
  it("keeps the most recently set keys and returns the one it drops", () => {
    const map = new Map<string, number>();
    expect(setRecent(map, "a", 1, 2)).toBeUndefined();
    expect(setRecent(map, "b", 2, 2)).toBeUndefined();
    // Setting "a" again moves it to the back: "b" is now the oldest.
    expect(setRecent(map, "a", 3, 2)).toBeUndefined();
    expect(setRecent(map, "c", 4, 2)).toBe("b");
    expect([...map]).toEqual([
      ["a", 3],
      ["c", 4],
    ]);
  });
});
