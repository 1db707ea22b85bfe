import { LANGUAGE_WORDS } from "./languages/index.js";

/**
 * Words that start a second action in one move, in English and the nine languages `lexicon.ts`
 * holds; the other languages bring theirs (`sequence` in `languages/`). A plain "and" is not one:
 * it joins names ("chain lightning on Arash and Ivana").
 */
const CORE_SEQUENCE = [
  "then",
  "and then",
  "after that",
  "afterwards",
  "and i",
  "and me",
  "while i",
  "meanwhile i",
  "as for me",
  "luego",
  "después",
  "despues",
  "y luego",
  "y después",
  "y yo",
  "puis",
  "ensuite",
  "et puis",
  "après ça",
  "et je",
  "et moi",
  "dann",
  "danach",
  "und dann",
  "und ich",
  "anschließend",
  "depois",
  "e depois",
  "e eu",
  "poi",
  "e poi",
  "e io",
  "potom",
  "потом",
  "затем",
  "а потом",
  "и потом",
  "а я",
  "после этого",
  "然后",
  "接着",
  "之后",
  "同时我",
  "そして",
  // "ポチを召喚して自分を回復": a verb in its て-form runs on to the next act.
  "して",
  "それから",
  "その後",
  "次に",
  // "雷でとどめ ついでにシールド張っとく": "while I'm at it" starts another act.
  "ついでに",
  "顺便",
  "그리고",
  "그 다음",
  "그다음",
  "다음에",
];

const SEQUENCE = [
  ...new Set([...CORE_SEQUENCE, ...LANGUAGE_WORDS.flatMap((words) => words.sequence)]),
];

/** Scripts written without spaces between words: their connectors match anywhere. */
const UNSPACED = /[\u3040-\u30ff\u3400-\u9fff\u0e00-\u0e7f]/u;

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** "phir se" is "again", not "then": it parts nothing. */
const SPACED_CONNECTOR = new RegExp(
  `(?:^|[\\s,;:])(?:${SEQUENCE.filter((word) => !UNSPACED.test(word))
    .sort((a, b) => b.length - a.length)
    .map(escape)
    .join("|")})(?=[\\s,:]|$)(?!\\s+(?:se|से|سے)(?![\\p{L}]))`,
  "giu",
);
const UNSPACED_CONNECTOR = new RegExp(
  SEQUENCE.filter((word) => UNSPACED.test(word))
    .sort((a, b) => b.length - a.length)
    .map(escape)
    .join("|"),
  "gu",
);

/**
 * ", and" (or an emoji and "and") before a second verb: "I shield Arash with bamboo, and slap
 * Jordan", "dám ti manu ✨ a sám si dám štít".
 */
const COMMA_AND =
  /(?:,|\p{Extended_Pictographic}\uFE0F?)\s*(?:and|y|et|und|e|и|і|i|a|en|og|och|ja|és|și|si|και|dan|và|ve|ile|terus|trus|lalu|و|ו|pa(?:\s+še)?)(?=\s)/giu;

/**
 * "shield myself and throw a chair at Kenji": "and" before a verb of action starts a second one;
 * "heal Linh and me" stays one.
 */
const AND_VERB =
  /\s(?:and|then)\s+(?=(?:throw|hurl|toss|yeet|chuck|fling|cast|send|summon|conjure|call|launch|shoot|fire|blast|hit|smash|punch|kick|slap|zap|shock|freeze|burn|strike|stab|bite|curse|hex|poison|heal|shield|protect|guard|bless|buff|give|drink|rest|meditate|pray|hug|tame|banish|drop|rain|unleash|slam|nuke|attack|use)\b)/giu;

/**
 * "and I" in the Slavic languages starts the caster's own act beside another: "Burek gryź Luca a
 * ja leczę Burka", "Fang útoč a já se léčím", "Rex napadni Anu, a ja se liječim".
 */
const AND_I = /\s(?:a|i|и|і|in)\s+(?=(?:ja|já|jaz|я|аз)\s)/giu;

/**
 * A comma or colon before a pronoun or thanks opens a new thought in English: "heal kasia, she
 * got burned", "revenge from earlier: I rain bees on liam", "free mana, thanks queen".
 */
const COMMA_SUBJECT = /[,:]\s*(?=(?:i|he|she|they|we|it|you|thanks|thank\s+you|thx|ty)(?:\s|$))/giu;

/**
 * Thai runs words together and puts a space between sentences: "ไทเลอร์จะยิงฉันแน่ๆ ขอโล่ก่อนนะ";
 * not after "ชื่อ" (named), which a name follows.
 */
const THAI_SPACE = /(?<=[\u0e00-\u0e7f])(?<!ชื่อ)\s+(?=[\u0e00-\u0e7f])/gu;

/** "heal + 10 mana": a plus between two actions. */
const PLUS = /\s\+\s/gu;

/**
 * Where a sentence ends, and the faces, hearts and laughs friends type between two thoughts
 * ("Дякую Ноа ❤️ ставлю стіну"); an emoji of a thing ("fireball 🔥 at Bob") is part of the
 * sentence.
 */
const SENTENCE_END =
  /[.!?;。！？：؟।॥\n\u3000]+|(?<=[\p{sc=Han}\p{sc=Hiragana}\p{sc=Katakana}])[笑ｗw]+(?=\s|$)|…+|(?:[\u{1F600}-\u{1F64F}\u{1F910}-\u{1F92F}\u{1F970}-\u{1F97F}\u{1F493}-\u{1F49F}\u{1F44A}-\u{1F451}\u{1F91D}\u{1F480}\u{1FAE0}-\u{1FAF8}\u{1F937}\u{1F9D0}\u{1F440}\u{1F441}\u2764]\uFE0F?)+|ㅋ{2,}|[ㅠㅜ]+|ㄷㄷ+|哈哈+|呵呵+|\b(?:lol|lmao|haha+|jaja+|kkk+|555+|mdr|ptdr|wkwk+|xd)\b|\s[—–]+\s/gu;

/** A clause long enough to stand alone: two words, or four characters of an unspaced script. */
function substantial(text: string): boolean {
  const trimmed = text.trim();
  return UNSPACED.test(trimmed)
    ? trimmed.replace(/\s/g, "").length >= 4
    : trimmed.split(/\s+/).filter((word) => /\p{L}/u.test(word)).length >= 2;
}

/**
 * Whether a stretch of `text` falls inside a name of several words written there: "lempar bola
 * api ke Pak Belang" has no Czech "pak" (then) in it.
 */
function namesIn(text: string, names: readonly string[]): (at: number, end: number) => boolean {
  const lowered = text.toLowerCase();
  const spans: [number, number][] = [];
  for (const name of names) {
    const written = name.toLowerCase();
    if (!/\s/u.test(written)) continue;
    for (let at = lowered.indexOf(written); at >= 0; at = lowered.indexOf(written, at + 1))
      spans.push([at, at + written.length]);
  }
  return (at, end) => spans.some(([start, stop]) => at < stop && end > start);
}

function splitAt(
  text: string,
  pattern: RegExp,
  names: readonly string[] = [],
  /** Whether one word of help stands alone after it: "štit na tebe + heal". */
  loneHelp = false,
): string[] {
  const parts: string[] = [];
  let start = 0;
  const inName = namesIn(text, names);
  pattern.lastIndex = 0;
  for (let match = pattern.exec(text); match; match = pattern.exec(text)) {
    if (match[0].length === 0) {
      pattern.lastIndex++;
      continue;
    }
    if (inName(match.index, match.index + match[0].length)) continue;
    // A connector opens a new action only between two clauses that can stand alone: "heal Linh
    // and me" is one.
    const rest = text.slice(match.index + match[0].length);
    if (
      substantial(text.slice(start, match.index)) &&
      (substantial(rest) || (loneHelp && LONE_HELP.test(rest.trim())))
    ) {
      parts.push(text.slice(start, match.index));
      start = match.index + match[0].length;
    }
  }
  parts.push(text.slice(start));
  return parts;
}

/** The sentences of a move, parted only where a sentence ends. */
export function sentencesOf(text: string): string[] {
  return text
    .split(SENTENCE_END)
    .map((part) => part.trim())
    .filter((part) => /\p{L}/u.test(part));
}

/**
 * The clauses of a move, each one action or one remark: "Bún, bite Tavi! I drink a potion" is two,
 * "Expelliarmus on Linh, then I put up a shield" is two, "fireball at Bob and Cass" is one.
 */
export function clausesOf(text: string, names: readonly string[] = []): string[] {
  return text
    .split(SENTENCE_END)
    .flatMap((sentence) => splitAt(sentence, AND_I, names))
    .flatMap((sentence) => splitAt(sentence, SPACED_CONNECTOR, names))
    .flatMap((part) => splitAt(part, COMMA_AND, names))
    .flatMap((part) => splitAt(part, PLUS, names, true))
    .flatMap((part) => splitAt(part, COMMA_SUBJECT, names))
    .flatMap((part) => splitAt(part, AND_VERB, names))
    .flatMap((part) => splitAt(part, UNSPACED_CONNECTOR, names))
    .flatMap((part) => splitAt(part, THAI_SPACE, names))
    .map((part) => part.replace(/^[\s,;:、，-]+|[\s,;:、，-]+$/gu, ""))
    .map((part) => part.replace(SETTLED, ""))
    .filter((part) => /\p{L}/u.test(part));
}

/** "все, вогняна куля в Дмитрія": "that's it" opening a clause is no "all". */
const SETTLED = /^[^\p{L}]*(?:все|всё|усе|ладно|ладна|добре|короче)\s*[,!]+\s*(?=\p{L})/iu;

/** A plain "and" in the spaced languages: it joins two actions or two names, never sure which. */
const PLAIN_AND =
  /\s(?:and|y|e|und|и|і|та|og|och|és|și|si|και|dan|và|ve|ile|ir|और|आणि|ਅਤੇ|এবং|اور|و|그리고)\s/giu;

/** Latvian "un" is French "a": it joins two acts only in a move with Latvian letters. */
const LATVIAN_AND = /\sun\s/giu;
const LATVIAN = /[āēīūčšžņļķģ]/iu;

/** Slovene "in" is English "in": it joins two acts only in a move that reads Slovene. */
const SLOVENE_AND = /\sin\s/giu;
const SLOVENE =
  /(?<![\p{L}])(?:se|sebe|mene|jaz|zdravim|postavim|vržem|na|še|ščit|ki|pa)(?![\p{L}])|[čšž]/iu;

/** Dutch "en" is French and Spanish "in": it joins two acts only in a move that reads Dutch. */
const DUTCH_AND = /\sen\s/giu;
const DUTCH = /(?<![\p{L}])(?:ik|een|het|mijn|jij|niet|naar|gooi|geef)(?![\p{L}])/iu;

/** Finnish "ja" is the Slavic "I": "Burek i ja atakujemy" is one act. */
const FINNISH_AND = /\sja\s/giu;
const SLAVIC = /\si\s|[ąęłńśźżćčšžđěřů]/iu;

/** Polish and South Slavic "i" is the English "I" too: "why did i put a shield on Rūta". */
const SLAVIC_I = /\si\s/giu;
const ENGLISH_WORDS =
  /(?<![\p{L}])(?:the|my|me|did|do|you|your|is|are|was|at|it|what|why|just|now|so|lol)(?![\p{L}])/iu;

/**
 * French "et" and Czech and Slovak "a" are also a Danish or Norwegian article and the English one:
 * they join two actions only in a move that reads French, or Czech and Slovak.
 */
const FRENCH_AND = /\set\s/giu;
const FRENCH = /(?<![\p{L}])(?:je|j'|tu|il|elle|le|la|les|une|des|du|sur|moi|me|te)(?![\p{L}])/iu;
const WEST_SLAVIC_AND = /\sa\s/giu;
const WEST_SLAVIC = /[ěščřžůťďňľĺŕ]/iu;

/**
 * The ways a clause splits at a plain "and", each into the part before and the part after: "щит
 * из льда и пью зелье маны". The caller keeps a split only where both parts act.
 */
/** A shield or a heal named in one word after "and": "... ve kalkan". */
const LONE_HELP =
  /^(?:kalkan|shield|barrier|schild|escudo|bouclier|scudo|щит|tarcza|štít|štit|ščit|scut|skjold|sköld|kilpi|pajzs|heal|cura|soin|heilung|iyileştirme)[!.]*$/iu;

export function splitsAtAnd(text: string, names: readonly string[] = []): [string, string][] {
  const splits: [string, string][] = [];
  const inName = namesIn(text, names);
  const patterns = [
    PLAIN_AND,
    KOREAN_AND,
    PUNJABI_AND,
    ARABIC_AND,
    HEBREW_AND,
    ...(FRENCH.test(text) ? [FRENCH_AND] : []),
    ...(WEST_SLAVIC.test(text) ? [WEST_SLAVIC_AND] : []),
    ...(ENGLISH_WORDS.test(text) ? [] : [SLAVIC_I]),
    ...(SLAVIC.test(text) ? [] : [FINNISH_AND]),
    ...(DUTCH.test(text) ? [DUTCH_AND] : []),
    ...(LATVIAN.test(text) ? [LATVIAN_AND] : []),
    ...(SLOVENE.test(text) && !ENGLISH_WORDS.test(text) ? [SLOVENE_AND] : []),
  ];
  for (const pattern of patterns) {
    pattern.lastIndex = 0;
    for (let match = pattern.exec(text); match; match = pattern.exec(text)) {
      if (inName(match.index, match.index + match[0].length)) continue;
      const before = text.slice(0, match.index).trim();
      const after = text.slice(match.index + match[0].length).trim();
      // "kendimi iyileştiriyorum ve kalkan" (I heal myself, and a shield): one word may act.
      if (substantial(before) && (substantial(after) || LONE_HELP.test(after)))
        splits.push([before, after]);
    }
  }
  return splits;
}

/**
 * Punjabi "ਤੇ" is both "and" and "on": after a verb's ending ("ਕਰਦਾ ਹਾਂ ਤੇ") it is "and".
 */
const PUNJABI_AND = /(?<=ਹਾਂ|ਹੈ|ਹਨ|ਗਾ|ਗੀ)\s+ਤੇ\s+/gu;

/** Arabic writes "and" on the verb it joins: "أطرد العقرب ... وأضرب داشا بنار". */
const ARABIC_AND = /\s(?=و[أانتيب][\u0600-\u06ff]{2,})/gu;

/** Hebrew too: "ברק על אליף ומגן עליי" is lightning, and a shield. */
const HEBREW_AND = /\s(?=ו[\u05d0-\u05ea]{3,})/gu;

/** Korean joins two acts with a verb ending in 고: "실드 치고 마나 회복할게요". */
const KOREAN_AND = /(?<=[\uac00-\ud7af]고)\s+/gu;
