import { describe, expect, it } from "vitest";
import { moveTextSchema } from "./gamePayloads.js";

const move = (typed: string) => moveTextSchema.parse(typed);

describe("moveTextSchema", () => {
  it("strips a bidi override, so a move cannot show reversed to the others", () => {
    expect(move("\u202Efireball\u202C")).toBe("fireball");
    expect(move("\u2066cast\u2069 \u200Fice\u200E \u061Cwall")).toBe("cast ice wall");
  });

  it("strips zero-width characters but keeps Persian ZWNJ and emoji ZWJ", () => {
    const persian = "\u0645\u06CC\u200C\u062E\u0648\u0627\u0647\u0645";
    const family = "\u{1F468}\u200D\u{1F469}\u200D\u{1F467}";
    expect(move(`${persian}\u200B fire\u2060ball\uFEFF ${family}`)).toBe(
      `${persian} fireball ${family}`,
    );
  });
});
