import type { Creature } from "../../shared/documents.js";
import { pick } from "../../shared/random.js";
import type { CombatantView } from "../types.js";
import { editDistance } from "./editDistance.js";
import { CREATURE_NOUN_FORMS, CREATURE_NOUNS } from "./lexicon.js";
import type { ParsedMove } from "./parseMove.js";
import { romanize, scriptWords } from "./romanize.js";

/** A wizard, or a creature (id `creature_...`), that a spell can land on. */
export interface Target extends CombatantView {
  /** Set for creatures: the names they answer to ("fang", "wolf") and their owners' ids. */
  creature?: { aliases: string[]; owners: string[] };
}

/** A word of the move names `part`: exactly, by a 3+ letter prefix, with a case ending, or one typo. */
function wordNames(word: string, part: string): boolean {
  if (word === part) return true;
  if (word.length >= 3 && part.startsWith(word)) return true;
  // Case endings and particles: "Моргану", "니무에를", "Nimues".
  if (part.length >= 4 && word.startsWith(part) && word.length - part.length <= 3) return true;
  // Misspellings keep the first letter in practice; checking it first keeps this cheap.
  if (part.length < 4 || word.length < 4 || word[0] !== part[0]) return false;
  const allowed = part.length >= 8 ? 2 : 1;
  if (Math.abs(word.length - part.length) > allowed + 3) return false;
  return (
    editDistance(part, word) <= allowed ||
    editDistance(part, word.slice(0, part.length)) <= allowed - 1
  );
}

const CJK_TEXT = /[\u3400-\u9fff]/u;

/** Where a target is mentioned, with the words of the move romanized for other scripts. */
const romanized = new WeakMap<ParsedMove, string[]>();

interface NameForms {
  lowered: string;
  cjk: boolean;
  /** Its words, romanized. */
  parts: string[];
}

/**
 * The forms of the names looked for, by name: a round looks for the same few names in every move
 * (each wizard's, each creature's), and making them anew was a fifth of what resolving a round
 * allocated. Bounded: emptied when full.
 */
const nameForms = new Map<string, NameForms>();
const NAME_FORMS_KEPT = 10_000;

function formsOf(name: string): NameForms {
  let forms = nameForms.get(name);
  if (!forms) {
    if (nameForms.size >= NAME_FORMS_KEPT) nameForms.clear();
    const lowered = name.toLowerCase();
    forms = { lowered, cjk: CJK_TEXT.test(lowered), parts: lowered.split(/\s+/).map(romanize) };
    nameForms.set(name, forms);
  }
  return forms;
}

function mentionsName(move: ParsedMove, names: string[]): boolean {
  let words = romanized.get(move);
  if (!words) {
    words = scriptWords(move.text).map(romanize);
    romanized.set(move, words);
  }
  // Loops rather than nested callbacks: this runs for every name in play and every move.
  for (const name of names) {
    const { lowered, cjk, parts } = formsOf(name);
    if (cjk) {
      if (move.text.includes(lowered)) return true;
      continue;
    }
    for (const word of words) for (const part of parts) if (wordNames(word, part)) return true;
  }
  return false;
}

/** "Not Morgana" or "Nimue isn't the target": a name the move rules out. */
function ruledOut(move: ParsedMove, name: string): boolean {
  const lowered = name.toLowerCase();
  const at = move.text.indexOf(lowered);
  if (at < 0) return false;
  const before = move.text.slice(Math.max(0, at - 5), at);
  const after = move.text.slice(at + lowered.length, at + lowered.length + 20);
  return /\b(not|no)\s$/.test(before) || /^\s*(isn't|is not|is n't)\b/.test(after);
}

function aliasesOf(id: string, creature: Creature["creature"]): string[] {
  const words = `${creature.name} ${creature.description}`.toLowerCase().split(/[^\p{L}]+/u);
  const nouns = words.filter((word) => CREATURE_NOUNS.includes(word));
  // The same beast in the other languages players write: "loup", "волк", "狼".
  const translated = CREATURE_NOUN_FORMS.filter((forms) =>
    nouns.some((noun) => forms.includes(noun)),
  ).flat();
  return [...creature.name.toLowerCase().split(/\s+/), ...new Set([...nouns, ...translated]), id];
}

/** The creatures in play as targets, on their owners' team. */
export function creatureTargets(
  creatures: Record<string, Creature>,
  living: CombatantView[],
): Target[] {
  return Object.entries(creatures)
    .filter(([, entry]) => !entry.permanently_dead && entry.creature.health > 0)
    .map(([id, entry]) => {
      const owners = living.filter((player) => entry.belongs_to.includes(player.name));
      return {
        id,
        name: entry.creature.name,
        health: entry.creature.health,
        mana: 0,
        team: owners[0]?.team ?? 0,
        language: "en",
        defeated: false,
        isBot: false,
        creature: { aliases: aliasesOf(id, entry.creature), owners: owners.map((o) => o.id) },
      };
    });
}

/** "into a wolf", "in un lupo", "en loup", "zu einem Wolf", "в волка", "变成狼", "狼に". */
const BECOMING =
  /\b(?:into|in|en|em|zu|como)\s+(?:a|an|un|una|une|um|uma|ein|einen|einem|einer)\s|成|に(?:なる|変)/u;
const JOINED = /\b(?:and|also|both|then|y|et|und|e|и|тоже)\b|[和跟及とも과와]|그리고/u;
const OWNER_WORDS = /(?:'s|s')\s+(?:owner|master|mistress|summoner|keeper)|who owns|owner of/;
const PET_WORDS = /(?:'s|s')\s+(?:pet|familiar|creature|beast|minion|summon)/;

/** Who the move names: wizards and creatures, with possessives ("Nimue's wolf") read right. */
export function namedIn(
  move: ParsedMove,
  players: CombatantView[],
  creatures: Target[] = [],
): Target[] {
  const wizards = players.filter(
    (player) => mentionsName(move, [player.name]) && !ruledOut(move, player.name),
  );
  // "Summon a wolf" names the beast being called, and "turn into a wolf" the form being taken,
  // not the wolf in play: only what comes before "into" can name it.
  const becoming = move.intent === "transformation" ? BECOMING.exec(move.text) : null;
  const beforeForm = becoming ? { ...move, text: move.text.slice(0, becoming.index) } : move;
  const beasts = creatures.filter(
    (creature) =>
      mentionsName(
        beforeForm,
        move.intent === "summon"
          ? creature.name.toLowerCase().split(/\s+/)
          : (creature.creature?.aliases ?? [creature.name]),
      ) ||
      (PET_WORDS.test(move.text) &&
        wizards.some((wizard) => creature.creature?.owners.includes(wizard.id))),
  );
  if (beasts.length === 0) return wizards;
  // "The wolf's owner" means the wizard; "Nimue's wolf" means the wolf.
  if (OWNER_WORDS.test(move.text)) {
    const owners = players.filter((player) =>
      beasts.some((beast) => beast.creature?.owners.includes(player.id)),
    );
    return [...new Set([...wizards, ...owners])];
  }
  // A wizard named only to say whose beast it is ("Nimue's wolf", "le loup de Nimue", "ニムエの
  // 狼", "волка Нимуэ"): the beast is the target, unless the move joins them ("Nimue and her wolf").
  const possessive = !JOINED.test(move.text);
  const owned = wizards.filter(
    (wizard) =>
      beasts.some((beast) => beast.creature?.owners.includes(wizard.id)) &&
      (move.text.includes(`${wizard.name.toLowerCase()}'s`) ||
        (possessive && wizards.length === 1)),
  );
  return [...wizards.filter((wizard) => !owned.includes(wizard)), ...beasts];
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
/**
 * With no one named, these land on the caster: "I become a hawk"; a summoned creature is the
 * caster's own.
 */
const SELF_BY_DEFAULT = new Set(["transformation", "summon"]);

/**
 * Who a move affects, respecting teams. Creatures are hit only when named; with no one named, the
 * seed picks a sensible enemy wizard.
 */
export function chooseTargets(
  move: ParsedMove,
  caster: CombatantView,
  living: CombatantView[],
  random: () => number,
  creatures: Target[] = [],
): Target[] {
  const supportive = SUPPORTIVE.has(move.intent);
  if (move.scope === "self") return [caster];
  if (move.scope === "team") return allies(caster, living);
  if (move.scope === "all") {
    if (!supportive) return enemies(caster, living);
    return caster.team === 0 ? living : allies(caster, living);
  }
  const named = namedIn(move, living, creatures).filter(
    (target) => target.id !== caster.id || supportive,
  );
  if (supportive)
    return named.length > 0 ? named : move.scope === "area" ? allies(caster, living) : [caster];
  const foes = enemies(caster, living);
  const hostile = named.filter(
    (target) =>
      foes.includes(target) ||
      (target.creature !== undefined && !target.creature.owners.includes(caster.id)),
  );
  if (hostile.length > 0) return hostile;
  if (SELF_BY_DEFAULT.has(move.intent)) return [caster];
  // An area spell, or a zone that names no one, reaches every enemy.
  if (move.scope === "area" || move.intent === "zone") return foes;
  return foes.length > 0 ? [pick(foes, random)] : [];
}
