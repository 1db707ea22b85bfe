/**
 * Latin spellings of names written in Cyrillic, Japanese kana or Hangul, so "Нимуэ", "ニムエ" and
 * "니무에" all find the wizard Nimue. Rough on purpose: names are then compared with a tolerance.
 */

const CYRILLIC: Record<string, string> = {
  а: "a",
  б: "b",
  в: "v",
  г: "g",
  д: "d",
  е: "e",
  ё: "e",
  ж: "zh",
  з: "z",
  и: "i",
  й: "i",
  к: "k",
  л: "l",
  м: "m",
  н: "n",
  о: "o",
  п: "p",
  р: "r",
  с: "s",
  т: "t",
  у: "u",
  ф: "f",
  х: "kh",
  ц: "ts",
  ч: "ch",
  ш: "sh",
  щ: "sch",
  ъ: "",
  ы: "y",
  ь: "",
  э: "e",
  ю: "yu",
  я: "ya",
  і: "i",
  ї: "i",
  є: "e",
  ґ: "g",
};

const KANA_ROWS: [string, string][] = [
  ["アイウエオ", ""],
  ["カキクケコ", "k"],
  ["ガギグゲゴ", "g"],
  ["サシスセソ", "s"],
  ["ザジズゼゾ", "z"],
  ["タチツテト", "t"],
  ["ダヂヅデド", "d"],
  ["ナニヌネノ", "n"],
  ["ハヒフヘホ", "h"],
  ["バビブベボ", "b"],
  ["パピプペポ", "p"],
  ["マミムメモ", "m"],
  ["ラリルレロ", "r"],
  ["ワヰ\u30f1ヱヲ", "w"],
];
const KANA: Record<string, string> = { ン: "n", ヤ: "ya", ユ: "yu", ヨ: "yo", ヴ: "vu" };
for (const [row, consonant] of KANA_ROWS)
  [...row].forEach((kana, index) => (KANA[kana] = consonant + "aiueo"[index]));
KANA["フ"] = "fu";
KANA["シ"] = "shi";
KANA["チ"] = "chi";
KANA["ツ"] = "tsu";
const SMALL_VOWELS: Record<string, string> = { ァ: "a", ィ: "i", ゥ: "u", ェ: "e", ォ: "o" };

function romanizeKana(text: string): string {
  // Hiragana sits 0x60 below katakana.
  const katakana = [...text].map((char) =>
    char >= "\u3041" && char <= "\u3096" ? String.fromCharCode(char.charCodeAt(0) + 0x60) : char,
  );
  let out = "";
  for (const char of katakana) {
    if (SMALL_VOWELS[char]) out = out.replace(/[aiueo]$/, "") + SMALL_VOWELS[char];
    else if (char === "ー" || char === "ッ") continue;
    else out += KANA[char] ?? "";
  }
  return out;
}

const HANGUL_INITIAL = [
  "g",
  "kk",
  "n",
  "d",
  "tt",
  "r",
  "m",
  "b",
  "pp",
  "s",
  "ss",
  "",
  "j",
  "jj",
  "ch",
  "k",
  "t",
  "p",
  "h",
];
const HANGUL_VOWEL = [
  "a",
  "ae",
  "ya",
  "yae",
  "eo",
  "e",
  "yeo",
  "ye",
  "o",
  "wa",
  "wae",
  "oe",
  "yo",
  "u",
  "wo",
  "we",
  "wi",
  "yu",
  "u",
  "ui",
  "i",
];
const HANGUL_FINAL = [
  "",
  "k",
  "k",
  "k",
  "n",
  "n",
  "n",
  "t",
  "l",
  "l",
  "l",
  "l",
  "l",
  "l",
  "l",
  "l",
  "m",
  "p",
  "p",
  "t",
  "t",
  "ng",
  "t",
  "t",
  "k",
  "t",
  "p",
  "t",
];

function romanizeHangul(text: string): string {
  let out = "";
  for (const char of text) {
    const code = char.charCodeAt(0) - 0xac00;
    if (code < 0 || code > 11171) continue;
    out +=
      HANGUL_INITIAL[Math.floor(code / 588)]! +
      HANGUL_VOWEL[Math.floor((code % 588) / 28)]! +
      HANGUL_FINAL[code % 28]!;
  }
  return out;
}

/** One lower-case Latin spelling of a word in Latin, Cyrillic, kana or Hangul script. */
const CYRILLIC_TEXT = /\p{Script=Cyrillic}/u;
const KANA_TEXT = /[\u3040-\u30ff]/u;
const HANGUL_TEXT = /[\uac00-\ud7af]/u;

export function romanize(word: string): string {
  if (CYRILLIC_TEXT.test(word))
    return [...word.toLowerCase()].map((char) => CYRILLIC[char] ?? char).join("");
  if (KANA_TEXT.test(word)) return romanizeKana(word);
  if (HANGUL_TEXT.test(word)) return romanizeHangul(word);
  return word.toLowerCase();
}

/** The words of a text split by script as well, so "Nimueに火の玉" yields "nimue". */
export function scriptWords(text: string): string[] {
  return (
    text
      .normalize("NFKC")
      .toLowerCase()
      .match(
        /\p{Script=Latin}+|\p{Script=Cyrillic}+|[\u30a0-\u30ff]+|[\uac00-\ud7af]+|\p{Script=Greek}+|[0-9]+/gu,
      ) ?? []
  );
}
