import { describe, expect, it } from "vitest";
import { hasUnstorableText } from "./storableText.js";

describe("text a database cannot store", () => {
  it("finds a NUL or half a surrogate pair anywhere in a payload, keys included", () => {
    expect(hasUnstorableText({ name: "Merlin", tags: ["a", { deep: "x\u0000y" }] })).toBe(true);
    expect(hasUnstorableText({ ["k\uD800"]: 1 })).toBe(true);
    expect(hasUnstorableText(["\uDC00 alone"])).toBe(true);
  });

  it("lets every real script, emoji and direction mark through", () => {
    expect(hasUnstorableText({ name: "🧙🏽‍♀️ Nimue \u202Eevil مرحبا 你好 Z̷a̵" })).toBe(false);
  });

  it("walks a deeply nested payload without overflowing the stack", () => {
    let nested: unknown = "end";
    for (let depth = 0; depth < 100_000; depth += 1) nested = [nested];
    expect(hasUnstorableText(nested)).toBe(false);
  });
});
