/** The indefinite articles that open the locales' words for things ("une gerbe de flammes"). */
const INDEFINITE: Record<string, RegExp> = {
  da: /^(?:en|et)\s+/u,
  de: /^(?:ein|eine|einen|einem|einer)\s+/u,
  el: /^(?:ένα|ένας|μια|μία|ενα|ενας)\s+/u,
  en: /^(?:a|an)\s+/u,
  es: /^(?:un|una|unos|unas)\s+/u,
  fr: /^(?:un|une|des)\s+/u,
  hu: /^egy\s+/u,
  it: /^(?:un|una|uno)\s+|^un['’]/u,
  nl: /^een\s+/u,
  no: /^(?:en|ei|et)\s+/u,
  pt: /^(?:um|uma)\s+/u,
  ro: /^(?:un|o)\s+/u,
  sv: /^(?:en|ett)\s+/u,
  tr: /^bir\s+/u,
};

/**
 * A thing's words as a lasting effect's name: « Gerbe de flammes », not « Une gerbe de flammes »
 * (set j's reader found the article inside the quoted name in five languages).
 */
export function withoutArticle(text: string, language: string): string {
  const article = Object.hasOwn(INDEFINITE, language) ? INDEFINITE[language] : undefined;
  const bare = article ? text.replace(article, "") : text;
  return bare.length > 0 ? bare : text;
}
