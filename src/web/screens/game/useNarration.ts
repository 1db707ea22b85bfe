import { useCallback, useState } from "react";
import type { Game, GameEvent } from "../../../shared/documents.js";

/** Health and mana as a card shows them, and whether it shows the wizard fallen. */
export interface ShownStats {
  health: number;
  mana: number;
  defeated: boolean;
}

/** What the last told event did to one wizard or creature; `key` is new with every event. */
export interface ToldChange {
  health: number;
  mana: number;
  key: string;
}

export interface Narration {
  /** Events of the newest round typed out to the end so far. */
  told: number;
  /** The event at this index of the newest round has finished typing (idempotent). */
  tellNext: (index: number) => void;
  /** Every event of the newest round has been typed. */
  caughtUp: boolean;
  /** The stats a card shows for a player or creature id. */
  shown: (id: string) => ShownStats | undefined;
  /** The change the latest told event made to `id`, if any. */
  lastChange: (id: string) => ToldChange | null;
}

type Stats = Record<string, ShownStats>;

/** Every player's and creature's stats in the document. */
function statsOf(game: Game): Stats {
  const stats: Stats = {};
  for (const player of Object.values(game.players))
    stats[player.id] = { health: player.health, mana: player.mana, defeated: player.defeated };
  for (const [id, { creature, permanently_dead }] of Object.entries(game.creatures))
    stats[id] = { health: creature.health, mana: 0, defeated: permanently_dead };
  return stats;
}

function sameStats(a: Stats, b: Stats): boolean {
  const ids = Object.keys(a);
  if (ids.length !== Object.keys(b).length) return false;
  return ids.every((id) => {
    const x = a[id];
    const y = b[id];
    return y && x && x.health === y.health && x.mana === y.mana && x.defeated === y.defeated;
  });
}

/** A bar never shows below zero or above its maximum (-1: none). */
function within(value: number, max: number): number {
  return Math.max(0, max > 0 ? Math.min(value, max) : value);
}

/**
 * The stats of `id` once `events` have been told on top of `before`. Presentation only: the
 * document already holds the outcome, and once the narration has caught up the cards show it.
 */
export function toldStats(
  before: ShownStats,
  events: GameEvent[],
  id: string,
  caps: { health: number; mana: number },
  fallen: boolean,
): ShownStats {
  let health = before.health;
  let mana = before.mana;
  for (const event of events) {
    const change = event.stat_changes[id];
    if (!change) continue;
    health += change.health_change;
    mana += change.mana_change;
  }
  health = within(health, caps.health);
  return {
    health,
    mana: within(mana, caps.mana),
    // A wizard the round felled shows fallen once the narration has brought them down.
    defeated: before.defeated || (fallen && health <= 0),
  };
}

/**
 * The typing of the newest round's narration, and the stats held back to match it (SPEC section
 * 4: the events are typed out, then their stat changes fade in). The document arrives with the
 * whole round resolved; the cards start from what they showed before it and take each event's
 * changes as that event finishes typing. A round already told when the screen opens shows whole.
 */
export function useNarration(game: Game): Narration {
  const latest = game.battleLog.at(-1);
  const round = latest?.round ?? 0;
  const events = latest?.events ?? [];
  const current = statsOf(game);
  const [state, setState] = useState(() => ({
    round,
    /** Events of the newest entry when last looked at. */
    count: events.length,
    told: events.length,
    before: current,
    seen: current,
  }));
  if (state.round !== round || events.length > state.count) {
    // New lines to tell: a new round, or more of the same one (a revival opens a round's entry,
    // its narration follows). The cards keep what they showed until the lines are told, unless
    // lines already being typed hold them back further.
    const fresh = state.round !== round;
    const wasCaughtUp = state.told >= state.count;
    setState({
      round,
      count: events.length,
      told: fresh ? 0 : state.told,
      before: fresh || wasCaughtUp ? state.seen : state.before,
      seen: current,
    });
  } else if (!sameStats(state.seen, current)) {
    setState({ ...state, seen: current });
  }
  const told = state.round === round ? Math.min(state.told, events.length) : 0;
  const caughtUp = told >= events.length;

  const tellNext = useCallback(
    (index: number) =>
      setState((previous) => ({ ...previous, told: Math.max(previous.told, index + 1) })),
    [],
  );

  const shown = (id: string): ShownStats | undefined => {
    const now = current[id];
    const before = state.before[id];
    if (caughtUp || !before || !now) return now;
    const creature = game.creatures[id];
    const caps = creature
      ? { health: creature.creature.maxHealth, mana: -1 }
      : { health: game.settings.maxHealth, mana: game.settings.maxMana };
    return toldStats(before, events.slice(0, told), id, caps, now.defeated);
  };

  const lastChange = (id: string): ToldChange | null => {
    const change = told > 0 ? events[told - 1]?.stat_changes[id] : undefined;
    if (!change) return null;
    const health = Math.round(change.health_change);
    const mana = Math.round(change.mana_change);
    if (health === 0 && mana === 0) return null;
    return { health, mana, key: `${round}:${told}` };
  };

  return { told, tellNext, caughtUp, shown, lastChange };
}
