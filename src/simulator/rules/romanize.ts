import anyAscii from "any-ascii";

/**
 * Latin spellings of words in other scripts, so "Нимуэ", "ニムエ", "니무에", "नीमुए" and "نيموي" all find
 * the wizard Nimue. The transliteration itself is any-ascii's (docs/decisions/007); what is here
 * only fixes what a letter-by-letter reading gets wrong for names, and splits text that is written
 * without spaces. Rough on purpose: names are then compared by how they sound (`soundKey`).
 */

const ABJAD = /[\u0590-\u06ff\u0750-\u077f\ufb1d-\ufdff\ufe70-\ufeff]/u;
const THAI = /[\u0e00-\u0e7f]/u;
const HAN = /[\u3400-\u9fff]/u;
const LATIN = /^[\p{sc=Latin}0-9]+$/u;

/**
 * Arabic, Persian, Urdu and Hebrew write long vowels with letters any-ascii reads as consonants
 * (و ي ی ו י) or leaves out (ا א): "مايك" would be "myk". Alif and the like are always vowels; waw
 * and yeh after a word's first letter almost always are in a name.
 */
const VOWEL_LETTERS: Record<string, string> = {
  ا: "a",
  آ: "a",
  أ: "a",
  إ: "i",
  ى: "a",
  ة: "a",
  ئ: "i",
  ؤ: "u",
  א: "a",
  ע: "a",
};
const INNER_VOWEL_LETTERS: Record<string, string> = { و: "u", ي: "i", ی: "i", ו: "o", י: "i" };
/** A Hebrew name's first ב and פ are b and p ("ברנה" is Brenna), and ג׳ is j. */
const HEBREW_FIRST: Record<string, string> = { ב: "b", פ: "p", כ: "k" };

function spellAbjad(word: string): string {
  // Persian writes the j of "João" and "Jacques" with ژ; a hamza seat between vowels is silent.
  // A Hebrew word's last ה is the vowel a ("קניה" is Kanya, "שרה" Sara).
  const spoken = word
    .replace(/ژ/gu, "j")
    .replace(/(?<=[اآو])ئ/gu, "")
    .replace(/(?<=\p{L})ה$/u, "א")
    // ... and so is an Arabic or Persian word's last ه ("آيشه" is Ayşe, "فاطمه" Fatemeh).
    .replace(/(?<=\p{L}{2})ه$/u, "ا");
  return [...spoken.replace(/ג['\u05f3]/gu, "j").replace(/צ['\u05f3]/gu, "ch")]
    .map(
      (char, index) =>
        VOWEL_LETTERS[char] ?? (index > 0 ? INNER_VOWEL_LETTERS[char] : HEBREW_FIRST[char]) ?? char,
    )
    .join("");
}

const HANGUL = /[\uac00-\ud7a3]/u;

/** A Hangul syllable's final ㅅ or ㅆ is heard as t in a foreign name: "구르프릿" is Gurpreet. */
function spellHangulEndings(word: string): string {
  let out = "";
  for (const char of word) {
    const code = char.codePointAt(0)! - 0xac00;
    const final = code % 28;
    out +=
      code >= 0 && code < 11172 && (final === 19 || final === 20)
        ? `${String.fromCodePoint(0xac00 + code - final)}t`
        : char;
  }
  return out;
}

/** Thai writes e, ae, o, ai before the consonant they follow in speech: "ไมค์" is m-ai-k. */
const THAI_LEADING_VOWEL = /([\u0e40-\u0e44])([\u0e01-\u0e2e])/gu;

/**
 * In names pinyin x is nearest s, and q nearest j: "露西亚" (Lucía) reads "luxiya", "乔纳斯" (Jonas)
 * "qiaonasi".
 */
function spellHan(word: string): string {
  let out = "";
  // A syllable written with y or w before its own vowel opens on that vowel: "英格丽" is Ingrid.
  for (const char of word)
    out += anyAscii(char)
      .toLowerCase()
      .replace(/^x/, "s")
      .replace(/^q/, "j")
      .replace(/^y(?=i)/, "")
      .replace(/^w(?=u)/, "");
  return out;
}

const romanized = new Map<string, string>();
const ROMANIZED_KEPT = 20_000;

/** One lower-case spelling of a word in Latin letters: "Майку" is "mayku", "Lucía" stays "lucía". */
export function romanize(word: string): string {
  let latin = romanized.get(word);
  if (latin === undefined) {
    let text = word.toLowerCase();
    // A nukta makes a new consonant: "ਜ਼ੈਨਬ" is Zainab, not "Jainab".
    text = text.replace(/[जਜ][़਼]/gu, "z").replace(/[फਫ][़਼]/gu, "f");
    // Bengali ড় and Hindi ड़ are a flapped r: "পুড়ে" (burnt) is pure, not Budi.
    text = text.replace(/[ড][়]|ড়|[ड][़]|ड़/gu, "r").replace(/[ঢ][়]|ঢ়|[ढ][़]|ढ़/gu, "rh");
    // The anusvara is a nasal after the consonant's own vowel: "मंतस" is Mantas, not "mmts".
    text = text
      .replace(/(?<=[\u0915-\u0939\u0995-\u09b9\u0a15-\u0a39])[\u0902\u0982\u0a02\u0a70]/gu, "an")
      .replace(/[\u0902\u0982\u0a02\u0a70]/gu, "n");
    // Katakana writes w before a vowel as ウ and a small vowel: "ウェイ" is Wei, not "uei".
    text = text.replace(
      /[ウう]([ィェォぃぇぉ])/gu,
      (_, small: string) => `w${"ィぃ".includes(small) ? "i" : "ェぇ".includes(small) ? "e" : "o"}`,
    );
    // A small ya, yu or yo after a kana glides: "ジョアン" is jo-an (João), not "jiyoan".
    text = text.replace(/([\u3040-\u30ff])([ゃゅょャュョ])/gu, (_, kana: string, small: string) =>
      `${anyAscii(kana).toLowerCase().replace(/i$/u, "")}y${"ゃャ".includes(small) ? "a" : "ゅュ".includes(small) ? "u" : "o"}`.replace(
        /^(j|sh|ch)y/u,
        "$1",
      ),
    );
    // Before m, b or p the kana ン is said m: "ムハンマド" is Muhammad.
    text = text.replace(
      /[ンん](?=[マミムメモバビブベボパピプペポまみむめもばびぶべぼぱぴぷぺぽ])/gu,
      "m",
    );
    // Cyrillic writes the j of a foreign name as ж: "Жоау" is João (dzh sounds j).
    text = text.replace(/^ж(?=[аоуэ])/u, "дж");
    // Ukrainian г is h: "Гонзіка" is Honzík (a word with і, ї or є is Ukrainian).
    if (/[іїєґ]/u.test(text)) text = text.replace(/г/gu, "h").replace(/ґ/gu, "g");
    // Greek writes d and b as ντ and μπ: "Τζόρνταν" is Jordan.
    text = text.replace(/ντ/gu, "d").replace(/μπ/gu, "b");
    if (ABJAD.test(text)) text = spellAbjad(text);
    else if (HANGUL.test(text)) text = spellHangulEndings(text);
    else if (THAI.test(text)) text = text.replace(THAI_LEADING_VOWEL, "$2$1");
    // Latin words are kept as they are written, so that a move in Latin letters matches as before.
    if (LATIN.test(word)) latin = text;
    else
      latin = (HAN.test(text) ? spellHan(text) : anyAscii(text))
        .toLowerCase()
        .replace(/[^a-z0-9]/g, "");
    if (romanized.size >= ROMANIZED_KEPT) romanized.clear();
    romanized.set(word, latin);
  }
  return latin;
}

/**
 * How a romanized word or a name sounds, in a few letters: consonants that scripts swap for one
 * another become one (b p v f w, k c q, s z c sh ch x, l r), a run of vowels becomes one "a", h and
 * doubled letters go. "maik", "maiku" and "mayk" all sound "mak(a)"; "lucia", "rushia" and "lusiya"
 * all sound "lasa".
 */
export function soundKey(latin: string): string {
  let key = sounds.get(latin);
  if (key === undefined) {
    if (sounds.size >= ROMANIZED_KEPT) sounds.clear();
    key = spellSound(latin);
    sounds.set(latin, key);
  }
  return key;
}

const sounds = new Map<string, string>();

function spellSound(latin: string): string {
  return (
    // Romanian ț is ts: "Țveti" is Цвети.
    anyAscii(latin.replace(/[țţ]/gu, "ts"))
      .toLowerCase()
      .replace(/[^a-z]/g, "")
      .replace(/^mp/, "b")
      .replace(/^nt/, "d")
      // Greek writes g as "γκ": "Γκίγκελ" is Gigel.
      .replace(/gk/g, "g")
      .replace(/^gi(?=[aeou])/, "j")
      // Greek writes the j of "Giulia" as "Τζ".
      .replace(/^tz(?=[aeiou])/, "j")
      .replace(/^y/, "j")
      // Cyrillic has no h: "Харприйт" is Harpreet, and "Халид" Khalid, so kh and h are one.
      .replace(/^kh/, "h")
      // Before a consonant c is ts in the Slavic and Baltic alphabets: "Cvetelina" is Цветелина.
      .replace(/c(?=[vwbdfgjmnp])/g, "s")
      // A y between vowels is heard as j ("Боян" is Bojan); a j after a consonant is the glide y
      // ("Tjaša" is "Тяша").
      .replace(/(?<=[aeiou])y(?=[aeiou])/g, "j")
      .replace(/(?<=[bfgklmnprstvz])j(?=[aeiou])/g, "y")
      .replace(/c(?=[eiy])/g, "s")
      .replace(/ph/g, "f")
      // A nasal end: "João" is heard as "주앙" (juang) writes it.
      .replace(/ao$/, "ang")
      // "Джейк" is "Dzheik": dzh, dž and dj are the j of "Jake".
      .replace(/d(?:zh|z|j)(?=[aeiouy])/g, "j")
      // "Lusija", "Лусия": the glide between i and a vowel is not written in "Lucia".
      .replace(/i[jy](?=[aeiou])/g, "i")
      // "Chloé", "Christine": ch before l or r is k ("Хлое", "クロエ").
      .replace(/ch(?=[lr])/g, "k")
      // "Οξάνα" and "Oxana" are Oksana.
      .replace(/x/g, "ks")
      .replace(/(?:sch|sh|ch|zh|ts|tz)/g, "s")
      .replace(/(?:ck|kh|gh|q)/g, "k")
      .replace(/c/g, "k")
      // Between two consonants an h stands for a vowel left unwritten: "محمد" is "mhmd", Muhammad.
      .replace(/(?<=[bdfgjklmnprstvz])h(?=[bdfgjklmnprstvz])/g, "ah")
      // A name's first h is heard in every script that has one ("ہرپریت", "हरप्रीत", "ハル").
      .replace(/(?!^)h/g, "")
      .replace(/[pvfw]/g, "b")
      .replace(/z/g, "s")
      .replace(/r/g, "l")
      .replace(/[aeiouy]+/g, "a")
      .replace(/([a-z])\1+/g, "$1")
  );
}

/**
 * Case endings and particles glued to a name: "마이크에게" (to Mike), "মাইককে" (Mike, object),
 * "लुसियाला" (to Lucía), and the prefixes Arabic and Hebrew attach ("لمايك", "למייק"). A word is
 * also read without them.
 */
const GLUED = [
  /^(.+?)(?:에게서|에게|한테|께서|께|으로|로|을|를|이|가|은|는|의|에|와|과|도|랑|이랑)$/u,
  /^(.{3,}?)(?:কে|ের|তে|টা|টি|রে|র|এ)$/u,
  /^(.{3,}?)(?:च्या|ला|ना|ने|चा|ची|चे|वर|कडे|को|पर)$/u,
  /^(?:ال|وال|بال|لل|و|ب|ل|ف|ك)(.{3,})$/u,
  /^(?:ו|ב|ל|ה|מ|ש|כ)(.{3,})$/u,
];

/** Thai is written without spaces: its dictionary finds the words, a foreign name may be split. */
let thaiWords: Intl.Segmenter | undefined;

function thaiSpans(run: string): string[] {
  thaiWords ??= new Intl.Segmenter("th", { granularity: "word" });
  const pieces = [...thaiWords.segment(run)].map((piece) => piece.segment);
  const spans: string[] = [];
  for (let start = 0; start < pieces.length; start += 1)
    for (let end = start + 1; end <= Math.min(pieces.length, start + 3); end += 1)
      spans.push(pieces.slice(start, end).join(""));
  return spans;
}

/** Chinese is written without spaces, and a foreign name takes two to six characters ("迈克", "茨维特琳娜"). */
function hanSpans(run: string): string[] {
  // A span may not cut a word the dictionary knows: "召唤一只" holds no "唤一" (Hyun), while a
  // foreign name ("哈鲁托") is cut into single characters and kept whole.
  hanWords ??= new Intl.Segmenter("zh", { granularity: "word" });
  const chars = [...run];
  const breaks = new Set<number>([chars.length]);
  let at = 0;
  for (const { segment } of hanWords.segment(run)) {
    breaks.add(at);
    at += [...segment].length;
  }
  const spans: string[] = [];
  for (let start = 0; start < chars.length; start += 1)
    for (let end = start + 2; end <= Math.min(chars.length, start + 6); end += 1)
      if (breaks.has(start) && breaks.has(end)) spans.push(chars.slice(start, end).join(""));
  return spans;
}
let hanWords: Intl.Segmenter | undefined;

const WORD =
  /\p{sc=Latin}+|\p{sc=Cyrillic}+|[\u30a0-\u30ff]+|[\uac00-\ud7af]+|\p{sc=Greek}+|\p{sc=Arabic}[\p{sc=Arabic}\p{Mn}]*|\p{sc=Hebrew}(?:'?\p{sc=Hebrew})*|\p{sc=Devanagari}+|\p{sc=Bengali}+|\p{sc=Gurmukhi}+|\p{sc=Thai}+|[\u3400-\u9fff]+|[0-9]+/gu;

/**
 * The words of a text split by script as well, so "Nimueに火の玉" yields "nimue", with glued
 * particles also taken off and text without spaces (Thai, Chinese) cut into likely names.
 */
export function scriptWords(text: string): string[] {
  const words: string[] = [];
  for (const word of text.normalize("NFKC").toLowerCase().match(WORD) ?? []) {
    if (THAI.test(word)) words.push(...thaiSpans(word));
    else if (HAN.test(word)) words.push(...hanSpans(word));
    else {
      words.push(word);
      for (const glued of GLUED) {
        const stem = glued.exec(word)?.[1];
        if (stem) words.push(stem);
      }
    }
  }
  return words;
}
