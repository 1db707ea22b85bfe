import { describe, expect, it } from "vitest";
import { formatCredits } from "./formatCredits.js";

describe("formatCredits", () => {
  it("rounds decimal credits for display", () => {
    expect(formatCredits(99.5, "en")).toBe("100");
    expect(formatCredits(1234.4, "en")).toBe("1,234");
  });

  it("caps very large numbers as 9999999999+", () => {
    expect(formatCredits(1e18, "en")).toBe("9,999,999,999+");
  });
});
