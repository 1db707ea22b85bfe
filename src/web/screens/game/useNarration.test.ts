import { describe, expect, it } from "vitest";
import type { GameEvent } from "../../../shared/documents.js";
import { toldStats } from "./useNarration.js";

function event(changes: GameEvent["stat_changes"]): GameEvent {
  return {
    event_number: 1,
    timestamp: 0,
    description: "",
    translated_descriptions: {},
    delay_per_char: 30,
    stat_changes: changes,
    is_final_event: false,
    text_animation_complete: false,
  };
}

const before = { health: 30, mana: 50, defeated: false };
const caps = { health: 30, mana: 100 };

describe("the stats a card shows while the narration is told", () => {
  it("adds the changes of the events told so far, and only those", () => {
    const events = [
      event({ nimue: { health_change: -10, mana_change: 0 } }),
      event({
        nimue: { health_change: 0, mana_change: -20 },
        merlin: { health_change: -5, mana_change: 0 },
      }),
    ];
    expect(toldStats(before, events.slice(0, 1), "nimue", caps, false)).toEqual({
      health: 20,
      mana: 50,
      defeated: false,
    });
    expect(toldStats(before, events, "nimue", caps, false)).toEqual({
      health: 20,
      mana: 30,
      defeated: false,
    });
  });

  it("keeps a bar between zero and its maximum", () => {
    const healed = toldStats(
      before,
      [event({ nimue: { health_change: 50, mana_change: 0 } })],
      "nimue",
      caps,
      false,
    );
    expect(healed.health).toBe(30);
    const burnt = toldStats(
      before,
      [event({ nimue: { health_change: -99, mana_change: 0 } })],
      "nimue",
      caps,
      true,
    );
    expect(burnt).toEqual({ health: 0, mana: 50, defeated: true });
  });

  it("shows a wizard the round fells as fallen only once the blow is told", () => {
    expect(toldStats(before, [], "nimue", caps, true).defeated).toBe(false);
  });
});
