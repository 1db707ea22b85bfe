import { replaceWords } from "./wholeWords.js";
import type { Creature } from "../../shared/documents.js";
import { pick } from "../../shared/random.js";
import type { CombatantView } from "../types.js";
import { editDistance } from "./editDistance.js";
import type { CreatureKind } from "./creatureKinds.js";
import { creatureKindsAt, creatureKindsIn } from "./creatureNames.js";
import { exceptParts } from "./actionWords.js";
import { CREATURE_NOUNS, LEXICON_WORDS } from "./lexicon.js";
import { ACT_LANGUAGES } from "./acts/index.js";
import { ACTS } from "./acts/actTerms.js";
import type { ParsedMove } from "./parseMove.js";
import { romanize, scriptWords, soundKey } from "./romanize.js";
import { nameWords } from "./tableNames.js";

/** A wizard, or a creature (id `creature_...`), that a spell can land on. */
export interface Target extends CombatantView {
  /** Set for creatures: the names they answer to ("fang", "wolf") and their owners' ids. */
  /**
   * A creature answers to `aliases` (its name's words, heard across scripts) and to any word of its
   * `kinds` in any language ("loup", "狼" for a wolf), matched as written.
   */
  creature?: { aliases: string[]; kinds: CreatureKind[]; owners: string[] };
}

/**
 * A word of the move names `part`: exactly, by a 3+ letter prefix (`abbreviated`, as "zap morg"),
 * with a case ending, or one typo.
 */
function wordNames(word: string, part: string, abbreviated = true): boolean {
  if (word === part) return true;
  // "Šarac" is "Šarca", "Барсик" "Барсика": a Slavic name and its case forms share a stem, a
  // vowel before its last consonant sometimes dropped (a stem of four letters: "bude" is no Budi).
  if (word.length >= 4 && part.length >= 4 && word[0] === part[0]) {
    const stem = slavicStem(plain(word));
    if (stem.length >= 4 && stem === slavicStem(plain(part))) return true;
  }
  // Every likeness below keeps the first letter (accents aside): most words are no name at once.
  if (word[0] !== part[0] && word.charCodeAt(0) < 128 && part.charCodeAt(0) < 128) return false;
  // Everyday words that look like a name with an ending: "nikomu" (nobody) is not Nika.
  if (NOT_NAMES.has(word)) return false;
  // Greek names lose their final ς outside the nominative: "Μπάμπης" is "Μπάμπη" as an object.
  if (part.endsWith("ς") && part.length >= 4 && word === part.slice(0, -1)) return true;
  // Words of the move written in Latin letters (`abbreviated`): other scripts are heard instead.
  if (abbreviated && inflected(plain(word), plain(part))) return true;
  // Baltic names lose their nominative ending: "Jānį", "Jāni" are Jānis, "Žaibai" is Žaibas.
  if (abbreviated && balticCase(plain(word), plain(part))) return true;
  // "Zoltaną", "Nikosa", "Zoltánnak": a name ending on a consonant takes its case ending after it.
  if (
    abbreviated &&
    part.length >= 4 &&
    /[^aeiouy]$/u.test(plain(part)) &&
    plain(word).startsWith(plain(part)) &&
    (plain(word).length - plain(part).length <= 3 ||
      // Finnish puts an i between a foreign name and its ending: "Tomásille" is to Tomás.
      FINNISH_AFTER_CONSONANT.test(plain(word).slice(plain(part).length)))
  )
    return true;
  // "Žygis" is Žygimantas: a long name shortened at the table, with an ending of its own.
  if (abbreviated && nickname(plain(word), plain(part))) return true;
  // "Aisha" is Aisyah, "Shafiq" Syafiq: Malay and Indonesian write sh as sy, and end on an h.
  if (part.length >= 4 && malaySpelling(plain(word)) === malaySpelling(plain(part))) return true;
  // "Lusiją", "Lūsiju": a name spelt by ear in another Latin alphabet, accents and all.
  const bothAccented =
    /\P{ASCII}/u.test(word) && /\P{ASCII}/u.test(part) && plain(word) !== plain(part);
  if (abbreviated && part.length >= 4 && word[0] === part[0] && /\P{ASCII}/u.test(word + part)) {
    const heard = soundKey(plain(word));
    const name = soundKey(plain(part));
    // Both accented and spelt differently, only the same sound in a longer name will do:
    // "Lusiją" is Lucía, but "băng" (ice) is not Bông and "tűzgolyó" not Tjaša.
    if (heard === name && (!bothAccented || part.length > 4)) return true;
    // A two-consonant name is too short for an ending heard on top: "rakok" (I put) is not Réka.
    if (!bothAccented && name.replace(/a/g, "").length >= 3) {
      if (inflected(heard, name)) return true;
      // "Bojánnak" is Boyan with a case ending.
      if (heard.startsWith(name) && heard.length - name.length <= 3) return true;
    }
  }
  if (abbreviated && word.length >= 3 && part.startsWith(word)) return true;
  // Slavic pet names: "іринко" is Ірина, "софійко" Софія, "Сашенька" Саша.
  if (part.length >= 4 && /[аяоao]$/u.test(part)) {
    const stem = part.slice(0, -1);
    if (word.startsWith(stem) && DIMINUTIVE.test(word.slice(stem.length))) return true;
  }
  // Case endings and particles: "Моргану", "니무에를", "Nimues".
  if (part.length >= 4 && word.startsWith(part) && word.length - part.length <= 3) return true;
  // A three-letter name takes only a known case ending: "Noaa", "Noalle", "Mią", not "miałem".
  if (part.length === 3 && word.startsWith(part) && SHORT_NAME_ENDINGS.has(word.slice(3)))
    return true;
  // Misspellings keep the first letter in practice; checking it first keeps this cheap.
  if (bothAccented || part.length < 4 || word.length < 4 || word[0] !== part[0]) return false;
  // A word heard from another script is a guess already: on a short name, a slip on top of it is
  // only a letter added after its opening ("Λινχ", linch, is Linh; "бути", to be, is not Budi).
  if (
    !abbreviated &&
    part.length < 5 &&
    !(word.length > part.length && word.startsWith(part.slice(0, 3)))
  )
    return false;
  // A short name's last letter changed is an ending, and `inflected` has ruled on it: "bude" is no Budi.
  if (part.length === 4 && word.length === 4 && word.startsWith(part.slice(0, 3))) return false;
  const allowed = part.length >= 8 ? 2 : 1;
  if (Math.abs(word.length - part.length) > allowed + 3) return false;
  return (
    editDistance(part, word, allowed) <= allowed ||
    editDistance(part, word.slice(0, part.length), allowed - 1) <= allowed - 1
  );
}

const FINNISH_AFTER_CONSONANT = /^i(?:lle|lla|lta|ssa|sta|ksi|na|a|n)$/u;

/** A word of four letters or more, a letter beyond which opens a name of seven or more. */
function nickname(word: string, part: string): boolean {
  if (part.length < 7 || word.length < 4 || word.length > part.length - 3) return false;
  let shared = 0;
  while (shared < word.length && word[shared] === part[shared]) shared += 1;
  return shared >= 4 && word.length - shared <= 1;
}

function slavicStem(word: string): string {
  return word.replace(/[aeiouyаеиоуюяыіє]$/u, "").replace(/[aeае]([ckкц])$/u, "$1");
}

/** What a Slavic pet name adds after the stem, with its ending. */
const DIMINUTIVE =
  /^(?:й?к[аоуиіеюя]|[оеє]?чк[аоуиіе]|[еє]ньк[аоуиі]|оньк[аоуиі]|усь|ась|ся|сю|ш[аоуе]|y?k[aouyie]|[oe]?chk[aouyie]|enk[aouyi]|onk[aouyi]|us|as|s[iy][aou])$/u;

const SHORT_NAME_ENDINGS = new Set(
  "a aa n lle lla lta sta ssa ksi t e u y ę ą s 's ya yu ye nak nek ra re val vel ig ba be hoz nál ért ja ju ji jo ą ę om ovi".split(
    " ",
  ),
);

function balticCase(word: string, part: string): boolean {
  const stem = /^(\p{L}{3,}?)(?:as|is|ys|us|s)$/u.exec(part)?.[1];
  return (
    stem !== undefined &&
    part.length >= 5 &&
    word !== part &&
    word.startsWith(stem) &&
    word.length - stem.length <= 3 &&
    // The genitive names an owner: "Jānio lokį" is Jānis's bear.
    !word.endsWith("io")
  );
}

function malaySpelling(word: string): string {
  return word.replace(/sy/gu, "sh").replace(/(?<=[aeiou])h$/u, "");
}

/** Words that read as a name with an ending or a slip: German "mich" is not Minh, "nikomu" (nobody) not Nika. */
const NOT_NAMES = new Set([
  // The words that give a name are none: "un drago di nome Spaghetto" is not Noam (נועם).
  "nome",
  "name",
  "named",
  "nombre",
  "nom",
  "namen",
  "mich",
  "mir",
  "dich",
  "dir",
  "sich",
  "nikomu",
  "nikoho",
  "nikto",
  "nikdo",
  "nikogo",
  "nikt",
  "nikogar",
  "nikomur",
  "nikada",
  "nikdy",
  "nikad",
  // Hindi "first" (पहले): "पहले खुद को हील" is not Priya.
  "pahle",
  "pehle",
  // Turkish "your", "my", "to you": "berk bu senin için" is not also Selin.
  "senin",
  "benim",
  "sana",
  "bana",
  "sende",
  "bende",
]);

/** A word without its accents: "Lúciu" and "Lucía" are spelt alike. */
function plain(word: string): string {
  if (!/\P{ASCII}/u.test(word)) return word;
  let bare = plainWords.get(word);
  if (bare === undefined) {
    if (plainWords.size >= NAME_FORMS_KEPT) plainWords.clear();
    bare = word.normalize("NFD").replace(/\p{M}/gu, "");
    plainWords.set(word, bare);
  }
  return bare;
}
const plainWords = new Map<string, string>();

/**
 * A name whose last vowel a case ending replaced: "Luciju", "Lucię", "lucialle", "Lucíára" are
 * Lucía; "Mika" is Mike. The stem must keep three letters, and the ending is short.
 */
function inflected(word: string, part: string): boolean {
  // "Tomek" → "Tomka", "Marek" → "Markowi": Slavic names drop the "e" before a case ending.
  if (/[^aeiouy]e[ck]$/u.test(part) && part.length >= 4) {
    const stem = `${part.slice(0, -2)}${part.slice(-1)}`;
    return word.startsWith(stem) && word.length > stem.length && word.length - stem.length <= 3;
  }
  // A short name on a takes one letter for it: "na Bię" is at Bia, "Aną" Ana.
  if (part.length === 3 && part.endsWith("a"))
    return word.length === 3 && word.startsWith(part.slice(0, 2)) && /[euoy]$/u.test(word);
  // Names on i or u keep it before an ending ("Budiju"): "bude" (will be) is not Budi.
  if (!/[aeoy]$/u.test(part) || part.length < 4) return false;
  const stem = part.slice(0, -1);
  return word.startsWith(stem) && word.length > stem.length && word.length - stem.length <= 4;
}

/** Two spellings of three letters or more in one non-Latin script that differ in the last one. */
function sameScriptEnding(word: string, part: string): boolean {
  const a = [...word];
  const b = [...part];
  // ("Πολύφημε" calls Πολύφημος: a Greek -ος, -ης or -ας name takes one letter in the vocative.)
  const vocative =
    /\p{sc=Greek}/u.test(word) &&
    /(?:ος|ης|ας)$/u.test(part) &&
    a.length === b.length - 1 &&
    a.slice(0, -1).join("") === b.slice(0, -2).join("");
  return (
    vocative ||
    (a.length === b.length &&
      a.length >= 3 &&
      !/\p{sc=Latin}/u.test(word) &&
      a.slice(0, -1).join("") === b.slice(0, -1).join(""))
  );
}

/**
 * What a vowel costs when a word from another script is held against a name: scripts disagree on
 * vowels more than on anything. Arabic and Hebrew leave short ones out ("mrlin"); the Indic
 * scripts and Thai write theirs, so "ਪੱਥਰ" (a stone) is no Putri. Japanese, Korean and Chinese add some ("burena", "maikeu"), and a case ending adds
 * one at the end in any script ("Майку").
 */
interface VowelCosts {
  added: number;
  dropped: number;
}
const LEAVES_VOWELS_OUT: VowelCosts = { added: 1, dropped: 0.5 };
const ADDS_VOWELS: VowelCosts = { added: 0.5, dropped: 1 };
const SPELLS_VOWELS: VowelCosts = { added: 1, dropped: 1 };
const SYLLABIC = /[\p{sc=Hiragana}\p{sc=Katakana}\p{sc=Han}\p{sc=Hangul}]/u;

function vowelCostsOf(word: string): VowelCosts {
  if (ABJAD.test(word)) return LEAVES_VOWELS_OUT;
  return SYLLABIC.test(word) ? ADDS_VOWELS : SPELLS_VOWELS;
}

/**
 * A word written in another script sounds like a name (their `soundKey` forms: "mayk" and "maiku"
 * sound like "Mike"). A name needs two consonants for this and its first sound must agree; a two-consonant
 * name allows one vowel's difference, a longer one two, and one of four consonants or more one
 * consonant's. That keeps short names
 * from matching everything ("молния" is not Merlin, "нам" not Nimue).
 */
function soundsLike(
  sound: string,
  name: string,
  consonants: number,
  { added, dropped }: VowelCosts,
): boolean {
  if (consonants < 2 || sound[0] !== name[0]) return false;
  const allowed = consonants === 2 ? 0.5 : 1;
  // Only a long name survives a consonant heard wrong: "摩根娜" is Morgana, "摩根" not Merlin.
  const slip = consonants >= 4 ? 1 : 2;
  if (Math.abs(sound.length - name.length) > 2 * allowed) return false;
  if (lastRow.length <= name.length) {
    lastRow = new Float64Array(name.length + 1);
    row = new Float64Array(name.length + 1);
  }
  lastRow[0] = 0;
  for (let j = 1; j <= name.length; j += 1)
    lastRow[j] = lastRow[j - 1]! + (name[j - 1] === "a" ? dropped : slip);
  for (let i = 1; i <= sound.length; i += 1) {
    const letter = sound[i - 1]!;
    const add = letter !== "a" ? slip : i === sound.length ? 0.5 : added;
    row[0] = lastRow[0]! + add;
    for (let j = 1; j <= name.length; j += 1) {
      const known = name[j - 1]!;
      row[j] = Math.min(
        lastRow[j]! + add,
        row[j - 1]! + (known === "a" ? dropped : slip),
        lastRow[j - 1]! + (letter === known ? 0 : slip),
      );
    }
    [lastRow, row] = [row, lastRow];
  }
  return lastRow[name.length]! <= allowed;
}
/** Rows reused between calls, as in editDistance: this runs for every word and name in play. */
let lastRow = new Float64Array(16);
let row = new Float64Array(16);

const CJK_TEXT = /[\u3400-\u9fff]/u;
const HAN_TEXT = /\p{sc=Han}/u;

/**
 * Where a target is mentioned: the words of a move in Latin letters, and those from other scripts
 * romanized, with how they sound.
 */
interface MoveWords {
  latin: string[];
  foreign: {
    word: string;
    original: string;
    sound: string;
    vowels: VowelCosts;
    abjad: boolean;
    thai: boolean;
  }[];
}

/** Scripts that leave short vowels unwritten: a one-consonant name would be read everywhere. */
const ABJAD = /[\p{sc=Arabic}\p{sc=Hebrew}]/u;
const THAI_WORD = /\p{sc=Thai}/u;
/** Thai words that follow what is done and point at whom: "ไฟใส่ Bob", "ยิงให้". */
const THAI_POINTING = ["ใส่", "ให้", "แล้ว", "เลย", "ด้วย", "กับ", "และ"];

function endsPointing(run: string): boolean {
  return THAI_POINTING.some((word) => run !== word && run.endsWith(word));
}

const THAI_COMMON = new Set("ตัว ตี ที่ ตา ทั้ง ไป มา ใส่ ให้ แล้ว เลย ด้วย กับ และ ที ตอน ต่อ โดน".split(" "));
/**
 * The postpositions and small words of Hindi, Marathi, Punjabi, Urdu and Bengali: "पर" (on) is not
 * Priya, "ਆਸਮਾਨ" (the sky) not Aiman.
 */
const INDIC_COMMON = new Set(
  "पहले पहिले आधी फिर गोळा गोला ਗੋਲਾ গোলা पर पे को से में का की के ने है हैं और अब ला वर ची चा चे ਤੇ ਨੂੰ ਦਾ ਦੀ ਦੇ ਨੇ ਹੈ ਵਿੱਚ ਤੋਂ ਹੁਣ پر کو سے میں کا کی کے نے ہے اور اب কে এর তে আর এখন ٹیم ٹیموں टीम ਟੀਮ টিম ਆਸਮਾਨ ਅਸਮਾਨ आसमान आकाश آسمان আকাশ".split(
    " ",
  ),
);
/** "나" (I), "너" (you), "저", "내", "네": Korean pronouns a particle leaves bare. */
const KOREAN_PRONOUNS = new Set(["나", "너", "저", "내", "네", "제", "우리", "너희"]);

/** The words of the moves read lately, by text: a round reads the same clause's names often. */
const romanized = new Map<string, MoveWords>();
const LATIN_WORD = /^[\p{sc=Latin}0-9]+$/u;
const LATIN_NAME = /^[\p{sc=Latin}0-9\s'.-]+$/u;

function wordsOf(move: ParsedMove): MoveWords {
  let words = romanized.get(move.text);
  if (!words) {
    words = { latin: [], foreign: [] };
    for (const word of new Set(scriptWords(move.text))) {
      const latin = romanize(word);
      if (LATIN_WORD.test(word)) words.latin.push(latin);
      else if (latin)
        words.foreign.push({
          word: latin,
          original: word,
          sound: soundKey(latin),
          vowels: vowelCostsOf(word),
          abjad: ABJAD.test(word),
          thai: THAI_WORD.test(word),
        });
    }
    if (romanized.size >= NAME_FORMS_KEPT) romanized.clear();
    romanized.set(move.text, words);
  }
  return words;
}

interface NameForms {
  lowered: string;
  cjk: boolean;
  /** Its words, romanized. */
  parts: string[];
  /** How its words sound, and their consonants. */
  sounds: { sound: string; consonants: number }[];
  /** How Chinese writes them without a last d or t. */
  clipped: { sound: string; consonants: number }[];
  /** How Japanese kana write a nasal end. */
  nasal: { sound: string; consonants: number }[];
  /** Without the short a the Indic scripts leave unwritten: "हरमन" is Harman. */
  schwaless: { sound: string; consonants: number }[];
  /** With ti as kana write it, チ: "チアゴ" is Thiago. */
  kanaChi: { sound: string; consonants: number }[];
  /** With g as Arabic writes it in a foreign name, غ: "تياغو" is Thiago. */
  abjadGh: { sound: string; consonants: number }[];
}

/**
 * The forms of the names looked for, by name: a round looks for the same few names in every move
 * (each wizard's, each creature's), and making them anew was a large share of what resolving a
 * round allocated. Bounded: emptied when full.
 */
const nameForms = new Map<string, NameForms>();
const NAME_FORMS_KEPT = 10_000;

function formsOf(name: string): NameForms {
  let forms = nameForms.get(name);
  if (!forms) {
    if (nameForms.size >= NAME_FORMS_KEPT) nameForms.clear();
    const lowered = name.toLowerCase();
    const parts = nameWords(name).map(romanize);
    // A silent e is not heard in any script: "Mike" sounds "mik".
    const heard = parts.map((part) => part.replace(/([^aeiou][aeiouy][^aeiouy])e$/, "$1"));
    // "João" is heard "juang" in Korean but written without the nasal in Persian ("ژوائو");
    // Czech ř has no letter elsewhere: "Ondřej" is "オンドジェイ", "온드제이".
    const bare = heard
      .filter((part) => /ão$/u.test(part))
      .map((part) => part.replace(/ão$/u, "ao"));
    const withoutR = heard
      .filter((part) => part.includes("ř"))
      .map((part) => part.replace(/ř/gu, ""));
    // Persian and Urdu say ض as z: "رضا" is Reza, "Ρεζά" to a Greek player.
    const persianZ = lowered.includes("ض")
      ? lowered.split(/\s+/).map((part) => romanize(part.replace(/ض/gu, "ز")))
      : [];
    // Pinyin x is said s: "シウ", "시우" are Xiu.
    const pinyin = heard.filter((part) => /^x[iu]/u.test(part)).map((part) => `s${part.slice(1)}`);
    // French -ille is said "iy": "カミーユ" is Camille.
    const french = heard
      .filter((part) => /[^i]ille$/u.test(part))
      .map((part) => part.replace(/ille$/u, "i"));
    // "Jakey" is Jake to his friends: "جيك".
    const pet = heard
      .map((part) => /^(\p{L}{2,}[^aeiouy])(?:ey|ie|y)$/u.exec(part)?.[1])
      .filter((stem) => stem !== undefined);
    // "عمران" opens on a letter romanized as nothing that other scripts write as a vowel:
    // "ইমরান", "オマル" (عمر).
    const opening = /^[عاأإآ]/u.test(lowered) ? heard.map((part) => soundKey(`a${part}`)) : [];
    // ... but a Slavic name's own ж is zh, and Greek and Latin write it z: "Ζόρο" is Жоро.
    const slavicZh = /^ж/u.test(lowered) ? [soundKey(`zh${romanize(lowered.slice(1))}`)] : [];
    // Hangul ㅈ is j to a Latin ear and ch to a Thai one: "มินจุน" is 민준.
    const hangulCh = /\p{sc=Hangul}/u.test(lowered)
      ? heard
          .filter((part) => part.includes("j"))
          .map((part) => soundKey(part.replace(/j/gu, "ch")))
      : [];
    // A Thai name writes no vowel between two consonants where one is said: "ต้น" is Ton.
    const thaiO = /\p{sc=Thai}/u.test(lowered)
      ? parts
          .filter((part) => part.length >= 2 && !/[aeiouy]/u.test(part))
          .map((part) => soundKey(part.replace(/(?<=[^aeiouy])(?=[^aeiouy])/gu, "o")))
      : [];
    const sounds = [
      ...heard.map(soundKey),
      ...thaiO,
      ...slavicZh,
      ...hangulCh,
      ...pet.map(soundKey),
      ...opening,
      ...bare.map((part) => soundKey(`${part}u`)),
      ...withoutR.map(soundKey),
      ...french.map(soundKey),
      ...pinyin.map(soundKey),
      ...persianZ.map(soundKey),
      // "사우나로드" is sauna_lord: a tag of several words, written in another script as one.
      ...(heard.length >= 2 ? [soundKey(heard.join(""))] : []),
    ].map((sound) => ({ sound, consonants: sound.replace(/a/g, "").length }));
    // Chinese drops a name's last d or t: "英格丽" is Ingrid, "大卫" David.
    const clipped = heard
      .filter((part) => /^\p{L}{3,}[dt]$/u.test(part))
      .map((part) => soundKey(part.slice(0, -1)))
      .map((sound) => ({ sound, consonants: sound.replace(/a/g, "").length }));
    // Japanese writes a nasal end as n: "ジョアン" is João.
    const nasal = bare
      .map((part) => soundKey(part.replace(/ao$/u, "an")))
      .map((sound) => ({ sound, consonants: sound.replace(/a/g, "").length }));
    const schwaless = heard
      .filter(
        (part) =>
          /^\p{sc=Latin}+$/u.test(part) &&
          /(?<=.)a/u.test(part) &&
          creatureKindsIn(part).length === 0,
      )
      .map((part) => soundKey(part.charAt(0) + part.slice(1).replace(/a/gu, "")))
      .map((sound) => ({ sound, consonants: sound.replace(/a/g, "").length }))
      // ("ज़हर", poison, is no Sara: two consonants alone are too common.)
      .filter(({ consonants }) => consonants >= 3);
    // Japanese writes ti as チ and Arabic a foreign g as غ: "チアゴ", "تياغو" are Thiago.
    const latinParts = heard.filter((part) => /^\p{sc=Latin}+$/u.test(part));
    const kanaChi = latinParts
      .filter((part) => /th?i/u.test(part))
      .map((part) => soundKey(part.replace(/th?i/gu, "chi")))
      .map((sound) => ({ sound, consonants: sound.replace(/a/g, "").length }));
    const abjadGh = latinParts
      .filter((part) => part.includes("g"))
      .map((part) => soundKey(part.replace(/g/gu, "gh")))
      .map((sound) => ({ sound, consonants: sound.replace(/a/g, "").length }));
    forms = {
      lowered,
      cjk: CJK_TEXT.test(lowered),
      parts,
      sounds,
      clipped,
      nasal,
      schwaless,
      kanaChi,
      abjadGh,
    };
    nameForms.set(name, forms);
  }
  return forms;
}

/**
 * Whether each name looked for is heard in a text, by text: a round asks after the same names in
 * the same clause many times (reading it, aiming it, telling it). Bounded: emptied when full.
 */
const heardIn = new Map<string, Map<string, boolean>>();

export function mentionsName(move: ParsedMove, names: readonly string[]): boolean {
  let heard = heardIn.get(move.text);
  if (!heard) {
    if (heardIn.size >= NAME_FORMS_KEPT) heardIn.clear();
    heard = new Map();
    heardIn.set(move.text, heard);
  }
  for (const name of names) {
    let found = heard.get(name);
    if (found === undefined) {
      found = hears(move, name);
      heard.set(name, found);
    }
    if (found) return true;
  }
  return false;
}

/**
 * Friends call 陈晓雨 by her given name, 晓雨 or Xiaoyu: a Chinese name of three or four characters
 * opens on a family name of one or two.
 */
function givenName(name: string): string[] {
  const characters = [...name];
  if (!characters.every((character) => HAN_TEXT.test(character))) return [];
  return characters.length === 3
    ? [characters.slice(1).join("")]
    : characters.length === 4
      ? [characters.slice(2).join("")]
      : [];
}

/**
 * "Li Hao", "lihao", "리하오한테": a Chinese name spelled out in another script, whole (a glued
 * Korean particle aside); a syllable alone ("li") is too short to tell.
 */
function spelledOut(latin: string[], foreign: MoveWords["foreign"], name: string): boolean {
  // (r and l are one sound in Korean and Japanese; pinyin x is heard as s: "Xiaoyu" is 小雨.)
  const sound = (text: string) => plain(text).replace(/r/gu, "l").replace(/x/gu, "s");
  const spelling = sound(romanize(name).replace(/\s+/gu, ""));
  if (spelling.length < 4) return false;
  const joined = latin.map((word, index) => word + (latin[index + 1] ?? ""));
  if ([...latin, ...joined].some((word) => sound(word) === spelling)) return true;
  // Korean writes pinyin xia as 샤 and yu as 위, Japanese xia as シャ: "샤오위", "シャオユー".
  // Russian writes pinyin -ong as -ун and Arabic as -ونغ, ao as "au": "Сяолун", "شياولونغ".
  const spellings = [
    spelling,
    spelling.replace(/si(?=[aeou])/gu, "sy").replace(/yu/gu, "wi"),
    spelling.replace(/si(?=[aeou])/gu, "sh"),
    spelling.replace(/si(?=[aeou])/gu, "sy").replace(/ong/gu, "un"),
    spelling
      .replace(/si(?=[aeou])/gu, "shi")
      .replace(/ao/gu, "au")
      .replace(/ong/gu, "ung"),
  ];
  // "לי האו": the syllables written apart in another script.
  const pairs = foreign.map(({ word }, index) => word + (foreign[index + 1]?.word ?? ""));
  if (pairs.some((word) => spellings.includes(sound(word)))) return true;
  return foreign.some(({ word, original }) => {
    const heard = sound(word);
    return (
      !HAN_TEXT.test(original) &&
      spellings.some((spelt) => heard.startsWith(spelt) && heard.length - spelt.length <= 4)
    );
  });
}

/** "team 1", "equipo 2", "קבוצה 1", "takım 2'ye": a team named by the number the lobby shows. */
const TEAM_NUMBER =
  /(?<![\p{L}])(?:team|equipo|[ée]quipe|equipa|squadra|squad|time|команд\p{L}*|drużyn\p{L}*|takım\p{L}*|tim|đội|ทีม|チーム|팀|קבוצה|تیم|فريق|ομάδα|echip\p{L}*|tým\p{L}*|tiimi\p{L}*|csapat\p{L}*|lag|laget|hold|holdet|ploeg)\s*(?:#|nr\.?|no\.?|n[úu]mero)?\s*([1-9])(?!\d)/giu;

function teamsNumbered(text: string): Set<number> {
  return new Set([...text.matchAll(TEAM_NUMBER)].map((match) => Number(match[1])));
}

/** Kana, Hangul and Thai run words together: a name in them is found where it is written. */
const UNSPACED_NAME = /^[\p{sc=Hiragana}\p{sc=Katakana}\p{sc=Hangul}\p{sc=Thai}ー]+$/u;

/** Two-letter Hebrew words that sound like a short name written without vowels. */
const HEBREW_SHORT_WORDS = new Set(
  "בן בת גם כן תם זה מה של עם את לא אם הם הן כל רק עד אז מי פה שם יש אל על".split(" "),
);

const KANA = /[\p{sc=Hiragana}\p{sc=Katakana}]/u;
const INDIC_NAME = /[\p{sc=Devanagari}\p{sc=Bengali}\p{sc=Gurmukhi}]/u;

/** Single words of the act lists ("sargā", guard): never a name from another script. */
const ACT_WORDS: ReadonlySet<string> = new Set(
  Object.values(ACT_LANGUAGES)
    .flatMap(({ acts }) => ACTS.flatMap((act) => acts[act]))
    .map((term) => term.trim().toLowerCase())
    .filter((word) => /^\p{sc=Latin}{4,}$/u.test(word)),
);

/** Whether `name` is heard in the move's text, in its own script or another's. */
function hears(move: ParsedMove, name: string): boolean {
  const { latin, foreign } = wordsOf(move);
  const { lowered, cjk, parts, sounds, clipped, nasal, schwaless, kanaChi, abjadGh } =
    formsOf(name);
  if (cjk)
    return [lowered, ...givenName(lowered)].some(
      (called) => move.text.includes(called) || spelledOut(latin, foreign, called),
    );
  // "bola de fuego a ゆうと": a name of a script written without spaces, written out as it is.
  if (UNSPACED_NAME.test(lowered) && [...lowered].length >= 2 && move.text.includes(lowered))
    return true;
  const nameAbjad = ABJAD.test(lowered);
  const latinName = LATIN_NAME.test(lowered);
  for (const word of latin)
    for (const part of parts)
      // A word of the lists ("själv", "mig själv") is a name only written out as it is; a word of
      // the act lists ("sargā", guard) is no name from another script ("سارا").
      if (
        word === part ||
        (!LEXICON_WORDS.has(word) && (latinName || !ACT_WORDS.has(word)) && wordNames(word, part))
      )
        return true;
  // "Shmulik" is the snake named שמוליק: a name from another script typed in Latin letters.
  if (!latinName)
    for (const word of latin) {
      if (NOT_NAMES.has(word) || LEXICON_WORDS.has(word) || ACT_WORDS.has(word)) continue;
      const typed = soundKey(word);
      if (sounds.some(({ sound, consonants }) => consonants >= 2 && typed === sound)) return true;
      // "reza" is رضا: a name in Arabic letters leaves out the vowels the Latin spelling writes,
      // and one in an Indic script those it does not say ("Sourav" is সৌরভ, "saurbh").
      const consonants = typed.replace(/a/g, "").length;
      if (
        (nameAbjad || INDIC_NAME.test(lowered)) &&
        consonants >= 2 &&
        sounds.some(({ sound }) => soundsLike(sound, typed, consonants, LEAVES_VOWELS_OUT))
      )
        return true;
    }
  for (const { word, sound, abjad, thai, original } of foreign) {
    // ("나한테", to me, is no Noa: a word of the lists, or a Korean pronoun, is no name.)
    if (LEXICON_WORDS.has(original) || KOREAN_PRONOUNS.has(original) || INDIC_COMMON.has(original))
      continue;
    // "Ане", "Аню" are Аня: in other scripts a short name's last letter changes too.
    if (sameScriptEnding(original, lowered)) return true;
    // Arabic and Hebrew leave vowels out, so a name with one consonant would be read everywhere:
    // "أنا" ("I") is "ana". Indic scripts and Thai write their vowels: "हीरा" is Hira.
    for (let index = 0; index < parts.length; index += 1) {
      const part = parts[index]!;
      if ((!abjad || sounds[index]!.consonants >= 2) && wordNames(word, part, false)) return true;
      // Thai runs words together, and its word breaks often cut a name: "ล้อมลินห์" holds Linh.
      if (thai && part.length >= 3 && word.includes(part)) return true;
    }
    // Thai pieces are short and many: its commonest words are never heard as names ("ตัว", a
    // counter, sounds like Tavi).
    const { vowels } = foreign.find((entry) => entry.word === word)!;
    // ("ไฟใส่", fire-at, is no name: a run ending on a word that points at someone.)
    if (
      (thai && (THAI_COMMON.has(original) || endsPointing(original))) ||
      INDIC_COMMON.has(original)
    )
      continue;
    const spoken = HAN_TEXT.test(original)
      ? [...sounds, ...clipped]
      : KANA.test(original)
        ? [...sounds, ...nasal, ...kanaChi]
        : INDIC_NAME.test(original)
          ? [...sounds, ...schwaless]
          : abjad
            ? [...sounds, ...abjadGh]
            : sounds;
    for (const heard of spoken) {
      // A name in Arabic letters wrote no short vowels: another script may add them ("Ρεζά").
      const costs = nameAbjad && !abjad ? ADDS_VOWELS : vowels;
      // Arabic letters leave vowels out: a two-consonant name from another script must then be
      // heard whole ("بره", lamb, is not พลอย; "پلوی" is).
      // ("קניה", four letters with its vowels written at the end, is Kanya.)
      const whole = abjad && !nameAbjad && heard.consonants === 2 && [...original].length < 4;
      // ("דן", written with no vowel at all, is Dan: a name of one vowel between two consonants.)
      // (Hebrew only: Urdu "تم" is "you", not Tom; and never a common short word: "בן" is a son.)
      const unvoweled =
        whole &&
        /^\p{sc=Hebrew}+$/u.test(original) &&
        !HEBREW_SHORT_WORDS.has(original) &&
        !/[aeiou]/u.test(word) &&
        /^[^a]a[^a]$/u.test(heard.sound) &&
        sound.length === 2;
      if (
        whole
          ? sound === heard.sound || (unvoweled && sound === heard.sound.replace("a", ""))
          : soundsLike(sound, heard.sound, heard.consonants, costs)
      )
        return true;
      // A short name that opens on a consonant ("벤" is Ben, "वेई" Wei) must sound the same.
      const short = heard.consonants === 1 && !heard.sound.startsWith("a");
      // In Arabic letters only a word of four letters or more: "جا" (a place) is no one.
      const written = !abjad || [...original].length >= 4;
      if (short && written && !thai && !HAN_TEXT.test(original) && sound === heard.sound)
        return true;
      // "آيشه" is Ayşe: a name of one consonant opening on a vowel, written out in four letters.
      if (heard.consonants === 1 && [...original].length >= 4 && sound === heard.sound && !thai)
        return true;
    }
  }
  return false;
}

/** A word after "not": "nevis Lūsiju", "ne Ivanu", "не в Майка". */
const NEGATED_WORD =
  /(?<![\p{L}])(?:not|ne|nie|nicht|non|не|nevis|nem|inte|ikke)\s+(?:(?:в|во|на|у|v|na|u|w|on|at|to|a|à|in|auf)\s+)?([\p{L}\p{M}'_-]{3,})/gu;

/** "Not Morgana" or "Nimue isn't the target": a name the move rules out. */
function ruledOut(move: ParsedMove, name: string): boolean {
  const lowered = name.toLowerCase();
  const at = move.text.indexOf(lowered);
  const before = at < 0 ? "" : move.text.slice(Math.max(0, at - 8), at);
  const after = at < 0 ? "" : move.text.slice(at + lowered.length, at + lowered.length + 20);
  // Not "no": Spanish and Portuguese "no Léo" means "on Léo"; "No Morgana, ..." is a clause the
  // caller already leaves out. ("Fričo NE Ivana", "Deivu, nevis Lūsiju": not her.)
  if (
    /(?<![\p{L}])(?:not|ne|nie|nicht|non|не|nevis|nem|inte|ikke)\s$/u.test(before) ||
    /^\s*(isn't|is not|is n't)\b/.test(after)
  )
    return true;
  // ("nevis Lūsiju": the name after the "not" in the player's own spelling.)
  for (const match of move.text.matchAll(NEGATED_WORD))
    if (mentionsName({ ...move, text: ` ${match[1]!} `, words: [match[1]!] }, [name])) return true;
  return false;
}

function aliasesOf(creature: Creature["creature"], owners: readonly string[]): string[] {
  const told = `${creature.name} ${creature.description}`.toLowerCase();
  const nouns = told.split(/[^\p{L}]+/u).filter((word) => CREATURE_NOUNS.includes(word));
  // "Dmitri's Bear" answers to "bear", not to "Dmitri": naming the owner names the owner.
  const owning = new Set(owners.map((owner) => owner.toLowerCase()));
  const own = creature.name
    .toLowerCase()
    .split(/\s+/)
    .filter((word) => !/['’]s?$/u.test(word) && !owning.has(word));
  // The id stays out: it is no word a player types, and no sentence may show it.
  return [...own, ...new Set(nouns)];
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
        creature: {
          aliases: aliasesOf(entry.creature, entry.belongs_to),
          // The same beast in the other languages players write: "loup", "волк", "狼"; and a beast
          // summoned in one of them ("roter Drache", "ストーンゴーレム") answers to the others' words.
          kinds: creatureKindsIn(`${entry.creature.name} ${entry.creature.description}`),
          owners: owners.map((o) => o.id),
        },
      };
    });
}

/** "into a wolf", "in un lupo", "en loup", "zu einem Wolf", "в волка", "变成狼", "狼に". */
const BECOMING =
  /\b(?:into|in|en|em|zu|como)\s+(?:a|an|un|una|une|um|uma|ein|einen|einem|einer)\s|成|に(?:なる|変)/u;
const JOINED =
  /(?<![\p{L}])(?:and|also|both|then|y|et|und|e|и|тоже|και|ve|dan|và|і|och|og|en|és|și|si|ja|oraz|ir|un|sekä)(?![\p{L}])|[和跟及とも과와]|그리고|(?<![\p{L}])(?:و(?=ال)|ו(?=ה))/u;
const OWNER_WORDS = /(?:'s|s')\s+(?:owner|master|mistress|summoner|keeper)|who owns|owner of/;
const PET_WORDS = /(?:'s|s')\s+(?:pet|familiar|creature|beast|minion|summon)/;

/** Who the move names: wizards and creatures, with possessives ("Nimue's wolf") read right. */
/** The move without the names of `names` it writes out exactly; the same move when it writes none. */
function withoutWritten(move: ParsedMove, names: readonly string[]): ParsedMove {
  const written = names
    .map((name) => name.toLowerCase())
    .filter((name) => move.text.includes(name));
  if (written.length === 0) return move;
  return {
    ...move,
    text: written.reduce((text, name) => text.replaceAll(name, " "), move.text),
    words: move.words.filter((word) => !written.some((name) => name.split(/\s+/u).includes(word))),
  };
}

/** The words of wizards' names written out in a move, by wizard. */
function writtenNameWords(move: ParsedMove, players: CombatantView[]): Map<string, string[]> {
  const words = new Set(scriptWords(move.text));
  const written = new Map<string, string[]>();
  for (const player of players) {
    const own = nameWords(player.name).filter((word) => words.has(word));
    if (own.length > 0) written.set(player.id, own);
  }
  return written;
}

/** The words of the other wizards' names written in the move, but not of `player`'s own. */
function othersWritten(written: Map<string, string[]>, player: CombatantView): string[] {
  const own = new Set(written.get(player.id) ?? []);
  return [...written]
    .filter(([id]) => id !== player.id)
    .flatMap(([, words]) => words.filter((word) => !own.has(word)));
}

/**
 * The move without other wizards' names written out: "fireball at rahul" names Rahul, and is not
 * also ليلى heard in "rahul".
 */
function withoutWords(move: ParsedMove, others: string[]): ParsedMove {
  if (others.length === 0) return move;
  return {
    ...move,
    text: replaceWords(
      move.text,
      others.map((word) => ({ word })),
      "lettersAndMarks",
      " ",
    ),
    words: move.words.filter((word) => !others.includes(word)),
  };
}

/** Who each move names, by everything the answer depends on: a round asks the same many times. */
const namedKept = new Map<string, string[]>();

/** The wizards and creatures a move names. */
export function namedIn(
  move: ParsedMove,
  players: CombatantView[],
  creatures: Target[] = [],
): Target[] {
  const key = [
    move.intent,
    move.text,
    move.words.join("\u0002"),
    players.map((player) => `${player.id}\u0002${player.name}\u0002${player.team}`).join("\u0003"),
    creatures
      .map((beast) =>
        [
          beast.id,
          beast.name,
          beast.team,
          beast.creature?.aliases.join(",") ?? "",
          beast.creature?.kinds.join(",") ?? "",
          beast.creature?.owners.join(",") ?? "",
        ].join("\u0002"),
      )
      .join("\u0003"),
  ].join("\u0001");
  const kept = namedKept.get(key);
  const everyone: Target[] = [...players, ...creatures];
  if (kept) return kept.map((id) => everyone.find((target) => target.id === id)!);
  const found = findNamed(move, players, creatures);
  if (namedKept.size >= 2_000) namedKept.clear();
  namedKept.set(
    key,
    found.map((target) => target.id),
  );
  return found;
}

function findNamed(move: ParsedMove, players: CombatantView[], creatures: Target[]): Target[] {
  // "Σούλα" is the griffin written as it is named, not Sara heard in Greek letters: a wizard is
  // heard in a creature's own name only when written out.
  const unnamed = withoutWritten(
    move,
    creatures.map((creature) => creature.name),
  );
  const written = writtenNameWords(unnamed, players);
  // Every wizard not written out sees the same move without the others' names: built once.
  const apart = new Map<string, ParsedMove>();
  const withoutOthers = (player: CombatantView) => {
    const others = othersWritten(written, player);
    const key = others.join("\u0000");
    let seen = apart.get(key);
    if (!seen) {
      seen = withoutWords(unnamed, others);
      apart.set(key, seen);
    }
    return seen;
  };
  const wizards = spelledApart(
    move,
    longestHanNames(
      move,
      players.filter(
        (player) =>
          (mentionsName(withoutOthers(player), [player.name]) ||
            (unnamed !== move && move.text.includes(player.name.toLowerCase()))) &&
          !ruledOut(move, player.name),
      ),
    ),
  );
  // "גשם מטאורים על כל קבוצה 1", "meteor on team 2": a team called by its number names its wizards.
  const numbered = teamsNumbered(move.text);
  if (numbered.size > 0)
    for (const player of players)
      if (numbered.has(player.team) && !wizards.includes(player)) wizards.push(player);
  // "Summon a wolf" names the beast being called, and "turn into a wolf" the form being taken,
  // not the wolf in play: only what comes before "into" can name it.
  const becoming = move.intent === "transformation" ? BECOMING.exec(move.text) : null;
  const beforeForm = becoming ? { ...move, text: move.text.slice(0, becoming.index) } : move;
  const nameWords = (creature: Target) =>
    creature.name
      .toLowerCase()
      .split(/\s+/)
      .filter((word) => !/['’]s?$/u.test(word));
  // ... and "Sara" written out is Sara, not the griffin Σούλα heard in Latin letters.
  const beastText = withoutWritten(
    beforeForm,
    players.map((player) => player.name),
  );
  const byName = (creature: Target) =>
    mentionsName(
      beastText,
      move.intent === "summon"
        ? nameWords(creature)
        : (creature.creature?.aliases ?? [creature.name]),
    );
  // "в Луану, её волк слишком наглый", "kick Minjun, MINJUN not the wolf": a creature spoken of
  // only by its kind, past a comma from the wizard named, is talked about, not aimed at.
  const pause = wizards.length > 0 ? /[,.!?;]/u.exec(beforeForm.text)?.index : undefined;
  // ("colpo di bastone su 小龙": a wizard whose name holds a kind, 龙, is no dragon.)
  const kindText = players
    .map((player) => player.name.toLowerCase())
    .reduce((text, name) => text.replaceAll(name, " ".repeat(name.length)), beforeForm.text);
  const kindsNamed = creatureKindsAt(kindText).filter(
    ({ at }) => pause === undefined || at < pause,
  );
  const aside = pause !== undefined;
  const beasts = creatures.filter(
    (creature) =>
      (aside ? mentionsName(beforeForm, nameWords(creature)) : byName(creature)) ||
      (move.intent !== "summon" &&
        kindsNamed.some(({ kind }) => creature.creature?.kinds.includes(kind))) ||
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

/**
 * Chinese runs names into the text, and a short name can sound like part of a longer one: in
 * "咬奥克萨娜" (Oksana) "萨娜" sounds like Sara and "咬奥" like João. Each wizard is heard in the
 * shortest run of characters that names them; one whose run overlaps a longer run naming another
 * wizard is not named.
 */
/**
 * "Ледено копие в Река": Réka and Luka sound alike ("laka") once r and l are one sound, but the
 * letters written spell Réka: of names that sound alike, those spelled out win.
 */
function spelledApart(move: ParsedMove, wizards: CombatantView[]): CombatantView[] {
  if (wizards.length < 2) return wizards;
  return closestOfAlike(move, lettersApart(move, wizards));
}

/**
 * "Джейка" (Jake) and "ゆうき" (Yuki) sound alike once vowels are one sound: where one word is
 * heard as both, the name whose letters come closest to it is heard.
 */
const UNSPACED_TEXT = /[\u3040-\u30ff\u3400-\u9fff\u0e00-\u0e7f]/u;

/** A Japanese particle between two names or nouns: "ジェイクのドラゴンに" is ジェイク, ドラゴン. */
const PARTICLE =
  /(?<=[\p{sc=Katakana}\p{sc=Han}ー])[のにをがはへとでも]|[のにをがはへとでも](?=[\p{sc=Katakana}\p{sc=Han}]|$)/gu;

function closestOfAlike(move: ParsedMove, wizards: CombatantView[]): CombatantView[] {
  if (wizards.length < 2) return wizards;
  const text = move.text.replace(PARTICLE, " ");
  // Chinese and Thai run their words together; Japanese sets names apart with its particles.
  if (UNSPACED_TEXT.test(text) && !/[\p{sc=Hiragana}\p{sc=Katakana}]/u.test(text)) return wizards;
  // A name as Latin letters; a Thai name also with the o it leaves unwritten ("ต้น", Ton).
  const spellings = (part: string) => {
    const latin = plain(romanize(part).toLowerCase());
    return /\p{sc=Thai}/u.test(part) && !/[aeiouy]/u.test(latin)
      ? [latin, latin.replace(/(?<=[^aeiouy])(?=[^aeiouy])/gu, "o")]
      : [latin];
  };
  const keysOf = (wizard: CombatantView) => spellings(wizard.name).map(soundKey);
  // Letters as spoken: "dzh" is the j of "Jake", y the i of "Yuki", a doubled letter one, and
  // kana's "jie" of ジェイク is "je".
  const spoken = (latin: string) =>
    latin
      .replace(/d(?:zh|z|j)/gu, "j")
      .replace(/(j|sh|ch)i(?=[eao])/gu, "$1")
      .replace(/y/gu, "i")
      .replace(/(\p{L})\1+/gu, "$1");
  // (Kanji read as Chinese sound like anyone: "玉" is "yu", like ゆうき.)
  const written = text
    .split(/[^\p{L}\p{M}]+/u)
    .filter((word) => word !== "" && !/^\p{sc=Han}+$/u.test(word))
    .map((word) => plain(romanize(word).toLowerCase()));
  const hearsIn = (word: string, wizard: CombatantView) => {
    const key = soundKey(word);
    return (
      key.length > 1 && keysOf(wizard).some((name) => key.startsWith(name) || name.startsWith(key))
    );
  };
  // ("ראחול" is rahul_op, called by the word of his name that it spells.)
  const distance = (word: string, wizard: CombatantView) =>
    Math.min(
      ...[wizard.name.toLowerCase(), ...nameWords(wizard.name)]
        .flatMap(spellings)
        .map((latin) => editDistance(word, spoken(latin))),
    );
  return wizards.filter((wizard) => {
    // Only one word heard as several of them: it names one, the nearest in letters.
    const heard = written.filter((word) => hearsIn(word, wizard));
    if (heard.length !== 1) return true;
    const word = spoken(heard[0]!);
    const rivals = wizards.filter((other) => other !== wizard && hearsIn(heard[0]!, other));
    const mine = distance(word, wizard);
    return rivals.every((other) => distance(word, other) >= mine);
  });
}

function lettersApart(move: ParsedMove, wizards: CombatantView[]): CombatantView[] {
  if (wizards.length < 2) return wizards;
  const written = new Set(
    move.text
      .split(/[^\p{L}\p{M}]+/u)
      .filter(Boolean)
      .map((word) => plain(romanize(word).toLowerCase())),
  );
  const spelled = (wizard: CombatantView) =>
    plain(wizard.name.toLowerCase())
      .split(/\s+/u)
      .some((part) => written.has(part));
  return wizards.filter(
    (wizard) =>
      spelled(wizard) ||
      !wizards.some(
        (other) =>
          other !== wizard &&
          spelled(other) &&
          soundKey(plain(other.name)) === soundKey(plain(wizard.name)),
      ),
  );
}

function longestHanNames(move: ParsedMove, wizards: CombatantView[]): CombatantView[] {
  if (wizards.length < 2 || !HAN_TEXT.test(move.text)) return wizards;
  const spans = [...new Set(scriptWords(move.text))].filter((word) => HAN_TEXT.test(word));
  const runOf = (wizard: CombatantView) => {
    const span = spans
      .filter((run) => mentionsName({ ...move, text: run, words: [run] }, [wizard.name]))
      .sort((a, b) => a.length - b.length)[0];
    if (!span) return null;
    const at = move.text.indexOf(span);
    return { from: at, to: at + span.length };
  };
  const runs = new Map(wizards.map((wizard) => [wizard.id, runOf(wizard)]));
  return wizards.filter((wizard) => {
    const own = runs.get(wizard.id);
    if (!own) return true;
    return !wizards.some((other) => {
      const theirs = runs.get(other.id);
      return (
        other.id !== wizard.id &&
        theirs !== null &&
        theirs !== undefined &&
        theirs.to - theirs.from > own.to - own.from &&
        theirs.from < own.to &&
        own.from < theirs.to
      );
    });
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
/**
 * With no one named, these land on the caster: "I become a hawk"; a summoned creature is the
 * caster's own.
 */
const SELF_BY_DEFAULT = new Set(["transformation", "summon"]);

/** The move split where it leaves someone out: what it does to whom, and whom it spares. */
export function spareOf(
  move: ParsedMove,
  living: CombatantView[],
  creatures: Target[],
): { move: ParsedMove; spared: Set<string> } {
  const except = exceptParts(move.text);
  if (!except) return { move, spared: new Set() };
  const spared = namedIn({ ...move, intent: "attack", text: except.spared }, living, creatures);
  return {
    move: { ...move, text: except.spell },
    spared: new Set(spared.map((target) => target.id)),
  };
}

/**
 * Who a move affects, respecting teams. Creatures are hit only when named; with no one named, the
 * seed picks a sensible enemy wizard.
 */
export function chooseTargets(
  whole: ParsedMove,
  caster: CombatantView,
  living: CombatantView[],
  random: () => number,
  creatures: Target[] = [],
): Target[] {
  const { move, spared } = spareOf(whole, living, creatures);
  const chosen = targetsOf(move, caster, living, random, creatures);
  const kept = chosen.filter((target) => !spared.has(target.id));
  return kept.length > 0 || spared.size === 0 ? kept : chosen;
}

function targetsOf(
  move: ParsedMove,
  caster: CombatantView,
  living: CombatantView[],
  random: () => number,
  creatures: Target[],
): Target[] {
  const supportive = SUPPORTIVE.has(move.intent);
  if (move.scope === "self") {
    // "I heal Sam and myself": the caster and whoever else the move names.
    const others = supportive
      ? namedIn(move, living, creatures).filter((target) => target.id !== caster.id)
      : [];
    return [caster, ...others];
  }
  // "heile laget til Maddie", "ant visos maddie komandos": the team of a wizard named on the other
  // side is theirs.
  if (move.scope === "team") {
    // (Help for "my team" named beside a foe still goes to one's own: the foe is the reason.)
    const theirs = (supportive ? [] : namedIn(move, living, creatures)).filter(
      (target) => !target.creature && caster.team !== 0 && target.team !== caster.team,
    );
    return theirs.length > 0
      ? living.filter((player) => player.team === theirs[0]!.team)
      : allies(caster, living);
  }
  if (move.scope === "all") {
    if (!supportive) {
      // "Noa ja Kasia, saatte molemmat tulimyrskyn": "both" or "all" of two or more named is them.
      const foes = enemies(caster, living);
      const named = namedIn(move, living, creatures).filter((target) => foes.includes(target));
      return named.length >= 2 ? named : foes;
    }
    return caster.team === 0 ? living : allies(caster, living);
  }
  const named = namedIn(move, living, creatures).filter(
    (target) => target.id !== caster.id || supportive,
  );
  if (supportive)
    return named.length > 0 ? named : move.scope === "area" ? allies(caster, living) : [caster];
  // "اومکار کا زہر اتار دو" (take Omkar's poison off): a dispel on a friend named cleanses them.
  if (move.intent === "dispel" && named.length > 0) return named;
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
  // "jarda dostane blesk", "jb t'es mort": a word that looks like a foe's nickname is a better
  // guess than a draw.
  const called = foes.filter((foe) => calledByNickname(move, foe));
  if (called.length === 1) return called;
  return foes.length > 0 ? [pick(foes, random)] : [];
}

/**
 * Whether a word of the move could be what friends call this wizard: the first three letters of
 * one of their name's words ("jarda" for Jaroslav, "kriffe" for Kristoffer), its last four
 * ("peppe" is no match, "stoffer" for Christoffer), or the initials of a name of several parts
 * ("jb" for Jean-Baptiste). Only a guess for a spell that names no one.
 */
function calledByNickname(move: ParsedMove, foe: CombatantView): boolean {
  const parts = plain(foe.name.toLowerCase())
    .split(/[\s_\-\d]+/u)
    .filter((part) => part.length >= 3);
  if (parts.length === 0) return false;
  const initials = parts.length >= 2 ? parts.map((part) => part[0]).join("") : null;
  return move.text
    .split(/[^\p{L}\p{M}]+/u)
    .map((word) => plain(word.toLowerCase()))
    .filter((word) => !LEXICON_WORDS.has(word))
    .some(
      (word) =>
        word === initials ||
        (word.length >= 3 &&
          parts.some(
            (part) =>
              part.slice(0, 3) === word.slice(0, 3) ||
              (word.length >= 4 && part.length > word.length && part.endsWith(word.slice(-4))),
          )),
    );
}
