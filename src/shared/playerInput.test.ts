import { describe, expect, it } from "vitest";
import { cutName, NAME_MESSAGES, playerNameSchema } from "./playerInput.js";

/** What the schema makes of a typed name: the stored name, or the first message it answers. */
function nameResult(typed: string): { name: string } | { message: string | undefined } {
  const parsed = playerNameSchema.safeParse(typed);
  return parsed.success ? { name: parsed.data } : { message: parsed.error.issues[0]?.message };
}

const FAMILY = "\u{1F468}\u200D\u{1F469}\u200D\u{1F467}\u200D\u{1F466}";

describe("playerNameSchema", () => {
  it("refuses a name of combining marks alone, which shows nothing", () => {
    expect(nameResult("\u0301\u0301\u0301")).toEqual({ message: NAME_MESSAGES.required });
  });

  it("refuses a name of braille blanks, which look like spaces", () => {
    expect(nameResult("\u2800\u2800")).toEqual({ message: NAME_MESSAGES.required });
    expect(nameResult("Mark\u2800\u2800")).toEqual({ name: "Mark" });
  });

  it("refuses a name of Hangul fillers (U+3164), which draw nothing", () => {
    expect(nameResult("\u3164\u3164")).toEqual({ message: NAME_MESSAGES.required });
    expect(nameResult("\u3164Mark")).toEqual({ name: "Mark" });
  });

  it("counts a ZWJ family emoji as one character and keeps it whole", () => {
    expect(nameResult(`Wizard ${FAMILY}`)).toEqual({ name: `Wizard ${FAMILY}` });
    expect(nameResult(FAMILY.repeat(20))).toEqual({ name: FAMILY.repeat(20) });
    expect(nameResult(FAMILY.repeat(21))).toEqual({ message: NAME_MESSAGES.tooLong });
    expect(nameResult(FAMILY)).toEqual({ message: NAME_MESSAGES.tooShort });
  });

  it("keeps the ZWNJ a Persian name is spelled with, and drops other invisible characters", () => {
    // Niknam: the ZWNJ keeps ک from joining the next letter.
    const niknam = "\u0646\u06CC\u06A9\u200C\u0646\u0627\u0645";
    expect(nameResult(`\u200F${niknam}\u200B`)).toEqual({ name: niknam });
    expect(nameResult("Ma\u200Crk")).toEqual({ name: "Mark" });
    expect(nameResult("\u202EMerlin\u202C\u2060\uFEFF\u200E")).toEqual({ name: "Merlin" });
  });
});

describe("cutName", () => {
  it("cuts to 20 characters without splitting a ZWJ emoji apart", () => {
    expect(cutName(`${"x".repeat(19)}${FAMILY}yz`)).toBe(`${"x".repeat(19)}${FAMILY}`);
  });
});
