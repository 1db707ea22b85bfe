import { DEFAULT_DELAY_PER_CHAR } from "./constants.js";

/**
 * How fast the game screen types the battle log out, shared by the web client (`BattleLog.tsx`)
 * and the server, which opens the next round once the narration has been shown
 * (`narrationMs`, src/game/battle/narrationTime.ts): one source, so the two cannot drift.
 *
 * Each event is typed one character (UTF-16 unit, as `String.slice` counts) per delay, and the next
 * event starts as soon as one ends: there is no pause between events.
 */
export function typingDelayMs(delayPerChar: number, displaySpeed: number): number {
  // An event without a delay of its own is typed at the spec's default of 30 ms.
  const perChar = delayPerChar || DEFAULT_DELAY_PER_CHAR;
  return displaySpeed > 0 ? perChar / displaySpeed : perChar;
}
