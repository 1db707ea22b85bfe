import { pick } from "../../shared/random.js";
import type { CombatantView } from "../types.js";
import type { ParsedMove } from "./parseMove.js";

function distance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i += 1) {
    let previous = row[0]!;
    row[0] = i;
    for (let j = 1; j <= b.length; j += 1) {
      const current = row[j]!;
      row[j] = Math.min(row[j]! + 1, row[j - 1]! + 1, previous + (a[i - 1] === b[j - 1] ? 0 : 1));
      previous = current;
    }
  }
  return row[b.length]!;
}

/** A player named in the move: exactly, by a prefix of 3+ letters, or misspelled by one letter. */
export function namedIn(move: ParsedMove, players: CombatantView[]): CombatantView[] {
  return players.filter((player) => {
    const name = player.name.toLowerCase();
    const parts = name.split(/\s+/);
    return move.words.some(
      (word) =>
        parts.includes(word) ||
        (word.length >= 3 && parts.some((part) => part.startsWith(word))) ||
        (word.length >= 4 && parts.some((part) => part.length >= 4 && distance(part, word) <= 1)),
    );
  });
}

function allies(caster: CombatantView, players: CombatantView[]): CombatantView[] {
  return players.filter(
    (player) => player.id === caster.id || (caster.team !== 0 && player.team === caster.team),
  );
}

function enemies(caster: CombatantView, players: CombatantView[]): CombatantView[] {
  return players.filter(
    (player) => player.id !== caster.id && (caster.team === 0 || player.team !== caster.team),
  );
}

const SUPPORTIVE = new Set(["heal", "shield", "buff", "manaRestore", "dodge", "reflect"]);

/** Who a move affects, respecting teams; with no one named, the seed picks a sensible enemy. */
export function chooseTargets(
  move: ParsedMove,
  caster: CombatantView,
  living: CombatantView[],
  random: () => number,
): CombatantView[] {
  const supportive = SUPPORTIVE.has(move.intent);
  if (move.scope === "self") return [caster];
  if (move.scope === "team") return allies(caster, living);
  if (move.scope === "all") return supportive ? allies(caster, living) : enemies(caster, living);
  const named = namedIn(move, living).filter((player) => player.id !== caster.id || supportive);
  if (supportive)
    return named.length > 0 ? named : move.scope === "area" ? allies(caster, living) : [caster];
  const hostile = named.filter((player) => enemies(caster, living).includes(player));
  if (hostile.length > 0) return hostile;
  if (move.scope === "area") return enemies(caster, living);
  const foes = enemies(caster, living);
  return foes.length > 0 ? [pick(foes, random)] : [];
}
