import { describe, expect, it } from "vitest";
import type { GameEvent } from "../../shared/documents.js";
import { typingDelayMs } from "../../shared/narrationPace.js";
import { gameWith, richHost } from "./fixtures.test-helpers.js";
import { LINE_LAG_MS, narrationMs, READING_PAUSE_MS } from "./narrationTime.js";
import { applyOutcome } from "./referee.js";
import { openRound } from "./rounds.js";
import { BOT_MOVE_DELAY_MS } from "./timing.js";

const NOW = 1_000_000;

function line(text: string, translated: Record<string, string> = {}, delay = 30): GameEvent {
  return {
    event_number: 1,
    timestamp: NOW,
    description: text,
    translated_descriptions: { en: text, ...translated },
    delay_per_char: delay,
    stat_changes: {},
    is_final_event: false,
    text_animation_complete: false,
  };
}

describe("typingDelayMs", () => {
  it("types at the event's delay divided by the display speed, 30 ms when the event has none", () => {
    expect(typingDelayMs(30, 1)).toBe(30);
    expect(typingDelayMs(30, 2)).toBe(15);
    expect(typingDelayMs(0, 1)).toBe(30);
    expect(typingDelayMs(60, 0.5)).toBe(120);
  });
});

describe("narrationMs", () => {
  const pause = (events: number) => READING_PAUSE_MS + LINE_LAG_MS * events;

  it("adds every event's characters at its delay, scaled by the display speed, and a pause", () => {
    const events = [line("a".repeat(100)), line("b".repeat(50), {}, 20)];
    expect(narrationMs(events, 1)).toBe(100 * 30 + 50 * 20 + pause(2));
    expect(narrationMs(events, 2)).toBe((100 * 30 + 50 * 20) / 2 + pause(2));
    expect(narrationMs(events, 10)).toBe(400 + pause(2));
    expect(narrationMs([], 1)).toBe(0);
  });

  it("counts each event in its longest language, so every reader has finished", () => {
    expect(narrationMs([line("Short.", { de: "Ein viel längerer Satz." })], 1)).toBe(
      23 * 30 + pause(1),
    );
  });
});

describe("the next round after a narration", () => {
  it("opens once the narration is typed out at the host's speed, and bots think from then", () => {
    const open = openRound(
      gameWith(["Merlin", "Nimue"], { displaySpeed: 2 }, ["Ash"]),
      richHost,
      NOW,
    );
    const events = [line("x".repeat(200)), line("y".repeat(100))];
    const told = applyOutcome(
      open,
      { events, persistent_effects: [], creatures: {}, manaSpent: {} },
      NOW + 5_000,
    );
    expect(told.roundState.nextRoundAt).toBe(
      NOW + 5_000 + (300 * 30) / 2 + READING_PAUSE_MS + 2 * LINE_LAG_MS,
    );
    const next = openRound(told, richHost, told.roundState.nextRoundAt);
    expect(next.roundState.endTime).toBe(told.roundState.nextRoundAt + 120_000);
    expect(next.internal?.botMovesAt).toBe(told.roundState.nextRoundAt + BOT_MOVE_DELAY_MS);
  });
});
