import type { ThrownKind } from "../thrownObjects.js";

/**
 * The words one language uses for acts that are not spells of an element: kindness, taming,
 * gifts, rest, banishing, orders to one's creatures, taking a move back, and throwing things.
 * Terms are lower-case and match as the language files' terms do (`languages/languageWords.ts`):
 * alphabetic terms at the start of a word, and as prefixes when longer than 4 letters; terms in
 * scripts without spaces or with attached prefixes anywhere in the move.
 */
export interface ActWords {
  /** Hugging, kissing, apologising, comforting, high-fiving: a kind act, no spell. */
  kind: string[];
  /** Taming or befriending a creature: "tame", "come here, good boy". */
  tame: string[];
  /** Giving, sharing or lending (said with the word for mana): "I give Mira 20 mana". */
  give: string[];
  /** Getting mana back by resting: meditate, pray, sleep, rest, catch one's breath. */
  rest: string[];
  /** Sending a creature away: banish, exile, "back to the void". */
  banish: string[];
  /** An order to one's creature to protect: "guard me", "protect Mira", "come back and defend". */
  guard: string[];
  /** An order to one's creature to stand down: "stop", "heel", "leave her alone", "come back". */
  halt: string[];
  /**
   * An order to one's creature to attack with its own body: "bite", "claw", "maul", "pounce on",
   * "tear apart", "sic 'em", "get him", "sting", "trample", "charge", "eat".
   */
  sic: string[];
  /** Taking back what came before: "no wait", "actually", "just kidding". */
  retract: string[];
  /** Throwing: "throw", "hurl", "toss", "yeet", in the forms players type. */
  throws: string[];
  /** Things thrown, by kind: the word and its common forms ("sofa", "couch"). */
  objects: Partial<Record<ThrownKind, string[]>>;
}

/**
 * One sentence per act as a friend at a party types it, for the tests. "Mira" is another wizard;
 * "Fang" is a wolf: the caster's own for `guard`, `halt` and `sic`, Mira's for `tame` and
 * `banish`.
 */
export interface ActSamples {
  /** A hug or apology for Mira. */
  kind: string;
  /** Taming Mira's wolf Fang. */
  tame: string;
  /** Giving Mira 20 mana. */
  give: string;
  /** Meditating or praying for mana. */
  rest: string;
  /** Banishing Fang. */
  banish: string;
  /** Telling one's own Fang to guard the caster. */
  guard: string;
  /** Telling one's own Fang to stop. */
  halt: string;
  /** Telling one's own Fang to bite Mira. */
  sic: string;
  /** "Fireball at Mira... no wait, I heal myself". */
  retract: string;
  /** Throwing a frying pan at Mira. */
  throw: string;
}
