import {
  characterAt,
  characterBefore,
  replaceWords,
  wordMatches,
  type WordForm,
} from "./wholeWords.js";
import {
  ALL_WORDS,
  BLOW_WORDS,
  ELEMENT_WORDS,
  ELEMENTS,
  ENEMY_ALL_WORDS,
  INTENSIFIERS,
  CREATURE_NOUNS,
  INTENT_WORDS,
  INTENTS,
  MUNDANE_WORDS,
  NEGATIONS,
  OTHER_LANGUAGE_ELEMENT_TERMS,
  OTHER_LANGUAGE_TERMS,
  SELF_WORDS,
  TEAM_NOUNS,
  TEAM_WORDS,
  type Element,
  type Intent,
} from "./lexicon.js";
import { romanize } from "./romanize.js";
import { says, thrownKindIn } from "./acts/actTerms.js";
import { exceptParts, isPeaceful } from "./actionWords.js";
import { nameWords } from "./tableNames.js";
import { splitCompounds } from "./compounds.js";
import { creatureKindIn, creatureNameIn } from "./creatureNames.js";
import { editDistance } from "./editDistance.js";
import type { ThrownKind } from "./thrownObjects.js";
import { famousSpell } from "./famousSpells.js";
import { learnedIntentOverride } from "../learned/learnedReading.js";
import { dropsE, TermList } from "./termList.js";

/**
 * The learned reader learned English: a move in other letters, or in Latin letters without one
 * English word ("queima o Mike"), keeps the lists' reading.
 */
export function englishLooking(text: string): boolean {
  if (/\P{ASCII}/u.test(text.replace(/[^\p{L}]/gu, ""))) return false;
  return !text.split(/[^a-z']+/u).some((word) => FOREIGN_FUNCTION_WORDS.has(word));
}

/** Small words of other languages written in Latin letters that English never uses. */
const FOREIGN_FUNCTION_WORDS = new Set(
  "o os as el la los las del en un una y e con por para le les du des et sur au avec der die das und mit ein eine auf il lo gli di che na do da em com um uma ao w z v u s k za od po ja ti mu ga je se ve bir ile ke dan yang pe ko ka ki ne med til og och pa af het een van op ik aan ir uz ar ant hij zij moet niet maar dit naar voor mijn jij wij ook ich du er sie ist nicht aber auch noch mein dein je tu il elle mais pas mon pero muy eu você mas meu não io lui lei jag jeg inte ikke ikkje mig aku saya kau kamu ini itu tidak nggak nie jest".split(
    " ",
  ),
);

/** The word "mana" as the lists hold it: it names the caster's reserve, not an element. */
const MANA_WORDS = new Set(["mana", "maná", "ману", "мана", "маны", "マナ", "마나", "法力"]);

/** What can turn out to be a thing thrown: harm of any kind, or no reading at all. */
const THROWABLE = new Set<Intent>([
  "attack",
  "area",
  "nothing",
  "debuff",
  "curse",
  "dot",
  "drain",
  "zone",
  "transformation",
  "manaRestore",
]);

/** `area` hits every enemy unless the move names its targets. */
export type TargetScope = "self" | "team" | "all" | "area" | "auto";

export interface ParsedMove {
  intent: Intent;
  element: Element | null;
  /** 0.5 for "a tiny spark" up to 3 for "a world-ending inferno". */
  intensity: number;
  scope: TargetScope;
  /** Words of the move that may name a target. */
  words: string[];
  /** The move lower-cased and normalised, for reading names and possessives. */
  text: string;
  /** A creature's name taken from "summon a frost wolf named Fang" style moves. */
  summonName: string | null;
  /** The famous spell the move names ("Magic Missile"), told back by that name. */
  famous?: string | null;
  /** A blow with no magic in it ("I punch Bob", "I throw my shoe"): free, and small. */
  blow?: boolean;
  /** The everyday thing a blow throws or swings ("a frying pan"). */
  thrown?: ThrownKind;
  /** The intent came from a typo's likeness or the learned reader, not from the lists' words. */
  guessed?: boolean;
}

/**
 * Scripts whose terms match anywhere in a move: Chinese, Japanese and Korean write without spaces
 * or glue particles on, Thai writes without spaces, and Arabic, Persian, Urdu and Hebrew attach
 * prefixes ("بالنار", "באש").
 */
const CJK =
  /[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af\u0e00-\u0e7f\u0590-\u06ff\u0750-\u077f\ufb1d-\ufdff\ufe70-\ufeff]/u;

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** What may not stand just before a term: it would be inside a longer word or number. */
const TERM_EDGE = /^[\p{L}\p{M}\p{N}]/u;
const LETTER = /^\p{L}/u;

/** The endings a short English word takes: "blaz" finds "blazing", "sand" not "sandwich". */
const ENGLISH_ENDINGS = ["s", "es", "ed", "ing", "er", "y", "e", ""];

/** Where `term` occurs in `text`, at a word start for alphabetic scripts. */
function findTerm(text: string, term: string): number {
  if (CJK.test(term)) return text.indexOf(term);
  // Longer words and other scripts (inflected Russian stems) match as prefixes.
  const short = term.length <= 4 && /^[a-z]/.test(term);
  for (let at = text.indexOf(term); at >= 0; at = text.indexOf(term, at + 1)) {
    if (TERM_EDGE.test(characterBefore(text, at))) continue;
    const end = at + term.length;
    if (
      !short ||
      ENGLISH_ENDINGS.some(
        (ending) =>
          text.startsWith(ending, end) && !LETTER.test(characterAt(text, end + ending.length)),
      )
    )
      return at;
  }
  return -1;
}

/** Words for rain: a rain of stones or of fire is stones or fire. */
const RAIN =
  /^(?:rain|yağmur|lluvia|chuva|pioggia|pluie|regen|дожд|злива|deszcz|déšť|dážď|dež|kiša|esső|eső|ploaie|sade|vihma|lietus|βροχή|גשם|مطر|باران|बारिश|বৃষ্টি|ਮੀਂਹ|hujan|mưa|ฝน|雨|비)/u;

/** "Luku", "Jonasa": a name in play with a case ending. */
function namedWithEnding(text: string, name: string): boolean {
  const stem = name.toLowerCase().slice(0, -1);
  if ([...stem].length < 3) return findTerm(text, name.toLowerCase()) >= 0;
  return wordMatches(text, [{ word: stem, ending: "letters" }], "letters").length > 0;
}

/** Every negation of every language in one pattern, matched as `findTerm` matches each. */
let negations: { alphabetic: RegExp | null; anywhere: string[] } | null = null;

/** A negation word just before the term: "not fire" (but not the "no" inside "inferno"). */
function negated(text: string, at: number): boolean {
  negations ??= {
    alphabetic: new RegExp(
      `(?:^|[^\\p{L}\\p{N}])(?:${NEGATIONS.filter((negation) => !CJK.test(negation))
        .map(
          (negation) =>
            `${escape(negation)}${negation.length <= 4 && /^[a-z]/.test(negation) ? "(?=(?:s|es|ed|ing|er|y|e)?(?:[^\\p{L}]|$))" : ""}`,
        )
        .join("|")})`,
      "u",
    ),
    anywhere: NEGATIONS.filter((negation) => CJK.test(negation)),
  };
  const before = text.slice(Math.max(0, at - 12), at);
  const found = negations.alphabetic
    ?.exec(before)?.[0]
    .replace(/^[^\p{L}]+/u, "")
    .trim();
  // Romanian "nu" (not) is Danish, Norwegian and Swedish "nu" (now): "nu heler jeg Sanne".
  const now = found === "nu" && NORDIC.test(text);
  return (
    (found !== undefined && !now) ||
    negations.anywhere.some((negation) => before.includes(negation))
  );
}

/** Words only a Danish, Norwegian or Swedish move has. */
const NORDIC =
  /(?<![\p{L}])(?:jeg|jag|mig|meg|dig|deg|og|och|på|til|får|skal|ska|heler|helar)(?![\p{L}])/u;

interface CompiledTerms {
  words: TermList;
  weights: Map<string, number>;
  /** CJK terms, longest first, so "护盾" is not counted again as "盾". */
  /** Terms matched anywhere in the move, by their first character: only those a move can hold. */
  cjk: Map<string, string[]>;
  /** Words of those scripts that count only whole ("اتش$": "اتشفيت" is no fire). */
  exact: ReadonlySet<string>;
}

const combined = new WeakMap<string[], CompiledTerms>();

/** A term written "~ground" is weak: it leans towards an intent but cannot make one alone. */
const WEAK = 0.4;

/**
 * A term written "val$" is that word alone: no English ending is heard after it (the Croatian
 * "val", a wave, is not the Spanish "vale").
 */
const EXACT = "$";

function compile(terms: string[]): CompiledTerms {
  const weights = new Map<string, number>();
  const exact = new Set<string>();
  for (const raw of terms) {
    const marked = raw.startsWith("~") ? raw.slice(1) : raw;
    const term = marked.endsWith(EXACT) ? marked.slice(0, -1) : marked;
    if (term !== marked) exact.add(term);
    weights.set(term, raw.startsWith("~") ? WEAK : 1);
  }
  const all = [...weights.keys()];
  const alphabetic = all.filter((term) => !CJK.test(term));
  const compiled = {
    words: new TermList(alphabetic, exact),
    weights,
    cjk: byFirstCharacter(all.filter((term) => CJK.test(term))),
    exact,
  };
  // The first five characters of every alphabetic term and of its e-dropped form (all of a
  // shorter one), for `mayStartAWord`.
  const openings = new Set(
    alphabetic.flatMap((term) =>
      dropsE(term) ? [opening(term), opening(term.slice(0, -1))] : [opening(term)],
    ),
  );
  for (const start of openings) {
    const lists = listsByOpening.get(start) ?? [];
    lists.push(compiled);
    listsByOpening.set(start, lists);
  }
  // A text looked at before this list was compiled did not look for it.
  matchStarts = null;
  return compiled;
}

function byFirstCharacter(terms: string[]): Map<string, string[]> {
  const buckets = new Map<string, string[]>();
  for (const term of terms) {
    const first = term.charAt(0);
    buckets.set(first, [...(buckets.get(first) ?? []), term]);
  }
  return buckets;
}

/**
 * The text last looked at, and its distinct characters: none when it holds no character of the
 * scripts the substring terms are written in, so that no term can be in it.
 */
let charactersOf: { text: string; characters: string[] } = { text: "", characters: [] };

/** The substring terms whose first character occurs in `text`, longest first ("护盾" before "盾"). */
function substringTerms(text: string, buckets: Map<string, string[]>): string[] {
  if (buckets.size === 0) return [];
  if (charactersOf.text !== text)
    charactersOf = { text, characters: CJK.test(text) ? [...new Set(text)] : [] };
  let terms: string[] | null = null;
  for (const character of charactersOf.characters) {
    const bucket = buckets.get(character);
    if (bucket) (terms ??= []).push(...bucket);
  }
  return terms ? terms.sort((a, b) => b.length - a.length) : [];
}

const OPENING = 5;

function opening(term: string): string {
  return term.slice(0, OPENING);
}

/** The lists compiled so far, by the openings of their alphabetic terms. */
const listsByOpening = new Map<string, CompiledTerms[]>();

/**
 * The text last looked at and, for each list with a term whose opening starts one of its words,
 * where its combined pattern may match: at the break before each such word, or the text's start.
 */
let matchStarts: { text: string; starts: Map<CompiledTerms, number[]> } | null = null;

/**
 * Where the combined pattern of `list` may match in `text`, in order. A pattern can only match at
 * the break before a word one of its terms starts, so it is tried there alone, and a list none of
 * whose openings starts a word is skipped: most lists match nothing in a given move, and scanning
 * every move with all of them was most of the time spent reading a move.
 */
function matchStartsOf(text: string, list: CompiledTerms): number[] | undefined {
  if (matchStarts?.text !== text) {
    const starts = new Map<CompiledTerms, number[]>();
    // The word at `at`, which a match beginning at `from` (the break before it) would start.
    const add = (at: number, from: number) => {
      for (let length = 1; length <= OPENING; length++)
        for (const found of listsByOpening.get(text.slice(at, at + length)) ?? []) {
          const known = starts.get(found);
          if (!known) starts.set(found, [from]);
          else if (known.at(-1) !== from) known.push(from);
        }
    };
    add(0, 0);
    WORD_BREAK.lastIndex = 0;
    for (let match = WORD_BREAK.exec(text); match; match = WORD_BREAK.exec(text))
      add(match.index + match[0].length, match.index);
    matchStarts = { text, starts };
  }
  return matchStarts.starts.get(list);
}

/** What the combined patterns accept before a term: anything but a letter or a digit. */
const WORD_BREAK = /[^\p{L}\p{M}\p{N}]/gu;

/**
 * How strongly `terms` occur in `text`, not negated: each distinct term counts once, weak ones
 * less. One combined pattern per list, built once.
 */
function mentions(text: string, terms: string[]): number {
  let entry = combined.get(terms);
  if (!entry) {
    entry = compile(terms);
    combined.set(terms, entry);
  }
  // Most lists find nothing in a move: nothing is allocated for them.
  let found: Set<string> | null = null;
  const { words } = entry;
  const starts = words.empty ? undefined : matchStartsOf(text, entry);
  if (starts) {
    // Where a scan of the whole text would find its matches: each after the one before.
    let end = 0;
    for (const from of starts) {
      if (from < end) continue;
      const match = words.matchFrom(text, from);
      if (!match) continue;
      end = match.end;
      const term = entry.weights.has(match.text) ? match.text : `${match.text}e`;
      if (!negated(text, match.at)) (found ??= new Set()).add(term);
    }
  }
  let covered: [number, number][] | null = null;
  for (const term of substringTerms(text, entry.cjk)) {
    const at = occurrence(text, term);
    if (at < 0 || negated(text, at)) continue;
    if (entry.exact.has(term) && /[\p{L}\p{M}]/u.test(text.charAt(at + term.length))) continue;
    if (covered?.some(([from, to]) => at >= from && at + term.length <= to)) continue;
    (covered ??= []).push([at, at + term.length]);
    (found ??= new Set()).add(term);
  }
  lastFound = found;
  if (!found) return 0;
  let score = 0;
  for (const term of found) score += entry.weights.get(term) ?? 1;
  return score;
}

/** Whether a move speaks of its caster: "me", "myself", "আমাকে", "bana". */
export function mentionsSelf(moveText: string): boolean {
  return (
    mentions(
      ` ${moveText.normalize("NFKC").toLowerCase()} `.replace(SPEAKER_FIRST, " "),
      SELF_WORDS,
    ) > 0
  );
}

/** Arabic-script and Hebrew words, which take prefixes but are spaced: "بالنار", "באש". */
const ABJAD = /^[\u0590-\u06ff\u0750-\u077f\ufb1d-\ufdff\ufe70-\ufeff]/u;

/** What may come before an Arabic-script or Hebrew term inside its word: the glued prefixes. */
const GLUED_BEFORE =
  /(?:^|[^\p{L}\p{M}])(?:ال|وال|بال|فال|لل|و|ب|ف|ו|ב|ל|ה|מ|ש|כ|וה|וב|ול|מה|שה|שב)?$/u;

/**
 * Where `term` first occurs in `text` as a word: anywhere in Chinese, Japanese, Korean and Thai,
 * at a word's start or after a glued prefix in Arabic script and Hebrew (so Urdu "گاتا", sings,
 * is not found inside "لگاتا", puts on).
 */
function occurrence(text: string, term: string): number {
  const abjad = ABJAD.test(term);
  const thai = THAI_START.test(term);
  for (let at = text.indexOf(term); at >= 0; at = text.indexOf(term, at + 1)) {
    // A Thai vowel written before its consonant belongs to the syllable: "หนี" (flee) is not
    // inside "เหนียว" (sticky).
    if (thai && THAI_LEADING_VOWEL.test(text.charAt(at - 1))) continue;
    if (!abjad || GLUED_BEFORE.test(text.slice(Math.max(0, at - 4), at))) return at;
  }
  return -1;
}

const THAI_START = /^[\u0e01-\u0e2e]/u;
const THAI_LEADING_VOWEL = /[\u0e40-\u0e44]/u;

/** The terms the last `mentions` call found, for telling which language a reading came from. */
let lastFound: Set<string> | null = null;

/** Whether two terms found in a text stand together, at most a word apart, with no pause between. */
function together(text: string, first: Iterable<string>, second: Iterable<string>): boolean {
  for (const a of first)
    for (const b of second) {
      const at = text.indexOf(a);
      const bt = text.indexOf(b);
      if (at < 0 || bt < 0) continue;
      const gap = at < bt ? text.slice(at + a.length, bt) : text.slice(bt + b.length, at);
      if (!/[,.;:!?、，。！？]/u.test(gap) && gap.trim().split(/\s+/u).length <= 2) return true;
    }
  return false;
}

/** "sembuhin kutukan", "毒を治す", "cure the poison": a word that heals beside an affliction. */
function healsAffliction(text: string, healing: Set<string> | null): boolean {
  if (!healing) return false;
  for (const list of [INTENT_WORDS.curse, INTENT_WORDS.dot]) {
    if (mentions(text, list) === 0 || !lastFound) continue;
    if (together(text, healing, lastFound)) return true;
  }
  return false;
}

const OTHER_LANGUAGE_TERM_SET = new Set(OTHER_LANGUAGE_TERMS);

function summonNameOf(original: string): string | null {
  const named =
    /(?:named|called|llamad[oa]|nommée?|namens|chiamat[oa])\s+([\p{L}][\p{L}'-]{1,19})/iu.exec(
      original,
    );
  if (named?.[1]) return named[1];
  const summoned =
    /(?:summon|conjure|call forth|raise)\s+(?:a|an|the|my)?\s*((?:[\p{L}-]+\s){0,2}[\p{L}-]+)/iu.exec(
      original,
    );
  const phrase = summoned?.[1]?.trim();
  if (!phrase) return null;
  return phrase
    .split(/\s+/)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(" ")
    .slice(0, 30);
}

/** Lexicon words worth a fuzzy look, by first letter: typos rarely hit the first letter. */
const FUZZY_TERMS = new Map<string, { term: string; intent: Intent }[]>();
for (const candidate of INTENTS)
  for (const term of INTENT_WORDS[candidate].filter((word) => /^[a-z]{4,}$/.test(word))) {
    const bucket = FUZZY_TERMS.get(term[0]!) ?? [];
    bucket.push({ term, intent: candidate });
    FUZZY_TERMS.set(term[0]!, bucket);
  }

const KNOWN_WORDS = new Set(
  [...Object.values(ELEMENT_WORDS).flat(), ...Object.values(INTENT_WORDS).flat()].filter((term) =>
    /^[a-z]+$/.test(term),
  ),
);

/** The intent of the closest spelling among the lexicon's words, for "sheild" or "curze". */
/** Laughter in any Latin spelling ("jajaja", "hahah", "kkkk", "hehe") is no misspelt spell. */
const LAUGH = /^(?:(?:ja|ha|he|hi|ka|ks|xa)+[jhk]?|k+|lo+l|lmf?ao+|rofl)$/u;

/** Words of chat that carry no spell: "whatever", "ok fine", "anyway". */
const CHAT = new Set(
  "whatever ok okay fine anyway anyways idk idc meh bruh welp sure yeah yes no nope k kk".split(
    " ",
  ),
);

/** A text of laughter and chat alone: the learned reader made "whatever" a reflect. */
function onlyLaughter(text: string): boolean {
  const words = text.split(/[^\p{L}]+/u).filter(Boolean);
  return words.length > 0 && words.every((word) => LAUGH.test(word) || CHAT.has(word));
}

function fuzzyIntent(text: string): Intent | null {
  const words = text
    .split(/[^\p{L}]+/u)
    .filter((word) => /^[a-z]{4,}$/.test(word) && !KNOWN_WORDS.has(word) && !LAUGH.test(word));
  let best: { intent: Intent; distance: number } | null = null;
  for (const word of words) {
    const trimmed = word.replace(/(?:ing|ed|s)$/, "");
    // The whole word, or its start for "heeling" against "heal"; equal lengths break ties.
    const stems = trimmed === word ? [word] : [word, trimmed];
    for (const { term, intent } of FUZZY_TERMS.get(word[0]!) ?? []) {
      for (const stem of stems) {
        if (Math.abs(stem.length - term.length) > 1) continue;
        const allowed = term.length >= 8 ? 2 : 1;
        const distance =
          editDistance(stem, term, allowed) + (stem.length === term.length ? 0 : 0.5);
        if (distance <= allowed + 0.5 && (!best || distance < best.distance))
          best = { intent, distance };
      }
    }
  }
  return best?.intent ?? null;
}

const NOTHING_DESCRIBES = /nothing (?:can|could|will|shall|gets?|passes|may)\b/g;
const CALLED_CREATURE = new RegExp(
  `\\b(?:call|calls|calling|raise|raises|unleash|unleashes|awaken|awakens|send forth)\\s+(?:up\\s+|forth\\s+)?(?:a |an |the |my |some )?(?:[\\p{L}-]+\\s+){0,2}(?:${CREATURE_NOUNS.filter((noun) => /^[a-z]+$/.test(noun)).join("|")}|army|legion|horde|swarm|pack|minions?|undead|beasts?)(?:s|es)?\\b`,
  "u",
);
const PLACE =
  /arena|battlefield|battle field|the field|the ground|whole field|champ de bataille|campo de batalla|campo de batalha|campo di battaglia|schlachtfeld|поле боя|战场|戦場|전장/u;
const LASTING =
  /for (?:the next |a few |several |many |\d+ |two |three |four |five )?(?:rounds?|turns?)|for the rest of|rounds? to come|each round|every round|pendant \S+ tours|durante \S+ (?:turnos|rondas)|per \S+ turni|für \S+ runden|на \S+ ход|几个回合|回合|ターン|턴/u;
/**
 * "tegul dega kelis raundus", "brenner i tre runder", "जळत राहू दे दोन तीन राउंड": harm that
 * lasts some rounds, in the 40 languages (plural forms, or a count before a word that is also
 * an everyday one).
 */
const FOR_ROUNDS =
  /(?<![\p{L}])(?:rounds|turns|rondas|turnos|tours|manches|runden|züge|turni|rodadas|раунда|раундов|раунды|раунди|раундів|ходов|хода|ходи|ходів|рунда|рунде|рундове|rundy?|tury|kolejki|kolejek|kola|kol|tahy|tahů|kolá|kôl|ťahy|ťahov|kroge|krogov|runde|rundi|kruga|krugova|körön|körig|kört|ture|γύρους|γύρων|γύρο|raunt|kierrosta|kierroksen|kierrokset|vuoroa|rundor|omgångar|runder|rondes|rondjes|beurten|raundus|raundų|ėjimus|raundiem|gājienus|ronde|giliran|pusingan|lượt|vòng|جولات|جولتين|أدوار|ادوار|סיבובים|תורות|राउंड|फेऱ्या|রাউন্ড|ਰਾਉਂਡ|راؤنڈ|راند)(?![\p{L}])|(?:หลาย|[2-9๒-๙]\s*)รอบ|چند\s+دور|回合|ターン|ラウンド|턴|라운드/iu;

/** "last round", "this round": a round named, not a spell's length. */
const LOOKS_BACK =
  /(?<![\p{L}])(?:last|this|previous|next|earlier)\s+(?:round|turn)|(?:round|turn)\s+(?:before|ago)/iu;

const CANCELLED =
  /just kidding|\bjk\b|cast nothing|don'?t cast anything|do not cast|don'?t cast|stop halfway|change my mind|changed my mind|never mind|nevermind|(?<![\p{L}])(?:no|niente|nessuna|sin|ninguna|pas\s+de|keine|ingen|geen|без|żadnej|žádná|zero)\s+(?:magic|magia|magie|magi|магии)\s+(?:this|questo|este|esta|ce|cette|diese[nr]?|denne|deze|в\s+этом|w\s+tej|tuto|tento)\s+(?:round|turn|turno|ronda|tour|manche|runde|ronde|раунде|rundzie|kolo)/u;

/** Several words in capitals or a run of exclamation marks. */
function emphatic(original: string): boolean {
  const shouted = original.match(/\b[A-Z]{3,}\b/g) ?? [];
  return shouted.length >= 2 || /!{3,}/.test(original);
}

function isIntent(label: string): label is Intent {
  return label === "nothing" || (INTENTS as readonly string[]).includes(label);
}

const SUPPORTIVE_INTENTS = new Set<Intent>(["heal", "shield", "buff", "manaRestore", "dodge"]);
const SPREADABLE = new Set<Intent>(["attack", "dot", "zone", "nothing"]);

/**
 * Reads what a move tries to do, with what element, how hard and at whom. `names` are the names in
 * play (wizards and creatures): a storm aimed at one named foe is an attack, not an area spell.
 * `learned: false` reads with the lexicon alone, to measure what the learned reader adds.
 */
export function parseMove(
  moveText: string,
  names: readonly string[] = [],
  options: { learned?: boolean } = {},
): ParsedMove {
  // A round reads each clause several times (alone, beside the others, split at "and").
  const key = `${options.learned === false ? 0 : 1}\u0000${names.join("\u0001")}\u0000${moveText}`;
  let parsed = readings.get(key);
  if (!parsed) {
    if (readings.size >= READINGS_KEPT) readings.clear();
    // "meteor on all but tavi" is read as a meteor on all; whom it spares is left to aiming.
    const except = exceptParts(moveText);
    let read = readMoveText(except ? except.spell : moveText, names, options);
    // "everyone but bence gets a meteor": the spell named after whom it spares.
    if (
      except &&
      except.spared === except.rest &&
      read.intent === "nothing" &&
      !read.element &&
      !read.famous
    ) {
      const spared = except.rest.replace(/^\s*\S+/u, "");
      read = readMoveText(`${except.spell} ${spared}`, names, options);
    }
    parsed = Object.freeze(except ? { ...read, ...wordsOf(moveText) } : read);
    readings.set(key, parsed);
  }
  return parsed;
}

/** Words only a Malay or Indonesian move has. */
const MALAY = /(?<![\p{L}])(?:saya|aku|baling|lempar|lepas|nak|tak|dengan|kepada)(?![\p{L}])/u;

/**
 * In a Malay or Indonesian move "air" is water and Malay "kat" is "at": "baling tombak air kat
 * Kodi" throws a water spear, not a cat on the wind.
 */
function malayRead(text: string): string {
  const malay = MALAY.test(text);
  const read = malay ? text.replace(/(?<![\p{L}])kat(?=\s+\p{L})/gu, "ke") : text;
  return malay || /(?<![\p{L}])kat(?![\p{L}])/u.test(text)
    ? read.replace(/(?<![\p{L}])air(?![\p{L}])/gu, "water")
    : read;
}

/** A shield and what it is made of: "escudo de bananas", "shield of pillows", "щит из подушек". */
const SHIELD_MADE_OF =
  /(?:shield|escudo|bouclier|scudo|schild|щит|tarcz\p{L}*|štít|kalkan|sköld|skjold|wall|muro|mur)\s+(?:of|made\s+of|de|di|d'|aus|из|z|ze|van|av|af)\s/iu;

/** "With all my might", "изо всех сил": how hard, not at whom. */
const ALL_MY_MIGHT =
  /with\s+all\s+(?:my|his|her|their|our)\s+(?:might|strength|power|heart|force)|из[о]?\s+всех\s+сил|со\s+всей\s+сил[ыо]|з\s+усіх\s+сил|z\s+całych\s+sił|ze\s+všech\s+sil|zo\s+všetkých\s+síl|con\s+todas?\s+mis\s+fuerzas|con\s+toda\s+mi\s+fuerza|de\s+toutes\s+mes\s+forces|mit\s+aller\s+kraft|mit\s+all\s+meiner\s+kraft|con\s+tutte\s+le\s+mie\s+forze|com\s+todas\s+as\s+minhas\s+forças|com\s+toda\s+a\s+minha\s+força|(?:tüm|bütün)\s+gücümle|met\s+al\s+mijn\s+kracht|med\s+alla\s+mina\s+krafter|med\s+all\s+min\s+kraft|kaikin\s+voimin|cu\s+toată\s+puterea|με\s+όλη\s+μου\s+τη\s+δύναμη|с\s+всички\s+сили|visomis\s+jėgomis|no\s+visa\s+spēka|בכל\s+הכוח|بكل\s+قوت[يى]|با\s+تمام\s+(?:قدرت|توان)|पूरी\s+ताकत\s+से|hết\s+sức/giu;

/** A move's text as read (lower case, straight apostrophes) and its words. */
function wordsOf(moveText: string): { text: string; words: string[] } {
  const lowered = moveText.normalize("NFKC").toLowerCase();
  return {
    text: lowered.replace(/[\u2019\u2018]/g, "'"),
    words: lowered.split(/[^\p{L}\p{N}_]+/u).filter((word) => word.length >= 2),
  };
}

/** The words of the names in play as looked for in a move, by the names. */
const nameForms = new Map<string, WordForm[]>();

/** Korean particles glued onto a name: "번개야 Lena 물어". */
const KOREAN_PARTICLES = [
  "야",
  "아",
  "이",
  "가",
  "을",
  "를",
  "은",
  "는",
  "한테",
  "에게",
  "의",
  "도",
  "랑",
  "이랑",
];

function withoutNames(text: string, names: readonly string[]): string {
  const key = names.join("\u0000");
  let forms = nameForms.get(key);
  if (forms === undefined) {
    // ("frost-pil på lukas": Lukas is LukasTheGoat, not the Indonesian wound, "luka", healed.)
    const words = [
      ...new Set(names.flatMap((name) => [...name.toLowerCase().split(/\s+/), ...nameWords(name)])),
    ].filter(
      (word) => [...word].length >= 3 || (/^\p{sc=Hangul}+$/u.test(word) && word.length === 2),
    );
    // "Žaibai, kąsk Jānį" calls the dragon Žaibas (lightning): a name of six letters or more is
    // also heard with another ending.
    forms = words.map((word) =>
      [...word].length >= 6
        ? { word: [...word].slice(0, -2).join(""), ending: "letters" as const }
        : /^\p{sc=Hangul}+$/u.test(word)
          ? { word, ending: KOREAN_PARTICLES }
          : { word },
    );
    if (nameForms.size >= 200) nameForms.clear();
    nameForms.set(key, forms);
  }
  const latin = replaceWords(text, forms, "letters", " ");
  // "στην Πέτρα" is Petra written in Greek, not a stone: a word of another script spelling a
  // name in play is no spell word either.
  if (!/[^\p{sc=Latin}\P{L}]/u.test(latin)) return latin;
  let parts = nameParts.get(key);
  if (!parts) {
    parts = new Set(
      names.flatMap((name) =>
        name.toLowerCase().normalize("NFD").replace(/\p{M}/gu, "").split(/\s+/u),
      ),
    );
    if (nameParts.size >= 200) nameParts.clear();
    nameParts.set(key, parts);
  }
  const spelled = parts;
  return latin.replace(/[\p{L}\p{M}]+/gu, (word) =>
    /\p{sc=Latin}/u.test(word) || !spelled.has(romanize(word).toLowerCase()) ? word : " ",
  );
}

/** The names in play split into plain Latin words, by the names. */
const nameParts = new Map<string, Set<string>>();

/** Readings made lately, by names in play and text. Bounded: emptied when full. */
const readings = new Map<string, ParsedMove>();
const READINGS_KEPT = 2_000;

/** "et moi bouclier sur Youssef", "and me, shield on Bob": the speaker first, not the target. */
const SPEAKER_FIRST =
  /^\s*(?:et\s+moi|moi|and\s+me|as\s+for\s+me)(?=[\s,:])|(?<![\p{L}])(?:aku|saya|gw|gue|gua)\s+(?=(?:bagi|kasih|kasi|buat|nak|mau|akan|pasang|lempar|baling|tembak|panggil|heal|hantar|kirim|guna|pakai|cast)(?![\p{L}]))/u;

/** "bjorn the lightning guy", "a Jake, el de las bolas de fuego": who someone is, not the spell. */
export const EPITHET =
  /(?<![\p{L}])the\s+(?:\p{L}+\s+){1,2}(?:guy|girl|dude|kid|boy|lady|bro|one)(?![\p{L}])|,\s*(?:el|la)\s+de\s+(?:l[oa]s\s+|el\s+|la\s+)?\p{L}+(?:\s+de\s+\p{L}+)?/giu;

/** "Youssef pas moi", "not me": the caster ruled out is no target. */
const NOT_ME =
  /(?<![\p{L}])(?:pas\s+moi|not\s+me|no\s+a\s+m[ií]|no\s+yo|nicht\s+mich|não\s+eu|non\s+io|non\s+a\s+me|не\s+мне|не\s+меня)(?![\p{L}])/gu;

function readMoveText(
  moveText: string,
  names: readonly string[],
  options: { learned?: boolean },
): ParsedMove {
  // "un jaguar llamado Chispa": a name given to a creature is no word of the spell ("chispa" is
  // also a spark).
  const given = creatureNameIn(moveText, names)?.toLowerCase();
  // "un toro que se llama Paquito", "un lobo llamado Rex": naming words are no flame ("llama").
  // "跟dan一起集火" (focus fire with dan) burns nothing.
  const lowered = splitCompounds(malayRead(moveText.normalize("NFKC").toLowerCase()))
    .replace(/(?<![\p{L}])(?:se\s+llama|llamad[oa]s?)(?![\p{L}])/gu, " ")
    .replace(/集火/gu, "集中")
    .replace(EPITHET, " ")
    // "gg iedereen", "gg everyone": a sign-off, not a spell at everyone.
    .replace(
      /(?<![\p{L}])gg(?:\s+(?:iedereen|everyone|all|wp|tout\s+le\s+monde|a\s+todos|alle|allemaal|herkese|semua|todos|tutti|mọi\s+người|cả\s+nhà|tuturor|всем|все|wszystkim|wszyscy|kaikki|mindenki|všem|tüm|hepinize|pessoal|galera|minna|みんな|大家|여러분|ทุกคน))?(?![\p{L}])/gu,
      " ",
    )
    // Nynorsk "heile laget" (the whole team) heals no one, whatever German "heile" does.
    .replace(
      /(?<![\p{L}])heile(?=\s+(?:laget|lag|dagen|tida|verda|gjengen|kampen|hæren|flokken)(?![\p{L}]))/gu,
      "hele",
    )
    // "번개야 Lena 물어": Korean "bite" opens on the word for water.
    .replace(/물(?=어|고|었|려|기)/gu, " bite ")
    // "raio de sol", "rayo de luz": a ray of sun is light, not lightning.
    .replace(/(?<![\p{L}])(?:raio|rayo|raggio)\s+de(?:l)?\s+(?:sol|luz|luce)(?![\p{L}])/gu, " luz ")
    // "rayo de sombras", "raio de gelo", "raggio di ghiaccio": a ray of another element is that
    // element, not lightning.
    .replace(
      /(?<![\p{L}])(?:raio|rayo|raggio)(?=\s+(?:de|di|do|da|del|della)\s+(?:sombra|sombras|sombra|ombra|ombre|gelo|hielo|ghiaccio|fogo|fuego|fuoco|agua|água|acqua|veneno|veleno|trevas|oscuridad|oscurit[àa]|tierra|terra|viento|vento)(?![\p{L}]))/gu,
      " ",
    );
  const text = ` ${given ? withoutNames(lowered, [given]) : lowered} `;
  // "kick Reza": a name in play is no word of the spell ("reza" also prays, "chispa" is a spark).
  const spellText = ` ${withoutNames(lowered, given ? [...names, given] : names)} `;
  let intent: Intent = "nothing";
  // A weak word alone ("the ground") cannot make an intent.
  let best = 0.9;
  let intentTerms: Set<string> | null = null;
  for (const candidate of INTENTS) {
    const score = mentions(spellText, INTENT_WORDS[candidate]);
    if (score > best) {
      best = score;
      intent = candidate;
      intentTerms = lastFound;
    }
  }
  // "zruším tú kliatbu", "buang racun": a curse or poison named with a word that lifts it is lifted;
  // "aku sembuhin kutukan", "クバの毒を治す": so is one named with a word that heals.
  if (
    ((intent === "curse" || intent === "dot" || intent === "debuff") &&
      (mentions(spellText, INTENT_WORDS.dispel) > 0 ||
        (mentions(spellText, INTENT_WORDS.heal) > 0 && healsAffliction(spellText, lastFound)))) ||
    (intent === "heal" && healsAffliction(spellText, intentTerms))
  ) {
    intent = "dispel";
    intentTerms = lastFound;
  }
  let element: Element | null = null;
  let bestElement = 0;
  let elementTerms: Set<string> | null = null;
  let besideRain: { element: Element; terms: Set<string> | null } | null = null;
  for (const candidate of ELEMENTS) {
    const score = mentions(spellText, ELEMENT_WORDS[candidate]);
    const rainOnly =
      candidate === "water" && [...(lastFound ?? [])].every((term) => RAIN.test(term));
    if (score > 0 && !rainOnly && candidate !== element)
      besideRain ??= { element: candidate, terms: lastFound };
    if (score > bestElement) {
      bestElement = score;
      element = candidate;
      elementTerms = lastFound;
    }
  }
  // "taş yağmuru", "a rain of fire": rain of something falls as that thing.
  if (
    element === "water" &&
    [...(elementTerms ?? [])].every((term) => RAIN.test(term)) &&
    besideRain
  ) {
    element = besideRain.element;
    elementTerms = besideRain.terms;
  }
  // Misspelled words ("sheild", "heel", "teleprot") get a second, forgiving look.
  let guessed = false;
  // Only English words are held against typos: "kali" (Malay "time") is no misspelt "kill".
  const foreignElement = [...(elementTerms ?? [])].some((term) =>
    OTHER_LANGUAGE_ELEMENT_TERMS.has(term),
  );
  // A blow is no typo: "kick him in the shin" is not a misspelt "shine".
  if (
    intent === "nothing" &&
    !foreignElement &&
    englishLooking(moveText.toLowerCase()) &&
    mentions(text, BLOW_WORDS) === 0
  ) {
    intent = fuzzyIntent(spellText) ?? "nothing";
    // With an element named, the move is a spell for sure; only its kind was guessed.
    guessed = intent !== "nothing" && element === null;
  }
  // A punch or a thrown shoe is an attack with no magic in it.
  // "kafa atıyorum, mana bitmesin diye": talk of mana beside a blow is no arcane spell.
  if (
    element === "arcane" &&
    [...(elementTerms ?? [])].every((term) => MANA_WORDS.has(term)) &&
    mentions(text, BLOW_WORDS) > 0
  )
    element = null;
  // "ich habe unendlich Mana": the word mana alone names the caster's reserve, no element.
  if (
    element === "arcane" &&
    intent === "nothing" &&
    [...(elementTerms ?? [])].every((term) => MANA_WORDS.has(term))
  )
    element = null;
  const blowScore = element ? 0 : mentions(text, BLOW_WORDS);
  // The famous spell the move names, if any: a blow or a throw it names is that spell.
  const named = famousSpell(moveText);
  // "999999 damage punch" claims more than a punch can give: it is priced as the claim it is.
  const blow =
    blowScore > 0 &&
    // "out of mana so i just kick reza": talk of mana beside a blow is no restore.
    (["attack", "nothing", "debuff", "curse", "dot", "area", "manaRestore"].includes(intent) ||
      (intent === "drain" && blowScore >= best)) &&
    !/\d{3,}/.test(text) &&
    !named;
  // "кидаю в Ноа диван", "jeg slår Bilal med en stol": a thing thrown or swung is a blow, told
  // by what it is.
  // ("شمشیر رستم رو احضار می‌کنم و می‌زنم به زینب": a blade called up is swung, no creature.)
  const swung =
    intent === "summon" &&
    !named &&
    creatureKindIn(text) === null &&
    thrownKindIn(spellText) === "sword";
  // ("jag kastar eldboll på grodan": a fireball at the frog; a creature's kind beside an element
  // is whom it is aimed at.)
  const thrown =
    (blowScore > 0 || says("throws", text)) &&
    THROWABLE.has(intent) &&
    !/\d{3,}/.test(text) &&
    !named &&
    !(element !== null && creatureKindIn(text) !== null)
      ? thrownKindIn(spellText)
      : swung
        ? "sword"
        : null;
  // A thing thrown that burns or freezes ("a flaming banana") is a spell of that element.
  const thrownBlow = thrown !== null && element === null;
  if (blow || thrown) intent = "attack";
  // "Nothing can get through" describes a spell; it is not the caster doing nothing.
  const mundaneScore = mentions(text.replace(NOTHING_DESCRIBES, " "), MUNDANE_WORDS);
  const mundane = mundaneScore > 0;
  // ("пия отвара за мана": drinking a potion of mana or healing is no everyday drink.)
  const restores = intent === "manaRestore" || intent === "heal";
  // ("um escudo de bananas", "a shield of pillows": a shield made of everyday things is a shield.)
  const madeOf = (intent === "shield" || intent === "summon") && SHIELD_MADE_OF.test(text);
  if (mundane && !element && mundaneScore >= best && !blow && !thrown && !restores && !madeOf)
    intent = "nothing";
  // An element alone ("a wall of flames at Bob") still reads as an attack.
  if (intent === "nothing" && element && !mundane) intent = "attack";

  // A creature called up by a plain verb ("call forest wolves", "raise a shadow army").
  if (["attack", "area", "nothing"].includes(intent) && CALLED_CREATURE.test(text))
    intent = "summon";
  // "gyógyító aura a csapatomra", "healing aura": an aura that heals is a heal, not a hazard.
  if (intent === "zone" && element === null && mentions(spellText, INTENT_WORDS.heal) > 0)
    intent = "heal";
  // "gyógyító fényt idézek magamra": healing called up is a heal, not a creature.
  if (
    intent === "summon" &&
    creatureKindIn(text) === null &&
    !given &&
    mentions(spellText, INTENT_WORDS.heal) > 0 &&
    mentions(spellText, INTENT_WORDS.shield) === 0
  )
    intent = "heal";
  // "invoco um escudo de bananas": a shield called up is a shield, not a creature.
  if (
    intent === "summon" &&
    creatureKindIn(text) === null &&
    !given &&
    mentions(spellText, INTENT_WORDS.shield) > 0
  )
    intent = "shield";
  // "ik roep een giftige mist op boven Camille, elke beurt schade": an element called up that is
  // no creature and hurts round after round is damage over time.
  if (
    intent === "summon" &&
    element !== null &&
    creatureKindIn(text) === null &&
    mentions(spellText, INTENT_WORDS.dot) > 0
  )
    intent = "dot";
  // "אני מזמנת ענן רעל מעל כולם" (a poison cloud over everyone): an element called up over
  // everyone that is no creature lingers over the field.
  if (
    intent === "summon" &&
    element !== null &&
    creatureKindIn(text) === null &&
    (mentions(text, ENEMY_ALL_WORDS) > 0 || mentions(text, ALL_WORDS) > 0)
  )
    intent = "zone";
  // Damage that lingers over the place for rounds is a zone, not a single blast.
  if (["attack", "area", "dot"].includes(intent) && PLACE.test(text) && LASTING.test(text))
    intent = "zone";
  // A blow that goes on burning for rounds is damage over time.
  if (intent === "attack" && FOR_ROUNDS.test(text) && !LOOKS_BACK.test(text)) intent = "dot";
  // "Fireball! ...just kidding": a spell taken back is no spell.
  if (CANCELLED.test(text)) intent = "nothing";

  const everyEnemy =
    mentions(text, ENEMY_ALL_WORDS) > 0 || mentions(text.replace(ALL_MY_MIGHT, " "), ALL_WORDS) > 0;
  // One blast at two named foes at once hits several: an area spell.
  const namedFoes = names.filter((name) => {
    const at = findTerm(text, name.toLowerCase());
    return at >= 0 && !negated(text, at);
  });
  if (intent === "attack" && namedFoes.length >= 2 && /\b(?:and|at once|both)\b|,/.test(text))
    intent = "area";
  // "y yo le tiro una maceta a Jonas": a throw at someone named is a blow, whatever is thrown.
  if (intent === "nothing" && namedFoes.length > 0 && says("throws", text)) intent = "attack";
  // "druhá krava na Luku" (a second cow onto Luka): a thing sent at someone needs no verb.
  const sent =
    thrown === null &&
    element === null &&
    (intent === "nothing" || guessed) &&
    names.some((name) => namedWithEnding(text, name))
      ? thrownKindIn(spellText)
      : null;
  if (sent) {
    intent = "attack";
    guessed = false;
  }
  // Damage that lingers stays lingering on every foe ("minden körben sebezzen"): only a blow spreads.
  if (everyEnemy && SPREADABLE.has(intent) && intent !== "nothing" && intent !== "dot")
    intent = "area";
  if (intent === "area" && !everyEnemy) {
    if (namedFoes.length === 1) intent = "attack";
  }
  // Phrasings no rule covers: the learned reader overrules only with overwhelming evidence.
  const { text: readable, words } = wordsOf(moveText);
  // The learned reader never saw the languages of `languages/`: their moves keep the lists' reading.
  const unseenLanguage =
    [...(intentTerms ?? [])].some((term) => OTHER_LANGUAGE_TERM_SET.has(term)) ||
    [...(elementTerms ?? [])].some((term) => OTHER_LANGUAGE_ELEMENT_TERMS.has(term));
  // "queima o Mike 🔥": an element aimed at a wizard named is an attack, whatever the learned
  // reader (which saw few such moves outside English) would make of it.
  const aimedElement = intent === "attack" && element !== null && namedFoes.length > 0;
  const learned =
    options.learned === false ||
    unseenLanguage ||
    // Outside English it may name a spell the lists missed, never overrule one they read.
    (intent !== "nothing" && !englishLooking(moveText.toLowerCase())) ||
    blow ||
    sent !== null ||
    aimedElement ||
    onlyLaughter(text) ||
    // "I hug Bob": a kind act read as no spell stays one.
    (intent === "nothing" && isPeaceful(moveText))
      ? null
      : learnedIntentOverride(readable, intent);
  if (learned && isIntent(learned) && learned !== intent) {
    guessed = true;
    intent = learned;
  }

  // A famous spell is what its name says ("Power Word Kill", "Kamehameha"), unless it was taken
  // back; "at everyone" still widens it, and lingering words still make it last.
  const famous = CANCELLED.test(text) ? null : named;
  if (famous) {
    const widened = famous.intent === "attack" && intent === "area";
    const lingering = famous.intent === "attack" && intent === "dot";
    if (!widened && !lingering) intent = famous.intent;
    element = famous.element ?? element;
  }

  // The strongest ambition named wins; with none, the most modest word ("a tiny zap" is tiny).
  const levels = INTENSIFIERS.filter((level) => mentions(text, level.words) > 0).map(
    (level) => level.factor,
  );
  const strongest = Math.max(1, ...levels);
  let intensity = strongest > 1 ? strongest : Math.min(1, ...levels);
  // "A fireball the size of the sun" keeps the larger of the two ambitions.
  if (famous) intensity = Math.max(intensity, famous.intensity);
  // Shouting is ambition too: "THE MOST IMPENETRABLE DOME EVER!!!" asks for more than "a dome".
  if (intensity >= 1 && emphatic(moveText)) intensity *= 1.25;

  const hostile = !SUPPORTIVE_INTENTS.has(intent) && intent !== "reflect";
  const scope: TargetScope =
    famous?.scope === "area" || famous?.scope === "all"
      ? famous.scope
      : mentions(text.replace(ALL_MY_MIGHT, " "), ALL_WORDS) > 0 || (everyEnemy && hostile)
        ? "all"
        : intent === "area"
          ? "area"
          : mentions(text, TEAM_WORDS) > 0 || (!hostile && mentions(text, TEAM_NOUNS) > 0)
            ? "team"
            : mentions(text.replace(SPEAKER_FIRST, " ").replace(NOT_ME, " "), SELF_WORDS) > 0 &&
                !["attack", "area", "drain", "dot", "debuff", "curse"].includes(intent)
              ? "self"
              : "auto";

  return {
    intent,
    element,
    intensity,
    scope,
    words,
    text: readable,
    summonName: intent === "summon" ? summonNameOf(moveText) : null,
    famous: famous?.name ?? null,
    ...((blow || thrownBlow || sent) && intent === "attack" ? { blow: true } : {}),
    ...((thrown ?? sent) && intent === "attack" ? { thrown: (thrown ?? sent)! } : {}),
    ...(guessed && !famous ? { guessed: true } : {}),
  };
}
