import { describe, expect, it } from "vitest";
import { editDistance } from "./editDistance.js";

describe("edit distance", () => {
  it.each([
    ["sheild", "shield", 1],
    ["kitten", "sitting", 3],
    ["", "abc", 3],
    ["abc", "", 3],
    ["heal", "heal", 0],
    ["teleprot", "teleport", 1],
    ["ca", "abc", 3],
  ])("%s to %s is %i", (a, b, distance) => {
    expect(editDistance(a, b)).toBe(distance);
  });

  it("answers exactly within a limit, and above it past the limit", () => {
    expect(editDistance("teleprot", "teleport", 1)).toBe(1);
    expect(editDistance("kitten", "sitting", 3)).toBe(3);
    expect(editDistance("kitten", "sitting", 1)).toBeGreaterThan(1);
    expect(editDistance("fireball", "icestorm", 2)).toBeGreaterThan(2);
  });

  it("gives the same answer after a much longer word grew its reused rows", () => {
    expect(editDistance("a".repeat(60), "b".repeat(70))).toBe(70);
    expect(editDistance("curze", "curse")).toBe(1);
  });
});
