import { nominativeName } from "./nameCases.js";
import { CREATURE_KINDS, type CreatureKind } from "./creatureKinds.js";
import { LANGUAGE_WORDS } from "./languages/index.js";
import { CREATURE_NOUN_FORMS, LEXICON_WORDS } from "./lexicon.js";

/** Scripts whose words run together or take prefixes: their forms match anywhere. */
const ANYWHERE =
  /[\p{sc=Hiragana}\p{sc=Katakana}\p{sc=Han}\p{sc=Hangul}\p{sc=Thai}\p{sc=Hebrew}\p{sc=Arabic}\p{sc=Devanagari}\p{sc=Bengali}\p{sc=Gurmukhi}]/u;

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/**
 * Whether a form may stand where it was found, given what follows it: short English words take
 * English endings only ("ant" is not in "giant", "troll" not in "trollar"); short words of
 * inflected languages two letters more ("волка", not "который"; "karhun", not "vilkiuką" for
 * "vilki"); longer forms are stems.
 */
function endsWell(form: string, after: string): boolean {
  if (form.length <= (FOREIGN_FORMS.has(form) ? 4 : 5) && /^[a-z]+$/.test(form))
    return /^(?:s|es)?(?![\p{L}\p{N}])/u.test(after);
  if (form.length <= 4 || (form.length === 5 && FOREIGN_FORMS.has(form)))
    return /^\p{L}{0,2}(?![\p{L}\p{N}])/u.test(after);
  return true;
}

/** Forms only other languages have: Finnish "karhu" is a stem ("karhun"), not an English word. */
const FOREIGN_FORMS = new Set(
  LANGUAGE_WORDS.flatMap((language) => Object.values(language.creatures).flat()).filter(
    (form): form is string =>
      form !== undefined && !(CREATURE_KINDS as readonly string[]).includes(form),
  ),
);

/** Which kind each form names; a form two kinds share keeps the first. */
const KIND_OF = new Map<string, CreatureKind>();
CREATURE_NOUN_FORMS.forEach((forms, index) => {
  for (const form of forms) if (!KIND_OF.has(form)) KIND_OF.set(form, CREATURE_KINDS[index]!);
});
/**
 * The lengths of the forms, longest first, by their first two characters (a form of one by that
 * one): only those can start where these do.
 */
const LENGTHS_BY_OPENING = new Map<string, number[]>();
for (const form of KIND_OF.keys()) {
  const lengths = LENGTHS_BY_OPENING.get(form.slice(0, 2)) ?? [];
  if (!lengths.includes(form.length)) lengths.push(form.length);
  LENGTHS_BY_OPENING.set(form.slice(0, 2), lengths);
}
for (const lengths of LENGTHS_BY_OPENING.values()) lengths.sort((a, b) => b - a);

/** The longest form starting at `at` that may stand there, if any. */
function formAt(lowered: string, at: number, anywhere: boolean): string | null {
  return (
    formOf(lowered, at, anywhere, LENGTHS_BY_OPENING.get(lowered.slice(at, at + 2))) ??
    formOf(lowered, at, anywhere, LENGTHS_BY_OPENING.get(lowered.charAt(at)))
  );
}

/** The longest form of one of `lengths` starting at `at` that may stand there, if any. */
function formOf(
  lowered: string,
  at: number,
  anywhere: boolean,
  lengths: number[] = [],
): string | null {
  for (const length of lengths) {
    if (length > lowered.length - at) continue;
    const candidate = lowered.slice(at, at + length);
    if (!KIND_OF.has(candidate) || ANYWHERE.test(candidate) !== anywhere) continue;
    if (anywhere || endsWell(candidate, lowered.slice(at + length))) return candidate;
  }
  return null;
}

/** The kinds found in the texts last read: a round asks about the same few clauses many times. */
const kindsFound = new Map<string, { kind: CreatureKind; at: number }[]>();
const KINDS_KEPT = 2_000;

/** Where each kind is first named in `text`, earliest first. */
function kindsAt(text: string): { kind: CreatureKind; at: number }[] {
  const known = kindsFound.get(text);
  if (known) return known;
  if (kindsFound.size >= KINDS_KEPT) kindsFound.clear();
  const found = findKinds(text);
  kindsFound.set(text, found);
  return found;
}

/**
 * A kind at the end of a compound word: "Eisgolem", "Feuerdrache", "Schneewolf", "lumihirviö"
 * keep their kind last. Only forms of five letters or more, and "wolf", so that "million" is no
 * lion.
 */
function compoundHead(lowered: string, at: number): { form: string; offset: number } | null {
  const word = /^\p{L}+/u.exec(lowered.slice(at))?.[0] ?? "";
  if (word.length < 7 || !/^\p{sc=Latin}+$/u.test(word)) return null;
  for (let offset = 3; offset <= word.length - 4; offset += 1) {
    // ("jääkarhun", "kivigolemia": the head keeps a case ending of up to three letters.)
    for (let ending = 0; ending <= 3; ending += 1) {
      const form = word.slice(offset, word.length - ending);
      if (KIND_OF.has(form) && (form.length >= 5 || form === "wolf")) return { form, offset };
    }
  }
  return null;
}

/**
 * Forms in scripts with spaces are looked for where a word starts, the others at every character
 * ("개구리", frog, is found before the "개", dog, it begins with).
 */
function findKinds(text: string): { kind: CreatureKind; at: number }[] {
  const lowered = text.normalize("NFKC").toLowerCase();
  const found = new Map<CreatureKind, number>();
  const inside = wordsHolding(lowered);
  for (let at = 0; at < lowered.length; at += 1) {
    if (inside.has(at)) continue;
    const wordStart = at === 0 || !/[\p{L}\p{N}]/u.test(lowered.charAt(at - 1));
    let form =
      (wordStart ? formAt(lowered, at, false) : null) ??
      (ANYWHERE.test(lowered.charAt(at)) ? formAt(lowered, at, true) : null);
    if (!form && wordStart) {
      const head = compoundHead(lowered, at);
      if (head) {
        at += head.offset;
        form = head.form;
      }
    }
    if (!form) continue;
    const kind = KIND_OF.get(form)!;
    if (!found.has(kind)) found.set(kind, at);
    at += form.length - 1;
  }
  return [...found].map(([kind, at]) => ({ kind, at })).sort((a, b) => a.at - b.at);
}

/**
 * Words of scripts without spaces that hold a kind's form and are no creature: "번개" (lightning)
 * and "안개" (fog) hold "개" (dog).
 */
const HOLDS_A_KIND = /번개|무지개|안개|베개|날개|지우개|덮개|소개|(?<=[0-9한두세네]\s?)개/gu;

/** The places inside such words, where no kind is looked for. */
function wordsHolding(lowered: string): Set<number> {
  const places = new Set<number>();
  for (const match of lowered.matchAll(HOLDS_A_KIND))
    for (let at = match.index; at < match.index + match[0].length; at += 1) places.add(at);
  return places;
}

/** The kind of creature a move calls, in any language: "একটা বিশাল রয়েল বেঙ্গল টাইগার" is a tiger. */
export function creatureKindIn(text: string): CreatureKind | null {
  // "a giant pigeon", "ein riesiger Bär": "giant" tells the size of another kind when one follows.
  const found = kindsAt(text);
  const other = found.find(({ kind }) => kind !== "giant");
  if (other) return other.kind;
  // "um capivara gigante", "un axolote gigante": after a noun the Romance "giant" is its size.
  const giant = found[0];
  if (!giant) return null;
  const before = text.slice(0, giant.at).trim().split(/\s+/u).at(-1)?.toLowerCase() ?? "";
  return /^\p{L}{3,}$/u.test(before) && !DETERMINERS.has(before) ? null : giant.kind;
}

/** Words before a kind that leave it the kind: "a giant", "un gigante", "mon géant". */
const DETERMINERS = new Set(
  "a an the my un una uno um uma une le la il el lo o os los las les mon ma mi meu minha mio mia ein eine einen der die das mein meine een de het".split(
    " ",
  ),
);

/** Where each kind is first named in `text`: "kick Minjun, not the wolf" names the wolf at 20. */
export function creatureKindsAt(text: string): { kind: CreatureKind; at: number }[] {
  return kindsAt(text);
}

/** Every kind a creature's name and description speak of, so it answers to their words. */
export function creatureKindsIn(text: string): CreatureKind[] {
  return kindsAt(text).map(({ kind }) => kind);
}

/** "named" in English and the nine core languages: the name may be written in lower case. */
const CORE_NAMED =
  /(?:^|[^\p{L}])(?:named|called|(?:his|her|its)\s+name\s+is|llamad[oa]|nommée?|appelée?|namens|genannt|chiamat[oa]|di\s+nome|chamad[oa]|qui\s+s'appelle|s'appelle|(?:que\s+)?se\s+llama|(?:che\s+)?si\s+chiama|(?:que\s+)?se\s+chama|der\s+heißt|die\s+heißt|по имени|по кличке|которого\s+зовут|зовут|(?:його|її)\s+звати|звати|(?:and\s+)?i\s+(?:call|name)\s+(?:him|her|it)|(?:y\s+)?l[oa]\s+llamo|je\s+l[ea]?\s*'?\s*appelle|ich\s+nenne\s+(?:ihn|sie|es)|(?:e\s+)?l[oa]\s+chiamo|(?:e\s+)?(?:eu\s+)?(?:o|a)\s+chamo(?:\s+de)?|(?:и\s+)?назову\s+(?:его|её|ее))\s*[:"“'«]?\s*([\p{L}][\p{L}\p{M}'-]{1,19})/iu;

/**
 * The other languages' words for "named". Some are everyday words too (Vietnamese "tên" is also
 * the "arrow" of "mũi tên"), so a name after them must be capitalised where its script has case.
 */
const OTHER_NAMED = new RegExp(
  `(?:^|[^\\p{L}])(?:${LANGUAGE_WORDS.flatMap((words) => words.named)
    .sort((a, b) => b.length - a.length)
    .map(escape)
    .join("|")})\\s*[:"“'«]?\\s*([\\p{L}][\\p{L}\\p{M}'-]{1,19})`,
  "iu",
);

function capitalised(name: string): boolean {
  const first = name.charAt(0);
  return first !== first.toLowerCase() || first === first.toUpperCase();
}

/**
 * Chinese names come after "名叫" or a bare "叫" ("一条小龙叫豆豆"); Japanese and Korean ones before
 * "という名の", "라는", or after a kind and "の" ("柴犬のポチを召喚"); any of them in quotes ("'나비'를").
 */
const NAMED_CJK =
  /(?:名为|名叫|叫做|名字叫|名字是|叫)\s*([\p{L}]{1,4})|([\p{L}]{1,6})\s*(?:という名の|って名前の|이라는|라는)|(?<=[犬猫竜龍狼熊鳥虎獅])の([\p{sc=Katakana}\p{sc=Hiragana}ー]{2,6})を(?=召喚|呼)|['‘「『]([\p{sc=Hangul}\p{sc=Katakana}\p{sc=Hiragana}\p{sc=Han}]{1,6})['’」』]/u;

/** Small words that follow a name without belonging to it: "named Honk And a wolf". */
const JOINING = new Set([
  "and",
  "the",
  "to",
  "at",
  "on",
  "with",
  "who",
  "that",
  "which",
  "attack",
  "attacks",
]);

/** Thai names follow "ชื่อ" (named) up to the next space: "มังกรน้อยชื่อ ข้าวเหนียว 🐉". */
const NAMED_THAI = /ชื่อ\s*([\u0e01-\u0e4e]{2,12})(?=\s|$|[^\u0e00-\u0e7f])/u;

/**
 * "名前はポチ", "이름은 멍멍이야", "naam Raju", "नाम है शेरू", "Pityu a neve": names after "its name
 * is", or before it.
 */
const NAME_IS =
  /(?:名前は|なまえは|이름은|이름이)\s*(\p{L}{1,8}?)(?:야|입니다|다|だよ|だ|です)?(?=$|[\s!.,?~！。、])|(\p{Lu}[\p{L}\p{M}'-]{1,19})\s+a\s+neve\b|(?<![\p{L}\p{M}])(?:नाम(?:\s+है)?|naam(?:\s+hai)?|نام(?:\s+ہے)?|ਨਾਮ(?:\s+ਹੈ)?|নাম(?:\s+হলো)?|नाव(?:\s+आहे)?)\s+(?!(?:का|की|के|है|ka|ki|ke|hai|کا|کی|کے|ہے|ਦਾ|ਦੀ|ਦੇ|ਹੈ|এর|চা|चा|ची|चे|आहे)(?![\p{L}\p{M}]))([\p{L}\p{M}]{2,20})(?=$|[\s!.,?~।])/u;

/**
 * "I summon a wolf, Rex!", "ik roep een wolf op, Kaasje", "invoco un lobo: Chispa", "a wolf
 * 'Rex'", "a wolf (Rex)": a capitalised word set apart right after a creature's kind, with
 * nothing after it but the clause's end or an "and".
 */
const SET_APART =
  /^\p{L}*(?:\s+\p{Ll}{1,3})?(?:\s*[,:(—–]\s*|\s+(?=["'“«‘]))["'“«‘]?(\p{Lu}[\p{L}\p{M}'-]{1,19})["'”»’)]?\s*(?=$|[!.?,;)]|\s+(?:and|en|y|et|und|e|és|i|и|a|og|och|ja)\s)/u;

/**
 * "призываю медведя Потапыча", "izsaucu lāci Bruno", "iškviečiu vilką Vilkiuką": the name follows
 * the kind, capitalised.
 */
const APPOSITION =
  /^\p{L}*\s+(\p{Lu}[\p{Ll}\p{M}'-]{2,19})(?=$|[\s!.?,;)]|\p{Extended_Pictographic})/u;

const GERMAN =
  /(?<![\p{L}])(?:ich|einen|einem|eine|den|dem|der|die|das|und|auf|mit|zum|zur)(?![\p{L}])/iu;

function setApartName(text: string, known: readonly string[]): string | null {
  const others = new Set(known.map((name) => name.toLowerCase()));
  for (const { kind, at } of kindsAt(text)) {
    const after = text.slice(at);
    const setApart = SET_APART.exec(after)?.[1];
    // (German capitalises every noun: "einen Wolf Richtung Bob" names no one; nor does a word of
    // the lists: "a wolf Fireball".)
    const apposed = setApart || GERMAN.test(text) ? undefined : APPOSITION.exec(after)?.[1];
    const plainName =
      // ("drakoną Žaltį": a dragon called Grass-snake is a dragon with a name.)
      apposed &&
      !LEXICON_WORDS.has(apposed.toLowerCase()) &&
      kindsAt(apposed).every((other) => other.kind !== kind && other.kind !== "giant")
        ? apposed
        : undefined;
    const typed = (setApart ?? plainName)?.replace(/'+$/u, "");
    if (!typed || others.has(typed.toLowerCase())) continue;
    return nominativeName(typed, /^[\p{L}\p{M}]*/u.exec(after)![0]);
  }
  return null;
}

/**
 * The name a move gives its creature: "a frost wolf named Fang", "con rồng tên Bún". Names in
 * `known` (the wizards and creatures in play) are never a new creature's name.
 */
export function creatureNameIn(text: string, known: readonly string[] = []): string | null {
  // A round asks of the same clauses again and again.
  const key = `${known.join("\u0001")}\u0000${text}`;
  const kept = namesGiven.get(key);
  if (kept !== undefined) return kept;
  if (namesGiven.size >= KINDS_KEPT) namesGiven.clear();
  // ("nama dia 'Oyen'": the quotes around a name are no part of it.)
  const name = nameGivenIn(text, known)?.replace(/^['‘’]+|['‘’]+$/gu, "") || null;
  namesGiven.set(key, name);
  return name;
}

/** The names given in the texts last read, by the names in play and the text. */
const namesGiven = new Map<string, string | null>();

function nameGivenIn(text: string, known: readonly string[]): string | null {
  const coreMatch = CORE_NAMED.exec(text);
  // "called Sir Rattles": a second capitalised word belongs to the name.
  const second = coreMatch
    ? /^\s+(\p{Lu}[\p{L}\p{M}'-]{1,19})(?![\p{L}])/u.exec(
        text.slice(coreMatch.index + coreMatch[0].length),
      )?.[1]
    : undefined;
  const core =
    coreMatch?.[1] && second && capitalised(coreMatch[1]) && !JOINING.has(second.toLowerCase())
      ? `${coreMatch[1]} ${second}`
      : coreMatch?.[1];
  const otherMatch = OTHER_NAMED.exec(text);
  // "tên Bé Bự", "nama Si Belang": names of two capitalised words, as in Vietnamese and Malay.
  const otherSecond = otherMatch
    ? /^\s+(\p{Lu}[\p{L}\p{M}'-]{1,19})(?![\p{L}])/u.exec(
        text.slice(otherMatch.index + otherMatch[0].length),
      )?.[1]
    : undefined;
  const other =
    otherMatch?.[1] && otherSecond && /^\p{Lu}/u.test(otherMatch[1]) && !known.includes(otherSecond)
      ? `${otherMatch[1]} ${otherSecond}`
      : otherMatch?.[1];
  // "ਸ਼ੇਰੂ ਨਾਮ ਦਾ ਸ਼ੇਰ" (a lion named Sheru): in the Indic scripts "named" may follow the name.
  const before =
    otherMatch &&
    other &&
    /[\p{sc=Devanagari}\p{sc=Gurmukhi}\p{sc=Bengali}]/u.test(otherMatch[0]) &&
    kindsAt(other).length > 0
      ? /([\p{L}\p{M}]{2,20})\s*$/u.exec(text.slice(0, otherMatch.index + 1))?.[1]
      : undefined;
  const named = before ?? other;
  const found = core ?? (named && capitalised(named) ? named : null);
  if (found) return found.charAt(0).toUpperCase() + found.slice(1);
  const cjk = NAMED_CJK.exec(text);
  const is = NAME_IS.exec(text);
  return (
    cjk?.[1] ??
    cjk?.[2] ??
    cjk?.[3] ??
    cjk?.[4] ??
    NAMED_THAI.exec(text)?.[1] ??
    is?.[1] ??
    is?.[2] ??
    is?.[3] ??
    calledByName(text, known) ??
    setApartName(text, known)
  );
}

/** "I summon Gerald, a very large goose", "invoco a Toby, el perro": the name is what is called. */
const SUMMONED_BY_NAME =
  /(?:summon|conjure|call\s+forth|invoke|invoco|invoque|beschwöre|evoco|przywołuję|призываю)\s+(?:a\s+)?(\p{Lu}[\p{L}\p{M}'-]{1,19})(?:\s*,|\s+(?:the|a|an|el|la|le|der|die|das|il|lo|o|um|uma|un|una|une|ein|eine)\s)/u;

function calledByName(text: string, known: readonly string[]): string | null {
  const name = SUMMONED_BY_NAME.exec(text)?.[1];
  if (!name || kindsAt(name).length > 0 || LEXICON_WORDS.has(name.toLowerCase())) return null;
  return known.some((other) => other.toLowerCase() === name.toLowerCase()) ? null : name;
}
