import { pick } from "../../shared/random.js";
import type { Intent } from "./lexicon.js";

/**
 * English narration templates, several per situation so rounds read differently. {caster},
 * {target}, {spell} (the player's own words), {amount} and {element} are filled in.
 */
export const TEMPLATES: Record<
  Intent | "reflected" | "hesitate" | "fizzle" | "creature" | "tick" | "defeated" | "absorbed",
  string[]
> = {
  attack: [
    "{caster} casts \u201c{spell}\u201d and {target} takes {amount} damage.",
    "With \u201c{spell}\u201d, {caster} strikes {target} for {amount} damage.",
    "{caster}'s {element}magic lashes out \u2014 \u201c{spell}\u201d \u2014 and {target} reels, losing {amount} health.",
    "\u201c{spell}\u201d! {caster}'s spell finds {target}: {amount} damage.",
  ],
  area: [
    "{caster} unleashes \u201c{spell}\u201d across the battlefield; {target} are caught for {amount} damage each.",
    "\u201c{spell}\u201d sweeps over {target} \u2014 {amount} damage to each.",
  ],
  heal: [
    "{caster} weaves \u201c{spell}\u201d and {target} recovers {amount} health.",
    "Soft {element}light gathers as {caster} casts \u201c{spell}\u201d: {target} heals {amount}.",
    "\u201c{spell}\u201d mends {target}'s wounds for {amount} health.",
  ],
  shield: [
    "{caster} raises \u201c{spell}\u201d, a barrier that will soak up {amount} damage.",
    "A shimmering ward forms around {target} as {caster} casts \u201c{spell}\u201d.",
  ],
  drain: [
    "{caster} casts \u201c{spell}\u201d and siphons {amount} life from {target}.",
    "\u201c{spell}\u201d: {target}'s strength flows into {caster} ({amount}).",
  ],
  summon: [
    "{caster} calls forth {target} with \u201c{spell}\u201d!",
    "The air tears open: \u201c{spell}\u201d brings {target} to {caster}'s side.",
  ],
  curse: [
    "{caster} lays \u201c{spell}\u201d on {target}, a curse that will gnaw for {amount} each round.",
    "\u201c{spell}\u201d settles over {target} like a shadow that will not lift.",
  ],
  buff: [
    "{caster} channels \u201c{spell}\u201d and feels their power swell.",
    "\u201c{spell}\u201d: {caster}'s next spells will hit harder.",
  ],
  manaRestore: [
    "{caster} draws on \u201c{spell}\u201d and regains {amount} mana.",
    "Mana floods back into {caster} ({amount}) as they cast \u201c{spell}\u201d.",
  ],
  dodge: [
    "{caster} uses \u201c{spell}\u201d to slip out of harm's way this round.",
    "\u201c{spell}\u201d \u2014 {caster} becomes hard to hit.",
  ],
  nothing: [
    "{caster} tries \u201c{spell}\u201d, but it is no spell the referee recognises, and it fizzles.",
    "\u201c{spell}\u201d: {caster}'s words carry no magic this time. Nothing happens.",
  ],
  dot: [
    "{caster} casts \u201c{spell}\u201d on {target}: {amount} now, and it will keep hurting.",
    "\u201c{spell}\u201d takes hold of {target}, who will suffer round after round.",
  ],
  debuff: [
    "{caster} casts \u201c{spell}\u201d and {target} is weakened.",
    "\u201c{spell}\u201d saps {target}'s strength: their spells will hit softer for a while.",
  ],
  reflect: [
    "{caster} readies \u201c{spell}\u201d, ready to turn any blow back on its sender.",
    "A mirror of force shimmers around {caster}: \u201c{spell}\u201d.",
  ],
  reflected: [
    "{target}'s own magic rebounds off {caster} for {amount} damage.",
    "{caster} sends {amount} back at {target}!",
  ],
  transformation: [
    "{caster} casts \u201c{spell}\u201d and {target} changes shape.",
    "With \u201c{spell}\u201d, {target} is transformed.",
  ],
  zone: [
    "{caster} reshapes the battlefield with \u201c{spell}\u201d; it will wear down {target} each round.",
    "\u201c{spell}\u201d: the ground itself turns against {target}.",
  ],
  dispel: [
    "{caster} casts \u201c{spell}\u201d and the magic around {target} unravels.",
    "\u201c{spell}\u201d strips the enchantments from {target}.",
  ],
  fizzle: [
    "{caster} reaches for \u201c{spell}\u201d, but there is not enough mana, and it fizzles.",
    "\u201c{spell}\u201d sputters out: {caster} lacks the mana or affinity for it.",
  ],
  hesitate: [
    "{caster} hesitates and lets the moment pass.",
    "{caster} stares at the battlefield, unsure, and does nothing.",
    "The timer runs out before {caster} can act.",
  ],
  creature: [
    "{caster} attacks {target} for {amount} damage.",
    "{caster} lunges at {target}, dealing {amount} damage.",
  ],
  tick: ["{spell} burns {target} for {amount}.", "{target} suffers {amount} from {spell}."],
  defeated: ["{target} falls and is defeated!", "{target} collapses. They are out of the fight."],
  absorbed: [
    "{target}'s barrier absorbs {amount} of the blow.",
    "The ward around {target} soaks up {amount}.",
  ],
};

export interface NarrationSlots {
  caster?: string;
  target?: string;
  spell?: string;
  amount?: number;
  element?: string | null;
}

function formatAmount(amount: number): string {
  if (amount >= 1e10) return amount.toExponential(2);
  return String(Math.round(amount));
}

export class Narrator {
  private readonly used = new Set<string>();

  constructor(private readonly random: () => number) {}

  /** A sentence for the situation, avoiding templates already used this round. */
  say(kind: keyof typeof TEMPLATES, slots: NarrationSlots): string {
    const options = TEMPLATES[kind];
    const fresh = options.filter((template) => !this.used.has(template));
    const template = pick(fresh.length > 0 ? fresh : options, this.random);
    this.used.add(template);
    const spell = (slots.spell ?? "").slice(0, 80);
    return template
      .replaceAll("{caster}", slots.caster ?? "")
      .replaceAll("{target}", slots.target ?? "")
      .replaceAll("{spell}", spell)
      .replaceAll("{amount}", formatAmount(slots.amount ?? 0))
      .replaceAll("{element}", slots.element ? `${slots.element} ` : "");
  }
}
