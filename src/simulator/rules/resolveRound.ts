import type { Creature, PersistentEffect } from "../../shared/documents.js";
import { DEFAULT_DELAY_PER_CHAR } from "../../shared/constants.js";
import type { RoundOutcome } from "../../shared/outcome.js";
import { pick, seededRandom } from "../../shared/random.js";
import { Narrator } from "../narration/narrator.js";
import type { CombatantView, ResolveInput, ResolveOutput } from "../types.js";
import { STRONG_AGAINST, type Element } from "./lexicon.js";
import { parseMove, type ParsedMove } from "./parseMove.js";
import { quoteManaCost } from "./pricing.js";
import { dispellable, Ledger, lastingEffect, type StatChanges } from "./roundLedger.js";
import { chooseTargets, creatureTargets, type Target } from "./targets.js";

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

const names = (targets: Target[]) => targets.map((target) => target.name);

/** The embedded referee: reads each move, prices it, and narrates what happens, in order. */
export function resolveRound(input: ResolveInput): ResolveOutput {
  const random = seededRandom(input.seed ^ (input.round * 2_654_435_761));
  const narrator = new Narrator(
    random,
    input.players.map((player) => player.language),
    input.settings.enhanceEvents,
    input.toldBefore,
  );
  const ledger = new Ledger(input.now, DEFAULT_DELAY_PER_CHAR);
  const living = input.players.filter((player) => !player.defeated);
  const beasts = creatureTargets(input.creatures, living);
  const known = [...living, ...beasts].map((target) => target.name);
  const health = new Map([...living, ...beasts].map((target) => [target.id, target.health]));
  const creatures: Record<string, Creature> = structuredClone(input.creatures);
  const effects: PersistentEffect[] = [];
  const stripped: NonNullable<RoundOutcome["stripped_effects"]> = [];
  const brokenEffects = new Set<number>();
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
    const move = parseMove(text, known);
    const quoted = quoteManaCost(move);
    const cap =
      input.currentAffinity >= 0 ? Math.min(caster.mana, input.currentAffinity) : caster.mana;
    const spent = Math.max(0, Math.min(quoted, cap));
    elementOf.set(caster.id, move.element);
    if (move.intent === "nothing") {
      // A claim of power ("I win instantly") was quoted like an ambitious spell: it costs that.
      if (spent > 0) manaSpent[caster.id] = spent;
      ledger.add(
        narrator.say("nothing", { caster: caster.name, spell: text }),
        spent > 0 ? { [caster.id]: { mana_change: -spent } } : {},
      );
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
    let amount = Math.round(dodging.has(targetId) ? raw / 2 : raw);
    if (attacker && attacker.id !== targetId && reflecting.has(targetId)) {
      // A reflecting wizard sends half of the blow back at its caster.
      const back = Math.round(amount / 2);
      amount -= back;
      health.set(attacker.id, (health.get(attacker.id) ?? 0) - back);
      const reflector = living.find((player) => player.id === targetId);
      ledger.add(
        narrator.say("reflected", { caster: reflector?.name, target: attacker.name, amount: back }),
        { [attacker.id]: { health_change: -back } },
      );
    }
    const shield = shields.get(targetId) ?? 0;
    const absorbed = Math.min(Math.round(shield), amount);
    shields.set(targetId, shield - absorbed);
    amount -= absorbed;
    health.set(targetId, (health.get(targetId) ?? 0) - amount);
    return { dealt: amount, absorbed };
  };

  const phase = (intent: ParsedMove["intent"]) =>
    ["shield", "dodge", "dispel"].includes(intent)
      ? 0
      : ["heal", "buff", "manaRestore"].includes(intent)
        ? 1
        : 2;
  casts.sort((a, b) => phase(a.move.intent) - phase(b.move.intent));

  for (const { caster, text, move, spent } of casts) {
    const targets = chooseTargets(move, caster, living, random, beasts);
    const cost = { mana_change: -spent };
    const bonus = (buffed.has(caster.id) ? BUFF_BONUS : 1) * (weakened.has(caster.id) ? 0.7 : 1);
    const slots = {
      caster: caster.name,
      target: names(targets),
      spell: text,
      element: move.element,
    };
    switch (move.intent) {
      case "shield": {
        const amount = spent * POWER.shield;
        for (const target of targets)
          shields.set(target.id, (shields.get(target.id) ?? 0) + amount);
        effects.push(lastingEffect("BARRIER", text, caster, targets, 2, amount));
        ledger.add(narrator.say("shield", { ...slots, amount }), { [caster.id]: cost });
        break;
      }
      case "dodge":
        dodging.add(caster.id);
        ledger.add(narrator.say("dodge", slots), { [caster.id]: cost });
        break;
      case "heal": {
        const amount = Math.round((spent * POWER.heal) / Math.max(1, targets.length / 2));
        const changes: StatChanges = { [caster.id]: { ...cost } };
        for (const target of targets) {
          health.set(target.id, (health.get(target.id) ?? 0) + amount);
          changes[target.id] = { ...changes[target.id], health_change: amount };
        }
        ledger.add(narrator.say("heal", { ...slots, amount }), changes);
        break;
      }
      case "buff":
        buffed.add(caster.id);
        effects.push(lastingEffect("BUFF", text, caster, [caster], 2, BUFF_BONUS));
        ledger.add(narrator.say("buff", slots), { [caster.id]: cost });
        break;
      case "manaRestore": {
        const amount = 24 * move.intensity;
        ledger.add(narrator.say("manaRestore", { ...slots, amount }), {
          [caster.id]: { mana_change: amount },
        });
        break;
      }
      case "summon": {
        const id = `creature_${input.round}_${caster.id}`;
        const familiar = narrator.familiar(caster.name);
        const name = move.summonName ?? familiar.en ?? caster.name;
        creatures[id] = {
          creature: {
            name,
            description: text,
            translated_names: move.summonName ? { en: name } : familiar,
            translated_descriptions: { en: text },
            health: spent * POWER.creatureHealth,
            maxHealth: spent * POWER.creatureHealth,
            power_level: spent * POWER.creaturePower,
          },
          belongs_to: [caster.name],
          permanently_dead: false,
        };
        effects.push(lastingEffect("SUMMON", text, caster, [caster], -1));
        ledger.add(narrator.say("summon", { ...slots, target: name }), {
          [caster.id]: cost,
          [id]: { health_change: 0 },
        });
        break;
      }
      case "reflect":
        reflecting.add(caster.id);
        effects.push(lastingEffect("ENCHANTMENT", text, caster, [caster], 1));
        ledger.add(narrator.say("reflect", slots), { [caster.id]: cost });
        break;
      case "debuff":
        for (const target of targets) weakened.add(target.id);
        effects.push(lastingEffect("DEBUFF", text, caster, targets, 2));
        ledger.add(narrator.say("debuff", slots), { [caster.id]: cost });
        break;
      case "transformation": {
        const onSelf = targets.length === 1 && targets[0]!.id === caster.id;
        if (onSelf) shields.set(caster.id, (shields.get(caster.id) ?? 0) + spent);
        else for (const target of targets) weakened.add(target.id);
        effects.push(
          lastingEffect("TRANSFORMATION", text, caster, targets, 2, onSelf ? spent : undefined),
        );
        ledger.add(narrator.say("transformation", slots), { [caster.id]: cost });
        break;
      }
      case "zone": {
        const tick = spent * POWER.zoneTick;
        effects.push(lastingEffect("ZONE", text, caster, targets, 3, tick));
        ledger.add(narrator.say("zone", { ...slots, amount: tick }), { [caster.id]: cost });
        break;
      }
      case "dispel": {
        ledger.add(narrator.say("dispel", slots), { [caster.id]: cost });
        for (const target of targets) {
          const friendly =
            target.id === caster.id || (caster.team !== 0 && target.team === caster.team);
          if (!friendly) {
            shields.set(target.id, 0);
            buffed.delete(target.id);
            reflecting.delete(target.id);
          } else weakened.delete(target.id);
          for (const index of dispellable(input.effects, target.id, friendly)) {
            stripped.push({ index, players: [target.id] });
            brokenEffects.add(index);
            ledger.add(narrator.say("dispelledEffect", { spell: input.effects[index]!.name }));
          }
        }
        break;
      }
      case "dot": {
        const tick = spent * POWER.dotTick;
        const changes: StatChanges = { [caster.id]: { ...cost } };
        let first = 0;
        for (const target of targets) {
          const { dealt } = hurt(target.id, spent * POWER.dotNow * bonus, caster);
          first += dealt;
          changes[target.id] = { health_change: -dealt };
        }
        effects.push(lastingEffect("CURSE", text, caster, targets, 3, tick));
        ledger.add(narrator.say("dot", { ...slots, amount: first }), changes);
        break;
      }
      case "curse": {
        const tick = spent * POWER.curseTick;
        effects.push(lastingEffect("CURSE", text, caster, targets, 3, tick));
        ledger.add(narrator.say("curse", { ...slots, amount: tick }), { [caster.id]: cost });
        break;
      }
      default: {
        // attack, area and drain deal damage; a drain gives what it takes back to the caster.
        const share =
          move.intent === "area" || move.scope === "all" ? Math.max(1, targets.length * 0.6) : 1;
        const changes: StatChanges = { [caster.id]: { ...cost } };
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
        ledger.add(narrator.say(kind, { ...slots, amount }), changes);
      }
    }
  }

  // Creatures still standing act every round: each strikes a random enemy of its owners.
  for (const beast of beasts) {
    if ((health.get(beast.id) ?? 0) <= 0) continue;
    const owners = new Set(beast.creature?.owners ?? []);
    const owner = living.find((player) => owners.has(player.id));
    const foes = living.filter(
      (player) =>
        !owners.has(player.id) &&
        (health.get(player.id) ?? 0) > 0 &&
        (!owner || owner.team === 0 || player.team !== owner.team),
    );
    if (foes.length === 0) continue;
    const target = pick(foes, random);
    const power = input.creatures[beast.id]?.creature.power_level ?? 0;
    const { dealt } = hurt(target.id, power);
    ledger.add(
      narrator.say("creature", { caster: beast.name, target: target.name, amount: dealt }),
      {
        [target.id]: { health_change: -dealt },
        [beast.id]: { health_change: 0 },
      },
    );
  }

  // Lasting curses and zones tick, unless a dispel broke them this round.
  input.effects.forEach((lasting, index) => {
    if ((lasting.type !== "CURSE" && lasting.type !== "ZONE") || !lasting.magnitude) return;
    for (const id of lasting.affectedPlayers) {
      if (!health.has(id)) continue;
      if (
        brokenEffects.has(index) &&
        stripped.some((s) => s.index === index && s.players.includes(id))
      )
        continue;
      const target = living.find((player) => player.id === id);
      const { dealt } = hurt(id, lasting.magnitude);
      ledger.add(
        narrator.say("tick", { spell: lasting.name, target: target?.name ?? id, amount: dealt }),
        { [id]: { health_change: -dealt } },
      );
    }
  });

  for (const beast of beasts) {
    if ((health.get(beast.id) ?? 0) <= 0)
      ledger.add(narrator.say("creatureSlain", { target: beast.name }));
  }
  for (const player of living) {
    if ((health.get(player.id) ?? 0) <= 0)
      ledger.add(narrator.say("defeated", { target: player.name }));
  }
  const last = ledger.events.at(-1);
  if (last) last.is_final_event = true;
  return {
    events: ledger.events,
    persistent_effects: effects,
    creatures,
    manaSpent,
    ...(stripped.length > 0 ? { stripped_effects: stripped } : {}),
  };
}
