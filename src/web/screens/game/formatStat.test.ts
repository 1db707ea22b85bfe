import { describe, expect, it } from "vitest";
import { formatDelta, formatStat } from "./formatStat.js";

describe("numbers on the game screen", () => {
  it("reads sandbox's endless health as infinite, and small values as they are", () => {
    expect(formatStat(1e18, "en")).toBe("∞");
    expect(formatStat(1234.4, "en")).toBe("1,234");
    expect(formatStat(-3, "en")).toBe("0");
  });

  it("signs every change, and shortens huge ones", () => {
    expect(formatDelta(-40, "en")).toBe("-40");
    expect(formatDelta(12, "en")).toBe("+12");
    expect(formatDelta(-2.5e9, "en")).toBe("-2.5B");
  });
});
