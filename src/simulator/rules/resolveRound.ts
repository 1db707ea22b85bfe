import type { Creature, PersistentEffect } from "../../shared/documents.js";
import { beatOf } from "./roundBeats.js";
import { DEFAULT_DELAY_PER_CHAR } from "../../shared/constants.js";
import type { RoundOutcome } from "../../shared/outcome.js";
import { pick, seededRandom } from "../../shared/random.js";
import { Narrator } from "../narration/narrator.js";
import type { Translations } from "../narration/narrator.js";
import { blowThing } from "../narration/creatureBlow.js";
import {
  genericThing,
  ownWords,
  spellThing,
  varied,
  type SpellThing,
} from "../narration/spellThing.js";
import { creatureKindIn, creatureNameIn } from "./creatureNames.js";
import type { CombatantView, ResolveInput, ResolveOutput } from "../types.js";
import {
  evades,
  givesMana,
  isBanishing,
  isHostile,
  isPeaceful,
  kindInCoreWords,
  isTaming,
} from "./actionWords.js";
import { STRONG_AGAINST, type Element } from "./lexicon.js";
import { clausesOf } from "./clauses.js";
import { mentionsSelf, parseMove, type ParsedMove } from "./parseMove.js";
import { CHEAT_PRICE, isCheat, quoteManaCost } from "./pricing.js";
import { dispellable, Ledger, lastingEffect, type StatChanges } from "./roundLedger.js";
import { readMove } from "./readMove.js";
import { remarkIn, talkIn } from "./banter.js";
import { famousSpell } from "./famousSpells.js";
import { chooseTargets, creatureTargets, namedIn, spareOf, type Target } from "./targets.js";
import { says } from "./acts/actTerms.js";
import { afterVocative, guards } from "./creatureOrders.js";

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
  /** The whole move the clause came from: "summon a goose. his name is Honk". */
  typed: string;
  move: ParsedMove;
  spent: number;
  thing: SpellThing;
}

/** An order to one's own creature: it acts this round on the foes the move names. */
interface Order {
  owner: CombatantView;
  beast: Target;
  move: ParsedMove;
  guard: boolean;
  /** Told to hold back: it attacks no one this round. */
  halt?: boolean;
  cost: number;
}

/** Spells that do a wizard a kindness. */
const HELPS = new Set(["heal", "shield", "buff", "manaRestore"]);

/** Spells that hurt whoever they land on. */
const HARMFUL = new Set(["attack", "area", "zone", "curse", "dot", "debuff", "drain"]);

/** Readings a gift of mana may come out as: the words of giving decide, not the spell's kind. */
const HELPFUL_OR_MANA = new Set(["manaRestore", "drain", "heal", "buff", "attack", "nothing"]);

/** The amount a move states ("20 mana", "٢٠"), if any. */
function statedAmount(text: string): number | null {
  const digits = /(?<!\p{N})(\p{Nd}{1,3})(?!\p{N})/u.exec(text.normalize("NFKC"))?.[1];
  if (!digits) return null;
  const value = [...digits].reduce((sum, digit) => sum * 10 + digitValue(digit), 0);
  return value > 0 ? value : null;
}

/** Where 0 sits in the digit sets players type: Latin, Arabic, Persian, Devanagari, Bengali, Gurmukhi, Thai. */
const ZEROS = [0x30, 0x660, 0x6f0, 0x966, 0x9e6, 0xa66, 0xe50];

function digitValue(digit: string): number {
  const code = digit.codePointAt(0)!;
  const zero = ZEROS.find((start) => code >= start && code <= start + 9);
  return zero === undefined ? 0 : code - zero;
}

/** How far a banishing or taming spell reaches: its mana times this against the creature's health. */
const SWAY = 4;

/** What a punch or a thrown shoe does: a spell's worth of 5 mana, for free. */
const BLOW_DAMAGE = 5;

/** What an order costs the caster: a word of command, not a spell. */
const ORDER_COST = 4;

const INTO = /\b(?:into|become|becomes|turns?\s+to)\s+(.+)$/iu;
const GIFT_VERB = /\b(?:offers?|gives?|hands?|brings?|gifts?)\b/iu;

/** What a move that casts nothing busies itself with, in its own English words: "a sandwich". */
function ownThing(
  text: string,
  names: readonly string[],
  language: string,
): SpellThing | undefined {
  const thing = spellThing(text, names, null, "none", null, language !== "en");
  return ownWords(thing) ? thing : undefined;
}

/** "a swarm of angry bees" as a name: "Swarm of Angry Bees". */
function titleOf(thing: string): string {
  const bare = thing.replace(/^(?:a|an|the|some)\s+/i, "");
  return bare
    .split(" ")
    .map((word, index) =>
      index > 0 && ["of", "and", "the", "a", "an"].includes(word)
        ? word
        : word.charAt(0).toUpperCase() + word.slice(1),
    )
    .join(" ")
    .slice(0, 40);
}

const names = (targets: Target[]) => targets.map((target) => target.name);

/** The embedded referee: reads each move, prices it, and narrates what happens, in order. */
export function resolveRound(input: ResolveInput): ResolveOutput {
  const random = seededRandom(input.seed ^ (input.round * 2_654_435_761));
  // The wording draws from a stream of its own: how a blow is told never moves where one lands.
  const narrator = new Narrator(
    seededRandom(input.seed ^ (input.round * 2_654_435_761) ^ 0x5bd1e995),
    input.players.map((player) => player.language),
    input.settings.enhanceEvents,
    input.toldBefore,
  );
  // Creatures and lasting effects are told by their names in each player's language.
  for (const { creature } of Object.values(input.creatures))
    narrator.knowCreature(creature.name, creature.translated_names);
  // A summoning's lasting effect bears its creature's name: the creature's own names win.
  const creatureNames = new Set(
    Object.values(input.creatures).map(({ creature }) => creature.name),
  );
  for (const effect of input.effects)
    if (!creatureNames.has(effect.name))
      narrator.knowCreature(effect.name, effect.translated_names);
  const ledger = new Ledger(input.now, DEFAULT_DELAY_PER_CHAR);
  const living = input.players.filter((player) => !player.defeated);
  const beasts = creatureTargets(input.creatures, living);
  const known = [...living, ...beasts].map((target) => target.name);
  // Words of a creature's owner that cast nothing are not told as "nothing happens": the creature
  // acts this round all the same, just after.
  const leadsCreatures = (id: string) =>
    beasts.some((beast) => beast.creature?.owners.includes(id));
  // Names and the words creatures answer to ("wolf") are never what a spell conjures.
  const spokenOf = [...known, ...beasts.flatMap((beast) => beast.creature?.aliases ?? [])];
  const health = new Map([...living, ...beasts].map((target) => [target.id, target.health]));
  const creatures: Record<string, Creature> = structuredClone(input.creatures);
  const effects: PersistentEffect[] = [];
  const stripped: NonNullable<RoundOutcome["stripped_effects"]> = [];
  // Who came into the round behind a barrier, and who renewed theirs this round.
  const carried = new Set<string>();
  const renewed = new Set<string>();
  const brokenEffects = new Set<number>();
  const manaSpent: Record<string, number> = {};
  const shields = new Map<string, number>();
  // Creatures standing guard, by whom they guard: each takes blows into its own health.
  const wardens = new Map<string, { id: string; name: string; ward: string; left: number }[]>();
  // What the guards took, told after the blow that struck them.
  const guardLines: { text: Translations; changes: StatChanges }[] = [];
  const tellGuards = (): void => {
    for (const line of guardLines.splice(0)) ledger.add(line.text, line.changes);
  };
  const dodging = new Set<string>();
  const buffed = new Set<string>();
  const weakened = new Set<string>();
  const reflecting = new Set<string>();
  const elementOf = new Map<string, Element | null>();

  for (const effect of input.effects) {
    for (const id of effect.affectedPlayers) {
      if (effect.type === "BARRIER") {
        shields.set(id, (shields.get(id) ?? 0) + (effect.magnitude ?? 0));
        if ((effect.magnitude ?? 0) > 0) carried.add(id);
      }
      if (effect.type === "BUFF") buffed.add(id);
      if (
        effect.type === "DEBUFF" ||
        (effect.type === "TRANSFORMATION" && effect.sourcePlayer !== id)
      )
        weakened.add(id);
    }
  }

  const casts: Cast[] = [];
  const orders: Order[] = [];
  // Whom each wizard attacked and whom they were kind to this round: their creatures follow suit.
  const aimedAt = new Map<string, Target[]>();
  // Wizard to wizard, for the line a round gets about what the table did together.
  const deeds = { blows: [] as [string, string][], helps: [] as [string, string][] };
  const spared = new Set<string>();
  const hesitated: string[] = [];
  const remarks = new Map<string, { caster: string; quote: string; quoteLanguage: string }>();
  // Creatures tamed this round do not strike for their old owners.
  const swayed = new Set<string>();
  /** Creatures banished this round: their leaving is told once. */
  const banished = new Set<string>();
  for (const caster of living) {
    const typed = input.moves[caster.id];
    if (typed === undefined) {
      hesitated.push(caster.name);
      continue;
    }
    // What the caster may still spend this round: each action pays from it in turn.
    let budget =
      input.currentAffinity >= 0 ? Math.min(caster.mana, input.currentAffinity) : caster.mana;
    const pay = (amount: number) => {
      budget -= amount;
      manaSpent[caster.id] = (manaSpent[caster.id] ?? 0) + amount;
    };
    const actions = readMove(typed, caster, living, beasts);
    // What the caster said beside their spells is told after the first of them.
    const remark = actions.some((action) => action.kind !== "talk")
      ? remarkIn(typed, actions, spokenOf)
      : null;
    if (remark !== null)
      remarks.set(caster.id, {
        caster: caster.name,
        quote: remark,
        quoteLanguage: caster.language,
      });
    for (const action of actions) {
      const { text } = action;
      let { move } = action;
      if (action.kind === "order") {
        // A word of command costs little; the creature's own strength does the work.
        const cost = Math.min(ORDER_COST, budget);
        action.beasts.forEach((beast, index) =>
          orders.push({
            owner: caster,
            beast,
            move,
            guard: action.guard,
            halt: action.halt,
            cost: index === 0 ? cost : 0,
          }),
        );
        if (cost > 0) pay(cost);
        continue;
      }
      if (action.kind === "talk") {
        // A claim of power ("I win instantly") costs the cheat's fixed price, and the arena laughs
        // at it. Words the referee cannot read cost nothing.
        const cheat = isCheat({ ...move, text });
        const spent = cheat ? Math.min(CHEAT_PRICE, budget) : 0;
        if (spent > 0) pay(spent);
        if (spent === 0 && leadsCreatures(caster.id)) continue;
        const thing = cheat ? undefined : ownThing(text, spokenOf, caster.language);
        // "Lukas laat me met rust": words that cast and name nothing are told back as said.
        const quote = cheat || thing ? null : talkIn(text, spokenOf);
        ledger.add(
          narrator.say(
            cheat && spent > 0
              ? "cheat"
              : thing
                ? "nothingWith"
                : quote !== null
                  ? "talk"
                  : "nothing",
            {
              caster: caster.name,
              amount: spent,
              thing,
              quote: quote ?? undefined,
              quoteLanguage: caster.language,
            },
          ),
          spent > 0 ? { [caster.id]: { mana_change: -spent } } : {},
        );
        continue;
      }
      // Banishing or taming a foe's creature is priced as a strong spell, whatever words it borrows,
      // and at least a quarter of the creature's health: paid in full, it always works, so a table
      // learns one rule.
      const strays = namedIn({ ...move, intent: "attack" }, living, beasts).filter(
        (target) => target.creature && !target.creature.owners.includes(caster.id),
      );
      const swaying = (isBanishing(text) || isTaming(text)) && strays.length > 0;
      const swayPrice = swaying
        ? Math.max(...strays.map((stray) => Math.ceil((health.get(stray.id) ?? 0) / SWAY)))
        : 0;
      if (swaying) move = { ...move, intent: "attack", intensity: Math.max(1.5, move.intensity) };
      // Getting out of the way is a dodge, whatever the danger is made of ("above the lava").
      if (
        evades(text) &&
        ["zone", "attack", "area"].includes(move.intent) &&
        namedIn(move, living, beasts).length === 0
      )
        move = { ...move, intent: "dodge", scope: "self" };
      // "ok ingen mana, jeg slår Minh med en ski": with no mana left, a plain attack with no
      // element or famous name is done by hand.
      if (
        move.intent === "attack" &&
        !move.blow &&
        !move.element &&
        !move.famous &&
        budget < quoteManaCost(move) * 0.25
      )
        move = { ...move, blow: true };
      // A gift of a stated amount costs that amount: "le doy 20 de maná a Amélie".
      const gift = givesMana(text) ? statedAmount(text) : null;
      const quoted = gift ?? Math.max(quoteManaCost(move), swayPrice);
      const spent = Math.max(0, Math.min(quoted, budget));
      elementOf.set(caster.id, move.element);
      // A kind act is told as one, whatever words of magic it borrows ("I hug Morgana").
      // "xin lỗi Mira, quả cầu lửa vào mặt": sorry, and a fireball all the same.
      const harms =
        !kindInCoreWords(text) && HARMFUL.has(move.intent) && (move.element || move.famous);
      if (
        isPeaceful(text) &&
        !isHostile(text) &&
        !harms &&
        !swaying &&
        // "лекувам Елин, извинявай": a heal with an apology is a heal; "a fire sprite to dance
        // around my feet" is a summon.
        !["manaRestore", "heal", "shield", "buff", "dispel", "summon"].includes(move.intent)
      ) {
        // "I bake a cake for everyone except tavi": all but those left out.
        const { move: kind, spared: leftOut } = spareOf(move, living, beasts);
        const named = namedIn(kind, living, beasts).filter((target) => target.id !== caster.id);
        const friends =
          named.length === 0 && leftOut.size > 0
            ? living.filter((player) => player.id !== caster.id && !leftOut.has(player.id))
            : named;
        for (const friend of friends) spared.add(`${caster.id}:${friend.id}`);
        const thing = ownThing(text, spokenOf, caster.language);
        // "I give Morgana a flower" tells the flower; "I compliment Fang on his coat" gives none.
        const gift = thing !== undefined && (says("give", text) || GIFT_VERB.test(text));
        ledger.add(
          friends.length > 0
            ? narrator.say(gift ? "peacefulWith" : "peaceful", {
                caster: caster.name,
                target: names(friends),
                thing,
              })
            : narrator.say(thing ? "calmWith" : "calm", { caster: caster.name, thing }),
        );
        continue;
      }
      if (move.intent === "nothing") {
        const thing = ownThing(text, spokenOf, caster.language);
        if (!leadsCreatures(caster.id))
          ledger.add(
            narrator.say(thing ? "nothingWith" : "nothing", {
              caster: caster.name,
              amount: 0,
              thing,
            }),
          );
        continue;
      }
      // What the spell wields, for telling it: a kind act or no spell at all is told without it.
      // "summon a wolf named Rex" beside a wolf in play: the new wolf is still a wolf.
      const thing = varied(
        spellThing(
          text,
          move.intent === "summon" ? known : spokenOf,
          move.element,
          move.blow ? "blow" : move.intent,
          move.famous ?? null,
          caster.language !== "en",
          move.thrown ?? null,
        ),
        `${input.round}:${caster.id}`,
      );
      // A blow, a rest or ducking behind someone happens whatever is left; a spell needs a
      // quarter of its price.
      const needsMana =
        !move.blow &&
        move.intent !== "manaRestore" &&
        !(move.intent === "dodge" && move.element === null && !move.famous);
      if (needsMana && quoted > 0 && spent < quoted * 0.25) {
        ledger.add(narrator.say("fizzle", { caster: caster.name, thing }));
        continue;
      }
      pay(spent);
      casts.push({ caster, text, typed, move, spent, thing });
    }
  }

  // Everyone who let the round pass is told in one line.
  if (hesitated.length === 1) ledger.add(narrator.say("hesitate", { caster: hesitated[0] }));
  else if (hesitated.length > 1) ledger.add(narrator.say("hesitateMany", { target: hesitated }));

  // How much health a target can still regain: up to the game's maximum, or a creature's own.
  const roomOf = (target: Target): number => {
    const now = health.get(target.id) ?? 0;
    if (target.creature) return (input.creatures[target.id]?.creature.maxHealth ?? now) - now;
    return input.settings.maxHealth < 0 ? Number.POSITIVE_INFINITY : input.settings.maxHealth - now;
  };

  // How much mana a wizard can still take: up to the game's maximum.
  const manaRoomOf = (target: Target): number => {
    const now = input.players.find((player) => player.id === target.id)?.mana ?? 0;
    return input.settings.maxMana < 0 ? Number.POSITIVE_INFINITY : input.settings.maxMana - now;
  };

  // A creature's blows land harder or softer, so a wolf does not bite for 12 every round.
  const swing = (power: number): number => power * (0.75 + 0.5 * random());

  // A creature on guard takes the blow first, then a shield soaks it; dodging halves what gets
  // through. A curse ticking inside its victim passes every guard (`guardable` false).
  const hurt = (
    targetId: string,
    raw: number,
    attacker?: CombatantView,
    guardable = true,
  ): { dealt: number; absorbed: number; guarded: number } => {
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
    let guarded = 0;
    const stood: { warden: { id: string; name: string; ward: string }; took: number }[] = [];
    for (const warden of guardable ? (wardens.get(targetId) ?? []) : []) {
      const standing = health.get(warden.id) ?? 0;
      const took = Math.min(amount, warden.left, Math.max(0, Math.round(standing)));
      if (took <= 0) continue;
      warden.left -= took;
      amount -= took;
      guarded += took;
      health.set(warden.id, standing - took);
      stood.push({ warden, took });
    }
    const shield = shields.get(targetId) ?? 0;
    const absorbed = Math.min(Math.round(shield), amount);
    shields.set(targetId, shield - absorbed);
    amount -= absorbed;
    health.set(targetId, (health.get(targetId) ?? 0) - amount);
    // "takes another 10" only where the one it guards was hurt too.
    const alone = amount === 0 ? (line: string) => !/\b(?:another|more)\b/u.test(line) : undefined;
    for (const { warden, took } of stood)
      guardLines.push({
        text: narrator.say(
          "guardTook",
          { caster: warden.name, target: warden.ward, amount: took },
          alone,
        ),
        changes: { [warden.id]: { health_change: -took } },
      });
    return { dealt: amount, absorbed, guarded };
  };
  const standGuard = (beast: { id: string; name: string }, ward: Target, amount: number): void =>
    void wardens.set(ward.id, [
      ...(wardens.get(ward.id) ?? []),
      { id: beast.id, name: beast.name, ward: ward.name, left: amount },
    ]);

  // Guards stand first, a creature called to guard among them; then help; then harm; heals last.
  const guarding = (cast: (typeof casts)[number]) =>
    cast.move.intent === "summon" &&
    (guards(cast.text) ||
      (casts.filter((other) => other.caster.id === cast.caster.id).length === 1 &&
        guards(cast.typed)));
  const phase = (cast: (typeof casts)[number]) =>
    ["shield", "dodge", "dispel"].includes(cast.move.intent) || guarding(cast)
      ? 0
      : ["buff", "manaRestore"].includes(cast.move.intent)
        ? 1
        : 2;
  casts.sort((a, b) => phase(a) - phase(b));

  // A creature told twice does what it was told last: "Потап вернулся… Потап, защищай меня".
  const lastOrder = new Map(orders.map((order, index) => [order.beast.id, index]));
  // A creature told to guard stands in front of its ward before any blow of the round lands.
  for (const [index, { owner, beast, move, guard, cost }] of orders.entries()) {
    if (!guard) continue;
    if (lastOrder.get(beast.id) !== index) {
      if (cost > 0) manaSpent[owner.id] = (manaSpent[owner.id] ?? 0) - cost;
      continue;
    }
    const power = creatures[beast.id]?.creature.power_level ?? 0;
    const costChange: StatChanges = cost > 0 ? { [owner.id]: { mana_change: -cost } } : {};
    // "Klaus, stell dich vor Yossi": a guard shields whom the order names, else its owner.
    const ward =
      (mentionsSelf(move.text)
        ? undefined
        : namedIn({ ...move, intent: "heal" }, living, beasts).find(
            (target) => target.id !== owner.id && !target.creature,
          )) ?? owner;
    const amount = Math.max(1, Math.round(power * 1.5));
    standGuard(beast, ward, amount);
    ledger.add(narrator.say("guard", { caster: beast.name, target: ward.name, amount }), {
      ...costChange,
      [beast.id]: { health_change: 0 },
    });
  }

  // Heals land after the blows, the creatures and the curses of the round: they mend what the
  // round took (a heal first would find its target whole and be wasted).
  const resolveCast = ({ caster, text, typed, move, spent, thing }: Cast): void => {
    const targets = chooseTargets(move, caster, living, random, beasts);
    // Nobody aims harm at themselves: a hostile spell read as landing on its caster goes to foes.
    if (HARMFUL.has(move.intent) && targets.some((target) => target.id === caster.id)) {
      const foes = living.filter(
        (player) => player.id !== caster.id && (caster.team === 0 || player.team !== caster.team),
      );
      const kept = targets.filter((target) => target.id !== caster.id);
      const aimed =
        kept.length > 0
          ? kept
          : move.intent === "zone" || foes.length === 0
            ? foes
            : [pick(foes, random)];
      targets.splice(0, targets.length, ...aimed);
    }
    // A wall "between me and the wolf" stands against a foe's creature, not around it.
    if (move.intent === "shield") {
      const foesBeast = (target: Target) =>
        target.creature !== undefined &&
        !target.creature.owners.some((owner) => {
          const wizard = living.find((player) => player.id === owner);
          return owner === caster.id || (caster.team !== 0 && wizard?.team === caster.team);
        });
      if (targets.some(foesBeast)) {
        const kept = targets.filter((target) => !foesBeast(target));
        targets.splice(0, targets.length, ...(kept.length > 0 ? kept : [caster]));
      }
    }
    // Whoever fell earlier this round is past harm ("Events keep landing on the defeated").
    if (HARMFUL.has(move.intent))
      targets.splice(
        0,
        targets.length,
        ...targets.filter((target) => (health.get(target.id) ?? 0) > 0),
      );
    if (HARMFUL.has(move.intent)) aimedAt.set(caster.id, targets);
    for (const target of targets)
      if (!target.creature && target.id !== caster.id) {
        if (HARMFUL.has(move.intent)) deeds.blows.push([caster.id, target.id]);
        else if (HELPS.has(move.intent)) deeds.helps.push([caster.id, target.id]);
      }
    const cost = { mana_change: -spent };
    const bonus = (buffed.has(caster.id) ? BUFF_BONUS : 1) * (weakened.has(caster.id) ? 0.7 : 1);
    const onSelf = targets.length === 1 && targets[0]!.id === caster.id;
    const slots = { caster: caster.name, target: names(targets), thing, element: move.element };
    const effectName = titleOf(thing.en);
    const strangeBeasts = namedIn({ ...move, intent: "attack" }, living, beasts).filter(
      (target) => target.creature && !target.creature.owners.includes(caster.id),
    );
    if (strangeBeasts.length > 0 && isBanishing(text)) {
      // Banishing sends a creature away when the spell is worth a quarter of its health; else it
      // hurts it.
      for (const beast of strangeBeasts) {
        const left = health.get(beast.id) ?? 0;
        const gone = spent * SWAY >= left;
        const dealt = gone ? left : spent * SWAY;
        health.set(beast.id, left - dealt);
        if (gone) banished.add(beast.id);
        ledger.add(
          narrator.say(gone ? "banish" : "attack", {
            ...slots,
            target: beast.name,
            amount: dealt,
          }),
          { [caster.id]: cost, [beast.id]: { health_change: -dealt } },
        );
      }
      return;
    }
    if (strangeBeasts.length > 0 && isTaming(text)) {
      // Taming wins a creature over when the spell is worth a quarter of its health.
      for (const beast of strangeBeasts) {
        const entry = creatures[beast.id];
        const won = entry !== undefined && spent * SWAY >= (health.get(beast.id) ?? 0);
        if (won) {
          entry.belongs_to = [caster.name];
          swayed.add(beast.id);
        }
        ledger.add(
          narrator.say(won ? "tame" : "tameFailed", { caster: caster.name, target: beast.name }),
          { [caster.id]: cost },
        );
      }
      return;
    }
    // "I give Léa some of my mana", however the spell was read: the caster's mana goes to them.
    const receivers = targets.filter((target) => target.id !== caster.id && !target.creature);
    if (givesMana(text) && receivers.length > 0 && HELPFUL_OR_MANA.has(move.intent)) {
      const stated = statedAmount(text);
      // With no amount stated the gift comes on top of the price, from what the caster has left.
      const left = Math.max(0, caster.mana - (manaSpent[caster.id] ?? 0));
      const extra = stated === null ? Math.floor(Math.min(left, spent * 2) / receivers.length) : 0;
      // Nothing left on top: the price itself is what they receive.
      const each = extra > 0 ? extra : Math.max(1, Math.floor(spent / receivers.length));
      // A gift fills a reserve only up to the game's maximum and is told as it arrives, so the
      // line's number is the mana received; a reserve already full is told the whole gift, since
      // no line may say "0 mana".
      const received = (target: Target) => {
        const room = manaRoomOf(target);
        return room >= 1 ? Math.min(each, room) : each;
      };
      const given = extra > 0 ? receivers.reduce((sum, target) => sum + received(target), 0) : 0;
      // A stated gift ("dau 20 mana") costs the giver only what the reserves took of it.
      const kept =
        extra > 0 ? 0 : receivers.reduce((sum, target) => sum + each - received(target), 0);
      manaSpent[caster.id] = (manaSpent[caster.id] ?? 0) + given - kept;
      const amounts = [...new Set(receivers.map(received))];
      amounts.forEach((amount, index) => {
        const group = receivers.filter((target) => received(target) === amount);
        const changes: StatChanges =
          index === 0 ? { [caster.id]: { mana_change: -spent - given + kept } } : {};
        for (const target of group) {
          changes[target.id] = { mana_change: amount };
          // A creature does not bite whom its owner just gave mana to.
          spared.add(`${caster.id}:${target.id}`);
        }
        ledger.add(narrator.say("give", { ...slots, target: names(group), amount }), changes);
      });
      return;
    }
    const made = effects.length;
    switch (move.intent) {
      case "shield": {
        const amount = Math.max(1, Math.round(spent * POWER.shield));
        for (const target of targets) {
          const now = shields.get(target.id) ?? 0;
          // A fresh barrier on one who still holds one from an earlier round renews it: the
          // stronger stands, so barriers raised round after round do not pile up.
          const renews = carried.has(target.id) && !renewed.has(target.id);
          if (renews) renewed.add(target.id);
          shields.set(target.id, renews ? Math.max(now, amount) : now + amount);
        }
        effects.push(lastingEffect("BARRIER", effectName, caster, targets, 2, amount));
        ledger.add(narrator.say(onSelf ? "shieldSelf" : "shield", { ...slots, amount }), {
          [caster.id]: cost,
        });
        break;
      }
      case "dodge":
        dodging.add(caster.id);
        ledger.add(narrator.say("dodge", slots), { [caster.id]: cost });
        break;
      case "heal": {
        const amount = Math.max(
          1,
          Math.round((spent * POWER.heal) / Math.max(1, targets.length / 2)),
        );
        // A heal mends only what is missing: each number told is what each target regains. Heals
        // land after the round's blows, and one that lifts a fallen ally above nothing saves them.
        const groups = new Map<string, { healed: number; saved: boolean; group: Target[] }>();
        for (const target of targets) {
          const before = health.get(target.id) ?? 0;
          const healed = Math.max(0, Math.min(amount, roomOf(target)));
          health.set(target.id, before + healed);
          const saved = before <= 0 && before + healed > 0;
          const key = `${healed}:${saved}`;
          const entry = groups.get(key) ?? { healed, saved, group: [] };
          entry.group.push(target);
          groups.set(key, entry);
        }
        let first = true;
        for (const { healed, saved, group } of groups.values()) {
          const changes: StatChanges = first ? { [caster.id]: { ...cost } } : {};
          for (const target of group)
            changes[target.id] = { ...changes[target.id], health_change: healed };
          const self = group.length === 1 && group[0]!.id === caster.id;
          const kind = saved
            ? "healSaved"
            : healed === 0
              ? "healFull"
              : self
                ? "healSelf"
                : group.length > 1
                  ? "healMany"
                  : "heal";
          ledger.add(
            narrator.say(kind, { ...slots, target: names(group), amount: healed }),
            changes,
          );
          first = false;
        }
        break;
      }
      case "buff":
        for (const target of targets) buffed.add(target.id);
        effects.push(lastingEffect("BUFF", effectName, caster, targets, 2, BUFF_BONUS));
        ledger.add(narrator.say(onSelf ? "buff" : "buffOther", slots), { [caster.id]: cost });
        break;
      case "manaRestore": {
        const amount = Math.round(24 * Math.min(move.intensity, 1.5));
        ledger.add(narrator.say("manaRestore", { ...slots, amount }), {
          [caster.id]: { mana_change: amount },
        });
        break;
      }
      case "summon": {
        let id = `creature_${input.round}_${caster.id}`;
        while (creatures[id]) id = `${id}_`;
        // "a frost wolf named Fang" is Fang in every language; "a swarm of angry bees" is named
        // after what the move says; otherwise it is "<caster>'s <kind>" in each language.
        // ("Expecto Patronum!" calls up a Patronus, and "Patronus, attack" finds it.)
        const given =
          creatureNameIn(text, known) ??
          creatureNameIn(typed, known) ??
          famousSpell(text)?.creature ??
          null;
        const kind = creatureKindIn(text);
        // A bare "a goose" says no more than its kind; "a swarm of angry bees" does.
        const told = ownWords(thing) && !thing.name;
        const phrase = told && titleOf(thing.en).split(" ").length >= 2 ? titleOf(thing.en) : null;
        const translated: Translations = given
          ? { en: given }
          : phrase
            ? { en: phrase }
            : kind
              ? narrator.creatureName(caster.name, kind)
              : narrator.familiar(caster.name);
        const shown = translated.en ?? caster.name;
        if (!given && !phrase) narrator.knowCreature(shown, translated);
        // "a dragon named Zaatar" is a dragon on its card and as it arrives, in every language.
        const kindTold = kind !== null && !ownWords(thing);
        const kinds = kind ? narrator.creatureKind(kind) : null;
        // A creature of no kind the lists know, told in no words of the move, is no "blast of pure
        // force" on its card: it is what was called up.
        const unnamed = ownWords(thing)
          ? thing.en.replace(/\s+(?:named|called)\s.*$/iu, "")
          : "a summoned creature";
        const described =
          told && titleOf(unnamed).toLowerCase() !== given?.toLowerCase() ? titleOf(unnamed) : null;
        const arrival = given ? narrator.namedCreature(given, kind, described) : null;
        if (arrival) narrator.knowCreature(arrival.en!, arrival);
        creatures[id] = {
          creature: {
            name: shown,
            description: kindTold && kinds ? kinds.en! : unnamed,
            translated_names: translated,
            translated_descriptions: kinds
              ? { ...kinds, en: kindTold ? kinds.en! : unnamed }
              : { en: unnamed },
            health: spent * POWER.creatureHealth,
            maxHealth: spent * POWER.creatureHealth,
            power_level: Math.round(spent * POWER.creaturePower * 10) / 10,
          },
          belongs_to: [caster.name],
          permanently_dead: false,
        };
        effects.push({
          ...lastingEffect("SUMMON", shown, caster, [caster], -1),
          translated_names: translated,
        });
        // "Lucía summons Lucía's Wolf" names her twice: a creature named after its owner arrives
        // by lines that do not name the caster.
        const owned = !given && !phrase;
        ledger.add(
          narrator.say(owned ? "summonOwn" : "summon", { ...slots, target: arrival?.en ?? shown }),
          {
            [caster.id]: cost,
            [id]: { health_change: 0 },
          },
        );
        // "I summon a lion that attacks Jiwoo": it goes for them this very round.
        // "Burek, atakuj Tomka", "Honk attacks Emma": a later clause of the move that calls the
        // new creature by name tells it whom to go for.
        const called = given
          ? clausesOf(typed, known).filter(
              (clause) => clause !== text && clause.toLowerCase().includes(given.toLowerCase()),
            )
          : [];
        const reads = [move, ...called.map((clause) => parseMove(clause, known))];
        const prey = reads
          .flatMap((read) => namedIn({ ...read, intent: "attack" }, living, beasts))
          .filter(
            (target) =>
              target.id !== caster.id &&
              !target.creature?.owners.includes(caster.id) &&
              (caster.team === 0 || target.team !== caster.team),
          );
        // "a little golem named Pippo to protect me and Lars": it stands guard as it arrives.
        // ("召唤…小火龙🐉 让它保护我": "let it protect me" may come as a clause of its own.)
        if (prey.length === 0 && guarding({ caster, text, typed, move, spent, thing })) {
          const mates = living.filter(
            (player) => player.id !== caster.id && caster.team !== 0 && player.team === caster.team,
          );
          const wards = [
            caster,
            ...(move.scope === "team" ? mates : []),
            ...namedIn({ ...move, intent: "heal" }, living, beasts).filter(
              (target) =>
                target.id !== caster.id &&
                !target.creature &&
                (caster.team === 0 || target.team === caster.team),
            ),
          ];
          const unique = [...new Map(wards.map((ward) => [ward.id, ward])).values()];
          const amount = Math.max(1, Math.round(spent * POWER.creaturePower * 1.5));
          health.set(id, spent * POWER.creatureHealth);
          for (const ward of unique) standGuard({ id, name: shown }, ward, amount);
          ledger.add(narrator.say("guard", { caster: shown, target: names(unique), amount }));
        }
        if (prey.length > 0) {
          health.set(id, spent * POWER.creatureHealth);
          const beast: Target = {
            ...caster,
            id,
            name: shown,
            health: spent * POWER.creatureHealth,
            mana: 0,
            creature: { aliases: [], kinds: [], owners: [caster.id] },
          };
          const names = [...new Set(prey.map((target) => target.name.toLowerCase()))];
          const aimed = {
            ...move,
            text: `${move.text} ${names.join(" ")}`,
            words: [...move.words, ...names.flatMap((name) => name.split(/\s+/u))],
          };
          orders.push({ owner: caster, beast, move: aimed, guard: false, cost: 0 });
        }
        break;
      }
      case "reflect":
        reflecting.add(caster.id);
        effects.push(lastingEffect("ENCHANTMENT", effectName, caster, [caster], 1));
        ledger.add(narrator.say("reflect", slots), { [caster.id]: cost });
        break;
      case "debuff":
        for (const target of targets) weakened.add(target.id);
        effects.push(lastingEffect("DEBUFF", effectName, caster, targets, 2));
        ledger.add(narrator.say("debuff", slots), { [caster.id]: cost });
        break;
      case "transformation": {
        if (onSelf) shields.set(caster.id, (shields.get(caster.id) ?? 0) + spent);
        else for (const target of targets) weakened.add(target.id);
        effects.push(
          lastingEffect(
            "TRANSFORMATION",
            effectName,
            caster,
            targets,
            2,
            onSelf ? spent : undefined,
          ),
        );
        // "turn nimue into a rubber duck": what they become, in the move's own English words.
        const after = INTO.exec(text)?.[1];
        const into = after === undefined ? undefined : ownThing(after, spokenOf, caster.language);
        const kind = onSelf
          ? into
            ? "becomeInto"
            : "transformSelf"
          : into
            ? "transformInto"
            : "transformation";
        ledger.add(narrator.say(kind, { ...slots, thing: into ?? thing }), {
          [caster.id]: cost,
        });
        break;
      }
      case "zone": {
        const tick = Math.max(1, Math.round(spent * POWER.zoneTick));
        effects.push(lastingEffect("ZONE", effectName, caster, targets, 3, tick));
        ledger.add(narrator.say("zone", { ...slots, amount: tick }), { [caster.id]: cost });
        break;
      }
      case "dispel": {
        ledger.add(narrator.say("dispel", slots), { [caster.id]: cost });
        // One line for each effect broken, however many of the targets it held.
        const broken = new Set<string>();
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
            broken.add(input.effects[index]!.name);
          }
        }
        for (const spell of broken) ledger.add(narrator.say("dispelledEffect", { spell }));
        break;
      }
      case "dot": {
        const tick = Math.max(1, Math.round(spent * POWER.dotTick));
        effects.push(lastingEffect("CURSE", effectName, caster, targets, 3, tick));
        // One line per group hit alike now; nothing through now is told as the curse it still is.
        const groups = new Map<number, Target[]>();
        for (const target of targets) {
          const { dealt } = hurt(target.id, spent * POWER.dotNow * bonus, caster);
          groups.set(dealt, [...(groups.get(dealt) ?? []), target]);
        }
        let first = true;
        for (const [dealt, group] of groups) {
          const changes: StatChanges = first ? { [caster.id]: { ...cost } } : {};
          for (const target of group) changes[target.id] = { health_change: -dealt };
          const groupSlots = { ...slots, target: names(group) };
          ledger.add(
            dealt > 0
              ? narrator.say("dot", { ...groupSlots, amount: dealt })
              : narrator.say("curse", { ...groupSlots, amount: tick }),
            changes,
          );
          first = false;
          tellGuards();
        }
        break;
      }
      case "curse": {
        const tick = Math.max(1, Math.round(spent * POWER.curseTick));
        effects.push(lastingEffect("CURSE", effectName, caster, targets, 3, tick));
        ledger.add(narrator.say("curse", { ...slots, amount: tick }), { [caster.id]: cost });
        break;
      }
      default: {
        // attack, area and drain deal damage; a drain gives what it takes back to the caster.
        const share =
          move.intent === "area" || move.scope === "all" ? Math.max(1, targets.length * 0.6) : 1;
        const dealtTo = new Map<Target, { dealt: number; absorbed: number; guarded: number }>();
        for (const target of targets) {
          const matchup =
            move.element &&
            STRONG_AGAINST[move.element].includes(elementOf.get(target.id) as Element)
              ? 1.5
              : 1;
          const factor = move.intent === "drain" ? POWER.drain : POWER.damage;
          // A blow needs no mana and lands the same whatever the caster has left.
          const force = move.blow ? BLOW_DAMAGE * move.intensity : spent * factor * matchup;
          dealtTo.set(target, hurt(target.id, (force * bonus) / share, caster));
        }
        const total = [...dealtTo.values()].reduce((sum, hit) => sum + hit.dealt, 0);
        if (move.intent === "drain") health.set(caster.id, (health.get(caster.id) ?? 0) + total);
        // One line per group of targets hit alike, so each number is what each of them lost.
        const groups = new Map<number, Target[]>();
        for (const [target, hit] of dealtTo)
          groups.set(hit.dealt, [...(groups.get(hit.dealt) ?? []), target]);
        let first = true;
        for (const [dealt, group] of groups) {
          const changes: StatChanges = {};
          if (first) changes[caster.id] = { ...cost };
          if (first && move.intent === "drain")
            changes[caster.id] = { ...changes[caster.id], health_change: total };
          for (const target of group) changes[target.id] = { health_change: -dealt };
          // A blow a shield took whole is told by what the shield took (the older locales say so).
          const taken = Math.max(...group.map((target) => dealtTo.get(target)?.absorbed ?? 0));
          const groupSlots = {
            ...slots,
            target: names(group),
            amount: dealt === 0 ? taken : dealt,
          };
          const kind =
            dealt === 0
              ? taken === 0 && group.some((target) => (dealtTo.get(target)?.guarded ?? 0) > 0)
                ? "attackGuarded"
                : "attackBlocked"
              : move.intent === "drain"
                ? "drain"
                : group.length > 1
                  ? "area"
                  : "attack";
          // "takes … full on" is no line for a blow a barrier took part of.
          const softened = group.some((target) => (dealtTo.get(target)?.absorbed ?? 0) > 0);
          const whole = softened ? (line: string) => !/full on/u.test(line) : undefined;
          ledger.add(narrator.say(kind, groupSlots, whole), changes);
          for (const target of group) {
            const absorbed = dealtTo.get(target)?.absorbed ?? 0;
            if (absorbed > 0 && dealt > 0)
              ledger.add(narrator.say("absorbed", { target: target.name, amount: absorbed }));
          }
          first = false;
        }
        tellGuards();
        if (groups.size === 0) ledger.add(narrator.say("nothing", slots), { [caster.id]: cost });
      }
    }
    // A lasting effect is named in each player's language: "Cloud of Venom", "nube de veneno".
    for (const effect of effects.slice(made))
      if (effect.name === effectName)
        effect.translated_names = narrator.thingNames(thing, effectName);
  };
  const mendsLate = (cast: Cast) => cast.move.intent === "heal";
  for (const cast of casts) if (!mendsLate(cast)) resolveCast(cast);

  // Creatures ordered by their owners act first, on the foes named; a guard shields its owner.
  // Creatures summoned this round to attack were told so after the guards stood.
  for (const [index, order] of orders.entries()) lastOrder.set(order.beast.id, index);
  for (const [index, { owner, beast, move, guard, halt, cost }] of orders.entries()) {
    // Guards stood in front of their wards before the blows (above).
    if (guard) continue;
    // A creature slain, told again later, or won over this round does not carry the order out,
    // and its owner gets the word of command back.
    const carried =
      (health.get(beast.id) ?? 0) > 0 &&
      lastOrder.get(beast.id) === index &&
      !(swayed.has(beast.id) && !creatures[beast.id]?.belongs_to.includes(owner.name));
    if (!carried) {
      if (cost > 0) manaSpent[owner.id] = (manaSpent[owner.id] ?? 0) - cost;
      continue;
    }
    const power = creatures[beast.id]?.creature.power_level ?? 0;
    const costChange: StatChanges = cost > 0 ? { [owner.id]: { mana_change: -cost } } : {};
    if (halt) {
      ledger.add(narrator.say("calm", { caster: beast.name }), costChange);
      continue;
    }
    // "Bjarne, bite Andrius's wolf": the foe is named after the call, past its comma.
    const told = {
      ...move,
      intent: "attack" as const,
      text: afterVocative(move.text.trim(), [beast]),
    };
    const named = namedIn(told, living, beasts).filter(
      (target) =>
        (health.get(target.id) ?? 0) > 0 &&
        target.id !== owner.id &&
        target.id !== beast.id &&
        !target.creature?.owners.includes(owner.id) &&
        (owner.team === 0 || target.team !== owner.team),
    );
    const foes = living.filter(
      (player) =>
        player.id !== owner.id &&
        (health.get(player.id) ?? 0) > 0 &&
        (owner.team === 0 || player.team !== owner.team),
    );
    const everyone = move.scope === "all" || move.intent === "area";
    // "Fettuccino e io attacchiamo Andrei": told to fight with no foe of its own, it goes with
    // its owner's spell.
    const withOwner = (aimedAt.get(owner.id) ?? []).filter((target) =>
      foes.some((foe) => foe.id === target.id),
    );
    const victims =
      named.length > 0
        ? named
        : everyone
          ? foes
          : withOwner.length > 0
            ? withOwner.slice(0, 1)
            : foes.length > 0
              ? [pick(foes, random)]
              : [];
    for (const [at, victim] of victims.entries()) {
      const { dealt, absorbed, guarded } = hurt(
        victim.id,
        (swing(power) * 1.5) / victims.length,
        beast,
      );
      // The word of command is paid once, on the first blow.
      const changes: StatChanges = {
        ...(at === 0 ? costChange : {}),
        [beast.id]: { health_change: 0 },
      };
      changes[victim.id] = { health_change: -dealt };
      ledger.add(
        dealt > 0
          ? // "Pippo Secondo, brucia Ana!": an order with an element is told with it.
            move.element
            ? narrator.say("orderWith", {
                caster: beast.name,
                target: victim.name,
                amount: dealt,
                thing: varied(
                  { en: genericThing(move.element), key: move.element },
                  `${input.round}:${beast.id}`,
                ),
              })
            : narrator.say("order", { caster: beast.name, target: victim.name, amount: dealt })
          : narrator.say(absorbed === 0 && guarded > 0 ? "attackGuarded" : "attackBlocked", {
              caster: beast.name,
              target: victim.name,
              amount: absorbed,
              thing: blowThing(beast.creature?.kinds ?? []),
            }),
        changes,
      );
      if (absorbed > 0 && dealt > 0)
        ledger.add(narrator.say("absorbed", { target: victim.name, amount: absorbed }));
      tellGuards();
    }
  }

  // Creatures still standing act every round: each strikes an enemy of its owners.
  for (const beast of beasts) {
    if ((health.get(beast.id) ?? 0) <= 0 || lastOrder.has(beast.id) || swayed.has(beast.id))
      continue;
    const owners = new Set(beast.creature?.owners ?? []);
    const owner = living.find((player) => owners.has(player.id));
    const foes = living.filter(
      (player) =>
        !owners.has(player.id) &&
        (health.get(player.id) ?? 0) > 0 &&
        (!owner || owner.team === 0 || player.team !== owner.team),
    );
    // It goes for whoever its owner attacked this round, and spares whoever its owner was kind to.
    const welcome = foes.filter((foe) => !spared.has(`${owner?.id}:${foe.id}`));
    const aimed = (owner ? (aimedAt.get(owner.id) ?? []) : []).filter((target) =>
      welcome.some((foe) => foe.id === target.id),
    );
    const choices = aimed.length > 0 ? aimed : welcome;
    if (choices.length === 0) continue;
    const target = pick(choices, random);
    const power = input.creatures[beast.id]?.creature.power_level ?? 0;
    // A mirror sends a creature's blow back at it too.
    const { dealt, absorbed, guarded } = hurt(target.id, swing(power), beast);
    if (dealt > 0)
      ledger.add(
        narrator.say("creature", { caster: beast.name, target: target.name, amount: dealt }),
        { [target.id]: { health_change: -dealt }, [beast.id]: { health_change: 0 } },
      );
    else if (absorbed > 0 || guarded > 0)
      ledger.add(
        narrator.say(absorbed > 0 ? "attackBlocked" : "attackGuarded", {
          caster: beast.name,
          target: target.name,
          amount: absorbed,
          thing: blowThing(beast.creature?.kinds ?? []),
        }),
      );
    tellGuards();
  }

  // Lasting curses and zones tick, unless a dispel broke them this round.
  input.effects.forEach((lasting, index) => {
    if ((lasting.type !== "CURSE" && lasting.type !== "ZONE") || !lasting.magnitude) return;
    for (const id of lasting.affectedPlayers) {
      if ((health.get(id) ?? 0) <= 0) continue;
      if (
        brokenEffects.has(index) &&
        stripped.some((s) => s.index === index && s.players.includes(id))
      )
        continue;
      const target =
        living.find((player) => player.id === id) ?? beasts.find((beast) => beast.id === id);
      if (!target) continue;
      const { dealt, absorbed } = hurt(id, lasting.magnitude, undefined, false);
      if (dealt > 0)
        ledger.add(
          narrator.say("tick", { spell: lasting.name, target: target.name, amount: dealt }),
          { [id]: { health_change: -dealt } },
        );
      // A curse a barrier swallowed whole is still told: players see it is working.
      else if (absorbed > 0)
        ledger.add(
          narrator.say("tickBlocked", {
            spell: lasting.name,
            target: target.name,
            amount: absorbed,
          }),
        );
    }
  });

  for (const cast of casts) if (mendsLate(cast)) resolveCast(cast);

  // A barrier raised this round keeps for the next only what the blows of this round left: one
  // stored barrier per wizard, holding all of it; one renewed replaces the one from before.
  const raised = effects.filter((effect) => effect.type === "BARRIER");
  const lastRaised = new Map<string, PersistentEffect>();
  for (const effect of raised) for (const id of effect.affectedPlayers) lastRaised.set(id, effect);
  effects.splice(
    0,
    effects.length,
    ...effects.filter((effect) => effect.type !== "BARRIER"),
    ...[...lastRaised].flatMap(([id, effect]) => {
      const left = Math.round(shields.get(id) ?? 0);
      return left > 0 ? [{ ...effect, affectedPlayers: [id], magnitude: left }] : [];
    }),
  );
  const raisedNow = new Set(lastRaised.keys());
  input.effects.forEach((lasting, index) => {
    if (lasting.type !== "BARRIER") return;
    for (const id of lasting.affectedPlayers)
      if (renewed.has(id) && !stripped.some((s) => s.index === index && s.players.includes(id)))
        stripped.push({ index, players: [id] });
  });
  // A barrier from an earlier round wears down as it takes blows: what it took is gone for the
  // rounds after, and one that took all it could leaves the list.

  const worn = new Map<string, number[]>();
  input.effects.forEach((lasting, index) => {
    if (lasting.type !== "BARRIER") return;
    for (const id of lasting.affectedPlayers)
      if (!raisedNow.has(id) && !stripped.some((s) => s.index === index && s.players.includes(id)))
        worn.set(id, [...(worn.get(id) ?? []), index]);
  });
  for (const [id, indexes] of worn) {
    const held = indexes.reduce((sum, index) => sum + (input.effects[index]!.magnitude ?? 0), 0);
    const left = Math.round(shields.get(id) ?? 0);
    if (left >= held) continue;
    for (const index of indexes) stripped.push({ index, players: [id] });
    const longest = indexes
      .map((index) => input.effects[index]!)
      .reduce((a, b) => (b.duration_in_rounds > a.duration_in_rounds ? b : a));
    // The referee counts stored effects down after the round; a new entry is not counted down.
    if (left > 0 && longest.duration_in_rounds > 1)
      effects.push({
        ...longest,
        affectedPlayers: [id],
        magnitude: left,
        duration_in_rounds: longest.duration_in_rounds - 1,
      });
  }

  // One player's words told back a round: blind readers counted a quote after every other event
  // as the moves pasted back.
  const quoted = [...remarks];
  if (quoted.length > 0) {
    const [id, slots] = quoted[Math.floor(random() * quoted.length)]!;
    ledger.addToCasters(id, narrator.say("banter", slots));
  }
  // A banished creature's leaving was told with the banishing.
  const newGuards = [...wardens.values()]
    .flat()
    .filter((warden) => !beasts.some((beast) => beast.id === warden.id));
  for (const beast of [...beasts, ...new Map(newGuards.map((g) => [g.id, g])).values()]) {
    if ((health.get(beast.id) ?? 0) <= 0 && !banished.has(beast.id))
      ledger.add(narrator.say("creatureSlain", { target: beast.name }));
  }
  for (const player of living) {
    if ((health.get(player.id) ?? 0) <= 0)
      ledger.add(narrator.say("defeated", { target: player.name }));
  }
  const beat = beatOf({ ...deeds, wizards: living, healthAfter: health }, random);
  if (beat) ledger.add(narrator.say(beat.kind, { caster: beat.caster, target: beat.target }));
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
