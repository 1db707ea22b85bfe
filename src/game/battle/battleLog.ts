import type { BattleLogEntry, GameEvent, PersistentEffect } from "../../shared/documents.js";

/**
 * The battle log with `events` told under `round`. They join that round's entry when it is the
 * last one (a wizard left while the round was open, then the round's narration came), numbered on
 * from its events, else they start a new entry: the log keeps one entry per round, which the game
 * screen groups and keys by.
 */
export function tellInRound(
  log: BattleLogEntry[],
  round: number,
  events: GameEvent[],
  persistentEffects: PersistentEffect[],
  now: number,
): BattleLogEntry[] {
  const last = log.at(-1);
  if (!last || last.round !== round) {
    return [...log, { round, timestamp: now, events, persistent_effects: persistentEffects }];
  }
  const after = Math.max(0, ...last.events.map((event) => event.event_number));
  const numbered = events.map((event, index) => ({ ...event, event_number: after + 1 + index }));
  return [
    ...log.slice(0, -1),
    {
      round,
      timestamp: now,
      events: [...last.events, ...numbered],
      persistent_effects: persistentEffects,
    },
  ];
}
