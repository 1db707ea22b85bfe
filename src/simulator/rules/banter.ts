import { doesSomething } from "./clauseParts.js";
import { creatureNameIn } from "./creatureNames.js";
import { claimsControl, claimsPower, EXCEPT } from "./actionWords.js";
import { says as saysAct } from "./acts/actTerms.js";
import { guards, halts } from "./creatureOrders.js";
import { EPITHET, parseMove } from "./parseMove.js";
import type { Action } from "./readMove.js";
import { mentionsName } from "./targets.js";

/**
 * The longest remark told back word for word beside a spell (longer ones would read as the move
 * quoted back), and the longest move of talk alone.
 */
const REMARK = { words: 5, characters: 48 };
const TALK = { words: 8, characters: 64 };

/** Pieces of a move as friends type them: up to a sentence end, comma, dash or emoji. */
const PIECE =
  /[^.!?。！？,，、;；:：\n—–()[\]"“”«»„\p{Extended_Pictographic}\uFE0F\u200D]+[!?！？]*/gu;

/** Scripts written without spaces, where a word count says nothing of a piece's length. */
const UNSPACED = /[\u3040-\u30ff\u3400-\u9fff\u0e00-\u0e7f]/u;

function short(piece: string, most: typeof REMARK): boolean {
  if (piece.length > most.characters) return false;
  if (UNSPACED.test(piece)) return [...piece].length <= most.words * 3;
  return piece.split(/\s+/u).length <= most.words;
}

function piecesOf(typed: string): string[] {
  return [...typed.matchAll(PIECE)].map(([found]) => found.trim().replace(/([!?！？])\1+$/u, "$1"));
}

/**
 * "میں آرام کروں گا اور" (I will rest and), "dávám ti 25 many a": a piece ending on "and" or
 * "then" is a move cut off, not a remark.
 */
const CUT_OFF =
  /(?<![\p{L}\p{M}])(?:and|then|y|e|et|und|dann|puis|luego|poi|depois|og|och|så|en|ja|és|și|si|i|a|pak|potem|и|і|та|потом|потім|затем|ve|sonra|dan|lalu|terus|và|rồi|και|μετά|و|ثم|ו|ואז|اور|پھر|और|फिर|আর|তারপর|ਅਤੇ|ਫਿਰ|आणि|मग)\s*$/iu;

/** A piece with something said in it: a word that is not a name in play. */
/** "only her", "KUN hende", "nur ihn": a spell singling someone out. */
const ONLY =
  /^(?:only|just|kun|bare|endast|bara|nur|seulement|juste|solo|sólo|só|apenas|tylko|jen|iba|samo|tikai|tik|csak|vain|только|лише|тільки|само)(?![\p{L}])/iu;

/** The words a name is called by at the table: "xX_Jannik_Xx" is Jannik. */
function nameWords(name: string): string[] {
  return name
    .toLowerCase()
    .split(/[^\p{L}\p{M}]+/u)
    .map((word) => word.replace(/^x{1,2}(?=\p{L}{3})|(?<=\p{L}{3})x{1,2}$/u, ""))
    .filter((word) => [...word].length >= 2);
}

/** A word that is a name or one of its case forms ("Ainu" for Aino, "Jannika" for Jannik). */
function calls(word: string, name: string): boolean {
  if (word === name) return true;
  const stem = [...name].slice(0, -1).join("");
  return [...name].length >= 4 && word.startsWith(stem) && [...word].length <= [...name].length + 3;
}

/** Laughter and chat noise alone ("haha", "lol", "ㅋㅋ") says nothing worth telling back. */
const NOISE = /^(?:[hjk][aeiu]|[ㅋㅎwｗ5哈草]|k+|x+d+|lol|lmao|rofl|kek|rs|xd|[!?.\s])+$/iu;

function says(piece: string, known: readonly string[]): boolean {
  if (NOISE.test(piece)) return false;
  const names = new Set(known.map((name) => name.toLowerCase()));
  const words = piece.toLowerCase().match(/[\p{L}\p{M}']+/gu) ?? [];
  const own = words.filter((word) => !names.has(word));
  return own.some((word) => [...word].length >= 3 || UNSPACED.test(word)) || own.length >= 2;
}

/**
 * What a player said beside their spells, to be told back as their own words: "nada pessoal
 * kkkk", "nothing personnel kid". The longest short piece of the move that casts nothing and
 * is more than a name; none where everything in the move acts.
 */
export function remarkIn(
  typed: string,
  actions: readonly Action[],
  known: readonly string[],
): string | null {
  const cast = actions
    .filter((action) => action.kind !== "talk")
    .map((action) => action.text.toLowerCase());
  const ordered = actions
    .filter((action) => action.kind === "order")
    .map((action) => action.text.toLowerCase());
  // "fireball at Ana lol sorry not sorry": what is left once the spells are taken out.
  let rest = typed;
  for (const text of cast) {
    const at = rest.toLowerCase().indexOf(text);
    if (at >= 0 && text.length > 0) rest = `${rest.slice(0, at)}\n${rest.slice(at + text.length)}`;
  }
  // "¡Tostada, a morder a João!": a piece naming someone in play, or the creature just named,
  // is an order or an aim, not a remark.
  const given = creatureNameIn(typed, known);
  const named = [...known, ...(given ? [given] : [])].flatMap(nameWords);
  let best: string | null = null;
  // ("shield myself und dann Blitz auf Erik": what is left between two spells joins them.)
  const outer = rest.split("\n");
  const ends = outer.length > 1 ? [outer[0]!, outer.at(-1)!] : outer;
  for (const piece of new Set([...piecesOf(typed), ...ends.flatMap(piecesOf)])) {
    const words = piece.toLowerCase().match(/[\p{L}\p{M}'_-]+/gu) ?? [];
    if (words.some((word) => named.some((name) => calls(word.replace(/'s$/u, ""), name)))) continue;
    // "KUN hende", "izņemot Ainu": whom a spell spares or singles out is part of it; a lone
    // capitalised word is a name ("Bram").
    if (EXCEPT.test(piece) || ONLY.test(piece) || /^\p{Lu}\p{Ll}+$/u.test(piece)) continue;
    // "proteggi la squadra!", "stop!": an order to a creature, obeyed or not, is no remark; nor
    // is any piece of an order read as one ("Pepo, rozdrť toho medvěda!").
    if (guards(piece) || halts(piece) || saysAct("sic", piece)) continue;
    const bare = piece.toLowerCase().replace(/[\s!?.,…！？。]+$/u, "");
    if (ordered.some((text) => text.includes(bare))) continue;
    // "the lightning guy" says who the target is, not something said to the table.
    const said = piece.replace(EPITHET, " ").trim();
    if (!short(piece, REMARK) || !says(said, known) || CUT_OFF.test(piece)) continue;
    // The cheat is answered by the referee's own line; its words are not the player's last word.
    if (claimsControl(piece) || claimsPower(piece)) continue;
    const read = parseMove(piece, known);
    if (mentionsName(read, known)) continue;
    // A piece that names a spell, or reads as one, belongs to the spell told already (a typo
    // guess does not: "nothing personnel kid").
    const acts =
      (read.intent !== "nothing" && read.guessed !== true) ||
      read.element !== null ||
      read.famous != null;
    // A kind act told as such ("I hug Morgana"), or a word of a spell cut off by full stops
    // ("BLIXT. PÅ. LUKAS."), is no remark either.
    const told = cast.some((text) => text.includes(piece.toLowerCase()));
    if (
      acts ||
      (told && ((doesSomething(piece, read) && read.guessed !== true) || !/\s/u.test(piece)))
    )
      continue;
    if (best === null || piece.length > best.length) best = piece;
  }
  return best;
}

/** A move that is all talk, told back whole where it is short enough; else its longest piece. */
export function talkIn(typed: string, known: readonly string[]): string | null {
  const whole = typed
    .replace(/[\p{Extended_Pictographic}\uFE0F\u200D]/gu, " ")
    .replace(/\s+/gu, " ")
    .trim()
    .replace(/([!?！？.])\1+$/u, "$1");
  if (/\p{L}/u.test(whole) && short(whole, TALK) && says(whole, known)) return whole;
  // A long move the referee read as talk that still names a spell is told without a quote: a
  // piece of it would hide the spell that was missed.
  const spelled = piecesOf(typed).some((piece) => {
    const read = parseMove(piece, known);
    return read.element !== null || read.famous != null;
  });
  if (spelled) return null;
  const pieces = piecesOf(typed).filter((piece) => short(piece, TALK) && says(piece, known));
  return pieces.reduce<string | null>(
    (best, piece) => (best === null || piece.length > best.length ? piece : best),
    null,
  );
}
