import type { Element } from "../rules/lexicon.js";
import ar from "./locales/ar.json" with { type: "json" };
import bg from "./locales/bg.json" with { type: "json" };
import bn from "./locales/bn.json" with { type: "json" };
import cs from "./locales/cs.json" with { type: "json" };
import da from "./locales/da.json" with { type: "json" };
import de from "./locales/de.json" with { type: "json" };
import el from "./locales/el.json" with { type: "json" };
import en from "./locales/en.json" with { type: "json" };
import es from "./locales/es.json" with { type: "json" };
import fa from "./locales/fa.json" with { type: "json" };
import fi from "./locales/fi.json" with { type: "json" };
import fr from "./locales/fr.json" with { type: "json" };
import he from "./locales/he.json" with { type: "json" };
import hi from "./locales/hi.json" with { type: "json" };
import hr from "./locales/hr.json" with { type: "json" };
import hu from "./locales/hu.json" with { type: "json" };
import id from "./locales/id.json" with { type: "json" };
import it from "./locales/it.json" with { type: "json" };
import ja from "./locales/ja.json" with { type: "json" };
import ko from "./locales/ko.json" with { type: "json" };
import lt from "./locales/lt.json" with { type: "json" };
import lv from "./locales/lv.json" with { type: "json" };
import mr from "./locales/mr.json" with { type: "json" };
import ms from "./locales/ms.json" with { type: "json" };
import nl from "./locales/nl.json" with { type: "json" };
import no_ from "./locales/no.json" with { type: "json" };
import pa from "./locales/pa.json" with { type: "json" };
import pl from "./locales/pl.json" with { type: "json" };
import pt from "./locales/pt.json" with { type: "json" };
import ro from "./locales/ro.json" with { type: "json" };
import ru from "./locales/ru.json" with { type: "json" };
import sk from "./locales/sk.json" with { type: "json" };
import sl from "./locales/sl.json" with { type: "json" };
import sv from "./locales/sv.json" with { type: "json" };
import th from "./locales/th.json" with { type: "json" };
import tr from "./locales/tr.json" with { type: "json" };
import uk from "./locales/uk.json" with { type: "json" };
import ur from "./locales/ur.json" with { type: "json" };
import vi from "./locales/vi.json" with { type: "json" };
import zh from "./locales/zh.json" with { type: "json" };

/** A barrier in each language's words by the element it is made of: "un mur de glace". */
export type BarrierWords = Record<Element, string>;

/**
 * One language's narration: templates per situation, element flavour, words and notices. Every
 * locale names a barrier of every element (`words.barriers`).
 */
export type NarrationLocale = typeof en & { words: { barriers: BarrierWords } };
export type NarrationKind = keyof NarrationLocale["templates"];
export type FlavourKey = keyof NarrationLocale["flavour"];

/**
 * Kinds whose English lines tell the move's own words ("Merlin turns Nimue into a rubber duck");
 * the other languages tell them without the thing, since those words are English.
 */
export const OWN_WORDS_KINDS: ReadonlySet<NarrationKind> = new Set<NarrationKind>([
  "calmWith",
  "nothingWith",
  "peacefulWith",
  "transformInto",
  "becomeInto",
]);

/**
 * Every language with a narration file. Variant i of a template says the same thing in every
 * language, so one pick narrates an event for all players at once.
 */
export const NARRATION_LOCALES: Record<string, NarrationLocale> = {
  ar,
  bg,
  bn,
  cs,
  da,
  de,
  el,
  en,
  es,
  fa,
  fi,
  fr,
  he,
  hi,
  hr,
  hu,
  id,
  it,
  ja,
  ko,
  lt,
  lv,
  mr,
  ms,
  nl,
  no: no_,
  pa,
  pl,
  pt,
  ro,
  ru,
  sk,
  sl,
  sv,
  th,
  tr,
  uk,
  ur,
  vi,
  zh,
};

export function narrationLocale(language: string): NarrationLocale {
  return NARRATION_LOCALES[language] ?? en;
}

/** A notice the server adds to a round's log, in each of the given languages. */
export function notice(
  key: keyof NarrationLocale["notices"],
  languages: Iterable<string>,
): Record<string, string> {
  const texts: Record<string, string> = { en: en.notices[key] };
  for (const language of languages) texts[language] = narrationLocale(language).notices[key];
  return texts;
}

/** A notice about one wizard, `{name}` filled in, in English and each language given. */
function namedNotice(
  key: keyof NarrationLocale["notices"],
  name: string,
  languages: Iterable<string>,
): Record<string, string> {
  const texts = notice(key, languages);
  // A function, not the name itself: a name such as "$&" would be read as a replacement pattern.
  for (const [language, text] of Object.entries(texts))
    texts[language] = text.replaceAll("{name}", () => name);
  return texts;
}

/** The log's line for a wizard who left a game under way, in English and each language given. */
export function leftTheBattle(name: string, languages: Iterable<string>): Record<string, string> {
  return namedNotice("left", name, languages);
}

/** The log's line for a wizard the others voted back, in English and each language given. */
export function revivedInBattle(name: string, languages: Iterable<string>): Record<string, string> {
  return namedNotice("revived", name, languages);
}
