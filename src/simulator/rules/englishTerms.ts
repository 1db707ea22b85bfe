import nlp from "compromise/two";

/** A word of an English move with its parts of speech, as `compromise` tags them. */
export interface Term {
  text: string;
  pre: string;
  post: string;
  tags: string[];
}

/** Moves tagged lately: a round reads each clause's words more than once. Bounded. */
const tagged = new Map<string, Term[]>();
const TAGGED_KEPT = 1_000;

/** The words of `text` with their parts of speech. */
export function termsOf(text: string): Term[] {
  let terms = tagged.get(text);
  if (!terms) {
    if (tagged.size >= TAGGED_KEPT) tagged.clear();
    terms = (nlp(text).json({ terms: { tags: true, text: true } }) as { terms: Term[] }[]).flatMap(
      (sentence) => sentence.terms,
    );
    tagged.set(text, terms);
  }
  return terms;
}
