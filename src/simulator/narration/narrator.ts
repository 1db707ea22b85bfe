import { markQuote, quotedLanguage } from "./quotedLanguage.js";
import type { Element } from "../rules/lexicon.js";
import { ownWords, type SpellThing } from "./spellThing.js";
import {
  narrationLocale,
  type FlavourKey,
  type NarrationKind,
  type NarrationLocale,
} from "./narrationLocales.js";
import { withoutArticle } from "./articles.js";

export interface NarrationSlots {
  caster?: string;
  /** One name, or several joined the way each language lists things; none reads "the empty air". */
  target?: string | readonly string[] | Translations;
  /** A lasting effect's name, told back as it is. */
  spell?: string;
  /** What the spell conjures; takes the place of `spell` when given. */
  thing?: SpellThing;
  amount?: number;
  /** With enhanceEvents on, an element adds a line of flavour to the sentence. */
  element?: Element | null;
  /** A player's own words, told back verbatim in every language. */
  quote?: string;
  /** The language the quoted player plays in: other languages' lines name it. */
  quoteLanguage?: string;
}

/** Text of one event in every language of the game, keyed by language code; `en` always present. */
export type Translations = Record<string, string>;

/** Kinds that describe a spell being cast, the ones that get flavour when enhanceEvents is on. */
const FLAVOURED = new Set<NarrationKind>([
  "attack",
  "area",
  "heal",
  "shield",
  "drain",
  "summon",
  "curse",
  "dot",
  "zone",
  "transformation",
  "dispel",
]);

/**
 * The word for a caster acting on themselves, in languages whose sentences take it in the
 * target's place unchanged; the others name the caster again.
 */
const REFLEXIVE: Partial<Record<string, string>> = { en: "themselves" };

/** The share of spell lines that end with a line of the element's flavour. */
const FLAVOUR_SHARE = 0.1;

// Building an Intl formatter costs far more than using one, so each language gets one of each.
const numberFormats = new Map<string, Intl.NumberFormat>();
const listFormats = new Map<string, Intl.ListFormat | null>();

function formatAmount(amount: number, language: string): string {
  if (!Number.isFinite(amount)) return "0";
  if (Math.abs(amount) >= 1e10) return amount.toExponential(2);
  let format = numberFormats.get(language);
  if (!format) {
    format = new Intl.NumberFormat(language, { maximumFractionDigits: 0 });
    numberFormats.set(language, format);
  }
  return format.format(Math.round(amount));
}

/** Words that follow an amount in the plural and take the singular after 1: "1 dégât". */
const SINGULAR_AFTER_ONE: Record<string, readonly (readonly [string, string])[]> = {
  fr: [
    ["dégâts", "dégât"],
    ["points", "point"],
  ],
  it: [
    ["danni", "danno"],
    ["punti", "punto"],
  ],
  de: [["Lebenspunkte", "Lebenspunkt"]],
  nl: [["levenspunten", "levenspunt"]],
};

function singular(template: string, language: string): string {
  let text = template;
  for (const [plural, one] of SINGULAR_AFTER_ONE[language] ?? [])
    text = text.replaceAll(`{amount} ${plural}`, `{amount} ${one}`);
  return text;
}

function listNames(names: readonly string[], language: string, locale: NarrationLocale): string {
  if (names.length === 0) return locale.words.emptyAir;
  if (!listFormats.has(language)) {
    try {
      listFormats.set(language, new Intl.ListFormat(language, { type: "conjunction" }));
    } catch {
      listFormats.set(language, null);
    }
  }
  return listFormats.get(language)?.format(names) ?? names.join(", ");
}

/** A first word that is a player's name: a possessive on it, or a gamer tag's marks. */
const OWNER_OPENS = /^\S*(?:['’]\p{L}|[_\d]|(?<=^\S+)\p{Lu})/u;

let englishFlavourSuffixes: string[] | null = null;

/**
 * The English flavour lines as they end a sentence, made once: every round checks every sentence
 * told so far in its game against all of them, and building (and flattening) each suffix anew
 * for every check was a visible share of what the server's main thread allocated under load.
 */
function flavourSuffixes(): string[] {
  englishFlavourSuffixes ??= Object.values(narrationLocale("en").flavour)
    .flat()
    .map((line) => ` ${line}`);
  return englishFlavourSuffixes;
}

/**
 * Narrates a round for every language in the game. It avoids a template already used this round
 * where an alternative exists, and draws from the round's seeded generator so a seed replays the
 * same words.
 */
export class Narrator {
  private readonly used = new Set<string>();
  private readonly languages: string[];

  private readonly told: Set<string>;

  /** Creatures' names in each language, by their English name: "Linh's Dragon" is "Rồng của Linh". */
  private readonly localNames = new Map<string, Translations>();

  constructor(
    private readonly random: () => number,
    languages: Iterable<string>,
    private readonly enhance = false,
    toldBefore: Iterable<string> = [],
  ) {
    this.languages = [...new Set(["en", ...languages])];
    // Sentences are remembered without the flavour line enhanceEvents may have added.
    const suffixes = flavourSuffixes();
    this.told = new Set(
      [...toldBefore].map((text) => {
        const suffix = suffixes.find((candidate) => text.endsWith(candidate));
        return suffix ? text.slice(0, -suffix.length) : text;
      }),
    );
  }

  /** From now on, `name` is told in each language as `translations` gives it. */
  knowCreature(name: string, translations: Translations): void {
    this.localNames.set(name, translations);
  }

  /** A creature's name in each language: "{caster}'s {creature}" filled for every language. */
  creatureName(caster: string, kind: string): Translations {
    const texts: Translations = {};
    for (const language of this.languages) {
      const words = narrationLocale(language).words;
      const creature = (words.creatures as Record<string, string>)[kind] ?? kind;
      const name = words.ownedCreature
        .replaceAll("{caster}", () => caster)
        .replaceAll("{creature}", creature);
      // A name, as "Lucía's Wolf" is in English: "Lobo de Lucía" wherever it stands.
      texts[language] = name.charAt(0).toLocaleUpperCase(language) + name.slice(1);
    }
    return texts;
  }

  /** A kind of creature in each language's own word: "Dragon", "Drache", "龙". */
  creatureKind(kind: string): Translations {
    const texts: Translations = {};
    for (const language of this.languages) {
      const words = narrationLocale(language).words.creatures as Record<string, string>;
      texts[language] = Object.hasOwn(words, kind) ? words[kind]! : kind;
    }
    return texts;
  }

  /**
   * A named creature with what it is, for the moment it arrives: "Gerald the Giant Pigeon" from
   * the move's own words in English, "Zaatar (Drache)" from its kind elsewhere; the bare name
   * where neither is known.
   */
  namedCreature(name: string, kind: string | null, english: string | null): Translations {
    const kinds = kind ? this.creatureKind(kind) : {};
    const texts: Translations = {};
    for (const language of this.languages) {
      const word = Object.hasOwn(kinds, language) ? kinds[language]! : null;
      texts[language] =
        language === "en"
          ? english || word
            ? `${name} the ${english ?? word}`
            : name
          : !word
            ? name
            : language === "zh" || language === "ja"
              ? `${name}（${word}）`
              : `${name} (${word})`;
    }
    return texts;
  }

  /**
   * A lasting effect's name in each language: the English title, a famous spell's own name, and
   * elsewhere the locale's words for what the spell conjured ("Nube de veneno").
   */
  thingNames(thing: SpellThing, english: string): Translations {
    const texts: Translations = {};
    for (const language of this.languages) {
      const local =
        language === "en" ? english : (localThing(thing, narrationLocale(language)) ?? english);
      const named = language === "en" ? local : withoutArticle(local, language);
      texts[language] = named.charAt(0).toLocaleUpperCase(language) + named.slice(1);
    }
    return texts;
  }

  /** `fits`, where given, leaves out the English lines that would not be true of this event. */
  say(kind: NarrationKind, slots: NarrationSlots, fits?: (line: string) => boolean): Translations {
    const options = narrationLocale("en").templates[kind];
    // "B reaches themselves with a wave of healing light", "a warm glow from B finds B": a heal
    // that finds its own caster whole is told by the lines that name them once.
    const selfOnly =
      kind === "healFull" &&
      (slots.target === slots.caster ||
        (Array.isArray(slots.target) &&
          slots.target.length === 1 &&
          slots.target[0] === slots.caster));
    // "Jake, Camille, and Bram's ward" reads as Bram's alone: several targets take no possessive.
    const several = Array.isArray(slots.target) && slots.target.length > 1;
    const casterAmong =
      several && (slots.target as readonly string[]).includes(slots.caster ?? "\u0000");
    let fitting = options
      .map((_, index) => index)
      .filter((index) => fits === undefined || fits(options[index] ?? ""))
      .filter((index) => !selfOnly || !(options[index] ?? "").includes("{caster}"))
      .filter((index) => !several || !(options[index] ?? "").includes("{target}'s"))
      // "… from Jun settles around Yuki, Mei, and Jun": the caster among several is told last as
      // "themselves", which needs the caster opening the line.
      .filter((index) => !casterAmong || /^\{caster\}\s/u.test(options[index] ?? ""));
    // "ต้น, rizky99, and Aishah shrugs off …": several targets are no subject of a singular verb.
    const plural = fitting.filter(
      (index) => !several || !/\{target\}\s+\p{Ll}+s\b/u.test(options[index] ?? ""),
    );
    if (plural.length > 0) fitting = plural;
    // "Merlin drinks in the moonlight": where the move names its own thing, the lines that tell
    // it are preferred; stock words ("a surge of magic") go to the lines that can do without.
    const own = slots.thing !== undefined && ownWords(slots.thing);
    const told = fitting.filter((index) => (options[index] ?? "").includes("{spell}") === own);
    const all = slots.thing !== undefined && told.length > 0 ? told : fitting;
    // Prefer a template unused this round whose sentence was never told in this game.
    const english = (i: number) =>
      fill(options[i] ?? "", slots, "en", narrationLocale("en"), this.localNames);
    const unused = all.filter((i) => !this.used.has(`${kind}:${i}`));
    const untold = (unused.length > 0 ? unused : all).filter((i) => !this.told.has(english(i)));
    const pool = untold.length > 0 ? untold : unused.length > 0 ? unused : all;
    const variant = pool[Math.floor(this.random() * pool.length)] ?? 0;
    this.used.add(`${kind}:${variant}`);
    this.told.add(english(variant));
    // A closing flourish now and then colours a battle; on every line it becomes filler.
    // Only an element's own colour: the generic lines ("The crowd gasps.") read as filler.
    const flavourKey: FlavourKey | null =
      this.enhance && FLAVOURED.has(kind) && this.random() < FLAVOUR_SHARE && slots.element
        ? slots.element
        : null;
    let flavourVariant = 0;
    if (flavourKey !== null) {
      const lines = narrationLocale("en").flavour[flavourKey].map((_, index) => index);
      const fresh = lines.filter((i) => !this.used.has(`flavour:${flavourKey}:${i}`));
      const pool = fresh.length > 0 ? fresh : lines;
      flavourVariant = pool[Math.floor(this.random() * pool.length)] ?? 0;
      this.used.add(`flavour:${flavourKey}:${flavourVariant}`);
    }

    const texts: Translations = {};
    for (const language of this.languages) {
      const locale = narrationLocale(language);
      // A kind a locale does not have yet is told in English rather than failing the round.
      const templates = locale.templates[kind] ?? narrationLocale("en").templates[kind];
      let text = fill(
        templates[variant % templates.length] ?? "",
        slots,
        language,
        locale,
        this.localNames,
      );
      if (flavourKey !== null) {
        const lines = locale.flavour[flavourKey];
        // Chinese and Japanese run sentences together without a space.
        const gap = language === "zh" || language === "ja" ? "" : " ";
        text = `${text}${gap}${lines[flavourVariant % lines.length] ?? ""}`.trim();
      }
      texts[language] = text;
    }
    return texts;
  }

  /** A word of the locales' `words` section, in every language of the game. */
  word(key: "emptyAir"): Translations {
    const texts: Translations = {};
    for (const language of this.languages) texts[language] = narrationLocale(language).words[key];
    return texts;
  }

  /** A creature summoned without a name is "<caster>'s familiar", in each language. */
  familiar(caster: string): Translations {
    const texts: Translations = {};
    for (const language of this.languages)
      texts[language] = narrationLocale(language).words.familiar.replaceAll("{caster}", caster);
    return texts;
  }
}

/**
 * What a language other than English calls the thing a spell conjures: a famous spell's name, a
 * thrown object, a barrier by what it is made of ("un mur de glace"), else its element or kind.
 */
function localThing(thing: SpellThing, locale: NarrationLocale): string {
  const words = locale.words;
  if (thing.name !== undefined) return thing.name;
  if (thing.object) return words.objects[thing.object];
  if (thing.barrier) return words.barriers[thing.barrier];
  if (thing.blow) return words.blows[thing.blow];
  if (thing.variant)
    return words.thingsAlso[thing.key][thing.variant - 1] ?? words.things[thing.key];
  return words.things[thing.key];
}

/**
 * "Merlin spreads a healing rain over Nimue, Morgana and themselves": a caster among several
 * targets is told last, by the reflexive, where the language has one and the caster opens the line.
 */
function withReflexive(
  slots: NarrationSlots,
  template: string,
  reflexive: string | undefined,
): readonly string[] {
  const names = (slots.target as readonly string[] | undefined) ?? [];
  if (!reflexive || names.length < 2 || !/^\{caster\}\s/u.test(template)) return names;
  if (!names.includes(slots.caster ?? "")) return names;
  return [...names.filter((name) => name !== slots.caster), reflexive];
}

/**
 * Whether the caster is the subject told before the target, so a reflexive can stand for them:
 * "With debuffs, Merlin strips the spells off themselves", not "a light from Arjun finds
 * themselves".
 */
function casterTold(template: string): boolean {
  const at = template.indexOf("{caster}");
  const target = template.indexOf("{target}");
  return (
    at >= 0 &&
    (target < 0 || at < target) &&
    !/(?:^|\s)(?:from|by|of|de|da|di|von|van|от|від|z|ze|od|از|من|מ|से|の|的)\s*$/iu.test(
      template.slice(0, at),
    )
  );
}

function fill(
  chosen: string,
  slots: NarrationSlots,
  language: string,
  locale: NarrationLocale,
  localNames: ReadonlyMap<string, Translations>,
): string {
  const local = (name: string) => {
    const translations = localNames.get(name);
    return translations && Object.hasOwn(translations, language) ? translations[language]! : name;
  };
  const template = Math.round(slots.amount ?? 0) === 1 ? singular(chosen, language) : chosen;
  // "Nimue tears the magic off themselves", not "off Nimue", where the caster is told first
  // ("a soothing light from Arjun finds Arjun": a reflexive needs its subject before it).
  const reflexive = REFLEXIVE[language];
  const onCaster =
    slots.caster !== undefined &&
    (slots.target === slots.caster ||
      (Array.isArray(slots.target) &&
        slots.target.length === 1 &&
        slots.target[0] === slots.caster));
  const target = () =>
    onCaster && reflexive && casterTold(template)
      ? reflexive
      : typeof slots.target === "string"
        ? local(slots.target)
        : Array.isArray(slots.target) || slots.target === undefined
          ? listNames(withReflexive(slots, template, reflexive).map(local), language, locale)
          : ((slots.target as Translations)[language] ?? (slots.target as Translations).en ?? "");
  // Each value is made only where the template uses it: formatting names and numbers is costly.
  const valueOf = (key: string): string =>
    key === "caster"
      ? local(slots.caster ?? "")
      : key === "target"
        ? target()
        : key === "spell"
          ? slots.thing
            ? language === "en"
              ? slots.thing.en
              : localThing(slots.thing, locale)
            : local(slots.spell ?? "").slice(0, 80)
          : key === "quote"
            ? (slots.quote ?? "")
            : formatAmount(slots.amount ?? 0, language);
  // One pass, so a spell that itself contains "{amount}" is never filled in.
  // A value opening a sentence inside the template starts with a capital too ("… Yossi. Ein
  // Flammenstoß sitzt").
  const text = template.replace(
    /\{(caster|target|spell|amount|quote)\}/g,
    (_, key: string, at: number) => {
      const value = valueOf(key) ?? "";
      const opening = at === 0 || /[.!?]\s+$/u.test(template.slice(0, at));
      // Names and words stay as their players wrote them ("dan" is not "Dan"); a creature's name
      // made of words ("lobo de Lucía") opens a sentence with a capital like any other word.
      const named = key === "caster" ? slots.caster : key === "target" ? slots.target : null;
      // ("xX_Caio_Xx's familiar", "jake'in kurdu": a made name that opens on its owner's keeps it.)
      const made = typeof named === "string" && localNames.has(named) && !OWNER_OPENS.test(value);
      const kept = key === "quote" || ((key === "caster" || key === "target") && !made);
      return !kept && opening
        ? value.charAt(0).toLocaleUpperCase(language) + value.slice(1)
        : value;
    },
  );
  const elision = language === "fr" ? elided(text) : language === "th" ? thaiSpaced(text) : text;
  const said =
    slots.quote && slots.quoteLanguage
      ? quotedLanguage(slots.quote, slots.quoteLanguage, language)
      : null;
  const told = said && slots.quote ? markQuote(elision, slots.quote, said) : elision;
  // A sentence may open with the conjured thing: "a cow" becomes "A cow".
  if (/^\{(?:caster|target|quote)\}/u.test(template)) return told;
  return told.charAt(0).toLocaleUpperCase(language) + told.slice(1);
}

/**
 * Thai writes no spaces between its words, but sets apart a name or a number in another script:
 * "ขว้าง Fireball ใส่", "tommyboy และต้นกล้า".
 */
function thaiSpaced(text: string): string {
  return text.replace(
    /(?<=\p{sc=Thai})(?=[\p{sc=Latin}\p{N}])|(?<=[\p{sc=Latin}\p{N}])(?=\p{sc=Thai})/gu,
    " ",
  );
}

/** French drops the vowel of "de" and "que" before one: "d’Erik", "qu’Andrei", "d’un mur". */
function elided(text: string): string {
  return text.replace(
    /(?<![\p{L}])(d|qu)e\s+(?=[aeiouyàâäéèêëîïôöûüAEIOUYÀÂÄÉÈÊËÎÏÔÖÛÜ])/gu,
    "$1’",
  );
}
