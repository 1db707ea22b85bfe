import type { BlowKey } from "./creatureBlow.js";
import type { Element } from "../rules/lexicon.js";
import { says } from "../rules/acts/actTerms.js";
import { DESCRIPTIVE_NAMES } from "../rules/famousSpells.js";
import { termsOf, type Term } from "../rules/englishTerms.js";
import type { ThrownKind } from "../rules/thrownObjects.js";
import en from "./locales/en.json" with { type: "json" };

/** The kinds of thing each narration locale can name in its own words (`words.things`). */
export type ThingKey = Element | "none" | "blow" | "meteor" | keyof typeof INTENT_THINGS;

/**
 * What a spell conjures or wields, as the narration names it. `en` is for English sentences: "a
 * cow", "the moon", "a swarm of starlight bees". The other languages name it by `name` (a famous
 * spell's or a creature's, the same in every language) or in their own words for `key` ("a burst
 * of flame"): no words of the move are pasted into another language's sentence.
 */
export interface SpellThing {
  en: string;
  key: ThingKey;
  name?: string;
  /**
   * An everyday thing thrown or swung, named in each language's own words (`words.objects`);
   * "something" when the move throws a thing none of the lists know ("surströmming").
   */
  object?: ThrownKind | "something";
  /** A barrier told by what it is made of, in each language's words (`words.barriers`). */
  barrier?: Element;
  /** Stock words told another way (`words.thingsAlso`): "a gout of fire" for "a burst of flame". */
  variant?: 1 | 2;
  /** A creature's blow, in each language's words (`words.blows`): "a bite", "ein Biss". */
  blow?: BlowKey;
}

/** Words that name the act of casting rather than a thing: "I cast a spell" conjures nothing. */
const GENERIC = new Set([
  "spell",
  "spells",
  "magic",
  "attack",
  "move",
  "turn",
  "round",
  "power",
  "powers",
  "everyone",
  "everybody",
  "everything",
  "all",
  "myself",
  "yourself",
  "himself",
  "herself",
  "themselves",
  "team",
  "enemy",
  "enemies",
  "foe",
  "foes",
  "ally",
  "allies",
  "friends",
  "friend",
  "guys",
  "guy",
  "fine",
  "ok",
  "okay",
  "people",
  "bro",
  "dude",
  "lads",
  "folks",
  "mate",
  "one",
  "damage",
  "health",
  "mana",
  "hp",
  "time",
  "arena",
  "battlefield",
  "field",
  "ground",
  "floor",
  "world",
  "sky",
  "air",
  "room",
  "whole",
  "entire",
  "nothing",
  "something",
  "anything",
  // Table talk about the move, not what it conjures: "ok two things:", "team plan:".
  "thing",
  "things",
  "plan",
  // How much, not what: "heal myself a bit".
  "bit",
  "little",
  "lot",
  "tad",
  "lol",
  "pls",
  // Chat's "w" is "with": "heal andrei w a big health potion".
  "w",
  "gm",
  // Where a blow lands is not what it is: "I punch João in the face".
  "face",
  "head",
  "nose",
  "jaw",
  "chin",
  "mouth",
  "teeth",
  "eye",
  "eyes",
  "ear",
  "neck",
  "stomach",
  "belly",
  "gut",
  "guts",
  "butt",
  "back",
  "knee",
  "knees",
  "shin",
  "leg",
  "legs",
  "arm",
  "groin",
]);
/** Words after which a phrase says where something lands, not what it is. */
const PLACE_WORDS = new Set(
  "from to in on onto under over across around behind through off at inside near toward towards".split(
    " ",
  ),
);
const ORDINALS = new Set(["next", "last", "first", "other", "same"]);
const DROPPED_DETERMINERS = new Set(["my", "his", "her", "their", "our", "your", "its", "this"]);
const KEPT_DETERMINERS = new Set(["a", "an", "the", "some"]);
const PRONOUNS = new Set(["i", "me", "you", "he", "she", "it", "we", "they", "them", "us"]);

/** What an English sentence says when the move names nothing it conjures. */
const ELEMENT_THINGS: Record<Element | "none", string> = {
  fire: "a burst of flame",
  ice: "a lance of ice",
  water: "a crashing wave",
  lightning: "a crack of lightning",
  earth: "a hail of stone",
  wind: "a howling gust",
  light: "a blaze of light",
  shadow: "a coil of shadow",
  poison: "a cloud of venom",
  arcane: "a bolt of raw magic",
  nature: "a lash of thorny vines",
  none: "a surge of magic",
};

/** Without an element, what a kind of spell wields when the move names nothing. */
const INTENT_THINGS = {
  heal: "a wave of healing light",
  shield: "a shimmering barrier",
  buff: "a rush of power",
  manaRestore: "a deep breath of mana",
  curse: "a muttered curse",
  dot: "a creeping affliction",
  debuff: "a sapping hex",
  transformation: "a twisting spell",
  dispel: "a counter-charm",
  reflect: "a mirror of force",
  drain: "a hungry spell",
  zone: "a spreading hazard",
  blow: "a plain old blow",
};

function hasOwn<T extends object>(object: T, key: PropertyKey): key is keyof T {
  return Object.prototype.hasOwnProperty.call(object, key);
}

/** What the other languages call a spell they cannot name: by its element, else by its kind. */
/** Spells told by what they do, whatever their element: an ice shield is no "lance of ice". */
const TOLD_BY_WHAT_THEY_DO = new Set([
  "shield",
  "heal",
  "buff",
  "manaRestore",
  "dodge",
  "dispel",
  "reflect",
]);

function thingKey(element: Element | null, intent: string): ThingKey {
  if (element && !TOLD_BY_WHAT_THEY_DO.has(intent)) return element;
  return hasOwn(INTENT_THINGS, intent) ? intent : "none";
}

/** What an English sentence calls a spell the move names nothing for. */
export function genericThing(key: ThingKey): string {
  if (key === "meteor") return en.words.things.meteor;
  return hasOwn(INTENT_THINGS, key) ? INTENT_THINGS[key] : ELEMENT_THINGS[key];
}

/**
 * A meteor in the party's languages: blind readers counted "meteor on Giuli" told as "a roaring
 * fireball" and "chuva de meteoros" as "a burst of flame" as the spell flattened.
 */
const METEOR =
  /m[eé]t[eé]or|meteo(?:ri|ry)|метеор|μετεωρ|מטאור|نيزك|شهاب|شہاب|उल्का|উল্কা|ਉਲਕਾ|隕石|メテオ|운석|메테오|陨石|隕石|流星|อุกกาบาต|thiên\s+thạch/iu;
const METEOR_SPELLS = new Set(["Meteor", "Meteor Swarm", "Meteor Strike"]);

/** A move that opens with one of these orders something done with what follows: "drop a rock". */
const OPENING_VERBS = new Set(
  "throw drop hurl cast send summon launch fire shoot yeet toss blast hit smash fling rain call conjure make create open raise become turn light unleash slam chuck lob punch kick zap shock freeze burn strike slap poke bonk heal shield protect bless curse poison use encase wrap cover surround engulf bury trap rot hex smite".split(
    " ",
  ),
);

/** Small English words nearly every English move of three words or more has. */
const ENGLISH_WORDS = new Set(
  "i i'm a an the at on to my with of and into onto me your his her their is from for it up down all every everyone everybody them him this that in out over by who what".split(
    " ",
  ),
);

/** Latin-script words that mark a move as not English: its nouns are not read as English ones. */
const FOREIGN_WORDS = new Set(
  "de la el los las con por para todos mis mi tu un que und der die das mit ein eine le les des une avec sur du au na do da em com um uma il di che per una lo gli del sono je ja na za się jest ve bir ile için en och att på af og til het een van ik ke dan yang dengan ini itu và của là một".split(
    " ",
  ),
);

/**
 * A word that marks the move as not English ("de", "und"), standing alone between spaces: the
 * tagger keeps such a word whole, though it may keep "i-do-a" as one.
 */
function foreignWorded(text: string): boolean {
  return text
    .toLowerCase()
    .split(/\s+/u)
    .some((token) => FOREIGN_WORDS.has(token.replace(/^[^\p{L}']+|[^\p{L}']+$/gu, "")));
}

/**
 * Three words or more without one small English word. The tagger may split a word at its marks or
 * not ("to-me", "m.e"): every run of a word's pieces, marks taken out, counts.
 */
function lacksEnglish(text: string): boolean {
  const tokens = text
    .toLowerCase()
    .split(/\s+/u)
    .filter((token) => /\p{L}/u.test(token));
  return tokens.length > 2 && !tokens.some(holdsEnglish);
}

function holdsEnglish(token: string): boolean {
  const pieces = token.split(/[^\p{L}']+/u);
  for (let from = 0; from < pieces.length; from += 1)
    for (let to = from + 1; to <= pieces.length; to += 1)
      if (ENGLISH_WORDS.has(pieces.slice(from, to).join(""))) return true;
  return false;
}

const isNounish = (term: Term) =>
  term.tags.includes("Noun") || term.tags.includes("Adjective") || term.tags.includes("Value");

/**
 * The first noun phrase of an English move that is neither a pronoun, a name in play nor a word
 * for the act itself: a determiner, adjectives and nouns, with "of" joining two ("a swarm of
 * angry bees").
 */
function nounPhrase(text: string, names: ReadonlySet<string>): string | null {
  // What the tagger's words below would show not to be English, the move's words show first.
  if (foreignWorded(text) || lacksEnglish(text)) return null;
  const terms = termsOf(text);
  const lowered = terms.map((term) => term.text.toLowerCase().replace(/[^\p{L}']/gu, ""));
  if (lowered.some((word) => FOREIGN_WORDS.has(word))) return null;
  // Latin letters alone do not make English: a move of several words needs an English one.
  if (terms.length > 2 && !lowered.some((word) => ENGLISH_WORDS.has(word))) return null;
  const found: string[] = [];
  const word = (term: Term) => term.text.toLowerCase().replace(/[^\p{L}\p{N}'-]/gu, "");
  const excluded = (term: Term) => {
    const lowered = word(term).replace(/'s$/, "");
    // Markup, code and other symbol soup is no noun ("<img", "src=x").
    if (/[<>=/\\{}[\]`$#@*_|~^]/u.test(`${term.pre}${term.text}${term.post}`)) return true;
    // "world" alone is the arena; in "world-ending" it is part of the thing.
    if (term.post.includes("-")) return PRONOUNS.has(lowered);
    return (
      PRONOUNS.has(lowered) ||
      GENERIC.has(lowered) ||
      namesWord(names, lowered) ||
      term.tags.includes("Pronoun")
    );
  };
  // "rot them from the inside with plague": a phrase after a word of place is where, not what.
  const placed: string[] = [];
  for (let start = 0; start < terms.length; start++) {
    const first = terms[start]!;
    const firstWord = word(first);
    const determiner = KEPT_DETERMINERS.has(firstWord) || DROPPED_DETERMINERS.has(firstWord);
    if (!determiner && (!isNounish(first) || excluded(first))) continue;
    // "block the next hit" names a moment, not a thing.
    if (determiner && ORDINALS.has(word(terms[start + 1] ?? first))) continue;
    const where = start > 0 && PLACE_WORDS.has(word(terms[start - 1]!));
    if (start === 0 && OPENING_VERBS.has(firstWord)) continue;
    const phrase: Term[] = [];
    let at = determiner ? start + 1 : start;
    for (; at < terms.length; at++) {
      const term = terms[at]!;
      // "i shield my team": a determiner opens the next phrase, it ends this one.
      const opensNext =
        phrase.length > 0 &&
        (DROPPED_DETERMINERS.has(word(term)) || KEPT_DETERMINERS.has(word(term)));
      if (opensNext) break;
      // "a lance of light pierces Nimue": the verb after the phrase is no noun of it.
      if (excluded(term) || !isNounish(term) || (phrase.length > 0 && VERBS.has(word(term)))) {
        // "a swarm of bees": "of" joins a second noun phrase to the first.
        const next = terms[at + 1];
        if (
          word(term) === "of" &&
          phrase.length > 0 &&
          next &&
          isNounish(next) &&
          !excluded(next)
        ) {
          phrase.push(term);
          continue;
        }
        break;
      }
      phrase.push(term);
      // A comma or full stop after a word ends the phrase: "wolves, attack".
      if (/[,.;:!?]/.test(`${term.text.slice(-1)}${term.post}`)) break;
    }
    // A phrase ends on a noun: "a barrier invincible" is "a barrier".
    while (phrase.length > 0 && !phrase.at(-1)!.tags.includes("Noun")) phrase.pop();
    while (phrase.length > 0 && word(phrase.at(-1)!) === "of") phrase.pop();
    // "a patch of ice" is a patch: the noun before "of" decides the article.
    const of = phrase.findIndex((term) => word(term) === "of");
    const head = of > 0 ? phrase[of - 1] : phrase.at(-1);
    if (!head || !head.tags.includes("Noun") || excluded(head)) {
      start = Math.max(start, at - 1);
      continue;
    }
    const kept = phrase.filter((term) => word(term) !== "").slice(0, 6);
    if (kept.length === 0) continue;
    const words = kept.map((term, index) =>
      index < kept.length - 1 && term.post.includes("-") ? `${word(term)}-` : `${word(term)} `,
    );
    const article = determiner && KEPT_DETERMINERS.has(firstWord) ? firstWord : null;
    const told = withArticle(words.join("").trim(), article, head);
    // "massive earthquake hits nim and the dog": a phrase that opens the move and does the verb
    // after it is the thing itself.
    const subject = start === 0 && terms[at]?.tags.includes("Verb") === true;
    if (subject) return told;
    if (where) placed.push(told);
    // A phrase with a determiner is what the move conjures ("I light a candle"); a bare one may be
    // a verb read as a noun, so it counts only when nothing better follows.
    else if (determiner) return told;
    else found.push(told);
  }
  return found[0] ?? placed[0] ?? null;
}

function withArticle(body: string, article: string | null, head: Term): string {
  if (article) return `${article === "an" || article === "a" ? indefinite(body) : article} ${body}`;
  const uncountable =
    head.tags.includes("Uncountable") ||
    head.tags.includes("Plural") ||
    MASS_NOUNS.has(head.text.toLowerCase().replace(/[^\p{L}]/gu, ""));
  return uncountable ? body : `${indefinite(body)} ${body}`;
}

function indefinite(next: string): string {
  return /^[aeiou]/i.test(next) && !/^(?:uni|use|eu|one)/i.test(next) ? "an" : "a";
}

/** Words that end a noun phrase after its determiner: prepositions, conjunctions, pronouns. */
const PHRASE_ENDS = new Set(
  "at on to into onto towards toward against with from for around over under upon and that which who so because then but while in by across through at me him her them us you it everyone everybody all until till before after as like".split(
    " ",
  ),
);
const QUICK = /\b(a|an|the|some)\s+([a-z][a-z' -]*)/iu;

/**
 * The common case without tagging: "a/an/the/some" and the plain words after it, up to a
 * preposition or a name ("I yeet a cow at Tavi", "summon a swarm of angry bees"). Anything less
 * plain goes to the tagger.
 */
function quickNounPhrase(text: string, names: ReadonlySet<string>): string | null {
  const lowered = text.toLowerCase();
  if (lowered.split(/[^\p{L}']+/u).some((word) => FOREIGN_WORDS.has(word))) return null;
  const match = QUICK.exec(text);
  if (!match) return null;
  // "on the dog", "the next hit": a place or a moment leaves the choice to the tagger.
  const before = text.slice(0, match.index).trim().split(/\s+/u).at(-1)?.toLowerCase() ?? "";
  if (PLACE_WORDS.has(before)) return null;
  if (ORDINALS.has(match[2]!.split(/\s+/u)[0]!.toLowerCase())) return null;
  const article = match[1]!.toLowerCase();
  const words: string[] = [];
  for (const raw of match[2]!.split(/\s+/)) {
    const word = raw.toLowerCase();
    // "a big health potion": a word of its own ("health") inside the phrase leaves it to the tagger.
    if (GENERIC.has(word) && words.length > 0) return null;
    if (
      !word ||
      PHRASE_ENDS.has(word) ||
      VERBS.has(word) ||
      namesWord(names, word.replace(/'s$/, "")) ||
      GENERIC.has(word)
    )
      break;
    words.push(word);
    if (words.length === 5) break;
  }
  // "of" may join a second noun, never end the phrase.
  while (words.at(-1) === "of") words.pop();
  if (
    words.length === 0 ||
    words.some((word) => VERBS.has(word)) ||
    /(?:ing|ed)$/u.test(words.at(-1)!)
  )
    return null;
  const body = words.join(" ");
  return article === "a" || article === "an" ? `${indefinite(body)} ${body}` : `${article} ${body}`;
}

/** Words that suggest a verb inside the phrase, which the tagger reads better. */
const VERBS = new Set(
  "is are was lands land hits hit falls fall goes crashes swallows engulfs explodes burns strikes rains drops pierces slices cuts tears rips smashes slams blasts shoots sweeps wraps freezes stabs crushes impales skewers zaps shocks scorches melts".split(
    " ",
  ),
);

/** Two of the small English words nearly every English sentence has ("a", "at", "my"). */
function englishEnough(text: string): boolean {
  const words = text.toLowerCase().split(/[^\p{L}']+/u);
  const english = words.filter((word) => ENGLISH_WORDS.has(word)).length;
  // ("invoco a un ganso gigante llamado Paco que me protege": "a" and "me" are Spanish here.)
  return english >= 2 && english > words.filter((word) => FOREIGN_WORDS.has(word)).length;
}

/** Mostly Latin letters: worth reading as English. */
function latin(text: string): boolean {
  const letters = text.match(/\p{L}/gu) ?? [];
  const ascii = letters.filter((letter) => /[a-z]/i.test(letter)).length;
  return letters.length > 0 && ascii / letters.length > 0.9;
}

/** The thing a move conjures, for narration in English and in the other languages. */
export function spellThing(
  text: string,
  names: readonly string[],
  element: Element | null,
  intent: string,
  famous: string | null = null,
  /** The caster writes in another language: their words are read as English only when they are. */
  foreign = false,
  thrown: ThrownKind | null = null,
): SpellThing {
  // "an ice spear elina": a name typed without its accents is still a name, not a thing.
  const lowered = new Set(
    names.flatMap((name) => {
      const words = name.toLowerCase().split(/\s+/);
      return [...words, ...words.map((word) => word.normalize("NFD").replace(/\p{M}/gu, ""))];
    }),
  );
  // A bare punch wields nothing ("payback for the wolf: I punch João"); a throw names what flies.
  const wielded =
    intent !== "blow" || thrown !== null || says("throws", text) || /\bwith\b/iu.test(text);
  const readable = wielded && latin(text) && (!foreign || englishEnough(text));
  // "lightning on chloe, her walls are annoying": the thing is named before the first pause.
  const first = text.split(/[,;.!?]/u)[0] ?? text;
  const phraseOf = (part: string) => quickNounPhrase(part, lowered) ?? nounPhrase(part, lowered);
  const found = readable ? ((first !== text ? phraseOf(first) : null) ?? phraseOf(text)) : null;
  // "dispel", "sidestep": the act's own name is no thing it wields.
  const phrase = found && ACT_NAMES.has(found.replace(/^(?:a|an|the)\s+/u, "")) ? null : found;
  // "a huge fireball" says more than the name Fireball; "Magic Missile" is told by its name.
  const plainWord =
    famous !== null &&
    phrase !== null &&
    phrase.toLowerCase().endsWith(famous.toLowerCase()) &&
    !famous.includes(" ");
  const falling =
    METEOR.test(text) &&
    (famous === null || METEOR_SPELLS.has(famous)) &&
    ["attack", "area", "zone"].includes(intent);
  const key = falling ? "meteor" : thingKey(element, intent);
  // "meteor on Giuli", "chuva de meteoros": a meteor in every language, in the move's own words
  // where they are English.
  if (falling) return { en: phrase && METEOR.test(phrase) ? phrase : genericThing(key), key };
  // "Sam lanza Fireball" reads as English pasted in: a name that only describes is told in the
  // reader's words for its element.
  if (famous && DESCRIPTIVE_NAMES.has(famous))
    return { en: plainWord ? phrase! : describedAsThing(famous), key };
  if (famous && !plainWord) return { en: famous, key, name: famous };
  // "a huge fireball" and "a fireball" are the move's own words; a bare "expelliarmus" is a name.
  if (famous) {
    const bare = !phrase || phrase.toLowerCase() === famous.toLowerCase();
    return { en: bare ? famous : phrase, key, name: famous };
  }
  if (thrown) return { en: phrase ?? en.words.objects[thrown], key, object: thrown };
  // "Jag kastar en surströmming på João": a throw of a thing no list knows is "something" in the
  // other languages, never the generic "surge of magic".
  if (
    element === null &&
    !famous &&
    (intent === "attack" || intent === "blow") &&
    says("throws", text)
  )
    return { en: phrase ?? en.words.objects.something, key, object: "something" };
  // "I just punch bob", "kick Minjun": a bare blow is told in English by what it is.
  const struck = intent === "blow" && !phrase ? ENGLISH_BLOW.exec(text)?.[1]?.toLowerCase() : null;
  if (struck) return { en: `a ${BLOW_NOUN[struck] ?? struck}`, key };
  // Other languages tell an elemental barrier by what it is made of, whatever English words it has.
  if (intent === "shield" && element)
    return { en: phrase ?? BARRIER_OF[element], key, barrier: element };
  return { en: phrase ?? genericThing(key), key };
}

/**
 * Whether the English words are the move's own ("a cow", "the moonlight", a famous name) rather
 * than the referee's stock words for its kind ("a surge of magic", "a wall of ice").
 */
export function ownWords(thing: SpellThing): boolean {
  if (thing.name !== undefined) return true;
  if (thing.variant !== undefined) return false;
  if (thing.en === genericThing(thing.key)) return false;
  if (thing.object && thing.en === en.words.objects[thing.object]) return false;
  return !(thing.barrier && thing.en === BARRIER_OF[thing.barrier]);
}

/** A barrier told in English by what it is made of: "щит изо льда" is a wall of ice. */
const BARRIER_OF: Record<Element, string> = en.words.barriers;

/** A name in play, or its first letters ("nim" for Nimue, "morg" for Morgana). */
function namesWord(names: ReadonlySet<string>, word: string): boolean {
  if (names.has(word)) return true;
  if ([...word].length < 3) return false;
  for (const name of names) if (name.length > word.length && name.startsWith(word)) return true;
  return false;
}

/** Words that name the act itself: told back, they read "Merlin turns a dispel on themselves". */
export const ACT_NAMES = new Set(
  "dispel heal dodge sidestep buff curse hex drain teleport blink purge cleanse reflect counter parry rest meditate".split(
    " ",
  ),
);

/** Names that describe a state, not a thing: "Haste" stays a name, "Fireball" is "a fireball". */
const STATES = new Set(["Haste", "Bless", "Slow", "Sleep", "Fear", "Darkness", "Stoneskin"]);

/** "Fireball" told as what it is: "a fireball", "an ice storm", "a wall of fire". */
function describedAsThing(name: string): string {
  if (STATES.has(name)) return name;
  const lowered = name.toLowerCase();
  if (MASS_NOUNS.has(lowered.split(" ").at(-1) ?? "")) return lowered;
  return `${/^[aeiou]/u.test(lowered) ? "an" : "a"} ${lowered}`;
}

/** Nouns told without "a": "chain lightning", "acid rain", not "a chain lightning". */
const MASS_NOUNS = new Set(
  "lightning thunder rain hail sleet lava magma acid poison venom frost darkness mud sand smoke electricity".split(
    " ",
  ),
);

/** English blows by the word a move uses for them. */
const ENGLISH_BLOW =
  /\b(kick|kicks|punch|punches|slap|slaps|headbutt|headbutts|elbow|elbows|shove|shoves|tackle|tackles|bonk|bonks|smack|smacks|whack|whacks|karate chop)\b/iu;
const BLOW_NOUN: Record<string, string> = {
  kicks: "kick",
  punches: "punch",
  slaps: "slap",
  headbutts: "headbutt",
  elbows: "elbow",
  shoves: "shove",
  tackles: "tackle",
  bonks: "bonk",
  smacks: "smack",
  whacks: "whack",
};

/**
 * Stock words told one of three ways, the same for the same caster, round and kind: a battle of
 * moves in other languages reads "a burst of flame", "a gout of fire", "a roaring fireball".
 */
export function varied(thing: SpellThing, seed: string): SpellThing {
  if (ownWords(thing) || thing.object || thing.barrier || thing.en !== genericThing(thing.key))
    return thing;
  let hash = 0;
  for (const character of `${seed}:${thing.key}`) hash = (hash * 31 + character.charCodeAt(0)) | 0;
  const pick = Math.abs(hash) % 3;
  if (pick === 0) return thing;
  const variant = pick as 1 | 2;
  return { ...thing, en: en.words.thingsAlso[thing.key][variant - 1]!, variant };
}
