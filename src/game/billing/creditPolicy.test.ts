import { describe, expect, it } from "vitest";
import { creditsAfter, grantsAccess, planChange } from "./creditPolicy.js";

describe("credit policy", () => {
  it("a first subscription adds the plan's credits to what is left", () => {
    expect(creditsAfter({ kind: "subscribed", plan: "mage" }, 20)).toEqual({
      kind: "grant",
      balance: 1020,
    });
  });

  it("an upgrade carries the remaining credits over", () => {
    expect(creditsAfter({ kind: "upgraded", plan: "archmage" }, 640)).toEqual({
      kind: "grant",
      balance: 3640,
    });
  });

  it("a renewal resets the balance: credits do not roll over", () => {
    expect(creditsAfter({ kind: "renewed", plan: "apprentice" }, 320).balance).toBe(500);
    expect(creditsAfter({ kind: "renewed", plan: "apprentice" }, 2).balance).toBe(500);
  });

  it("a downgrade never adds credits", () => {
    expect(creditsAfter({ kind: "downgraded", plan: "apprentice" }, 900).balance).toBe(500);
    expect(creditsAfter({ kind: "downgraded", plan: "apprentice" }, 30).balance).toBe(30);
  });

  it("an ended subscription takes its credits, but never forgives a debt", () => {
    expect(creditsAfter({ kind: "ended" }, 700).balance).toBe(0);
    expect(creditsAfter({ kind: "ended" }, -0.5).balance).toBe(-0.5);
  });

  it("tells upgrades from downgrades, and which states grant access", () => {
    expect(planChange("apprentice", "archmage")).toBe("upgraded");
    expect(planChange("archmage", "mage")).toBe("downgraded");
    expect(planChange("mage", "mage")).toBeNull();
    expect(grantsAccess("active")).toBe(true);
    expect(grantsAccess("trialing")).toBe(true);
    expect(grantsAccess("canceled")).toBe(false);
    expect(grantsAccess("past_due")).toBe(false);
  });
});
