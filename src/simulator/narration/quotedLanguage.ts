/**
 * A player's words told back to a table that reads another language are marked with the language
 * they were said in: "“फिर” (Hindi)", "« que me quemó » (espagnol)". The referee cannot translate
 * them; naming the language tells the listener what they are looking at.
 */

/** The script each interface language writes in, where it is not Latin. */
const SCRIPTS: Record<string, RegExp> = {
  ru: /\p{sc=Cyrillic}/u,
  uk: /\p{sc=Cyrillic}/u,
  bg: /\p{sc=Cyrillic}/u,
  el: /\p{sc=Greek}/u,
  he: /\p{sc=Hebrew}/u,
  ar: /\p{sc=Arabic}/u,
  fa: /\p{sc=Arabic}/u,
  ur: /\p{sc=Arabic}/u,
  hi: /\p{sc=Devanagari}/u,
  mr: /\p{sc=Devanagari}/u,
  bn: /\p{sc=Bengali}/u,
  pa: /\p{sc=Gurmukhi}/u,
  th: /\p{sc=Thai}/u,
  zh: /\p{sc=Han}/u,
  ja: /[\p{sc=Hiragana}\p{sc=Katakana}\p{sc=Han}]/u,
  ko: /\p{sc=Hangul}/u,
};
const LATIN = /\p{sc=Latin}/u;

/** The name of the language `quote` was said in, in the listener's language; none if the same. */
export function quotedLanguage(quote: string, said: string, listener: string): string | null {
  if (said === listener) return null;
  // Words in another script than the speaker's language (a Hindi player typing "lol") may be any
  // language: they are told bare.
  const script = Object.hasOwn(SCRIPTS, said) ? SCRIPTS[said]! : LATIN;
  if (!script.test(quote)) return null;
  // Latin-script languages share words ("ok", "lol"): only a quote in another script than the
  // listener's, or in the same script from another language, is named.
  try {
    return new Intl.DisplayNames([listener], { type: "language" }).of(said) ?? null;
  } catch {
    return null;
  }
}

/** The closing quotation marks the narration locales use. */
const CLOSING = /^[\s\u202f\u00a0]*[”“»«」』"’‘]/u;

/** `told` with the language's name set after the quoted words, outside their marks. */
export function markQuote(told: string, quote: string, name: string): string {
  const at = told.indexOf(quote);
  if (at < 0) return told;
  const after = at + quote.length;
  const closing = CLOSING.exec(told.slice(after))?.[0] ?? "";
  const end = after + closing.length;
  return `${told.slice(0, end)} (${name})${told.slice(end)}`;
}
