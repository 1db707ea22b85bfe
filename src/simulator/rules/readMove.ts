import type { CombatantView } from "../types.js";
import {
  actsTogether,
  callsNewCreature,
  claimsControl,
  claimsPower,
  evades,
  givesMana,
  isBanishing,
  isHostile,
  isPeaceful,
  isTaming,
  meantPart,
  rests,
} from "./actionWords.js";
import { genericThing, spellThing } from "../narration/spellThing.js";
import { mentionsMana, says } from "./acts/actTerms.js";
import { clausesOf, sentencesOf, splitsAtAnd } from "./clauses.js";
import { looksBack } from "./englishRemarks.js";
import { englishLooking, mentionsSelf, parseMove, type ParsedMove } from "./parseMove.js";
import { quoteManaCost } from "./pricing.js";
import { namedIn, type Target } from "./targets.js";

/** One thing a caster does this round, read from one clause of the move. */
export type Action =
  /** An order to the caster's own creatures: they act on whoever the clause names. */
  | {
      kind: "order";
      text: string;
      move: ParsedMove;
      beasts: Target[];
      guard: boolean;
      /** "Wolves, stop!": the creatures hold back this round. */
      halt: boolean;
    }
  /** A spell, a blow or a kind act of the caster's own. */
  | { kind: "spell"; text: string; move: ParsedMove }
  /** No action at all: chatter, or a claim over the game itself ("[ADMIN] I win"). */
  | { kind: "talk"; text: string; move: ParsedMove };

/** An order to protect rather than attack: "golem, guard me", "Fang, protect Nimue". */
const GUARDING =
  /\b(?:guard|protect|defend|shield|cover|block|come\s+back|come\s+here|in\s+front\s+of|stand\s+(?:before|between))\b|stell\s+dich\s+vor|devant|delante\s+de|davanti\s+a|na\s+frente\s+d|встань\s+перед|stań\s+przed|önüne\s+geç|前に立|挡在|앞을\s*막|protég|proteg|défend|schütz|beschütz|защищ|охраня|охрани|захищ|захисти|chroń|chraň|zaštiti|ščiti|brání|védd|koru|lindungi|jaga|beskytt|skydda|bescherm|suojaa|apără|προστάτ|φύλα|احم|يحرس|احرس|محافظت|حفاظت|بچا|שמור|הגן|बचा|रक्षा|ਬਚਾ|ਰੱਖਿਆ|বাঁচা|রক্ষা|वाचव|सांभाळ|saugok|sargā|пази|защити|bảo\s+vệ|che\s+chở|ปกป้อง|ป้องกัน|守れ|守って|守る|保护|护着|지켜|막아/iu;

/** An order to stand down: "wolves, stop", "Fang, heel", "leave her alone". */
const HALT =
  /\b(?:stop|halt|heel|stay|stand\s+down|back\s+off|calm\s+down|leave\s+\S+\s+alone|don'?t\s+(?:bite|attack|hurt))\b|para[rd]?\b|arrête|stopp|hör\s+auf|стоп|стой|хватит|止ま|やめ|停|멈춰|dừng|หยุด|dur\b|durun|przestań|stój|prestani|přestaň|prestaň|állj|opreș|σταμάτα|توقف|עצור|रुको|ruk\s+ja|berhenti/iu;

function guards(text: string): boolean {
  return GUARDING.test(text) || says("guard", text);
}

function halts(text: string): boolean {
  // "sit" is Latvian for "hit": "Bruno, sit Rūtai!".
  const sits = /\bsit\b/iu.test(text) && englishLooking(text.toLowerCase());
  return sits || HALT.test(text) || says("halt", text);
}

/** Breaking someone's shield: "break Bob's shield", "ломаю щит Юсефа", "rompo el escudo". */
const BREAKS_SHIELD =
  /(?<![\p{L}])(?:break|breaks|breaking|shatter|smash|pop|destroy|ломаю|сломаю|разбиваю|пробиваю|ламаю|розбиваю|łamię|rozbijam|rompo|quiebro|rompe|brise|casse|zerbreche|zerstöre|breche|rompo|spezzo|quebro|kırıyorum|parçalıyorum|rozbiju|zlomím|razbijem|slomim|töröm|szétzúzom|knuser|krossar|spaccio|hancurkan|pecahkan)(?![\p{L}])[^.!?]{0,30}(?:shield|barrier|ward|щит|бар'?єр|барьер|tarcz|escudo|bouclier|schild|scudo|kalkan|štít|štit|ščit|pajzs|skjold|sköld|perisai|ασπίδα)|(?:シールド|盾|バリア)を?(?:壊|割|破)|(?:护盾|盾)(?:打破|击碎)|(?:打破|击碎)(?:护盾|盾)|(?:보호막|방패|실드)을?\s*(?:깨|부수)/iu;

/** "rezas little shield bubble", "Bob's ward", "el escudo de Reza": the shield belongs to `name`. */
function shieldOf(text: string, name: string): boolean {
  const who = name.toLowerCase().replace(/[.*+?^${}()|[\]\\]/gu, "\\$&");
  const shield = "(?:shield|barrier|ward|bubble|escudo|bouclier|scudo|schild|barrera|barrière)";
  return new RegExp(
    `(?<![\\p{L}])${who}(?:'s|s|')?\\s+(?:\\p{L}+\\s+){0,2}${shield}|${shield}\\s+(?:de|di|du|von|van)\\s+${who}(?![\\p{L}])`,
    "iu",
  ).test(text);
}

/** Lifting a curse or poison: "remove the curse", "me quito la maldición", "zbavím se kletby". */
const LIFTS_CURSE =
  /(?<![\p{L}])(?:put\s+out|extinguish|douse)(?![\p{L}])[^.!?]{0,25}(?:fire|flames?|burning)|ลบคำสาป|แก้คำสาป|ถอนคำสาป|\b(?:remove|lift|break|cleanse|cure|get\s+rid\s+of|take\s+(?:\S+\s+){0,2}off)\b[^.!?]{0,25}\b(?:curse|hex|poison|venom)|quito\s+la\s+maldici|(?:me\s+)?quito\s+el\s+veneno|ล้างคำสาป|(?:mi\s+)?(?:tolgo|rimuovo|levo)\s+(?:di\s+dosso\s+)?la\s+maledizione|quitar\s+la\s+maldici|enlève\s+la\s+malédiction|zbav[ií]m\s+se\s+kletby|buang\s+sumpahan|nuimu\s+[^.!?]{0,20}prakeiksm|sammutan\s+(?:\S+\s+){0,2}(?:tul|liek)|(?:शाप|श्राप)\s+(?:काढ|हटा|तोड़|खत्म)|снимаю\s+проклят|знімаю\s+прокля|zdejmuję\s+klątw|lanet[ie]\s+kaldır|呪いを解|解除诅咒|저주를\s*풀/iu;

/** A blow sent back at someone: "I throw it back at him". */
const AIMED_BACK = /\bback\s+(?:at|to|on)\b|\bat\s+(?:him|her|them)\b/iu;

/** What a claim of power asks for itself. */
const SELF_SERVING = new Set(["heal", "manaRestore", "buff", "shield", "nothing"]);

/** Spells that help whoever they land on. */
const HELPING = new Set(["heal", "shield", "buff"]);

/** Spells that hurt whoever they land on. */
const HARMFUL = new Set(["attack", "area", "zone", "curse", "dot", "debuff", "drain"]);

/** Spells a caster may cast in one round: a third clause is told as chatter. */
const MOST_SPELLS = 2;

/** "I have no mana", "nemam mane": a complaint, not a spell to get it back. */
const NO_MANA =
  /\b(?:no|zero|out\s+of|without|not\s+enough|low\s+on)\s+mana\b|\bmana\s*(?:=|is\s+)?0\b|nemam\s+(?:\S+\s+)?man|ما\s*عندي\s+مانا|مافي\s+مانا|مانا\s+خلص|مانا\s+ندارم|مانام\s+تموم|mana\s+(?:khatam|khatm|nahi)|मना\s+खत्म|mana\s+खत्म|bez\s+man|нет\s+ман|нямам\s+ман|без\s+ман|sin\s+man[aá]|sem\s+mana|kein(?:e)?\s+mana|pas\s+de\s+mana|mana\s+yok|manam\s+yok|tak\s+ada\s+mana|tidak\s+ada\s+mana|ga\s+ada\s+mana|hết\s+mana|không\s+còn\s+mana|ไม่มีมานา|마나\s*(?:가\s*)?없|マナ(?:が)?(?:ない|切れ)|没(?:有)?法力|没蓝|brak\s+many|nincs\s+man|ingen\s+mana|geen\s+mana/iu;

/**
 * A harmful reading with nothing to tell it by: no element, no famous name, no blow and no thing
 * named ("I yeet a cow" names one).
 */
function vague(text: string, move: ParsedMove, known: readonly string[]): boolean {
  if (move.intent !== "attack" && move.intent !== "area") return false;
  if (move.element || move.famous || move.blow || says("throws", text)) return false;
  const thing = spellThing(text, known, null, move.intent);
  return thing.en === genericThing(thing.key);
}

/** "mana full!", "マナ満タン": a boast, not a spell. */
const FULL_MANA =
  /\bmana\s+(?:is\s+)?(?:full|maxed|topped\s+up)\b|\bfull\s+mana\b|マナ満タン|满蓝|마나\s*(?:가\s*)?(?:꽉|가득|풀)|mana\s+(?:llena|pleine|voll|cheia|piena|penuh|dolu|pełna|plná)|полная\s+мана|мана\s+полная/iu;

function doesSomething(text: string, move: ParsedMove): boolean {
  if (move.intent === "manaRestore" && (NO_MANA.test(text) || FULL_MANA.test(text))) return false;
  return (
    move.intent !== "nothing" ||
    isPeaceful(text) ||
    givesMana(text) ||
    isTaming(text) ||
    isBanishing(text)
  );
}

/** Words that open a clause without being its subject. */
const CONNECTORS = new Set(["also", "and", "then", "but", "ok", "okay", "lol", "btw", "plus"]);

/** "Marek threw fire at me", "Tanvir'in kaplanı bana geliyor": a clause about another wizard. */
function aboutAnother(text: string, caster: CombatantView, living: CombatantView[]): boolean {
  // The first word, or the first two after an article ("Ο Μάρεκ", "the goblin"): a name that
  // comes later is the one acted on ("tampar Tavi").
  // "also ruta shielded me back": a connector before the name leaves the name first.
  const words = text.normalize("NFKC").toLowerCase().split(/\s+/);
  while (words.length > 1 && CONNECTORS.has(words[0]!)) words.shift();
  // Scripts without spaces: the first few characters ("タビが…", not "千鳥でタビを貫く").
  const unspaced = /[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af\u0e00-\u0e7f]/u.test(words[0] ?? "");
  const opening = unspaced
    ? [(words[0] ?? "").slice(0, 3)]
    : words.slice(0, words[0] && words[0].length <= 3 ? 2 : 1);
  const first = opening.at(-1) ?? "";
  // "Georgi, take this": a name called out is who the caster speaks to, not who acts.
  if (/[,:]$/u.test(first)) return false;
  // "Giulia'ya ateş topu", "Daanre": a Latin-script name with an ending is the one acted on.
  const bare = first.replace(/[^\p{L}\p{N}]+$/u, "");
  if (/^\p{sc=Latin}+/u.test(bare)) {
    if (!living.some((player) => player.name.toLowerCase() === bare)) return false;
    // "Liam kap egy jégcsapot" (Liam gets an icicle): outside English a name that opens the clause
    // is the one acted on, unless the clause says what they did to me.
    if (!englishLooking(text.toLowerCase()) && !mentionsSelf(text)) return false;
    // "Connor ko chappal maarti hoon": a Hinglish postposition makes the name the one acted on.
    if (/^(?:ko|pe|par|ku|nu|la)$/u.test(words[opening.length] ?? "")) return false;
  } else if (!mentionsSelf(text)) {
    // Most languages of other scripts put the one acted on first ("タヴィに雷", "गुरप्रीत को
    // मुक्का"): a clause opening on a name is about another only when it says what they did to me.
    return false;
  }
  const named = namedIn(
    {
      intent: "attack",
      element: null,
      intensity: 1,
      scope: "auto",
      words: opening.flatMap((word) => word.split(/[^\p{L}\p{N}_]+/u)).filter(Boolean),
      text: opening.join(" "),
      summonName: null,
    },
    living,
  );
  return named.some((target) => target.id !== caster.id);
}

/** What a clause does, for telling two actions apart: a blow and a spell are two. */
function actOf(text: string, move: ParsedMove): string | null {
  if (!doesSomething(text, move)) return null;
  if (move.blow) return "blow";
  if (isPeaceful(text) && !isHostile(text)) return "kind";
  return move.intent;
}

/**
 * "щит из льда и пью зелье маны", "lікую Еріка і кидаю вареник": a plain "and" between two
 * different actions splits the clause; "fireball at Bob and Cass" stays one.
 */
function twoActions(clause: string, known: readonly string[]): string[] {
  const sure = (part: string) => {
    const read = parseMove(part, known);
    return read.guessed !== true && SURE_KINDS.has(read.intent);
  };
  // "ще си направя щит и ще пия айран": where the clause as a whole does nothing (the drink is
  // everyday), a half that acts is still split off.
  const whole = actOf(clause, parseMove(clause, known));
  for (const [before, after] of splitsAtAnd(clause)) {
    const first = actOf(before, parseMove(before, known));
    const second = actOf(after, parseMove(after, known));
    if ((first && second && first !== second) || (!whole && (sure(before) || sure(after))))
      return [before, ...twoActions(after, known)];
  }
  return [clause];
}

/** Whether the text opens by calling one of the caster's own creatures: "wolf, guard me". */
function callsOwn(text: string, mine: Target[], known: readonly string[]): boolean {
  const opening = text
    .trim()
    .split(/\s+/u)
    .slice(0, 2)
    .join(" ")
    .replace(/[,:!]+$/u, "");
  return namedIn({ ...parseMove(opening, known), intent: "attack" }, [], mine).length > 0;
}

/**
 * "heal myself a bit, wolf guard me", "wolf attack Nikos, fireball at Nikos too": a comma before
 * a call to one's own creature, or after an order and before a spell of the caster's own, parts
 * two actions.
 */
function callsApart(clause: string, mine: Target[], known: readonly string[]): string[] {
  if (mine.length === 0) return [clause];
  // "me quito la maldición y Colmillo sigue con Linnea": a plain "and" before a call parts too.
  const pieces = clause.split(
    /(?<=[,，、]|\p{Extended_Pictographic}\uFE0F|\p{Extended_Pictographic}(?!\uFE0F))\s*|(\s+(?:and|y|e|et|und|i|и|og|och|és|ve|dan|và)\s+)/u,
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
    const apart =
      last !== undefined &&
      /\p{L}/u.test(piece) &&
      (callsOwn(piece, mine, known) ||
        (joint === " " &&
          callsOwn(last, mine, known) &&
          (spell.element !== null || spell.famous != null || spell.blow === true)));
    if (last === undefined || apart) parts.push(piece);
    else parts[parts.length - 1] = `${last}${joint}${piece}`;
    joint = " ";
  }
  return parts.map((part) => part.replace(/[,，、\s]+$/u, ""));
}

/**
 * "ďakujem Andrei 💪 teraz ohnivá guľa na Putri": thanks, an apology or praise set apart by an
 * emoji or a comma is a clause of its own.
 */
function talkApart(clause: string): string[] {
  const match = /^(.+?)(?:[,，、!！]|\p{Extended_Pictographic}\uFE0F?)\s*(\p{L}.*)$/u.exec(clause);
  if (!match) return [clause];
  const [, before, after] = match as unknown as [string, string, string];
  const opening = opened(before);
  return THANKS.test(opening) || apology(before) || PRAISE.test(`${opening} `)
    ? [before.trim(), ...talkApart(after)]
    : [clause];
}

/**
 * "Haruto me las vas a pagar: bola de fuego a Haruto": four words or more that cast nothing, then
 * a colon, are a remark before the move ("Power Word: Kill", "ok last of my mana: fireball" stay
 * whole).
 */
function remarkBeforeColon(clause: string, known: readonly string[]): string[] {
  const match = /^((?:\S+\s+){3,}\S+?):\s+(\S+\s+\S.*)$/u.exec(clause);
  if (!match) return [clause];
  const [, before, after] = match as unknown as [string, string, string];
  return doesSomething(before, parseMove(before, known)) ? [clause] : [before, after];
}

/**
 * "tulipallo Noalle koska se vaan piiloutuu kilven takana": the reason given after "because" is
 * no part of the spell (the shield there is Noa's).
 */
const BECAUSE =
  /\s+(?:because|cause|coz|cuz|porque|xq|pq|parce\s+que|weil|потому\s+что|так\s+как|бо|ponieważ|bo|protože|lebo|mert|çünkü|karena|kerana|soalnya|perché|omdat|fordi|eftersom|koska|jer|zato\s+što|pentru\s+că|επειδή|لأن|چون|کیونکہ|כי|क्योंकि|কারণ|ਕਿਉਂਕਿ|कारण|vì|เพราะ)(?![\p{L}]).*$/iu;

function withoutReason(clause: string): string {
  const kept = clause.replace(BECAUSE, "");
  return substantialClause(kept) ? kept : clause;
}

function substantialClause(text: string): boolean {
  return (
    text.trim().split(/\s+/u).length >= 2 ||
    /[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af\u0e00-\u0e7f]{3,}/u.test(text)
  );
}

/** A word or two ("egal", "greitai"), or four characters of a script without spaces. */
function short(text: string): boolean {
  const words = text.trim().split(/\s+/u);
  return /[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af\u0e00-\u0e7f]/u.test(text)
    ? text.replace(/\s/gu, "").length <= 4
    : words.length <= 2;
}

/** A clause that asks rather than acts: "why did Gerald hit Fatima", "was hab ich gemacht". */
const QUESTION =
  /^(?:(?:why|what|how|who|wait\s+why|wtf)(?![\p{L}])|por\s*qu[eé]|qu[eé]\s|qui[eé]n|pourquoi|warum|wieso|was\s+hab|perch[eé]|почему|зачем|что\s|кто\s|чому|хто\s|защо|zašto|tko\s|zakaj|dlaczego|czemu|proč|prečo|kdo\s|neden|niye|kenapa|siapa|tại\s+sao|miért|miksi|kuka\s|waarom|varför|hvorfor|hvem\s|kodėl|kāpēc|γιατί|ποιος|ποια|لماذا|ليش|ليه|چرا|کیوں|کون\s|למה|क्यों|कौन|কেন|ਕਿਉਂ|ਕੌਣ|कोण|ทำไม|ใคร|なんで|なぜ|誰が|为什么|为啥|谁|왜|누가)/iu;

/**
 * Clauses that look back or ask in Hindi and Hinglish ("maine chappal maari thi", "buff kaise de
 * diya", "kyun"), and passives that tell what befell someone in Thai, Japanese and Chinese
 * ("พลอย โดนสาปอยู่", "呪われた", "被诅咒了").
 */
const HINDI_ASIDE =
  /(?:^|\s)(?:tha|thi|kiya|diya|gaya|gayi|hua|hui|kyun|kyu|kaise|kya|था|थी|थे|किया|दिया|गया|गई|हुआ|हुई|क्यों|कैसे|क्या)(?=$|[\s?!.,])|โดน|ไปอยู่|された|られた|被|(?:었|았|였|겼|됐)어(?=$|[\s?!.ㅠㅜ])/iu;

/** A clause that opens on "I" in any of the languages: the caster speaks of what they do. */
const SELF_SUBJECT =
  /^(?:(?:and|then|y|et|und|e|a|i|и|і)\s+)?(?:i|i'm|im|i'll|yo|je|j'|ich|eu|io|я|ja|jaz|ben|aku|saya|gue|tao|tôi|ik|jeg|jag|minä|mä|én|εγώ|אני|من|میں|मैं|আমি|ਮੈਂ|मी)(?=$|[\s,!])|^(?:我|俺|僕|私|나는|내가|저는|ฉัน|ผม)/iu;

/** "gli dico di bruciare Jamal", "I tell it to burn Jamal": words for the new creature. */
const TELLS_IT =
  /(?<![\p{L}])(?:(?:tell|order|command)s?\s+(?:it|him|her|them)\s+to|gli\s+dico\s+di|le\s+dico\s+di|dile\s+que|le\s+digo\s+que|lui\s+dis\s+de|je\s+lui\s+dis\s+de|sag(?:e)?\s+(?:ihm|ihr)|digo\s+(?:a\s+)?(?:ele|ela)\s+(?:para|pra)|mando\s+(?:ele|ela)|велю\s+ему|приказываю\s+ему|każę\s+mu)(?![\p{L}])/iu;

/** "en hij moet Nikos bijten", "and she bites Bob": a clause about him, her or it. */
const THIRD_PERSON =
  /^(?:(?:and|en|und|et|y|e|i|a|og|och|ja|és|и|і)\s+)?(?:he|she|it|they|hij|zij|ze|het|er|sie|es|il|elle|él|ella|ele|ela|lui|lei|он|она|оно|они|han|hon|hun|den|det|hän|ő)\s/iu;

/** Telling a creature to leave someone: the name after it is spared, not attacked. */
const LEAVE =
  /(?:^|[\s,])(?:leave|deja|laisse|lass|lascia|deixa|оставь|залиш|zostaw|nech|pusť|bırak|biarkan|hagyd|άσε|اترك|छोड़|chhod|放过|放开|놔둬|ปล่อย)\s+(?:a\s+|à\s+|o\s+|la\s+)?[^\s,.!?]+/giu;

/** Languages that ask at the end of a clause: "บอกว่าเป็นทีมแล้วยิงเราทำไม", "为什么打我吗". */
const QUESTION_AT_END =
  /(?:ทำไม|ไหม|มั้ย|หรอ|เหรอ|なんで|なぜ|の[?？]|か[?？]|吗|呢|为什么|為什麼|嗎|왜|냐|니[?？]|क्यों|کیوں|چرا|ليش|لماذا|ليه|למה)\s*[?？!！]*$/u;

/** The clause after a call to one's creature: "gerald why did u…" is "why did u…". */
function afterVocative(text: string, own: Target[]): string {
  const lowered = text.toLowerCase();
  for (const beast of own)
    for (const name of [beast.name, ...(beast.creature?.aliases ?? [])]) {
      const called = name.toLowerCase();
      if (called && lowered.startsWith(called))
        return text.slice(called.length).replace(/^[\s,:!.]+/u, "");
    }
  return text;
}

/** "thanks for the shield", "hvala štitu", "cảm ơn Eleni": gratitude is a remark, whatever it names. */
const THANKS =
  /^(?:thanks|thank\s+you|thx|ty\b|merci|gracias|danke|grazie|obrigad|спасибо|спс|дякую|благодаря|dzięki|dziękuj|děkuj|ďakuj|hvala|mulțumesc|mersi|tack|takk|tak(?=\s+(?:for|skal|så)\b|\s*[!.]|\s*$)|dank|bedankt|kiitos|köszi|köszönöm|teşekkür|sağ\s*ol|terima\s+kasih|makasih|cảm\s+ơn|ευχαριστώ|شكرا|شكراً|مرسی|ممنون|شکریہ|תודה|धन्यवाद|शुक्रिया|thank|ধন্যবাদ|ਧੰਨਵਾਦ|ขอบคุณ|ありがと|谢谢|謝謝|고마워|감사|ačiū|paldies|aitäh)/iu;

/** "team, focus Layla", "everyone on zoe": a call to the others, not the caster's own spell. */
const TEAM_CALL =
  /^(?:(?:team|guys|everyone|everybody|y'?all|all\s+of\s+you|let'?s)\b[,!\s]+(?:focus|on|hit|attack|go|get|kill|target|gang|jump)\b|focus\s+(?!my\b|on\s+my\b))/iu;

/** "im the only one with mana", "mana khatam": talk about mana, not a spell made of it. */
function manaRemark(text: string, move: ParsedMove, others: number): boolean {
  return (
    HARMFUL.has(move.intent) &&
    others === 0 &&
    !move.famous &&
    !move.blow &&
    (move.element === null || move.element === "arcane") &&
    mentionsMana(text)
  );
}

/** The clause from its first letter: "🐘💥 ใครให้ยิงไฟ" opens on "ใคร". */
function opened(text: string): string {
  return text.replace(/^[^\p{L}\p{N}]+/u, "");
}

/** "my spell didn't work", "nothing happened again": a complaint about the round before. */
const FAILED =
  /(?<![\p{L}])wrong\s+(?:spell|target|person|guy|one|button|player)|salah\s+(?:orang|target|sasaran)|falsche[nr]?\s+(?:person|ziel)|mauvaise\s+personne|persona\s+equivocada|pessoa\s+errada|persona\s+sbagliata|не\s+(?:тому|того|той)|verkeerde\s+persoon|fel\s+person|feil\s+person|forkerte\s+person|(?<![\p{L}])(?:did\s*n[o']?t|didnt|does\s*n[o']?t|doesnt|was\s*n'?t|wasnt|never)\s+(?:work|happen|do\s+anything|hit|land|go\s+off)|(?<![\p{L}])nothing\s+happen|(?<![\p{L}])still\s+(?:burning|on\s+fire|poisoned|cursed|standing|holds?|alive)|(?<![\p{L}])(?:i'?m|i\s+am)\s+(?:on\s+fire|burning|poisoned|cursed|dying|almost\s+dead)|^\s*(?:jeg\s+er|jag\s+är|ich\s+bin|je\s+suis|estoy|sono|estou|ik\s+ben|olen|jestem|jsem|som|vagyok)\s+(?:næsten|nesten|nästan|fast|presque|casi|quasi|quase|bijna|melkein|prawie|skoro|skoraj|szinte|téměř|takmer)\s+(?:død|død|död|tot|mort|morte|muert[oa]|mort[oa]|dood|kuollut|martw[ya]|mrtv[ýáa]|halott)|(?<![\p{L}])(?:no\s+idea|idk|keine\s+ahnung|aucune\s+idée|ni\s+idea|не\s+знаю|nie\s+wiem|nem\s+tudom|ingen\s+aning|aner\s+ikke|geen\s+idee)(?![\p{L}])|(?<![\p{L}])hat\s+nicht\s+(?:funktioniert|geklappt)|(?<![\p{L}])no\s+(?:funcion[óo]|pas[óo]\s+nada)|(?<![\p{L}])n'a\s+pas\s+(?:march|fonctionn)|(?<![\p{L}])не\s+сработал|(?<![\p{L}])не\s+спрацюва|(?<![\p{L}])nie\s+(?:zadziałał|działa)|(?<![\p{L}])nem\s+működ|(?<![\p{L}])nije\s+radil|(?<![\p{L}])nefungoval|(?<![\p{L}])(?:funkade|fungerade|virket|virkede|virka)\s+(?:inte|ikke|ikkje)|(?<![\p{L}])non\s+ha\s+funzionato|(?<![\p{L}])não\s+funcionou/iu;

/** "nice shield elodie ty", "great heal!": praise for someone's spell, not a spell. */
const PRAISE =
  /^(?:nice|great|good|cool|sick|awesome|amazing|lovely|wow|gg|love\s+(?:the|that|your))\s+(?!\S+\s+(?:at|on|to)\s)/iu;

/** Kinds of spell a clause names plainly enough to act beside talk. */
const SURE_KINDS = new Set([
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

/** "what if I throw a chair", "how about a fireball": a question that proposes a move. */
const PROPOSES = /^(?:what\s+if|what\s+about|how\s+about)\b/iu;

/** "щит был только для меня": a clause told in the past with "was" is a remark beside a move. */
const SLAVIC_WAS =
  /(?<![\p{L}])(?:был|была|было|были|був|була|було|були|był|była|było|byli|byl|byla|bylo|byli|bio|bila|bilo|bil|bila|беше|бяха)(?![\p{L}])/iu;

/** "sorry giulia", "scusa Noa", "Rihardai, atsiprašau": an apology, said in passing. */
const APOLOGY =
  /(?<![\p{L}])(?:sorry|sry|soz|my\s+bad|oops|scusa|scusate|perd[oó]n|lo\s+siento|d[ée]sol[ée]e?|pardon|entschuldigung|sorri|desculpa|прости|извини|извините|вибач|izvinite|izvini|oprosti|oprostite|przepraszam|sorki|promiň|prepáč|bocs|bocsi|bocsánat|förlåt|unnskyld|undskyld|anteeksi|sori|maaf|xin\s+lỗi|atsiprašau|piedod|συγγνώμη|συγνώμη|özür|kusura|pardon)(?![\p{L}])|ごめん|すまん|すみません|对不起|抱歉|不好意思|미안|죄송|ขอโทษ|โทษที|סליחה|آسف|اسف|ببخشید|معذرت|माफ|मुआफ़|क्षमा|দুঃখিত|ਮਾਫ਼|ਮਾਫ/iu;

/** An apology in a few words: nothing else in it acts. */
function apology(text: string): boolean {
  if (!APOLOGY.test(text) || text.trim().split(/\s+/u).length > 6) return false;
  // "banish klaus, sorry jonas" banishes: only an apology with nothing else acting is said in passing.
  const rest = text.replace(new RegExp(APOLOGY.source, "giu"), " ");
  const read = parseMove(rest);
  return !(
    isBanishing(rest) ||
    isTaming(rest) ||
    givesMana(rest) ||
    read.element ||
    read.famous ||
    read.blow ||
    read.thrown
  );
}

/** "khiên ngon 😎" (the shield's great): a thing praised in two words. */
const TRAILING_PRAISE =
  /(?<![\p{L}])(?:ngon|đỉnh|xịn|nice|great|op|gut|super|top|genial|génial|bagus|mantap|keren)(?![\p{L}])[^\p{L}]*$/iu;

/** Praise for one's creature: "bravo drago", "good boy", "Mít giỏi lắm". */
const CREATURE_PRAISE =
  /(?<![\p{L}])(?:bravo|brava|bravi|good\s+(?:boy|girl|job)|well\s+done|buen\s+chico|buena\s+chica|gut\s+gemacht|braver|bien\s+joué|молодец|умничка|ngoan|giỏi|hebat|pintar|aferin|szép\s+volt|dobrze|hyvä|flink|duktig|flot)(?![\p{L}])|よしよし|いい子|乖|잘했어|เก่งมาก/iu;

/** A clause said across the table about the game: a question, a complaint or praise. */
function tableTalk(text: string): boolean {
  const spoken = opened(text);
  if (PROPOSES.test(spoken)) return false;
  // Alone, an opening question word asks only with a question mark: "que llueva ácido" wishes.
  return (
    (text.trim().split(/\s+/u).length <= 3 && TRAILING_PRAISE.test(text)) ||
    (QUESTION.test(spoken) && /[?？]/u.test(text)) ||
    QUESTION_AT_END.test(text) ||
    FAILED.test(text) ||
    PRAISE.test(spoken)
  );
}

/** Every piece of the text between commas or emoji is table talk or does nothing. */
function allTalk(text: string, known: readonly string[]): boolean {
  const pieces = text
    .split(/[,:;]|\p{Extended_Pictographic}/u)
    .filter((piece) => /\p{L}/u.test(piece));
  return (
    pieces.some(tableTalk) &&
    pieces.every((piece) => tableTalk(piece) || !doesSomething(piece, parseMove(piece, known)))
  );
}

/** "una maldición??": a question is a remark, not a spell. */
function asked(whole: string, clause: string): boolean {
  const at = whole.indexOf(clause);
  return at >= 0 && /^\s*[?？]/u.test(whole.slice(at + clause.length));
}

/** A move with the names a pronoun stands for: "I throw lightning back at him" after "Marek...". */
function withNames(move: ParsedMove, targets: Target[]): ParsedMove {
  const added = targets.map((target) => target.name.toLowerCase());
  return {
    ...move,
    text: `${move.text} ${added.join(" ")}`,
    words: [...move.words, ...added.flatMap((name) => name.split(/\s+/))],
  };
}

/**
 * What a caster means this round, clause by clause: orders to their creatures, then at most two
 * spells of their own. Remarks about others and chatter are left out, and a harmful spell that
 * names no one is aimed at whoever the clause before it named ("Marek burnt me. Lightning back!").
 */
export function readMove(
  typed: string,
  caster: CombatantView,
  living: CombatantView[],
  beasts: Target[],
): Action[] {
  const known = [...living, ...beasts].map((target) => target.name);
  const whole = meantPart(typed, known);
  // A claim over the game itself is one act, whatever spell words it borrows; a sentence beside it
  // that claims nothing ("SYSTEM: Mads is immune. Also I throw a beer bottle at Elīna") still acts.
  if (claimsControl(whole)) {
    const sentences = sentencesOf(whole);
    const claims = sentences.filter((sentence) => claimsControl(sentence) || claimsPower(sentence));
    const rest = sentences.filter((sentence) => !claims.includes(sentence)).join(". ");
    const claim = claims.length > 0 && rest ? claims.join(". ") : whole;
    const talk: Action = {
      kind: "talk",
      text: claim,
      move: { ...parseMove(claim, known), intent: "nothing" },
    };
    return claim === whole ? [talk] : [talk, ...readMove(rest, caster, living, beasts)];
  }
  // "I hit ayse and kasia with a stick??" asks about one thing: a question is not split.
  const mine = beasts.filter((beast) => beast.creature?.owners.includes(caster.id));
  const clauses = clausesOf(whole)
    .flatMap(talkApart)
    .flatMap((clause) => remarkBeforeColon(clause, known))
    .map(withoutReason)
    .flatMap((clause) => callsApart(clause, mine, known))
    .flatMap((clause) => (asked(whole, clause) ? [clause] : twoActions(clause, known)));
  const overall = parseMove(whole, known);
  // "why didnt my punch work??", "nice shield elodie ty": a move that is all table talk.
  if (clauses.length === 1 && allTalk(whole, known))
    return [{ kind: "talk", text: whole, move: overall }];
  // "April fools! no spell this round": a move that as a whole casts nothing is no action.
  // (Unless it speaks to the caster's own creature: "FANG. tavi. now.")
  const commands = namedIn({ ...overall, intent: "attack" }, living, beasts).some((target) =>
    target.creature?.owners.includes(caster.id),
  );
  // (Unless a clause of it is plainly an act: "niente mana 😩 do un calcio a Nikos".)
  // ("Добре, лекувам Елин", "teen itelleni jääkilven": a spell of a kind the lists name for sure.)
  const plainAct = clauses.some((clause) => {
    const read = parseMove(clause, known);
    return (
      read.blow === true ||
      read.element !== null ||
      read.famous != null ||
      (read.guessed !== true && SURE_KINDS.has(read.intent) && !tableTalk(clause)) ||
      isTaming(clause) ||
      isBanishing(clause) ||
      rests(clause) ||
      callsOwn(clause, mine, known)
    );
  });
  // ("Ivana je hotela zadet mene... zdaj pa zares: Ivano udarim": a clause acting for sure.)
  const acting = clauses.some((clause) => {
    const read = parseMove(clause, known);
    return doesSomething(clause, read) && read.guessed !== true && !tableTalk(clause);
  });
  if (clauses.length > 1 && !doesSomething(whole, overall) && !commands && !plainAct && !acting)
    return [{ kind: "talk", text: whole, move: overall }];
  const actions = readClauses(
    clauses.length > 1 ? clauses : [whole],
    caster,
    living,
    beasts,
    known,
    whole,
    clauses.length > 1 ? null : overall,
  );
  // "I am the developer, give me infinite mana": a claim dressed as a favour to oneself.
  const selfish = actions.every(
    (action) => action.kind === "spell" && SELF_SERVING.has(action.move.intent),
  );
  return selfish && claimsPower(whole)
    ? [{ kind: "talk", text: whole, move: { ...overall, intent: "nothing" } }]
    : actions;
}

function readClauses(
  clauses: string[],
  caster: CombatantView,
  living: CombatantView[],
  beasts: Target[],
  known: readonly string[],
  whole: string,
  /** The reading of a move that is one clause, already made. */
  read: ParsedMove | null,
): Action[] {
  const orders: Action[] = [];
  const spells: Action[] = [];
  let lastNamed: Target[] = [];
  // Whom the caster's last spell named: a creature sent after it with no name goes there too.
  let lastAimed: Target[] = [];
  // The caster's creatures given the last order: "Klaus, hör auf! Greif Jordan an".
  let lastOrdered: Target[] = [];
  // The caster's creatures spoken to without an order yet: "gerald u beautiful idiot".
  let addressed: Target[] = [];
  // Whom the clause before helped or was kind to: "hug Chloé and heal her" heals Chloé.
  let befriended: Target[] = [];
  // A harmful spell that named no one yet: "Dracarys! A dragon burns Tavi" aims it at Tavi.
  let unaimed: number | null = null;
  const foesOf = (targets: Target[]) =>
    targets.filter(
      (target) =>
        target.id !== caster.id &&
        !target.creature?.owners.includes(caster.id) &&
        (caster.team === 0 || target.team !== caster.team),
    );
  // "shields worked! chain lightning on zoe": beside a clause that acts, one that tells how
  // things went is a remark; a move told all in the past ("Bob raised his staff and...") acts.
  const names = new Set(known.map((name) => name.toLowerCase()));
  const backward = clauses.map(
    (text) =>
      clauses.length > 1 &&
      (HINDI_ASIDE.test(text) ||
        // "why did u attack mia": chat's "u" is English here, not a Slavic "in".
        (englishLooking(text.toLowerCase().replace(/\bu\b/gu, "you")) && looksBack(text, names))),
  );
  const mixed = backward.some((back) => !back);
  // A typo guess beside a clause read for sure is chatter: "ok revenge from earlier: I rain bees".
  const sure = clauses.map((text, index) => {
    const move = parseMove(text, known);
    return (
      move.guessed !== true &&
      doesSomething(text, move) &&
      !(mixed && backward[index]) &&
      !QUESTION.test(opened(text)) &&
      !FAILED.test(text) &&
      !PRAISE.test(opened(text)) &&
      !apology(text) &&
      !THANKS.test(opened(text)) &&
      !aboutAnother(text, caster, living)
    );
  });
  for (const [index, text] of clauses.entries()) {
    let move = read ?? parseMove(text, known);
    // A nap or a prayer between spells brings mana back.
    if (["nothing", "attack"].includes(move.intent) && !move.element && rests(text))
      move = { ...move, intent: "manaRestore" };
    const named = namedIn({ ...move, intent: "attack" }, living, beasts);
    // "ich geb Dmitri 20 Mana": mana given to another wizard, whatever else the words suggest;
    // "heal João + I give 10 mana" gives it to whoever the clause before named.
    const wizards = (targets: Target[]) =>
      targets.filter((target) => target.id !== caster.id && !target.creature);
    if (givesMana(text) && (wizards(named).length > 0 || wizards(lastNamed).length > 0))
      move = {
        ...(wizards(named).length > 0 ? move : withNames(move, wizards(lastNamed))),
        intent: "manaRestore",
        element: null,
        scope: "auto",
      };
    // "кидаю в Тайлера табуретку, бо мана майже все": a throw at someone, whatever it says of mana.
    if (
      move.intent === "manaRestore" &&
      says("throws", text) &&
      !givesMana(text) &&
      named.some((target) => target.id !== caster.id)
    )
      move = { ...move, intent: "attack", element: null };
    const own = named.filter((target) => target.creature?.owners.includes(caster.id));
    // "why did gerald hit fatima": a question about what happened orders nothing.
    const spoken = opened(afterVocative(text, own));
    // "why did gerald hit fatima", "gerald why did u attack mia": a question orders nothing.
    const question =
      clauses.length > 1 &&
      (asked(whole, text) ||
        QUESTION.test(spoken) ||
        // "ダーシャ、なんで全員守ったの": a question after a name called out.
        QUESTION.test(spoken.replace(/^[^,，、\s]{1,12}[,，、]\s*/u, "")) ||
        QUESTION_AT_END.test(text) ||
        (mixed && backward[index] === true));
    // "gerald u beautiful idiot": words to one's creature that ask nothing of it are a remark,
    // and the next clause's "guard me" is for it.
    // "gerald u beautiful idiot", "bravo drago": words to one's creature that ask nothing of it.
    const praise =
      own.length > 0 &&
      (THANKS.test(opened(text)) || CREATURE_PRAISE.test(text) || move.intent === "nothing") &&
      !guards(text) &&
      !halts(text) &&
      !isPeaceful(text) &&
      !short(spoken) &&
      named.every((target) => own.includes(target) || target.id === caster.id);
    if (own.length > 0 && (question || praise)) addressed = own;
    // "Klaus, hör auf mit Minh! Greif Jordan an": a bare attack order right after words to the
    // creature is for it too.
    const spokenTo = addressed.length > 0 ? addressed : lastOrdered;
    if (
      own.length === 0 &&
      spokenTo.length > 0 &&
      move.intent === "attack" &&
      !move.element &&
      !move.famous &&
      !move.blow &&
      !move.thrown &&
      !SELF_SUBJECT.test(opened(text)) &&
      foesOf(named).length > 0
    ) {
      orders.push({ kind: "order", text, move, beasts: spokenTo, guard: false, halt: false });
      lastNamed = named;
      continue;
    }
    // "Pityu come back and protect me", "Chispa, deja a Callum y protege a mí": a guard after an
    // order to come back, stand by or leave someone is that order, now to guard.
    const standing = orders.at(-1);
    if (
      own.length === 0 &&
      standing?.kind === "order" &&
      (standing.guard || standing.halt || LEAVE.test(standing.text)) &&
      guards(text) &&
      !SELF_SUBJECT.test(opened(text)) &&
      !/\bmyself\b/iu.test(text)
    ) {
      orders[orders.length - 1] = { ...standing, text, move, guard: true, halt: false };
      continue;
    }
    if (own.length === 0 && addressed.length > 0 && (guards(text) || halts(text))) {
      const guard = guards(text);
      orders.push({ kind: "order", text, move, beasts: addressed, guard, halt: !guard });
      continue;
    }
    // "and I heal zoe with goose feathers": a clause the caster speaks of themselves is theirs.
    const ownVoice =
      SELF_SUBJECT.test(opened(text)) &&
      !actsTogether(opened(text).replace(/^(?:and|then|y|et|und|e|a|i|и|і)\s+/iu, ""));
    if (own.length > 0 && !callsNewCreature(text) && !question && !praise && !ownVoice) {
      const guard = guards(text);
      // "Paco, deja a Lucía, ataca a Sam": whoever the creature is told to leave is spared.
      const left = text.replace(LEAVE, " ");
      const moved =
        left !== text &&
        namedIn({ ...parseMove(left, known), intent: "attack" }, living, beasts).some(
          (target) => target.id !== caster.id && !target.creature?.owners.includes(caster.id),
        );
      // The learned reader never saw orders to creatures: "Gerald bite him again" is no heal.
      move = moved ? parseMove(left, known) : parseMove(text, known, { learned: false });
      // "Gerald, hug everyone": a creature told to be kind holds back too.
      const halt = !guard && !moved && (halts(text) || (isPeaceful(text) && !isHostile(text)));
      // "ミアに最後の一撃！炎の拳🔥 ビスケットも一緒に行け": sent with no name, it goes for whom
      // the clause before named.
      if (!guard && !halt && foesOf(named).length === 0 && foesOf(lastAimed).length > 0)
        move = withNames(move, foesOf(lastAimed));
      orders.push({ kind: "order", text, move, beasts: own, guard, halt });
      lastOrdered = own;
      // "golem and I attack Brom together": the caster joins the creature's attack.
      if (actsTogether(text) && move.intent !== "summon" && !guard && !halt)
        spells.push({
          kind: "spell",
          text,
          move: { ...move, intent: move.scope === "all" ? "area" : "attack" },
        });
      lastNamed = named;
      continue;
    }
    // "Fang, stop! Leave them alone": the rest of an order to stand down is no spell.
    if (orders.some((order) => order.kind === "order" && order.halt) && halts(text)) continue;
    const others = named.filter((target) => target.id !== caster.id);
    // Beside other clauses, a word the lists do not know ("egal", "greitai") is an aside.
    const aside =
      clauses.length > 1 &&
      !givesMana(text) &&
      ((move.guessed === true &&
        !isTaming(text) &&
        !isBanishing(text) &&
        (short(text) || sure.some((ok, at) => ok && at !== index))) ||
        question ||
        FAILED.test(text) ||
        (SLAVIC_WAS.test(text) && !move.element) ||
        PRAISE.test(opened(text)) ||
        (text.trim().split(/\s+/u).length <= 3 && TRAILING_PRAISE.test(text)) ||
        apology(text) ||
        THANKS.test(opened(text)) ||
        TEAM_CALL.test(opened(text)) ||
        manaRemark(text, move, others.length) ||
        aboutAnother(text, caster, living));
    if (!doesSomething(text, move) || aside) {
      if (others.length > 0) lastNamed = others;
      // "アイマン大丈夫？回復するね": help after asking after a teammate goes to them.
      const mates = others.filter((target) => !target.creature && target.team === caster.team);
      if (question && caster.team !== 0 && mates.length === 1) befriended = mates;
      // "GERALD. ji-woo. now.": an order that named no one goes for whoever comes next.
      const order = orders.at(-1);
      if (order?.kind === "order" && !order.halt && !order.guard && foesOf(others).length > 0) {
        const aimed = namedIn({ ...order.move, intent: "attack" }, living, beasts);
        if (foesOf(aimed).length === 0)
          orders[orders.length - 1] = { ...order, move: withNames(order.move, foesOf(others)) };
      }
      const spell = unaimed === null ? undefined : spells[unaimed];
      if (spell && foesOf(others).length > 0) {
        spells[unaimed!] = { ...spell, move: withNames(spell.move, foesOf(others)) };
        unaimed = null;
      }
      continue;
    }
    // "Ο Klaus είναι τεράστιος... Τον δαμάζω": taming "him" is taming the creature just named.
    const strays = lastNamed.filter(
      (target) => target.creature && !target.creature.owners.includes(caster.id),
    );
    if (
      (isTaming(text) || isBanishing(text)) &&
      strays.length > 0 &&
      !named.some((target) => target.creature)
    )
      move = withNames(move, strays);
    // "ice spear at ingrid's golem": a creature in play named by its kind is a target, not a
    // new creature to summon.
    if (
      move.intent === "summon" &&
      !callsNewCreature(text) &&
      named.some((target) => target.creature && !target.creature.owners.includes(caster.id))
    )
      move = { ...move, intent: "attack" };
    // "I take the curse off me", "buang sumpahan dari team aku": a dispel, never a new curse.
    if (LIFTS_CURSE.test(text) && (HARMFUL.has(move.intent) || move.intent === "shield"))
      move = { ...move, intent: "dispel", scope: others.length > 0 ? move.scope : "self" };
    // "ломаю щит Юсефа", "break Bob's shield": a shield named to be broken is dispelled.
    if (BREAKS_SHIELD.test(text) && move.intent === "shield") move = { ...move, intent: "dispel" };
    // "i drop a meteor on rezas little shield bubble": someone's shield is where the blow lands.
    if (
      move.intent === "shield" &&
      (move.element || move.famous || move.blow || move.thrown) &&
      foesOf(named).some((target) => shieldOf(text, target.name))
    )
      move = { ...move, intent: "attack" };
    // "I throw lightning back at Tavi" (or "at him") aims at someone: a mirror names no one.
    if (move.intent === "reflect" && (others.length > 0 || AIMED_BACK.test(text)))
      move = { ...move, intent: "attack" };
    unaimed = null;
    // "summon a griffin named Spyros and attack Jordan with it", "ik roep een wolf op, en ze bijt
    // Jordan": a plain attack after a summon is the new creature's, sent at once.
    const summon = spells.findIndex((spell) => spell.move.intent === "summon");
    if (
      summon >= 0 &&
      foesOf(others).length > 0 &&
      !SELF_SUBJECT.test(opened(text)) &&
      (TELLS_IT.test(text) ||
        (["attack", "area"].includes(move.intent) &&
          !move.element &&
          !move.famous &&
          !move.thrown &&
          (!move.blow || THIRD_PERSON.test(opened(text)))))
    ) {
      spells[summon] = {
        ...spells[summon]!,
        move: withNames(spells[summon]!.move, foesOf(others)),
      };
      lastNamed = others;
      continue;
    }
    // "雷を避ける", "I dodge the lightning": getting out of the way aims at no one.
    if (HARMFUL.has(move.intent) && others.length === 0 && evades(text))
      move = { ...move, intent: "dodge", scope: "self" };
    if (HARMFUL.has(move.intent) && others.length === 0 && clauses.length > 1) {
      const foes = foesOf(lastNamed);
      if (foes.length > 0) move = withNames(move, foes);
      else unaimed = spells.length;
    }
    // "ледяной щит на себя, Джейк опять с фаерболом щас придёт": help for oneself, then a remark
    // after a pause: the remark's names and elements are not the spell's.
    // "Sindre sini aku kasih perisai, Élodie nyerang kamu terus": the one piece that helps is the
    // spell, whoever the rest names.
    if (HELPING.has(move.intent) && /[,;—–]/u.test(text)) {
      const helping = text
        .split(/[,;—–]/u)
        .filter((piece) => parseMove(piece, known).intent === move.intent);
      const aimed = (piece: string) =>
        namedIn({ ...parseMove(piece, known), intent: "attack" }, living, beasts).length > 0;
      const part =
        helping.find((piece) => mentionsSelf(piece)) ??
        (helping.length === 1 && aimed(helping[0]!) ? helping[0] : undefined);
      if (part && part.trim() !== text.trim()) move = parseMove(part, known);
    }
    // "apkabinu Chloé ir pagydau ją": help with no name goes to whom the caster was just kind to.
    if (
      HELPING.has(move.intent) &&
      others.length === 0 &&
      move.scope === "auto" &&
      befriended.length === 1 &&
      !mentionsSelf(text)
    )
      move = withNames(move, befriended);
    spells.push({ kind: "spell", text, move });
    lastAimed = others;
    const wizardsNamed = others.filter((target) => !target.creature);
    befriended =
      (HELPING.has(move.intent) || isPeaceful(text)) && wizardsNamed.length > 0 ? wizardsNamed : [];
    lastNamed = others;
  }
  if (orders.length === 0 && spells.length === 0)
    return [{ kind: "talk", text: whole, move: parseMove(whole, known) }];
  // "ヒール！自分を回復する", "I meditate and drink a mana potion": one heal, one rest.
  const aim = (move: ParsedMove) => {
    const ids = namedIn(move, living, beasts)
      .map((target) => target.id)
      .filter((id) => id !== caster.id);
    return ids.length > 0
      ? ids.sort().join()
      : move.scope === "auto" && SELF_SERVING.has(move.intent)
        ? "self"
        : move.scope;
  };
  const same = (a: Action, b: Action) =>
    a.move.intent === b.move.intent &&
    (a.move.intent === "manaRestore" || aim(a.move) === aim(b.move));
  // Of two clauses doing the same, the one that says more is meant: "maksud aku serang Ritwik!
  // ok sekarang betul2: tembak petir ke arah Ritwik" is the lightning.
  const detail = (spell: Action) =>
    (spell.move.element ? 2 : 0) + (spell.move.famous ? 2 : 0) + (spell.move.thrown ? 1 : 0);
  const distinct = spells
    .filter((spell, index) => !spells.slice(0, index).some((earlier) => same(earlier, spell)))
    .map((first) =>
      spells
        .filter((spell) => same(first, spell))
        .reduce((best, spell) => (detail(spell) > detail(best) ? spell : best)),
    );
  // "perdón Élodie 😅 bola de fuego": an apology to whoever the move harms is said in passing.
  const harmed = new Set(
    distinct.filter((spell) => HARMFUL.has(spell.move.intent)).map((spell) => aim(spell.move)),
  );
  spells.splice(
    0,
    spells.length,
    ...distinct.filter(
      (spell) =>
        !(spell.move.intent === "nothing" && isPeaceful(spell.text) && harmed.has(aim(spell.move))),
    ),
  );
  // "ok ruta's shields are annoying. Honk, chase ruta", "Tom myliu tave už skydus": beside another
  // action, help not in the caster's own voice for someone the move fights is talk about them.
  const fought = new Set(
    [
      ...orders.filter((order) => order.kind === "order" && !order.guard && !order.halt),
      ...spells.filter((spell) => HARMFUL.has(spell.move.intent)),
    ].flatMap((action) =>
      foesOf(namedIn({ ...action.move, intent: "attack" }, living, beasts)).map((foe) => foe.id),
    ),
  );
  const remark = (spell: Action) => {
    if (!HELPING.has(spell.move.intent) || SELF_SUBJECT.test(opened(spell.text))) return false;
    if (spell.move.scope === "self") return false;
    const helped = (
      spell.move.scope === "all" ? living : namedIn(spell.move, living, beasts)
    ).filter((target) => target.id !== caster.id);
    return helped.some(
      (target) => fought.has(target.id) || (caster.team !== 0 && target.team !== caster.team),
    );
  };
  const meant = spells.filter((spell) => !remark(spell));
  if (orders.length + meant.length > 0) spells.splice(0, spells.length, ...meant);
  // Beside a real spell, a clause read only as some attack ("you all hunt Arash") is a remark.
  const telling =
    spells.length > 1 ? spells.filter((spell) => !vague(spell.text, spell.move, known)) : spells;
  const kept = telling.length > 0 ? telling : spells;
  return [...orders, ...kept.slice(-MOST_SPELLS)];
}

/** The caster of a move priced before the round: no names are known yet. */
const ANYONE: CombatantView = {
  id: "",
  name: "",
  health: 0,
  mana: 0,
  team: 0,
  language: "en",
  defeated: false,
  isBot: false,
};

/** What a move costs, as the round will charge it: a move of two spells costs both. */
export function quoteMove(text: string): number {
  return readMove(text, ANYONE, [], []).reduce(
    (sum, action) => sum + quoteManaCost(action.move),
    0,
  );
}
