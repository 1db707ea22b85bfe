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

const word = (term: Term) => term.text.toLowerCase().replace(/[^\p{L}\p{N}']/gu, "");

/**
 * An English clause that tells how things went or are rather than what the caster does: "shields
 * worked!", "armor held lol", "everyone was full", "lol the shield", "his name is HONK". Its first
 * verb is past or a copula (and not "I'm going to"), or it has no verb and points back at
 * something ("the shield"). A clause naming a wizard with no verb ("the moon on bob") is a move.
 */
export function looksBack(text: string, names: ReadonlySet<string>): boolean {
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
