import type { Creature, GameEvent, PersistentEffect } from "../../shared/documents.js";
import { DEFAULT_DELAY_PER_CHAR } from "../../shared/constants.js";
import { pick, seededRandom } from "../../shared/random.js";
import type { CombatantView, ResolveInput, ResolveOutput } from "../types.js";
import { STRONG_AGAINST, type Element } from "./lexicon.js";
import { Narrator } from "./narration.js";
import { parseMove, type ParsedMove } from "./parseMove.js";
import { quoteManaCost } from "./pricing.js";
import { chooseTargets } from "./targets.js";

/**
 * The power model: effect size is proportional to the mana spent. Damage 1 per mana (x1.5 when the
 * element beats the target's own this round, x1.3 with a buff), healing 0.8, shields absorb 1.2,
 * drains take 0.7, curses tick 0.3 per round for 3 rounds, creatures get 2 health and 0.4 power
 * per mana. Dodging halves damage taken this round.
 */
const POWER = {
  dotNow: 0.3,
  dotTick: 0.35,
  zoneTick: 0.25,
  damage: 1,
  heal: 0.8,
  shield: 1.2,
  drain: 0.7,
  curseTick: 0.3,
  creatureHealth: 2,
  creaturePower: 0.4,
};
const BUFF_BONUS = 1.3;

interface Cast {
  caster: CombatantView;
  text: string;
  move: ParsedMove;
  spent: number;
}

class Ledger {
  readonly events: GameEvent[] = [];
  private counter = 0;

  constructor(
    private readonly now: number,
    private readonly delay: number,
  ) {}

  add(
    description: string,
    changes: Record<string, { health_change?: number; mana_change?: number }> = {},
  ): void {
    this.counter += 1;
    const stat_changes: GameEvent["stat_changes"] = {};
    for (const [id, change] of Object.entries(changes)) {
      stat_changes[id] = {
        health_change: change.health_change ?? 0,
        mana_change: change.mana_change ?? 0,
      };
    }
    this.events.push({
      event_number: this.counter,
      timestamp: this.now + this.counter,
      description,
      translated_descriptions: { en: description },
      delay_per_char: this.delay,
      stat_changes,
      is_final_event: false,
      text_animation_complete: false,
    });
  }
}

/** The embedded referee: reads each move, prices it, and narrates what happens, in order. */
export function resolveRound(input: ResolveInput): ResolveOutput {
  const random = seededRandom(input.seed ^ (input.round * 2_654_435_761));
  const narrator = new Narrator(random);
  const ledger = new Ledger(input.now, DEFAULT_DELAY_PER_CHAR);
  const living = input.players.filter((player) => !player.defeated);
  const health = new Map(living.map((player) => [player.id, player.health]));
  const creatures: Record<string, Creature> = structuredClone(input.creatures);
  const effects: PersistentEffect[] = [];
  const manaSpent: Record<string, number> = {};
  const shields = new Map<string, number>();
  const dodging = new Set<string>();
  const buffed = new Set<string>();
  const weakened = new Set<string>();
  const reflecting = new Set<string>();
  const elementOf = new Map<string, Element | null>();

  for (const effect of input.effects) {
    for (const id of effect.affectedPlayers) {
      if (effect.type === "BARRIER")
        shields.set(id, (shields.get(id) ?? 0) + (effect.magnitude ?? 0));
      if (effect.type === "BUFF") buffed.add(id);
      if (
        effect.type === "DEBUFF" ||
        (effect.type === "TRANSFORMATION" && effect.sourcePlayer !== id)
      )
        weakened.add(id);
    }
  }

  const casts: Cast[] = [];
  for (const caster of living) {
    const text = input.moves[caster.id];
    if (text === undefined) {
      ledger.add(narrator.say("hesitate", { caster: caster.name }));
      continue;
    }
    const move = parseMove(text);
    const quoted = quoteManaCost(move);
    const cap =
      input.currentAffinity >= 0 ? Math.min(caster.mana, input.currentAffinity) : caster.mana;
    const spent = Math.max(0, Math.min(quoted, cap));
    elementOf.set(caster.id, move.element);
    if (move.intent === "nothing") {
      ledger.add(narrator.say("nothing", { caster: caster.name, spell: text }));
      continue;
    }
    if (quoted > 0 && spent < quoted * 0.25) {
      ledger.add(narrator.say("fizzle", { caster: caster.name, spell: text }));
      continue;
    }
    manaSpent[caster.id] = spent;
    casts.push({ caster, text, move, spent });
  }

  // A target's shield soaks damage first; dodging halves what gets through.
  const hurt = (
    targetId: string,
    raw: number,
    attacker?: CombatantView,
  ): { dealt: number; absorbed: number } => {
    let amount = dodging.has(targetId) ? raw / 2 : raw;
    if (attacker && attacker.id !== targetId && reflecting.has(targetId)) {
      // A reflecting wizard sends half of the blow back at its caster.
      const back = amount / 2;
      amount -= back;
      health.set(attacker.id, (health.get(attacker.id) ?? 0) - back);
      const reflector = living.find((player) => player.id === targetId);
      ledger.add(
        narrator.say("reflected", { caster: reflector?.name, target: attacker.name, amount: back }),
        {
          [attacker.id]: { health_change: -back },
        },
      );
    }
    const shield = shields.get(targetId) ?? 0;
    const absorbed = Math.min(shield, amount);
    shields.set(targetId, shield - absorbed);
    amount -= absorbed;
    health.set(targetId, (health.get(targetId) ?? 0) - amount);
    return { dealt: amount, absorbed };
  };

  const phase = (intent: ParsedMove["intent"]) =>
    ["shield", "dodge"].includes(intent)
      ? 0
      : ["heal", "buff", "manaRestore"].includes(intent)
        ? 1
        : 2;
  casts.sort((a, b) => phase(a.move.intent) - phase(b.move.intent));

  for (const { caster, text, move, spent } of casts) {
    const targets = chooseTargets(move, caster, living, random);
    const names = targets.map((target) => target.name).join(", ");
    const cost = { mana_change: -spent };
    const bonus = (buffed.has(caster.id) ? BUFF_BONUS : 1) * (weakened.has(caster.id) ? 0.7 : 1);
    switch (move.intent) {
      case "shield": {
        const amount = spent * POWER.shield;
        for (const target of targets)
          shields.set(target.id, (shields.get(target.id) ?? 0) + amount);
        effects.push(effect("BARRIER", text, caster, targets, 2, amount));
        ledger.add(
          narrator.say("shield", { caster: caster.name, target: names, spell: text, amount }),
          { [caster.id]: cost },
        );
        break;
      }
      case "dodge":
        dodging.add(caster.id);
        ledger.add(narrator.say("dodge", { caster: caster.name, spell: text }), {
          [caster.id]: cost,
        });
        break;
      case "heal": {
        const amount = (spent * POWER.heal) / Math.max(1, targets.length / 2);
        const changes: Record<string, { health_change?: number; mana_change?: number }> = {
          [caster.id]: { ...cost },
        };
        for (const target of targets) {
          health.set(target.id, (health.get(target.id) ?? 0) + amount);
          changes[target.id] = { ...changes[target.id], health_change: amount };
        }
        ledger.add(
          narrator.say("heal", {
            caster: caster.name,
            target: names,
            spell: text,
            amount,
            element: move.element,
          }),
          changes,
        );
        break;
      }
      case "buff":
        buffed.add(caster.id);
        effects.push(effect("BUFF", text, caster, [caster], 2, BUFF_BONUS));
        ledger.add(narrator.say("buff", { caster: caster.name, spell: text }), {
          [caster.id]: cost,
        });
        break;
      case "manaRestore": {
        const amount = 20 * move.intensity;
        ledger.add(narrator.say("manaRestore", { caster: caster.name, spell: text, amount }), {
          [caster.id]: { mana_change: amount },
        });
        break;
      }
      case "summon": {
        const id = `creature_${input.round}_${caster.id}`;
        const name = move.summonName ?? `${caster.name}'s familiar`;
        creatures[id] = {
          creature: {
            name,
            description: text,
            translated_names: { en: name },
            translated_descriptions: { en: text },
            health: spent * POWER.creatureHealth,
            maxHealth: spent * POWER.creatureHealth,
            power_level: spent * POWER.creaturePower,
          },
          belongs_to: [caster.name],
          permanently_dead: false,
        };
        effects.push(effect("SUMMON", text, caster, [caster], -1));
        ledger.add(narrator.say("summon", { caster: caster.name, target: name, spell: text }), {
          [caster.id]: cost,
          [id]: { health_change: 0 },
        });
        break;
      }
      case "reflect":
        reflecting.add(caster.id);
        effects.push(effect("ENCHANTMENT", text, caster, [caster], 1));
        ledger.add(narrator.say("reflect", { caster: caster.name, spell: text }), {
          [caster.id]: cost,
        });
        break;
      case "debuff":
        for (const target of targets) weakened.add(target.id);
        effects.push(effect("DEBUFF", text, caster, targets, 2));
        ledger.add(narrator.say("debuff", { caster: caster.name, target: names, spell: text }), {
          [caster.id]: cost,
        });
        break;
      case "transformation": {
        const onSelf = targets.length === 1 && targets[0]!.id === caster.id;
        if (onSelf) shields.set(caster.id, (shields.get(caster.id) ?? 0) + spent);
        else for (const target of targets) weakened.add(target.id);
        effects.push(
          effect("TRANSFORMATION", text, caster, targets, 2, onSelf ? spent : undefined),
        );
        ledger.add(
          narrator.say("transformation", { caster: caster.name, target: names, spell: text }),
          { [caster.id]: cost },
        );
        break;
      }
      case "zone": {
        const tick = spent * POWER.zoneTick;
        const victims =
          targets.length > 0 ? targets : living.filter((player) => player.id !== caster.id);
        effects.push(effect("ZONE", text, caster, victims, 3, tick));
        ledger.add(
          narrator.say("zone", {
            caster: caster.name,
            target: victims.map((v) => v.name).join(", "),
            spell: text,
            amount: tick,
          }),
          { [caster.id]: cost },
        );
        break;
      }
      case "dispel":
        for (const target of targets) {
          shields.set(target.id, 0);
          buffed.delete(target.id);
          reflecting.delete(target.id);
        }
        ledger.add(narrator.say("dispel", { caster: caster.name, target: names, spell: text }), {
          [caster.id]: cost,
        });
        break;
      case "dot": {
        const tick = spent * POWER.dotTick;
        const changes: Record<string, { health_change?: number; mana_change?: number }> = {
          [caster.id]: { ...cost },
        };
        let first = 0;
        for (const target of targets) {
          const { dealt } = hurt(target.id, spent * POWER.dotNow * bonus, caster);
          first += dealt;
          changes[target.id] = { health_change: -dealt };
        }
        effects.push(effect("CURSE", text, caster, targets, 3, tick));
        ledger.add(
          narrator.say("dot", {
            caster: caster.name,
            target: names || "the empty air",
            spell: text,
            amount: first,
          }),
          changes,
        );
        break;
      }
      case "curse": {
        const tick = spent * POWER.curseTick;
        effects.push(effect("CURSE", text, caster, targets, 3, tick));
        ledger.add(
          narrator.say("curse", { caster: caster.name, target: names, spell: text, amount: tick }),
          { [caster.id]: cost },
        );
        break;
      }
      default: {
        // attack, area and drain deal damage; a drain gives what it takes back to the caster.
        const share =
          move.intent === "area" || move.scope === "all" ? Math.max(1, targets.length * 0.6) : 1;
        const changes: Record<string, { health_change?: number; mana_change?: number }> = {
          [caster.id]: { ...cost },
        };
        let total = 0;
        for (const target of targets) {
          const matchup =
            move.element &&
            STRONG_AGAINST[move.element].includes(elementOf.get(target.id) as Element)
              ? 1.5
              : 1;
          const factor = move.intent === "drain" ? POWER.drain : POWER.damage;
          const { dealt, absorbed } = hurt(
            target.id,
            (spent * factor * matchup * bonus) / share,
            caster,
          );
          total += dealt;
          changes[target.id] = { health_change: -dealt };
          if (absorbed > 0)
            ledger.add(narrator.say("absorbed", { target: target.name, amount: absorbed }));
        }
        if (move.intent === "drain") {
          health.set(caster.id, (health.get(caster.id) ?? 0) + total);
          changes[caster.id] = { ...changes[caster.id], health_change: total };
        }
        const kind = move.intent === "drain" ? "drain" : targets.length > 1 ? "area" : "attack";
        const amount = targets.length > 1 ? total / targets.length : total;
        ledger.add(
          narrator.say(kind, {
            caster: caster.name,
            target: names || "the empty air",
            spell: text,
            amount,
            element: move.element,
          }),
          changes,
        );
      }
    }
  }

  // Creatures act every round: each living one strikes a random enemy of its owners.
  for (const [id, creature] of Object.entries(creatures)) {
    if (creature.permanently_dead || creature.creature.health <= 0) continue;
    const owners = new Set(creature.belongs_to);
    const owner = living.find((player) => owners.has(player.name));
    const foes = living.filter(
      (player) =>
        !owners.has(player.name) &&
        (health.get(player.id) ?? 0) > 0 &&
        (!owner || owner.team === 0 || player.team !== owner.team),
    );
    if (foes.length === 0) continue;
    const target = pick(foes, random);
    const { dealt } = hurt(target.id, creature.creature.power_level);
    ledger.add(
      narrator.say("creature", {
        caster: creature.creature.name,
        target: target.name,
        amount: dealt,
      }),
      { [target.id]: { health_change: -dealt }, [id]: { health_change: 0 } },
    );
  }

  // Lasting curses tick.
  for (const lasting of input.effects) {
    if ((lasting.type !== "CURSE" && lasting.type !== "ZONE") || !lasting.magnitude) continue;
    for (const id of lasting.affectedPlayers) {
      if (!health.has(id)) continue;
      const target = living.find((player) => player.id === id);
      const { dealt } = hurt(id, lasting.magnitude);
      ledger.add(
        narrator.say("tick", { spell: lasting.name, target: target?.name ?? id, amount: dealt }),
        { [id]: { health_change: -dealt } },
      );
    }
  }

  for (const player of living) {
    if ((health.get(player.id) ?? 0) <= 0)
      ledger.add(narrator.say("defeated", { target: player.name }));
  }
  const last = ledger.events.at(-1);
  if (last) last.is_final_event = true;
  return { events: ledger.events, persistent_effects: effects, creatures, manaSpent };
}

function effect(
  type: PersistentEffect["type"],
  text: string,
  caster: CombatantView,
  targets: CombatantView[],
  duration: number,
  magnitude?: number,
): PersistentEffect {
  const name = text.length > 40 ? `${text.slice(0, 39)}…` : text;
  return {
    name,
    description: text,
    translated_names: { en: name },
    translated_descriptions: { en: text },
    type,
    duration_in_rounds: duration,
    sourcePlayer: caster.id,
    affectedPlayers: targets.map((target) => target.id),
    ...(magnitude === undefined ? {} : { magnitude }),
  };
}
