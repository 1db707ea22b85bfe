import { describe, expect, it } from "vitest";
import { tickDue } from "./timerTicks.js";

describe("the last-seconds tick", () => {
  it("ticks at 10, 8, 6, 4 and 2 seconds left, once each, whatever the polling rate", () => {
    const ticks: number[] = [];
    let last = Number.POSITIVE_INFINITY;
    for (let left = 15; left > -1; left -= 0.2) {
      const tick = tickDue(left, last, 10);
      if (tick !== null) {
        ticks.push(tick);
        last = tick;
      }
    }
    expect(ticks).toEqual([10, 8, 6, 4, 2]);
  });

  it("never ticks before the warning or after time is up", () => {
    expect(tickDue(12, Infinity, 10)).toBeNull();
    expect(tickDue(0, Infinity, 10)).toBeNull();
    expect(tickDue(-3, Infinity, 10)).toBeNull();
  });
});
