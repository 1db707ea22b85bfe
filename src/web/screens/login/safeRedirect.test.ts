import { describe, expect, it } from "vitest";
import { safeRedirect } from "./safeRedirect.js";

describe("safeRedirect", () => {
  it("keeps paths inside the game", () => {
    expect(safeRedirect("/account")).toBe("/account");
    expect(safeRedirect("/lobby/ABCDEF?x=1")).toBe("/lobby/ABCDEF?x=1");
  });

  it("sends everything else home", () => {
    for (const value of [
      null,
      "",
      "https://evil.example",
      "//evil.example",
      "/\\evil.example",
      "account",
    ]) {
      expect(safeRedirect(value)).toBe("/");
    }
  });
});
