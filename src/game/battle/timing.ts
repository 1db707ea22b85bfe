/** Timings of the game loop (the rules read them; the server's scheduler acts on them). */

/** The countdown everyone sees before round 1. */
export const FIRST_ROUND_DELAY_MS = 3_000;
/** Bots "think" this long after a round opens. */
export const BOT_MOVE_DELAY_MS = 1_500;
/** Rounds in a row without a human move before the game ends for inactivity. */
export const INACTIVITY_ROUNDS = 3;
/** How long every human may be gone before the game ends as all_disconnected. */
export const ABSENCE_LIMIT_MS = 60_000;
/** A player who calls functions counts as present for this long after the call. */
export const CALL_PRESENCE_MS = 60_000;
/** What each player alive at the start of a round costs the host. */
export const CREDITS_PER_PLAYER = 0.5;
/** A resolution another process started this long ago is taken over (it must have died). */
export const RESOLVE_STALE_MS = 75_000;
