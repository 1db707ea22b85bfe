import { describe, expect, it } from "vitest";
import { demoBillingWarning } from "./demoExposure.js";

const demo = { provider: "demo" } as const;

describe("the demo billing warning", () => {
  it("warns when demo billing serves an address others can reach", () => {
    expect(demoBillingWarning({ billing: demo, publicUrl: "https://spellbrawl.example" })).toMatch(
      /^Demo billing is on at https:\/\/spellbrawl.example: anyone/,
    );
    expect(demoBillingWarning({ billing: demo, publicUrl: "http://192.168.1.20:3000" })).not.toBe(
      null,
    );
  });

  it("stays quiet on loopback, without a public address, and for other providers", () => {
    for (const publicUrl of ["http://localhost:3000", "http://127.0.0.1:3000", "http://[::1]:3000"])
      expect(demoBillingWarning({ billing: demo, publicUrl })).toBeNull();
    expect(demoBillingWarning({ billing: demo, publicUrl: undefined })).toBeNull();
    expect(
      demoBillingWarning({ billing: { provider: "off" }, publicUrl: "https://spellbrawl.example" }),
    ).toBeNull();
  });
});
