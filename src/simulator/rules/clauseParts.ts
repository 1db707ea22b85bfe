import { givesMana, isBanishing, isHostile, isPeaceful, isTaming } from "./actionWords.js";
import { splitsAtAnd } from "./clauses.js";
import { mentionsSelf, parseMove, type ParsedMove } from "./parseMove.js";
import type { Target } from "./targets.js";
import {
  QUESTION,
  QUESTION_AT_END,
  THANKS,
  opened,
  PRAISE,
  apology,
  callsThem,
  tableTalk,
  TEAM_CALL,
  thanks,
} from "./tableTalk.js";
import { callsOwn, SELF_SUBJECT } from "./creatureOrders.js";

/** "I have no mana", "nemam mane": a complaint, not a spell to get it back. */
const NO_MANA =
  /\b(?:no|zero|out\s+of|without|not\s+enough|low\s+on)\s+mana\b|\bmana\s*(?:=|is\s+)?0\b|nemam\s+(?:\S+\s+)?man|ما\s*عندي\s+مانا|مافي\s+مانا|مانا\s+خلص|مانا\s+ندارم|مانام\s+تموم|mana\s+(?:khatam|khatm|nahi)|मना\s+खत्म|mana\s+खत्म|bez\s+man|нет\s+ман|нямам\s+ман|без\s+ман|sin\s+man[aá]|sem\s+mana|kein(?:e)?\s+mana|pas\s+de\s+mana|mana\s+yok|manam\s+yok|tak\s+ada\s+mana|tidak\s+ada\s+mana|ga\s+ada\s+mana|hết\s+mana|không\s+còn\s+mana|ไม่มีมานา|마나\s*(?:가\s*)?없|マナ(?:が)?(?:ない|切れ)|没(?:有)?法力|没蓝|brak\s+many|nincs\s+man|ingen\s+mana|geen\s+mana/iu;

/** "mana full!", "マナ満タン": a boast, not a spell. */
const FULL_MANA =
  /\bmana\s+(?:is\s+)?(?:full|maxed|topped\s+up)\b|\bfull\s+mana\b|マナ満タン|满蓝|마나\s*(?:가\s*)?(?:꽉|가득|풀)|mana\s+(?:llena|pleine|voll|cheia|piena|penuh|dolu|pełna|plná)|полная\s+мана|мана\s+полная/iu;

export function doesSomething(text: string, move: ParsedMove): boolean {
  if (move.intent === "manaRestore" && (NO_MANA.test(text) || FULL_MANA.test(text))) return false;
  return (
    move.intent !== "nothing" ||
    isPeaceful(text) ||
    givesMana(text) ||
    isTaming(text) ||
    isBanishing(text)
  );
}

/** What a clause does, for telling two actions apart: a blow and a spell are two. */
function actOf(text: string, move: ParsedMove): string | null {
  // "shield on me and lucas pls": a typo guess ("pls" as a heal) is no second act.
  if (!doesSomething(text, move) || move.guessed === true) return null;
  if (move.blow) return "blow";
  if (isPeaceful(text) && !isHostile(text)) return "kind";
  return move.intent;
}

/**
 * "щит из льда и пью зелье маны", "lікую Еріка і кидаю вареник": a plain "and" between two
 * different actions splits the clause; "fireball at Bob and Cass" stays one.
 */
export function twoActions(clause: string, known: readonly string[]): string[] {
  const sure = (part: string) => {
    const read = parseMove(part, known);
    return read.guessed !== true && SURE_KINDS.has(read.intent);
  };
  // "ще си направя щит и ще пия айран": where the clause as a whole does nothing (the drink is
  // everyday), a half that acts is still split off.
  const whole = actOf(clause, parseMove(clause, known));
  for (const [before, after] of splitsAtAnd(clause, known)) {
    const first = actOf(before, parseMove(before, known));
    // Where the whole acts, a first half that does nothing parts nothing: the second is not read.
    if (whole && !first) continue;
    const second = actOf(after, parseMove(after, known));
    if ((first && second && first !== second) || (!whole && (sure(before) || sure(after))))
      return [before, ...twoActions(after, known)];
  }
  // "fireball at Mads, shield on me", "heal myself, lightning at Tom": a comma parts a spell at
  // someone from help for oneself, and a call to the team from the caster's own spell.
  for (const at of commasIn(clause)) {
    const before = clause.slice(0, at).trim();
    const after = clause.slice(at + 1).trim();
    if (!/\p{L}/u.test(before) || !/\p{L}/u.test(after) || tableTalk(after)) continue;
    const called = TEAM_CALL.test(opened(before)) && aimedSpell(after);
    const mixed = (aimedSpell(before) && ownHelp(after)) || (ownHelp(before) && aimedSpell(after));
    if (called || mixed) return [before, ...twoActions(after, known)];
  }
  return [clause];
}

/**
 * "heal myself a bit, wolf guard me", "wolf attack Nikos, fireball at Nikos too": a comma before
 * a call to one's own creature, or after an order and before a spell of the caster's own, parts
 * two actions.
 */
export function callsApart(clause: string, mine: Target[], known: readonly string[]): string[] {
  if (mine.length === 0) return [clause];
  // "me quito la maldición y Colmillo sigue con Linnea": a plain "and" before a call parts too.
  const pieces = clause.split(
    /(?<=[,，、]|\p{Extended_Pictographic}\uFE0F|\p{Extended_Pictographic}(?!\uFE0F))\s*|(\s+(?:and|y|e|et|und|i|a|и|og|och|és|ve|dan|và)\s+)/u,
  );
  const parts: string[] = [];
  let joint = " ";
  for (const [index, piece] of pieces.entries()) {
    // The split keeps each "and" at an odd index: it joins the pieces around it back together.
    if (index % 2 === 1) {
      joint = piece ?? " ";
      continue;
    }
    if (piece === undefined || piece === "") continue;
    const last = parts.at(-1);
    const spell = parseMove(piece, known);
    // "Fang and I attack Morgana together" stays one: after an "and" only a call parts.
    // "Burek, Kasia'yı ısır!", "Henk, verbrand mads!!", "小龙，喷火烧giulia": what follows the
    // creature's bare name is said to it, unless the caster speaks of themselves.
    const bitten =
      last !== undefined &&
      last.trim().split(/\s+/u).length <= 2 &&
      !SELF_SUBJECT.test(piece.trim());
    const apart =
      last !== undefined &&
      /\p{L}/u.test(piece) &&
      (callsOwn(piece, mine, known) ||
        // "小龙 咬那只狗 Pochi，我给自己加个护盾": after an order, the caster speaking of themselves.
        // ("Fang and I attack" stays one; "Fang、私を守って" asks Fang to guard "me".)
        (joint === " " &&
          callsOwn(last, mine, known) &&
          SELF_SUBJECT.test(piece.trim()) &&
          !/^(?:私|俺|僕|我)[をに]/u.test(piece.trim())) ||
        (joint === " " &&
          !bitten &&
          callsOwn(last, mine, known) &&
          (spell.element !== null || spell.famous != null || spell.blow === true)));
    if (last === undefined || apart) parts.push(piece);
    else parts[parts.length - 1] = `${last}${joint}${piece}`;
    joint = " ";
  }
  // "🐅🔥 Sher, Aino কে কামড়াও": emoji alone before a call are no clause of their own.
  return parts
    .map((part) => part.replace(/[,，、\s]+$/u, ""))
    .filter((part) => /\p{L}/u.test(part));
}

/** Where a clause has commas. */
function commasIn(clause: string): number[] {
  return [...clause.matchAll(/[,，、;]/gu)].map((match) => match.index);
}

const HARM = new Set(["attack", "area", "dot", "curse", "zone"]);
const HELP = new Set(["heal", "shield", "dodge", "buff", "manaRestore"]);

/** A harmful spell that opens on its own words: "fireball at Mads", not "o Lars anda a congelar". */
function aimedSpell(part: string): boolean {
  const read = parseMove(part);
  if (read.guessed === true || !HARM.has(read.intent) || (!read.element && !read.famous))
    return false;
  const opening = parseMove(part.split(/\s+/u).slice(0, 2).join(" "));
  return opening.element !== null || opening.famous != null;
}

/** Help the caster casts on themselves: "shield on me", "heal myself", a bare "shield". */
function ownHelp(part: string): boolean {
  const read = parseMove(part);
  if (read.guessed === true || !HELP.has(read.intent)) return false;
  return mentionsSelf(part) || part.trim().split(/\s+/u).length <= 2;
}

/**
 * "ďakujem Andrei 💪 teraz ohnivá guľa na Putri": thanks, an apology or praise set apart by an
 * emoji or a comma is a clause of its own.
 */
export function talkApart(clause: string): string[] {
  // Laughter ("ㅎㅎ", "ｗｗ", "555", "jajaja") closes a remark as an emoji does.
  const match =
    /^(.+?)(?:[,，、!！~～]|\p{Extended_Pictographic}\uFE0F?|\s(?:[ㅋㅎ]{2,}|[wｗ]{2,}|5{3,}|哈{2,}|(?:ja|ha|he|ka){2,}|k{3,}|rs{2,})(?=\s))\s*(\p{L}.*)$/u.exec(
      clause,
    );
  if (!match) return [clause];
  const [, before, after] = match as unknown as [string, string, string];
  const opening = opened(before);
  // "Luka hvala za zid 🪨": thanks after the name of whom they are for.
  const afterName = opening.replace(/^\p{L}+,?\s+/u, "");
  // "ủa khiên gió của tui sao lại che cho Thiago vậy trời 😭 lần này khiên cho TUI": a question
  // set apart is a clause of its own too.
  return THANKS.test(opening) ||
    THANKS.test(afterName) ||
    thanks(before) ||
    QUESTION_AT_END.test(before) ||
    QUESTION.test(opening) ||
    apology(before) ||
    callsThem(before) ||
    PRAISE.test(`${opening} `)
    ? [before.trim(), ...talkApart(after)]
    : [clause];
}

/**
 * "Haruto me las vas a pagar: bola de fuego a Haruto": three words or more that cast nothing, then
 * a colon, are a remark before the move ("Power Word: Kill", "ok last of my mana: fireball" stay
 * whole).
 */
export function remarkBeforeColon(clause: string, known: readonly string[]): string[] {
  const match = /^((?:\S+\s+){2,}\S+?):\s+(\S+\s+\S.*)$/u.exec(clause);
  if (!match) return [clause];
  const [, before, after] = match as unknown as [string, string, string];
  // ("ok last round, everything i got: MEGA fireball on bjorn": a typo guess acts no more.)
  const read = parseMove(before, known);
  return doesSomething(before, read) && read.guessed !== true ? [clause] : [before, after];
}

/**
 * "tulipallo Noalle koska se vaan piiloutuu kilven takana": the reason given after "because" is
 * no part of the spell (the shield there is Noa's); nor is "for killing everyone with avada
 * kedavra", "before they heal him" or "now that the bear is busy".
 */
const BECAUSE =
  /\s+(?:because|cause|coz|cuz|porque|xq|pq|parce\s+que|weil|потому\s+что|так\s+как|бо|ponieważ|bo|protože|lebo|mert|çünkü|karena|kerana|soalnya|perché|omdat|fordi|eftersom|koska|jer|ker|zato\s+što|pentru\s+că|επειδή|لأن|چون|کیونکہ|כי|क्योंकि|কারণ|ਕਿਉਂਕਿ|कारण|vì|เพราะ|before\s+(?:he|she|they|it|you)|now\s+that|než|zanim|прежде\s+чем|перед\s+тем\s+как|avant\s+qu|antes\s+de\s+que|antes\s+que|bevor|prima\s+che|mielőtt|sebelum|voordat|innan|ennen\s+kuin|înainte\s+(?:să|ca)|πριν|преди\s+да|prije\s+nego|preden|לפני\s+ש|قبل\s+أن|ahora\s+que|maintenant\s+qu|jetzt\s+wo|ora\s+che|agora\s+que|teď\s+když|kad\s+je\s+već|dok\s+je|γιατί|(?:zdaj|zdej)\s+ko|c[ăa]\s+(?:e|este|a|are))(?![\p{L}]).*$|,\s*(?:der|die)\s+(?:hat|hatte)\s+mich\s.*$|,\s*(?:que|qui|che)\s+m(?:e\s+|'|i\s+ha\s+).*$|,\s*who\s+(?:hit|burned|burnt|poisoned|cursed|attacked|froze)\s+me\b.*$|\s+for\s+(?:(?!\p{L}*(?:healing|shielding|protecting)\b)\p{L}+ing|what\s+(?:he|she|they|you)|that|last\s+round|earlier)\b.*$/iu;

/**
 * The purpose after "so that": no part of an attack ("vague de glace sur Elin pour qu'elle arrête
 * de soigner" heals no one), but what a creature called up is for ("un gólem para que me proteja").
 */
const PURPOSE =
  /\s+(?:so\s+(?:that\s+)?(?:she|he|they|it)|pour\s+que?|para\s+que|damit|zodat|så\s+att|så\s+at|jotta|чтобы|щоб|żeby|aby|ca\s+să|για\s+να|ώστε|لكي|حتى|כדי\s+ש|ताकि|যাতে|để\s+(?:nó|cô|anh|nó)|เพื่อให้|supaya|agar|nech)(?![\p{L}]).*$/iu;

export function withoutReason(clause: string): string {
  let kept = clause.replace(BECAUSE, "");
  if (PURPOSE.test(kept) && parseMove(kept).intent !== "summon") kept = kept.replace(PURPOSE, "");
  return substantialClause(kept) ? kept : clause;
}

function substantialClause(text: string): boolean {
  return (
    text.trim().split(/\s+/u).length >= 2 ||
    /[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af\u0e00-\u0e7f]{3,}/u.test(text)
  );
}

/** Kinds of spell a clause names plainly enough to act beside talk. */
export const SURE_KINDS = new Set([
  "heal",
  "shield",
  "dodge",
  "manaRestore",
  "summon",
  "curse",
  "dot",
  "buff",
  "debuff",
  "dispel",
]);
