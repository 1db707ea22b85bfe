import { termsOf, type Term } from "./englishTerms.js";

/** Words a table types around a move that carry no meaning of their own. */
const INTERJECTIONS = new Set(
  "lol lmao lmfao rofl haha hahaha ok okay ok. k oops ugh omg wow nice gg rip bruh yo yes no wait damn welp hmm oh ah well so anyway".split(
    " ",
  ),
);

/** Determiners that point back at something already there: "the shield", "that cow". */
const POINTING = new Set(["the", "that", "this", "those", "these", "his", "her", "their", "your"]);

/** Verbs that say what already happened or what is, never what the caster does now. */
const LOOKING_BACK = new Set(["did", "didn't", "didnt", "had", "hadn't", "was", "were"]);

/**
 * A word that may be a past verb or a copula (regular, irregular, or "hit" and "cast" that can be
 * either), or a pointing word: only a clause with one can look back.
 */
const MAY_LOOK_BACK = new RegExp(
  `(?<![\\p{L}])(?:\\p{L}+(?:ed|'s|'re|'m)|${[
    ...POINTING,
    ...LOOKING_BACK,
    ..."is are am be been being got gotten went came saw said told took gave made threw hit cast put let set cut spread burst hurt cost bit ate broke fell won lost left ran sent spent caught thought felt kept held stood froze shot stole blew drew flew grew knew wore tore swore struck stung sang rang began drank sank swam fought bought brought taught sought slew smote rode wrote drove rose chose spoke woke shook forgot forgave hid lit led fed fled met paid laid slept swept wept dealt meant heard sold found bound ground wound".split(
      " ",
    ),
  ].join("|")})(?![\\p{L}])`,
  "iu",
);

/** Words that aim a spell at whom follows: "at croissant", "on bob". */
const AIMING = new Set(["at", "on", "onto", "into", "to", "towards", "toward", "against"]);

const word = (term: Term) => term.text.toLowerCase().replace(/[^\p{L}\p{N}']/gu, "");

/**
 * An English clause that tells how things went or are rather than what the caster does: "shields
 * worked!", "armor held lol", "everyone was full", "lol the shield", "his name is HONK". Its first
 * verb is past or a copula (and not "I'm going to"), or it has no verb and points back at
 * something ("the shield"). A clause naming a wizard with no verb ("the moon on bob") is a move.
 */
export function looksBack(text: string, names: ReadonlySet<string>): boolean {
  // Tagging is most of the cost of reading a clause: a clause with no word that could be a past
  // verb or a copula, and that opens on no pointing word, needs none.
  if (!MAY_LOOK_BACK.test(text)) return false;
  // "lucy this frostbolt is urs": handed over now, not told of.
  if (/\b(?:is|are)\s+(?:urs|yours|ur[sz]|all\s+yours|for\s+(?:you|u|ya))\b/iu.test(text))
    return false;
  const terms = termsOf(text).filter((term) => word(term) !== "");
  const rest = terms.filter((term, index) => index > 0 || !INTERJECTIONS.has(word(term)));
  const verbAt = rest.findIndex((term) => term.tags.includes("Verb"));
  if (verbAt < 0) {
    const first = rest[0];
    return (
      first !== undefined &&
      POINTING.has(word(first)) &&
      !rest.some((term) => names.has(word(term)))
    );
  }
  // "magic missile at croissant that dragon is annoying": a spell already aimed at someone before
  // the first verb is a move; the verb is said of its target.
  const aimedFirst = rest
    .slice(0, verbAt)
    .some((term, at) => at > 0 && AIMING.has(word(rest[at - 1]!)) && names.has(word(term)));
  if (aimedFirst) return false;
  const verb = rest[verbAt]!;
  const next = rest[verbAt + 1];
  // "I'm going to fireball bob", "im casting a shield": the copula opens a move.
  if (next && (next.tags.includes("Gerund") || word(next) === "gonna")) return false;
  // "i got u bro", "got you": a promise of help, not a look back.
  if (word(verb) === "got" && next && ["u", "you", "ya", "this"].includes(word(next))) return false;
  return (
    verb.tags.includes("PastTense") || verb.tags.includes("Copula") || LOOKING_BACK.has(word(verb))
  );
}
