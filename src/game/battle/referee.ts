import type { Creature, Game, PersistentEffect } from "../../shared/documents.js";
import type { RoundOutcome } from "../../shared/outcome.js";
import { internalOf, living } from "./access.js";
import { tellInRound } from "./battleLog.js";
import { decideAfterRound } from "./gameOver.js";
import { narrationMs } from "./narrationTime.js";
import { CREDITS_PER_PLAYER } from "./timing.js";

function clampMax(value: number, max: number): number {
  return max === -1 ? value : Math.min(value, max);
}

function finite(value: number): number {
  return Number.isFinite(value) ? value : 0;
}

/** What a resolved round costs the host: half a credit per player alive when it began. */
export function roundCost(game: Game): number {
  return living(game).length * CREDITS_PER_PLAYER;
}

function countDown(effects: PersistentEffect[]): PersistentEffect[] {
  return effects
    .map((effect) =>
      effect.duration_in_rounds === -1
        ? effect
        : { ...effect, duration_in_rounds: effect.duration_in_rounds - 1 },
    )
    .filter((effect) => effect.duration_in_rounds === -1 || effect.duration_in_rounds > 0);
}

/** Frees players from the effects a dispel broke; an effect left on no one is gone. */
function strip(
  effects: PersistentEffect[],
  stripped: RoundOutcome["stripped_effects"] = [],
): PersistentEffect[] {
  const freed = new Map<number, Set<string>>();
  for (const { index, players } of stripped) {
    const set = freed.get(index) ?? new Set<string>();
    for (const id of players) set.add(id);
    freed.set(index, set);
  }
  return effects.flatMap((effect, index) => {
    const gone = freed.get(index);
    if (!gone) return [effect];
    const affectedPlayers = effect.affectedPlayers.filter((id) => !gone.has(id));
    return affectedPlayers.length > 0 ? [{ ...effect, affectedPlayers }] : [];
  });
}

/**
 * A summoning lasts as long as its creature and belongs to whoever the creature fights for now:
 * a slain creature's entry goes, a tamed one's moves to its new owner. Every other effect lets go
 * of those who fell.
 */
function followCreatures(
  effects: PersistentEffect[],
  creatures: Record<string, Creature>,
  players: Game["players"],
): PersistentEffect[] {
  const idOf = new Map(Object.values(players).map((player) => [player.name, player.id]));
  // A curse on a dragon slain or a wizard defeated is over: it no longer lists them.
  const fallen = new Set([
    ...Object.entries(creatures).flatMap(([id, beast]) => (beast.permanently_dead ? [id] : [])),
    ...Object.values(players).flatMap((player) => (player.defeated ? [player.id] : [])),
  ]);
  return effects.flatMap((effect) => {
    if (effect.type !== "SUMMON") {
      const standing = effect.affectedPlayers.filter((id) => !fallen.has(id));
      if (standing.length === effect.affectedPlayers.length) return [effect];
      return standing.length > 0 ? [{ ...effect, affectedPlayers: standing }] : [];
    }
    const alive = Object.values(creatures).find(
      ({ creature, permanently_dead }) => !permanently_dead && creature.name === effect.name,
    );
    if (!alive) return [];
    const owners = alive.belongs_to.flatMap((name) => idOf.get(name) ?? []);
    return owners.length > 0
      ? [{ ...effect, sourcePlayer: owners[0]!, affectedPlayers: owners }]
      : [effect];
  });
}

/**
 * Applies a round's outcome, whatever engine produced it: stat changes only for ids that exist,
 * health and mana capped unless -1, a caster never spends more than their mana or the affinity,
 * 0 health defeats, effects count down, creatures die for good at 0. The next round is due once
 * the narration has been typed out on the game screen (`narrationMs`).
 */
export function applyOutcome(game: Game, outcome: RoundOutcome, now: number): Game {
  const { settings } = game;
  const internal = internalOf(game);
  const players = structuredClone(game.players);
  const creatures: Record<string, Creature> = {};
  for (const [id, creature] of Object.entries({ ...game.creatures, ...outcome.creatures })) {
    if (id.startsWith("creature_")) creatures[id] = structuredClone(creature);
  }
  const startMana = new Map(Object.values(players).map((player) => [player.id, player.mana]));

  for (const event of outcome.events) {
    for (const [id, change] of Object.entries(event.stat_changes)) {
      // Ids come from the engine, an AI model's answer included: only the game's own count.
      const player = Object.hasOwn(players, id) ? players[id] : undefined;
      if (player && !player.defeated) {
        player.health = clampMax(player.health + finite(change.health_change), settings.maxHealth);
        player.mana = clampMax(
          Math.max(0, player.mana + finite(change.mana_change)),
          settings.maxMana,
        );
      }
      const creature = Object.hasOwn(creatures, id) ? creatures[id] : undefined;
      if (creature && !creature.permanently_dead) {
        creature.creature.health = Math.min(
          creature.creature.maxHealth,
          creature.creature.health + finite(change.health_change),
        );
      }
    }
  }

  for (const [id, spent] of Object.entries(outcome.manaSpent)) {
    const player = Object.hasOwn(players, id) ? players[id] : undefined;
    const before = startMana.get(id);
    if (!player || before === undefined) continue;
    const affinity = game.roundState.currentAffinity;
    const allowed = Math.min(
      finite(spent),
      before,
      affinity >= 0 ? affinity : Number.POSITIVE_INFINITY,
    );
    player.mana = Math.max(player.mana, before - allowed, 0);
  }

  for (const player of Object.values(players)) {
    if (!player.defeated && player.health <= 0) {
      player.defeated = true;
      player.health = 0;
    }
  }
  for (const creature of Object.values(creatures)) {
    if (creature.creature.health <= 0) {
      creature.permanently_dead = true;
      creature.creature.health = 0;
    }
  }

  const persistentEffects = followCreatures(
    [
      ...countDown(strip(game.persistentEffects, outcome.stripped_effects)),
      ...outcome.persistent_effects,
    ],
    creatures,
    players,
  );
  const humansMoved = Object.keys(game.roundState.moves).some((id) => !game.players[id]?.isBot);
  const next: Game = {
    ...game,
    players,
    creatures,
    persistentEffects,
    // A wizard who left during the round already has a line in its entry: the narration follows.
    battleLog: tellInRound(
      game.battleLog,
      game.currentRound,
      outcome.events,
      persistentEffects,
      now,
    ),
    roundState: {
      ...game.roundState,
      inProgress: false,
      loading: { isLoading: false, message: "" },
      result: outcome.events.at(-1)?.description ?? null,
      // The next round opens once every screen has typed this narration out at the host's speed.
      nextRoundAt: now + narrationMs(outcome.events, settings.displaySpeed),
    },
    internal: {
      ...internal,
      resolving: null,
      idleRounds: humansMoved ? 0 : internal.idleRounds + 1,
    },
  };
  const gameOver = decideAfterRound(next);
  return gameOver
    ? { ...next, gameOver, roundState: { ...next.roundState, nextRoundAt: 0 } }
    : next;
}

/** Marks the round as being resolved, so that no other worker takes it and players see a spinner. */
export function beginResolution(game: Game, owner: string, now: number, message: string): Game {
  const internal = internalOf(game);
  return {
    ...game,
    roundState: { ...game.roundState, inProgress: false, loading: { isLoading: true, message } },
    internal: { ...internal, resolving: { round: game.currentRound, owner, startedAt: now } },
  };
}
