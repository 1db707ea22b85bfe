/**
 * Narration figures for `npm run engine:eval`: pure functions over the events a round produced and
 * the moves that produced them. Each figure counts a defect or a habit of the narrator; none of
 * them is a test, and the definitions are listed in docs/simulator.md ("Measured quality").
 */
import nlp from "compromise";
import type { GameEvent } from "../../src/shared/documents.js";
import { ACT_NAMES } from "../../src/simulator/narration/spellThing.js";

/** What the figures read of an event. */
export type NarratedEvent = Pick<GameEvent, "description" | "stat_changes"> &
  Partial<Pick<GameEvent, "translated_descriptions">>;

export interface NarratedMove {
  text: string;
  /** The corpus's language label: nouns are only read from English moves. */
  language: string;
}

export interface NarratedRound {
  moves: NarratedMove[];
  events: NarratedEvent[];
  /** Every combatant that can be named in the round, by id: players and creatures. */
  names: Record<string, string>;
  /** The kinds of the creatures in play ("wolf"): a move's "the wolf" is told by its name. */
  kinds?: string[];
}

/** Chinese, Japanese and Korean characters: quotes of these scripts are counted in characters. */
const CJK = /[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\uac00-\ud7af]/u;
const CJK_RUNS = /[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\uac00-\ud7af]+/gu;

/** The words of a text: lower-cased runs of letters and digits, CJK characters left out. */
export function words(text: string): string[] {
  return (text.toLowerCase().match(/[\p{L}\p{M}\p{N}]+/gu) ?? [])
    .map((word) => [...word].filter((char) => !CJK.test(char)).join(""))
    .filter((word) => word.length > 0);
}

/** Whether `description` repeats `span` consecutive words, or `span` CJK characters, of a move. */
export function quotesMove(description: string, moves: readonly string[], span = 5): boolean {
  const told = ` ${words(description).join(" ")} `;
  const toldCjk = (description.match(CJK_RUNS) ?? []).join("|");
  for (const move of moves) {
    const said = words(move);
    for (let start = 0; start + span <= said.length; start += 1)
      if (told.includes(` ${said.slice(start, start + span).join(" ")} `)) return true;
    for (const run of move.match(CJK_RUNS) ?? []) {
      const chars = [...run];
      for (let start = 0; start + span <= chars.length; start += 1)
        if (toldCjk.includes(chars.slice(start, start + span).join(""))) return true;
    }
  }
  return false;
}

/**
 * Nouns that are no concrete thing a caster conjures: the brief's casting words, and the game's own
 * stat words, which the narration names whatever the move says.
 */
export const NOT_CONCRETE = new Set([
  "spell",
  "spells",
  "magic",
  "attack",
  "attacks",
  "mana",
  "health",
  "hp",
  "damage",
  "round",
  "rounds",
  "turn",
  "turns",
  // Game words and abstractions, no thing a spell is made of.
  "dmg",
  "power",
  "cost",
  "costs",
  "evasion",
  "invincibility",
  "immunity",
  "bit",
  "little",
  "max",
  "back",
  "game",
  "match",
  "players",
  "enemies",
  "foes",
  "allies",
  "team",
  "rules",
  "rule",
  "instructions",
  "override",
  "existence",
  "hurry",
  "way",
  "time",
]);

/** Indefinite pronouns and place words compromise reads as nouns. */
const PRONOUN_LIKE = new Set([
  "nobody",
  "anybody",
  "anyone",
  "everybody",
  "everyone",
  "somebody",
  "someone",
  "nothing",
  "anything",
  "everything",
  "something",
  "none",
  "here",
  "there",
]);

interface Term {
  text: string;
  normal: string;
  pre: string;
  post: string;
  tags: string[];
}

function termsOf(text: string): Term[] {
  const sentences = nlp(text).json({ terms: { tags: true, text: true, normal: true } }) as {
    terms: Term[];
  }[];
  return sentences.flatMap((sentence) => sentence.terms);
}

const forms = new Map<string, string[]>();

/** A noun with its singular and plural, as compromise inflects it. */
function inflections(noun: string): string[] {
  let known = forms.get(noun);
  if (!known) {
    const singular = nlp(noun).nouns().toSingular().text().toLowerCase();
    const plural = nlp(noun).nouns().toPlural().text().toLowerCase();
    known = [...new Set([noun, singular, plural].filter((form) => form.length > 0))];
    forms.set(noun, known);
  }
  return known;
}

/**
 * The head nouns of an English move, by compromise: the root of each noun phrase, pronouns,
 * people, the combatants' names and the words in NOT_CONCRETE left out.
 */
export function moveNouns(
  move: string,
  names: readonly string[],
  kinds: readonly string[] = [],
): string[] {
  const nameWords = names.flatMap((name) => words(name));
  const skip = new Set([...nameWords, ...kinds].flatMap((word) => [word, `${word}s`, `${word}es`]));
  // "nim" for Nimue, "morg" for Morgana: a name's first letters name the combatant.
  const nickname = (word: string) =>
    word.length >= 3 &&
    nameWords.some((name) => name.length > word.length && name.startsWith(word));
  const terms = termsOf(move);
  const pronouns = new Set(
    terms
      .filter(
        (term, index) =>
          term.tags.includes("Pronoun") ||
          term.tags.includes("Person") ||
          // "Merlin hurls": compromise sometimes reads a name's verb as a noun.
          skip.has(terms[index - 1]?.normal ?? ""),
      )
      .map((term) => term.normal.replace(/['’]s$/, "")),
  );
  const phrases = nlp(move).nouns().json() as { noun?: { root?: string } }[];
  const heads: string[] = [];
  for (const phrase of phrases) {
    const head = words(phrase.noun?.root ?? "").at(-1);
    if (!head || head.length < 2 || /^\p{N}+$/u.test(head)) continue;
    if (
      skip.has(head) ||
      nickname(head) ||
      pronouns.has(head) ||
      PRONOUN_LIKE.has(head) ||
      NOT_CONCRETE.has(head) ||
      ACT_NAMES.has(head)
    )
      continue;
    heads.push(head);
  }
  return [...new Set(heads)];
}

/** Whether any of the nouns, singular or plural, is a word of the narration. */
export function toldBack(nouns: readonly string[], narration: string): boolean {
  const told = new Set(words(narration));
  return nouns.some((noun) => inflections(noun).some((form) => told.has(form)));
}

/** The sentences of a description. */
export function sentences(description: string): string[] {
  return description
    .split(/(?<=[.!?…])\s+/u)
    .map((sentence) => sentence.trim())
    .filter((sentence) => sentence.length > 0);
}

/** Amounts a shield holds or an effect will deal later, which no stat change of the event shows. */
const NOT_NOW = /\b(absorb\w*|soak\w*|good for|protection|shield\w*|barrier\w*|ward\w*|worth)\b/i;
const LATER = /^\s*(?:of \w+ )?(?:a|each|every|per|next) (?:round|turn)/i;

/**
 * The health amounts a sentence states: "12 damage", "8 health", "70 life", "hits Fang for 6."; each
 * marks "7 damage each" and "7 damage apiece". Shield sizes and damage a round are left out.
 */
export function healthAmounts(sentence: string): { amount: number; each: boolean }[] {
  if (NOT_NOW.test(sentence)) return [];
  const amounts: { amount: number; each: boolean }[] = [];
  const unit = /(?<![\p{N}.,])(\d+)\s+(?:points? of\s+)?(damage|health|life|hp|healing)\b/giu;
  for (const match of sentence.matchAll(unit)) {
    const after = sentence.slice(match.index + match[0].length);
    if (LATER.test(after)) continue;
    amounts.push({ amount: Number(match[1]), each: /^\s*(?:each|apiece)\b/i.test(after) });
  }
  const bare = /\bfor (\d+)(?=\s*(?:[.!;,]|$))/gu;
  for (const match of sentence.matchAll(bare))
    amounts.push({ amount: Number(match[1]), each: false });
  return amounts;
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** The ids whose names a sentence mentions. */
function namedIn(sentence: string, names: Record<string, string>): string[] {
  return Object.entries(names)
    .filter(([, name]) =>
      new RegExp(`(?<![\\p{L}\\p{N}])${escape(name)}(?![\\p{L}\\p{N}])`, "u").test(sentence),
    )
    .map(([id]) => id);
}

/**
 * Whether a sentence of the event states a health amount for the combatants it names that none of
 * their health changes is: "Fang strikes Morgana: 12 damage" while Morgana loses 8. With "each",
 * every named combatant whose health changed must have changed by the amount.
 */
export function numberMismatch(event: NarratedEvent, names: Record<string, string>): boolean {
  for (const sentence of sentences(event.description)) {
    const named = namedIn(sentence, names);
    if (named.length === 0) continue;
    const changes = named.map((id) =>
      Math.round(Math.abs(event.stat_changes[id]?.health_change ?? 0)),
    );
    for (const { amount, each } of healthAmounts(sentence)) {
      if (!changes.includes(amount)) return true;
      if (each && changes.some((change) => change !== 0 && change !== amount)) return true;
    }
  }
  return false;
}

/** Whether a sentence states mana or health moving: a health amount, or "regains 24 mana". */
function statesEffect(description: string): boolean {
  return sentences(description).some(
    (sentence) =>
      healthAmounts(sentence).length > 0 ||
      /\b\d+\s+mana\b(?!\s+(?:a|each|every|per) (?:round|turn))/i.test(sentence),
  );
}

/**
 * A zero-effect line: a description that gives 0 as an amount ("0 damage", "losing 0", "(0)"), or
 * states an effect while every stat change of its event is 0.
 */
export function zeroEffect(event: NarratedEvent): boolean {
  const numbers = event.description.match(/\d+(?:[.,]\d+)*/g) ?? [];
  if (numbers.some((number) => Number(number.replace(",", ".")) === 0)) return true;
  const changes = Object.values(event.stat_changes);
  const nothing = changes.every((change) => change.health_change === 0 && change.mana_change === 0);
  return nothing && statesEffect(event.description);
}

const LEAKS: [string, RegExp][] = [
  ["creature_", /creature_/i],
  ["player_", /player_/i],
  ["uuid", /\b[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\b/i],
  ["snake_case id", /\b[\p{L}\p{N}]+_[\p{L}\p{N}_]+\b/u],
  ["hex id", /\b(?=[0-9a-f]*\d)(?=[0-9a-f]*[a-f])[0-9a-f]{12,}\b/i],
  ["template", /\{\{|\}\}|\b(?:undefined|NaN|null)\b|\[object Object\]/],
];

/** The kinds of internal id a text leaks: `creature_`, `player_`, a uuid, a snake_case id, .... */
export function leakedIds(text: string): string[] {
  return LEAKS.filter(([, pattern]) => pattern.test(text)).map(([kind]) => kind);
}

const SINGULAR_VERBS = new Set(["is", "was", "has", "does"]);

function bare(term: Term): string {
  return term.normal.replace(/['’]s$/, "");
}

/**
 * Agreement errors, read with compromise's tags: a list subject with a singular verb ("Merlin,
 * Nimue, and Morgana heals"), and a name that is both subject and object of its verb ("Jonas wraps
 * Jonas", which should be "himself" or "themselves").
 */
export function agreementErrors(description: string, names: readonly string[]): string[] {
  const named = new Set(names.map((name) => name.toLowerCase()));
  const errors: string[] = [];
  for (const sentence of sentences(description)) {
    const terms = termsOf(sentence);
    // A list of names, "Merlin, Nimue, and Fang", followed by its verb.
    for (let index = 0; index < terms.length; index += 1) {
      if (!named.has(bare(terms[index]!))) continue;
      if (terms[index - 1]?.tags.includes("Preposition")) continue;
      let end = index;
      let listed = false;
      for (;;) {
        const next = terms[end + 1];
        const after = terms[end + 2];
        if (next && /,/.test(terms[end]!.post) && named.has(bare(next))) end += 1;
        else if (next?.normal === "and" && after && named.has(bare(after))) {
          end += 2;
          listed = true;
        } else break;
      }
      const verb = terms[end + 1];
      if (listed && verb?.tags.includes("Verb") && !/['’]s$/.test(terms[end]!.normal)) {
        const word = verb.normal;
        if (SINGULAR_VERBS.has(word) || (verb.tags.includes("PresentTense") && /[^s]s$/.test(word)))
          errors.push("list subject with a singular verb");
      }
      index = end;
    }
    // Clauses end at punctuation: a name repeated inside one, after its verb, is its own object.
    let start = 0;
    for (let index = 0; index < terms.length; index += 1) {
      const term = terms[index]!;
      const clauseEnd = index === terms.length - 1 || /[,;:.!?—]/.test(term.post);
      if (!clauseEnd) continue;
      const clause = terms.slice(start, index + 1);
      start = index + 1;
      const first = clause[0];
      if (!first || !named.has(first.normal) || /[,;:]/.test(first.post)) continue;
      const clauseVerb = clause.findIndex((candidate) => candidate.tags.includes("Verb"));
      if (clauseVerb < 1) continue;
      const again = clause
        .slice(clauseVerb + 1)
        .findIndex(
          (candidate, at, rest) =>
            bare(candidate) === first.normal &&
            !/['’]s$/.test(candidate.normal) &&
            !["and", "but", "then", "as"].includes(rest[at - 1]?.normal ?? "") &&
            !(rest[at + 1]?.tags.includes("Verb") ?? false),
        );
      if (again >= 0) errors.push("name as its own object");
    }
  }
  return errors;
}

/** A description's skeleton: names replaced by N, runs of digits by #. */
export function skeleton(description: string, names: readonly string[]): string {
  let text = description;
  for (const name of [...names].sort((a, b) => b.length - a.length))
    text = text.replace(
      new RegExp(`(?<![\\p{L}\\p{N}])${escape(name)}(?![\\p{L}\\p{N}])`, "gu"),
      "N",
    );
  return text.replace(/\d+/g, "#");
}

/** The closing sentence of a description of two sentences or more, as a skeleton. */
export function closer(description: string, names: readonly string[]): string | undefined {
  const parts = sentences(description);
  return parts.length >= 2 ? skeleton(parts.at(-1)!, names) : undefined;
}

export interface Count {
  part: number;
  whole: number;
}

export interface NarrationFigures {
  events: number;
  quoting: Count;
  nounsToldBack: Count;
  /** English moves with at least one concrete noun, out of all English moves. */
  movesWithNouns: Count;
  zeroEffect: Count;
  mismatches: Count;
  leaks: Count;
  agreement: Count;
  topSkeleton: Count & { text: string };
  commonClosers: Count & { text: string; count: number };
  examples: Partial<
    Record<"quoting" | "zeroEffect" | "mismatches" | "leaks" | "agreement", string>
  >;
}

/** Every figure over a set of rounds. */
export function narrationFigures(rounds: readonly NarratedRound[]): NarrationFigures {
  let events = 0;
  const quoting = { part: 0, whole: 0 };
  const nounsToldBack = { part: 0, whole: 0 };
  const movesWithNouns = { part: 0, whole: 0 };
  const zero = { part: 0, whole: 0 };
  const mismatches = { part: 0, whole: 0 };
  const leaks = { part: 0, whole: 0 };
  const agreement = { part: 0, whole: 0 };
  const examples: NarrationFigures["examples"] = {};
  const skeletons = new Map<string, number>();
  const closers = new Map<string, number>();
  const endings: (string | undefined)[] = [];
  const note = (kind: keyof NarrationFigures["examples"], text: string) => {
    examples[kind] ??= text;
  };
  for (const round of rounds) {
    const names = Object.values(round.names);
    const said = round.moves.map((move) => move.text);
    // A player's words told back in quotes are theirs, not the narrator's telling of the noun.
    const narration = round.events
      .map((event) => event.description.replace(/“[^”]*”/gu, " "))
      .join(" ");
    for (const move of round.moves) {
      if (move.language !== "en") continue;
      movesWithNouns.whole += 1;
      const nouns = moveNouns(move.text, names, round.kinds);
      if (nouns.length === 0) continue;
      movesWithNouns.part += 1;
      nounsToldBack.whole += 1;
      if (toldBack(nouns, narration)) nounsToldBack.part += 1;
    }
    for (const event of round.events) {
      events += 1;
      const text = event.description;
      for (const count of [quoting, zero, mismatches, leaks, agreement]) count.whole += 1;
      if (quotesMove(text, said)) {
        quoting.part += 1;
        note("quoting", text);
      }
      // Numbers inside a player's quoted words are theirs, not amounts the narrator states.
      const own = { ...event, description: text.replace(/“[^”]*”/gu, "“”") };
      if (zeroEffect(own)) {
        zero.part += 1;
        note("zeroEffect", text);
      }
      if (numberMismatch(own, round.names)) {
        mismatches.part += 1;
        note("mismatches", `${text} ${JSON.stringify(event.stat_changes)}`);
      }
      const translated = Object.values(event.translated_descriptions ?? {});
      if ([text, ...translated].some((told) => leakedIds(told).length > 0)) {
        leaks.part += 1;
        note("leaks", text);
      }
      if (agreementErrors(text, names).length > 0) {
        agreement.part += 1;
        note("agreement", text);
      }
      const shape = skeleton(text, names);
      skeletons.set(shape, (skeletons.get(shape) ?? 0) + 1);
      const last = closer(text, names);
      endings.push(last);
      if (last !== undefined) closers.set(last, (closers.get(last) ?? 0) + 1);
    }
  }
  const top = [...skeletons].sort((a, b) => b[1] - a[1])[0];
  const common = new Set(
    [...closers].filter(([, count]) => count > events / 10).map(([text]) => text),
  );
  const topCloser = [...closers].sort((a, b) => b[1] - a[1])[0];
  return {
    events,
    quoting,
    nounsToldBack,
    movesWithNouns,
    zeroEffect: zero,
    mismatches,
    leaks,
    agreement,
    topSkeleton: { part: top?.[1] ?? 0, whole: events, text: top?.[0] ?? "" },
    commonClosers: {
      part: endings.filter((ending) => ending !== undefined && common.has(ending)).length,
      whole: events,
      text: topCloser?.[0] ?? "",
      count: topCloser?.[1] ?? 0,
    },
    examples,
  };
}

function share({ part, whole }: Count): string {
  return whole === 0 ? "n/a" : `${((100 * part) / whole).toFixed(1)}% (${part}/${whole})`;
}

/** The figures as a block of lines, indented under a label. */
export function formatNarrationFigures(
  label: string,
  figures: NarrationFigures,
  withExamples = false,
): string[] {
  const lines = [
    `${label}: ${figures.events} events`,
    `  events quoting 5+ words of a move:       ${share(figures.quoting)}`,
    `  moves whose noun is told back:           ${share(figures.nounsToldBack)} (English moves with a noun: ${share(figures.movesWithNouns)})`,
    `  zero-effect lines:                       ${share(figures.zeroEffect)}`,
    `  number mismatches:                       ${share(figures.mismatches)}`,
    `  leaked ids:                              ${share(figures.leaks)}`,
    `  agreement errors:                        ${share(figures.agreement)}`,
    `  most frequent skeleton:                  ${share(figures.topSkeleton)} "${figures.topSkeleton.text}"`,
    `  events ending in a common closer (>10%): ${share(figures.commonClosers)}; top closer "${figures.commonClosers.text}" in ${figures.commonClosers.count} events`,
  ];
  if (withExamples)
    for (const [kind, text] of Object.entries(figures.examples))
      lines.push(`    e.g. ${kind}: ${text}`);
  return lines;
}
