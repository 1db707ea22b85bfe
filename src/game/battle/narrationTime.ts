import type { GameEvent } from "../../shared/documents.js";
import { typingDelayMs } from "../../shared/narrationPace.js";

/**
 * A screen starts typing when the round's push arrives and each line when the one before it ends:
 * the pause covers that lag on a slow phone and gives the last line a moment to be read.
 */
export const READING_PAUSE_MS = 1_000;
export const LINE_LAG_MS = 100;

/**
 * How long the game screen takes to type `events` out at `displaySpeed`, in milliseconds, and let
 * them be read. Each event counts in its longest language, so that every player has read the round
 * before the next one opens, whichever language they read it in.
 */
export function narrationMs(events: readonly GameEvent[], displaySpeed: number): number {
  if (events.length === 0) return 0;
  let total = READING_PAUSE_MS + LINE_LAG_MS * events.length;
  for (const event of events) {
    let longest = event.description.length;
    for (const text of Object.values(event.translated_descriptions))
      longest = Math.max(longest, text.length);
    total += longest * typingDelayMs(event.delay_per_char, displaySpeed);
  }
  return Math.ceil(total);
}
