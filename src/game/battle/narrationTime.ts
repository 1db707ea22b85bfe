import type { GameEvent } from "../../shared/documents.js";
import { typingDelayMs } from "../../shared/narrationPace.js";

/**
 * How long the game screen takes to type `events` out at `displaySpeed`, in milliseconds. Each
 * event counts in its longest language, so that every player has read the round before the next
 * one opens, whichever language they read it in.
 */
export function narrationMs(events: readonly GameEvent[], displaySpeed: number): number {
  let total = 0;
  for (const event of events) {
    let longest = event.description.length;
    for (const text of Object.values(event.translated_descriptions))
      longest = Math.max(longest, text.length);
    total += longest * typingDelayMs(event.delay_per_char, displaySpeed);
  }
  return Math.ceil(total);
}
