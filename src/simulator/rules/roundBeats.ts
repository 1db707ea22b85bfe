import type { CombatantView } from "../types.js";

/**
 * What a game master says about the round as a whole, beyond each spell: a wizard striking the one
 * who just helped them, two wizards trading blows, the whole table on one target, a wizard left on
 * their last legs. Blind readers found the narration one sentence per spell, never reacting to
 * what the table did together; at most one such line is told a round.
 */

export type BeatKind = "ingrate" | "duel" | "ganged" | "barely";

export interface Beat {
  kind: BeatKind;
  /** Names: `caster` acts against `target` ("ingrate", "duel"); the others tell `target` alone. */
  caster?: string;
  target: string;
}

/** Who did what to whom this round, wizard to wizard, by id. */
export interface RoundDeeds {
  blows: readonly (readonly [string, string])[];
  helps: readonly (readonly [string, string])[];
  wizards: readonly CombatantView[];
  /** Health at the end of the round, by id. */
  healthAfter: ReadonlyMap<string, number>;
}

/** So many wizards on one target is a pile-on. */
const PILE_ON = 3;
/** A wizard who came in healthy and leaves at this much or less is on their last legs. */
const LAST_LEGS = 15;
const HEALTHY = 30;

/** The round's beat, or null when nothing stands out; `pick` chooses among equals. */
export function beatOf(deeds: RoundDeeds, pick: () => number): Beat | null {
  const name = new Map(deeds.wizards.map((wizard) => [wizard.id, wizard.name]));
  const struck = (from: string, to: string) =>
    from !== to && deeds.blows.some(([a, b]) => a === from && b === to);
  const pairs = [...new Set(deeds.blows.map(([a, b]) => `${a}\u0000${b}`))]
    .map((key) => key.split("\u0000") as [string, string])
    .filter(([a, b]) => a !== b && name.has(a) && name.has(b));
  const choose = <T>(options: T[]): T | undefined =>
    options[Math.min(options.length - 1, Math.floor(pick() * options.length))];

  // Help across teams is more likely a misread than a kindness: only friends are betrayed.
  const team = new Map(deeds.wizards.map((wizard) => [wizard.id, wizard.team]));
  const ingrate = pairs.filter(
    ([a, b]) => team.get(a) === team.get(b) && deeds.helps.some(([h, to]) => h === b && to === a),
  );
  const ungrateful = choose(ingrate);
  if (ungrateful)
    return { kind: "ingrate", caster: name.get(ungrateful[0])!, target: name.get(ungrateful[1])! };

  // Two wizards at each other is news at a free-for-all of three or more, not in a duel or
  // between teams.
  const open = deeds.wizards.length >= 3 && deeds.wizards.every((wizard) => wizard.team === 0);
  const duels = open ? pairs.filter(([a, b]) => a < b && struck(b, a)) : [];
  const duel = choose(duels);
  if (duel) return { kind: "duel", caster: name.get(duel[0])!, target: name.get(duel[1])! };

  const attackers = new Map<string, Set<string>>();
  for (const [a, b] of pairs) attackers.set(b, (attackers.get(b) ?? new Set()).add(a));
  const piled = [...attackers]
    .filter(([id, from]) => from.size >= PILE_ON && (deeds.healthAfter.get(id) ?? 0) > 0)
    .map(([id]) => id);
  const target = choose(piled);
  if (target) return { kind: "ganged", target: name.get(target)! };

  const barely = deeds.wizards
    .filter((wizard) => wizard.health >= HEALTHY)
    .filter((wizard) => {
      const left = deeds.healthAfter.get(wizard.id) ?? 0;
      return left > 0 && left <= LAST_LEGS;
    });
  const wobbling = choose(barely);
  return wobbling ? { kind: "barely", target: wobbling.name } : null;
}
