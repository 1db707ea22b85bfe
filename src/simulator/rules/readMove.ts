import { keptPattern } from "./keptPatterns.js";
import { creatureKindsAt, creatureNameIn } from "./creatureNames.js";
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
  sitsOut,
} from "./actionWords.js";
import { genericThing, spellThing } from "../narration/spellThing.js";
import { mentionsMana, says } from "./acts/actTerms.js";
import { clausesOf } from "./clauses.js";
import { grumbledAgain } from "./againRemarks.js";
import { looksBack } from "./englishRemarks.js";
import { EPITHET, englishLooking, mentionsSelf, parseMove, type ParsedMove } from "./parseMove.js";
import { quoteManaCost } from "./pricing.js";
import { namedIn, type Target } from "./targets.js";
import {
  aboutAnother,
  aboutTheirSpell,
  callsThem,
  damageTaken,
  asksSomeone,
  short,
  QUESTION,
  HINDI_ASIDE,
  QUESTION_AT_END,
  thanks,
  TEAM_CALL,
  opened,
  FAILED,
  PRAISE,
  SLAVIC_WAS,
  apology,
  TRAILING_PRAISE,
  tableTalk,
  asked,
  asksMate,
  PLEASE,
  HAS_SHIELD,
  REVENGE,
  SLAVIC_THEY_DID,
} from "./tableTalk.js";
import {
  guards,
  halts,
  callsOwn,
  MY_FAMILIAR,
  TELLS_IT,
  THIRD_PERSON,
  LEAVE,
  afterVocative,
  CREATURE_PRAISE,
  SELF_SUBJECT,
} from "./creatureOrders.js";
import {
  doesSomething,
  twoActions,
  callsApart,
  talkApart,
  remarkBeforeColon,
  withoutReason,
  SURE_KINDS,
} from "./clauseParts.js";

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

/** A shield or barrier, in the words of the languages players write. */
const SHIELD_NOUNS =
  "shield|barrier|ward|bubble|щит|бар'?єр|барьер|tarcz|escudo|barrera|bouclier|barrière|schild|scudo|kalkan|štít|štit|ščit|pajzs|skjold|sköld|perisai|kilpi|kilve|scut|ασπίδα|درع|سپر|מגן|ढाल|ঢাল|ਢਾਲ|khiên|โล่|盾|シールド|バリア|방패|실드|보호막";

/** Breaking someone's shield: "break Bob's shield", "ломаю щит Юсефа", "rompo el escudo". */
const BREAKS_SHIELD = new RegExp(
  `(?<![\\p{L}])(?:break|breaks|breaking|shatter|smash|pop|destroy|ломаю|сломаю|разбиваю|пробиваю|ламаю|розбиваю|łamię|rozbijam|rompo|quiebro|rompe|brise|casse|zerbreche|zerstöre|breche|rompo|spezzo|quebro|kırıyorum|parçalıyorum|rozbiju|zlomím|razbijem|slomim|töröm|szétzúzom|knuser|krossar|spaccio|hancurkan|pecahkan)(?![\\p{L}])[^.!?]{0,30}(?:${SHIELD_NOUNS})|(?:シールド|盾|バリア)を?(?:壊|割|破)|(?:护盾|盾)(?:打破|击碎)|(?:打破|击碎)(?:护盾|盾)|(?:보호막|방패|실드)을?\\s*(?:깨|부수)`,
  "iu",
);

/** "rezas little shield bubble", "Bob's ward", "el escudo de Reza": the shield belongs to `name`. */
function shieldOf(text: string, name: string): boolean {
  const who = name.toLowerCase().replace(/[.*+?^${}()|[\]\\]/gu, "\\$&");
  // Only the possessive orders of English and the Romance languages: "saya lindungi Budi dengan
  // perisai" is a shield for Budi.
  const shield = "(?:shield|barrier|ward|bubble|escudo|bouclier|scudo|schild|barrera|barrière)";
  return keptPattern(
    `(?<![\\p{L}])${who}(?:'s|s|')?\\s+(?:\\p{L}+\\s+){0,2}${shield}|${shield}\\s+(?:de|di|du|von|van)\\s+${who}(?![\\p{L}])`,
    "iu",
  ).test(text);
}

/** Lifting a curse or poison: "remove the curse", "me quito la maldición", "zbavím se kletby". */
const LIFTS_CURSE =
  /(?<![\p{L}])(?:put\s+out|extinguish|douse)(?![\p{L}])[^.!?]{0,25}(?:fire|flames?|burning)|ลบคำสาป|แก้คำสาป|ถอนคำสาป|\b(?:remove|lift|break|cleanse|cure|get\s+rid\s+of|take\s+(?:\S+\s+){0,2}off)\b[^.!?]{0,25}\b(?:curse|hex|poison|venom)|quito\s+la\s+maldici|entferne\s+(?:das|den|die)\s+(?:gift|fluch|vergiftung)|(?:zehar|zeher|zahar|श्राप|शाप|ज़हर|जहर|ਜ਼ਹਿਰ|ਜਹਿਰ|زہر|বিষ)\s+(?:se\s+)?(?:saaf|साफ|ਸਾਫ਼|ਸਾਫ|صاف|পরিষ্কার)|(?:me\s+)?quito\s+el\s+veneno|ล้างคำสาป|(?:mi\s+)?(?:tolgo|rimuovo|levo)\s+(?:di\s+dosso\s+)?la\s+maledizione|(?:mi\s+)?cur\p{L}*\s+(?:\S+\s+){0,2}dal\s+veleno|(?:tolgo|rimuovo|levo)\s+(?:\S+\s+){0,2}veleno|\b(?:cure|heal)\s+(?:\S+\s+){0,2}(?:of|from)\s+(?:the\s+)?(?:poison|venom)|(?:me\s+)?curo\s+del\s+veneno|quitar\s+la\s+maldici|enlève\s+la\s+malédiction|zbav[ií]m\s+se\s+kletby|buang\s+sumpahan|nuimu\s+[^.!?]{0,20}prakeiksm|sammutan\s+(?:\S+\s+){0,2}(?:tul|liek)|(?:शाप|श्राप)\s+(?:काढ|हटा|तोड़|खत्म)|снимаю\s+проклят|火を消|灭火|불을\s*끄|знімаю\s+прокля|zdejmuję\s+klątw|lanet[ie]\s+kaldır|呪いを解|解除诅咒|저주를\s*풀|vloek\s+(?:\S+\s+){0,3}af|haal\s+(?:\S+\s+){0,3}vloek|(?:nehme|entferne|löse)\s+(?:\S+\s+){0,2}(?:fluch|bann)|fluch\s+(?:\S+\s+){0,2}(?:weg|ab)|(?:tiro|removo|quebro)\s+(?:\S+\s+){0,2}maldição|(?:scot|ridic|rup)\s+(?:\S+\s+){0,2}blestem|(?:annule|brise|retire)\s+(?:\S+\s+){0,2}malédiction|(?:spezzo|annullo)\s+(?:\S+\s+){0,2}maledizione|(?:poistan|puran)\s+(?:\S+\s+){0,2}kirou|(?:tar\s+bort|bryter)\s+(?:\S+\s+){0,2}förbannelse|(?:fjerner|bryter)\s+(?:\S+\s+){0,2}forbannelse|ruším\s+(?:\S+\s+){0,2}kletb|usuwam\s+(?:\S+\s+){0,2}klątw|zdejmuję\s+(?:\S+\s+){0,2}klątw|lanet(?:i|ini)\s+(?:\S+\s+){0,2}(?:kaldır|boz)|hapus\s+(?:\S+\s+){0,2}kutukan|xóa\s+(?:\S+\s+){0,2}lời\s+nguyền|giải\s+lời\s+nguyền|הסר\S*\s+(?:\S+\s+){0,2}קללה|מסיר\S*\s+(?:\S+\s+){0,2}קללה|أزيل\s+(?:\S+\s+){0,2}اللعنة|لعنت\s+(?:\S+\s+){0,3}(?:برمی|بردار|پاک)/iu;

/** Where a shield is put up for someone rather than thrown at them: "throw up a shield around Bob". */
const AROUND =
  /(?<![\p{L}])(?:up|around|round|over|in\s+front|before|for|autour|devant|pour|alrededor|delante|para|um|vor|für|вокруг|перед|для|wokół|przed|dla)(?![\p{L}])/iu;

/** Turning back into oneself: "turn back into a human", "muutun takas ihmiseks". */
const TURNS_BACK =
  /(?<![\p{L}])(?:turn(?:s)?\s+(?:myself\s+)?back|back\s+to\s+(?:normal|human|myself)|muutun\s+takai?s|takaisin\s+ihmise|vuelvo\s+a\s+ser|redeviens|wieder\s+(?:normal|ein\s+mensch|mensch)|torno\s+(?:normale|umano)|volto\s+a\s+ser|снова\s+человек|знову\s+людин|znowu\s+człowiek|opět\s+člověk)/iu;

/** A shield or barrier named: a dispel that names one breaks someone's, not a curse on oneself. */
const SHIELD_WORD = new RegExp(SHIELD_NOUNS, "iu");
const WALL_WORD =
  /(?<![\p{L}])(?:wall|muro|mur|mauer|muur|parede|muraglia|стен\p{L}*|стін\p{L}*|ścian\p{L}*|zeď|zed|fal|duvar|dinding|tembok|tường|τοίχο\p{L}*|mur\p{L}*)(?![\p{L}])|קיר|جدار|حائط|دیوار|दीवार|দেয়াল|ਕੰਧ|壁|墙|벽|กำแพง/iu;

/** "steal the Bankai back", "ik steel de Bankai terug", "je reprends mon sort": taken back. */
const STEALS_BACK =
  /(?<![\p{L}])(?:(?:steal|take|get)\s+(?:\S+\s+){0,3}back|steel\s+(?:\S+\s+){0,3}terug|neem\s+(?:\S+\s+){0,3}terug|reprends|hole\s+(?:\S+\s+){0,3}zurück|nehme\s+(?:\S+\s+){0,3}zurück|recupero|riprendo|robo\s+(?:\S+\s+){0,3}de\s+vuelta|odbieram|zabieram\s+(?:\S+\s+){0,3}z\s+powrotem|забираю\s+(?:\S+\s+){0,2}назад|iau\s+înapoi|geri\s+alıyorum)(?![\p{L}])/iu;

/** "bite him", "разкъсай я", "bitir şunu": a pronoun that points at someone named before. */
const POINTS_AT =
  /(?<![\p{L}])(?:him|her|them|it|я|его|её|ее|него|нея|нього|неї|го|ja|jej|jego|ho|ji|ju|jo|şunu|onu|onları|lui|elle|le|la|lo|gli|ihn|sie|ihm|hen|hun|ham|henne|hänet|häntä|őt|αυτόν|αυτήν|τη|την|της|τον|του|nó|hắn|dia|ia|te|you|u|ya|dich|dir|тебя|тебе|cię|ciebie|tě|tebe|seni|sana|kamu|bạn|σε|jou|je|dig|sinua|téged|ti|você|vc|toi|deg|sut|sinut|sua|sulle|sinulle|ťa|teba|tave|tevi|tev|те|теб|σένα|σου|tebi|lu|lo|elu|kau|awak|engkau|ông|bà|cậu|mày|אותך|לך|تمہیں|تجھے|तुझे|तुम्हें|आपको|तुमको|তোমাকে|তোকে|আপনাকে|तुला|तुम्हाला|ਤੈਨੂੰ|ਤੁਹਾਨੂੰ|بعالجك|اعالجك|أعالجك|عالجك|هیلت|درمانت|عليك)(?![\p{L}\p{M}])|(?:gyógyít|megvéd|véd)\p{L}*(?:alak|elek|lak|lek)(?![\p{L}])|彼女?|他|她|你|妳|您|キミ|君|あなた|お前|그녀|너|널|니|أو|او|אותו|אותה|उसे|उसको|তাকে|ਉਸਨੂੰ|แก|เธอ|คุณ|นาย|해\s?줄[게께]|てあげ/iu;

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

/** A creature of one's own called by what it is: "familiar,", "pet!", "фамильяр,". */
const FAMILIAR_CALL =
  /^[^\p{L}]*(?:my\s+)?(?:familiar|pet|buddy|minion|familier|famiglio|фамильяр|фамільяр|chowaniec)\s*[,!:]/iu;

const WHY_AFTER_CALL =
  /^(?:\S+\s+){1,2}(?:kenapa|mengapa|why|warum|wieso|pourquoi|perch[eé]|почему|зачем|чому|чого|neden|niye|dlaczego|czemu|proč|proc|prečo|miért|zašto|zasto|zakaj|tại\s+sao|waarom|varför|hvorfor|miks|miksi|kodėl|kodel|kāpēc|kapec|γιατί|למה|لماذا|ليش|چرا|کیوں|क्यों|কেন|ਕਿਉਂ|ทำไม|왜|なんで|なぜ|为什么|为啥)(?![\p{L}\p{M}])/iu;

/** Words for a reserve run dry: "mana khatam", "ma habis", "out of mana". */
const MANA_GONE =
  /ختم|khatam|khatm|खत्म|ख़त्म|খতম|ਖ਼ਤਮ|ਖਤਮ|(?<![\p{L}])(?:habis|hết|bitti|закончил\p{L}*|кончил\p{L}*|скінчил\p{L}*|skończył\p{L}*|elfogyott)(?![\p{L}])|out\s+of\s+mana|no\s+mana|zero\s+mana|0\s+mana/iu;

const wizardsIn = (targets: Target[]) => targets.filter((target) => !target.creature);

/** "im the only one with mana", "mana khatam": talk about mana, not a spell made of it. */
function manaRemark(text: string, move: ParsedMove, others: number): boolean {
  // "ਤੇਰੇ ਤੇ ਸਰਾਪ ਪਾਉਂਦਾ, ਹਰ ਰਾਊਂਡ ਤੇਰਾ ਮਾਨਾ ਚੂਸਾਂਗਾ": a curse that feeds on mana is a curse.
  return (
    (move.intent === "attack" || move.intent === "area") &&
    others === 0 &&
    !move.famous &&
    !move.blow &&
    (move.element === null || move.element === "arcane") &&
    mentionsMana(text)
  );
}

/** How someone is faring: "shes almost dead", "still burning", "i'm poisoned". */
const STATE_REMARK =
  /(?<![\p{L}])(?:(?:almost|nearly|bijna|presque|casi|quasi|quase|fast|næsten|nesten|nästan|melkein|prawie|skoro|szinte|почти|майже)\s+(?:dead|dood|mort[ea]?|muert[oa]|mort[oa]|morto|tot|død|död|kuollut|martw[ya]|mrtv[ýáa]|halott|мёртв|мертв\p{L}*)|still\s+(?:burning|on\s+fire|poisoned|cursed)|(?:i'?m|i\s+am)\s+(?:on\s+fire|burning|poisoned|cursed|dying))(?![\p{L}])/giu;

/**
 * "i throw a heal on giulia shes almost dead": a remark inside a clause that, without it, still
 * casts something for sure.
 */
function actsBesideRemark(text: string, known: readonly string[]): boolean {
  if (!STATE_REMARK.test(text)) return false;
  const rest = text.replace(STATE_REMARK, " ");
  const read = parseMove(rest, known);
  return read.guessed !== true && doesSomething(rest, read) && SURE_KINDS.has(read.intent);
}

/** Every piece of the text between commas or emoji is table talk or does nothing. */
function allTalk(text: string, known: readonly string[]): boolean {
  const pieces = text
    .split(/[,:;]|\p{Extended_Pictographic}/u)
    .filter((piece) => /\p{L}/u.test(piece));
  // ("schild auf marie bitte die ist fast tot": a shield beside how she fares still acts.)
  const talk = (piece: string) => tableTalk(piece) && !actsBesideRemark(piece, known);
  return (
    pieces.some(talk) &&
    pieces.every(
      (piece) =>
        talk(piece) ||
        // "... :( Pekka perääntyy!": an order to stand down or guard is no talk.
        (!doesSomething(piece, parseMove(piece, known)) && !halts(piece) && !guards(piece)),
    )
  );
}

/** A move with the names a pronoun stands for: "I throw lightning back at him" after "Marek...". */
/**
 * "אני נותנת לו 20 מאנה" (I give him 20 mana) with "him" unread: a gift is never the giver's own
 * recharge, so it goes to the teammate (or, without teams, the wizard) lowest on mana.
 */
function neediest(caster: CombatantView, living: readonly CombatantView[]): Target[] {
  const others = living.filter(
    (wizard) => wizard.id !== caster.id && (caster.team === 0 || wizard.team === caster.team),
  );
  const lowest = others.reduce<CombatantView | undefined>(
    (low, wizard) => (low === undefined || wizard.mana < low.mana ? wizard : low),
    undefined,
  );
  return lowest ? [lowest] : [];
}

function withNames(move: ParsedMove, targets: Target[]): ParsedMove {
  const added = targets.map((target) => target.name.toLowerCase());
  return {
    ...move,
    text: `${move.text} ${added.join(" ")}`,
    words: [...move.words, ...added.flatMap((name) => name.split(/\s+/))],
  };
}

/**
 * "ok last round, chain lightning at everyone, she's been thru enough": a part of the clause casts
 * a spell now, whatever the rest tells of the past.
 */
function castsInPart(text: string, names: ReadonlySet<string>, known: readonly string[]): boolean {
  const parts = text.split(/,\s*/u);
  return (
    parts.length > 1 &&
    parts.some((part) => {
      const read = parseMove(part, known);
      return (read.element !== null || read.famous != null) && !looksBack(part, names);
    })
  );
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
    // "【SYSTEM】管理者命令：...リセット": what follows a claim's colon is the claim too.
    // ("én vagyok az admin, 999 életem van 😎 amúgy avada kedavra a libára": a face ends it too.)
    const sentences = whole
      .split(/[.!?。！？।\n]+|[\u{1F600}-\u{1F64F}\u{1F910}-\u{1F92F}]\uFE0F?/u)
      .map((sentence) => sentence.trim())
      .filter((sentence) => /\p{L}/u.test(sentence));
    const claims = sentences.filter((sentence) => claimsControl(sentence) || claimsPower(sentence));
    const rest = sentences.filter((sentence) => !claims.includes(sentence)).join(". ");
    const claim = claims.length > 0 && rest ? claims.join(". ") : whole;
    const talk: Action = {
      kind: "talk",
      text: claim,
      move: { ...parseMove(claim, known), intent: "nothing" },
    };
    // ("以上", "trust me" after a claim: words that cast nothing add no line of their own.)
    return claim === whole
      ? [talk]
      : [
          talk,
          ...readMove(rest, caster, living, beasts).filter((action) => action.kind !== "talk"),
        ];
  }
  // "I hit ayse and kasia with a stick??" asks about one thing: a question is not split.
  // "står over, sidder og spiser chips": a move that sits the round out casts nothing, and the
  // snack in it is eaten, not thrown.
  if (sitsOut(whole)) {
    const read = parseMove(whole, known);
    if (!read.element && !read.famous && read.intent !== "summon" && !says("throws", whole))
      return [{ kind: "talk", text: whole, move: { ...read, intent: "nothing" } }];
  }
  const mine = beasts.filter((beast) => beast.creature?.owners.includes(caster.id));
  const clauses = clausesOf(whole, known)
    .flatMap(talkApart)
    .flatMap((clause) => remarkBeforeColon(clause, known))
    .map(withoutReason)
    .map((clause) => clause.replace(EPITHET, " ").trim())
    .map((clause) =>
      withoutTailRemark(clause, known, (word) =>
        namedIn({ ...parseMove(word, known), intent: "attack" }, living, beasts).some(
          (target) => target.id !== caster.id && !target.creature,
        ),
      ),
    )
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
      (mine.length > 0 && says("sic", clause)) ||
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
  // "ставлю щит, бо ведмідь дивиться на мене": one clause is read without the reason given.
  // ("upal Mika! 🔥": where the clause alone casts nothing, the emoji dropped from it still tell.)
  const alone = clauses.length === 1 ? clauses[0]! : whole;
  const single = doesSomething(alone, parseMove(alone, known)) ? alone : withoutReason(whole);
  const actions = readClauses(
    clauses.length > 1 ? clauses : [single],
    caster,
    living,
    beasts,
    known,
    whole,
    clauses.length > 1 ? null : single === whole ? overall : parseMove(single, known),
  );
  // "I am the developer, give me infinite mana": a claim dressed as a favour to oneself.
  const selfish = actions.every(
    (action) => action.kind === "spell" && SELF_SERVING.has(action.move.intent),
  );
  // ("the 'system' took all my mana, i drink a potion": a complaint naming the system claims nothing.)
  return selfish && actions.some((action) => claimsPower(action.text))
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
  // Whom the caster apologised to or thanked: no harm that names no one goes their way.
  const forgiven: Target[] = [];
  // Whom the caster's last spell named: a creature sent after it with no name goes there too.
  let lastAimed: Target[] = [];
  // The caster's creatures given the last order: "Klaus, hör auf! Greif Jordan an".
  let lastOrdered: Target[] = [];
  // The caster's creatures spoken to without an order yet: "gerald u beautiful idiot".
  let addressed: Target[] = [];
  // The clause that was the caster's creature's name alone: "饺子！！".
  let calledAt = -2;
  // Whom the clause before helped or was kind to: "hug Chloé and heal her" heals Chloé.
  let befriended: Target[] = [];
  // The foes named before each order was given, by the order's place.
  const namedBefore = new Map<number, Target[]>();
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
        (englishLooking(text.toLowerCase().replace(/\bu\b/gu, "you")) &&
          looksBack(text, names) &&
          !castsInPart(text, names, known))),
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
      !thanks(text) &&
      !aboutAnother(text, caster, living)
    );
  });
  // "Ingrid helbreder Mads litt": a caster who opens on her own name is the one speaking.
  const ownName = caster.name.toLowerCase().split(/[\s_]+/u)[0] ?? "";
  for (const [index, text] of clauses.entries()) {
    let move = read ?? parseMove(text, known);
    const opening = move.text.trimStart();
    if (
      ownName.length >= 3 &&
      opening.startsWith(`${ownName} `) &&
      opening.length > ownName.length + 6
    )
      move = { ...move, text: ` ${opening.slice(ownName.length)}` };
    // A nap or a prayer between spells brings mana back.
    if (["nothing", "attack"].includes(move.intent) && !move.element && rests(text))
      move = { ...move, intent: "manaRestore" };
    // "ให้ข่วน Bence", "рви Плой", "mords Lucas": to one who has creatures (or calls one now), a
    // bite, a scratch, a pounce is an attack ("ese lobo me mordió" from one with none is talk).
    const mine = beasts.filter((beast) => beast.creature?.owners.includes(caster.id));
    const fresh = spells.some((spell) => spell.move.intent === "summon");
    const sic =
      says("sic", text) && !halts(text) && !asked(whole, text) && (mine.length > 0 || fresh);
    if ((move.intent === "nothing" || move.guessed === true) && sic)
      move = { ...move, intent: "attack", guessed: false };
    const named = namedIn({ ...move, intent: "attack" }, living, beasts);
    // "I summon a goose named Gerald. Gerald, go honk at Мими and bite her ankles": a bite that
    // names no one new after calling up a creature is the creature's.
    if (
      fresh &&
      sic &&
      mine.length === 0 &&
      foesOf(named).length === 0 &&
      !move.element &&
      !move.famous &&
      !SELF_SUBJECT.test(opened(text))
    )
      continue;
    // "…a neve Gáspár. Gáspár, égesd meg Ďurot!": a clause calling the creature just summoned by
    // its new name is its order, whatever element it names, not a spell of the caster's.
    const freshName = fresh ? creatureNameIn(whole, known)?.toLowerCase() : undefined;
    if (freshName && freshName.length >= 3 && opened(text).toLowerCase().startsWith(freshName))
      continue;
    // "ich geb Dmitri 20 Mana": mana given to another wizard, whatever else the words suggest;
    // "heal João + I give 10 mana" gives it to whoever the clause before named.
    const wizards = (targets: Target[]) =>
      targets.filter((target) => target.id !== caster.id && !target.creature);
    const receiver =
      wizards(named).length > 0
        ? []
        : wizards(lastNamed).length > 0
          ? wizards(lastNamed)
          : (move.element ?? "arcane") === "arcane" &&
              !move.famous &&
              !mentionsSelf(text) &&
              !rests(text)
            ? neediest(caster, living)
            : [];
    if (givesMana(text) && (wizards(named).length > 0 || receiver.length > 0))
      move = {
        ...(wizards(named).length > 0 ? move : withNames(move, receiver)),
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
    // "familiar, Daan ko phir se maaro": the word for one's creature called out names them all.
    // "il mio famiglio attacca Emre", "familyarım มายด์'a saldırsın": one's creature as the subject.
    const myFamiliar =
      MY_FAMILIAR.test(text) && !HELPING.has(move.intent) && move.intent !== "summon";
    const own =
      FAMILIAR_CALL.test(text) || myFamiliar
        ? beasts.filter((beast) => beast.creature?.owners.includes(caster.id))
        : ownNamed(text, move, named, caster, known);
    // "why did gerald hit fatima": a question about what happened orders nothing.
    const spoken = opened(afterVocative(text, own));
    // "why did gerald hit fatima", "gerald why did u attack mia": a question orders nothing.
    const question =
      clauses.length > 1 &&
      (asked(whole, text) ||
        QUESTION.test(spoken) ||
        // "ダーシャ、なんで全員守ったの": a question after a name called out.
        QUESTION.test(spoken.replace(/^[^,，、\s]{1,12}[,，、]\s*/u, "")) ||
        // "woi Dang kenapa naga kau gigit aku": "why" after a word or two said to someone.
        WHY_AFTER_CALL.test(spoken) ||
        (QUESTION_AT_END.test(text) && !actsBeforeRemark(text, known)) ||
        (mixed && backward[index] === true));
    // "gerald u beautiful idiot": words to one's creature that ask nothing of it are a remark,
    // and the next clause's "guard me" is for it.
    // "gerald u beautiful idiot", "bravo drago": words to one's creature that ask nothing of it.
    const praise =
      own.length > 0 &&
      (thanks(text) || CREATURE_PRAISE.test(text) || move.intent === "nothing") &&
      !guards(text) &&
      !halts(text) &&
      !isPeaceful(text) &&
      !short(spoken) &&
      named.every((target) => own.includes(target) || target.id === caster.id);
    if (own.length > 0 && (question || praise)) addressed = own;
    // "Klaus, hör auf mit Minh! Greif Jordan an": a bare attack order right after words to the
    // creature is for it too.
    // "Потапыч, фас! рви Плой" to a bear the referee knows as "Dmitri's Bear": an order to bite
    // with no creature named goes to the caster's creatures (the one last spoken to, if any).
    const spokenTo =
      addressed.length > 0
        ? addressed
        : lastOrdered.length > 0
          ? lastOrdered
          : sic && !fresh
            ? mine
            : [];
    // "Потапыч, фас!": a bare "sic 'em" to one's creatures names the foe in the next clause.
    if (
      sic &&
      own.length === 0 &&
      mine.length > 0 &&
      !fresh &&
      foesOf(named).length === 0 &&
      !move.element &&
      !SELF_SUBJECT.test(opened(text))
    ) {
      addressed = mine;
      continue;
    }
    if (
      own.length === 0 &&
      spokenTo.length > 0 &&
      move.intent === "attack" &&
      !move.element &&
      !move.famous &&
      !move.blow &&
      !move.thrown &&
      // ("а в Ніколу кидаю кільце ковбаси": "I throw" is the caster's own act.)
      !says("throws", text) &&
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
      !question &&
      !asked(whole, text) &&
      !SELF_SUBJECT.test(opened(text)) &&
      !/\bmyself\b/iu.test(text)
    ) {
      orders[orders.length - 1] = { ...standing, text, move, guard: true, halt: false };
      continue;
    }
    if (
      own.length === 0 &&
      addressed.length > 0 &&
      (guards(text) || halts(text)) &&
      !question &&
      !asked(whole, text)
    ) {
      const guard = guards(text);
      orders.push({ kind: "order", text, move, beasts: addressed, guard, halt: !guard });
      continue;
    }
    // "and I heal zoe with goose feathers": a clause the caster speaks of themselves is theirs.
    // ("gerald come back to me, I heal gerald": help that names the creature after the verb is
    // the caster's, for it; a creature is told to fight or guard, not to heal.)
    const ownVoice =
      NOBODY_DOES.test(opened(text)) ||
      (SELF_SUBJECT.test(opened(text)) &&
        !actsTogether(opened(text).replace(/^(?:and|then|y|et|und|e|a|i|и|і)\s+/iu, ""))) ||
      (HELPING.has(move.intent) &&
        !guards(text) &&
        !own.some((beast) => opened(text).toLowerCase().startsWith(beast.name.toLowerCase())));
    // "Мурчику — захищай маму!", "饺子！！喷火烧มายด์": after the creature's name alone, the
    // next clause is the order, whatever element it names.
    const called = orders.at(-1);
    if (
      calledAt === index - 1 &&
      called?.kind === "order" &&
      own.length === 0 &&
      !SELF_SUBJECT.test(opened(text)) &&
      // ("Fettuccino e io attacchiamo Andrei insieme": the two act together.)
      !actsTogether(opened(text)) &&
      (guards(text) || halts(text) || (HARMFUL.has(move.intent) && foesOf(named).length > 0))
    ) {
      const guard = guards(text);
      orders[orders.length - 1] = { ...called, text, move, guard, halt: !guard && halts(text) };
      lastNamed = named;
      continue;
    }
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
      // ("Галя, кусай Діму": a creature's name that is a kind word elsewhere, Bulgarian "галя",
      // caress, says nothing of the order.)
      const unnamed = own.reduce(
        (said, beast) => said.split(beast.name.toLowerCase()).join(" "),
        text.toLowerCase(),
      );
      const halt =
        !guard && !moved && (halts(text) || (isPeaceful(unnamed) && !isHostile(unnamed)));
      // "ミアに最後の一撃！炎の拳🔥 ビスケットも一緒に行け": sent with no name, it goes for whom
      // the clause before named.
      if (!guard && !halt && foesOf(named).length === 0 && foesOf(lastAimed).length > 0)
        move = withNames(move, foesOf(lastAimed));
      // ("Paco ataca a jake!! nadie toca a mi ganso": "mi ganso" alone at the end, after an order
      // to the same goose, calls it and tells it nothing new.)
      const called = own.some((beast) =>
        orders.some((order) => order.kind === "order" && order.beasts?.includes(beast)),
      );
      const bare =
        !guard &&
        !halt &&
        foesOf(named).length === 0 &&
        !move.element &&
        opened(text).trim().split(/\s+/u).length <= 2;
      if (called && bare && index === clauses.length - 1) continue;
      orders.push({ kind: "order", text, move, beasts: own, guard, halt });
      // "goblin e Zé Pequeno, os dois ataquem o Tomáš": a creature called by name alone just
      // before takes the same order.
      const before = orders.at(-2);
      if (calledAt === index - 1 && before?.kind === "order")
        orders[orders.length - 2] = { ...before, text, move, guard, halt };
      // ("Horst, nochmal, aber diesmal richtig: Feueratem auf Kuba": an order that says nothing
      // yet is given by the clause after it.)
      const empty =
        !guard && !halt && move.intent === "nothing" && !move.element && foesOf(named).length === 0;
      if (!/\p{L}/u.test(spoken) || empty) calledAt = index;
      if (!guard && !halt && POINTS_AT.test(text))
        namedBefore.set(orders.length - 1, foesOf(lastNamed));
      lastOrdered = own;
      // "golem and I attack Brom together": the caster joins the creature's attack.
      if (
        actsTogether(text) &&
        move.intent !== "summon" &&
        !guard &&
        !halt &&
        foesOf(namedIn({ ...move, intent: "attack" }, living, beasts)).length > 0
      )
        spells.push({
          kind: "spell",
          text,
          move: { ...move, intent: move.scope === "all" ? "area" : "attack" },
        });
      // The creature called is no one to aim the next clause's "her" at.
      if (foesOf(named).length > 0) lastNamed = named;
      continue;
    }
    // "Fang, stop! Leave them alone": the rest of an order to stand down is no spell.
    if (orders.some((order) => order.kind === "order" && order.halt) && halts(text)) continue;
    const others = named.filter((target) => target.id !== caster.id);
    // Beside other clauses, a word the lists do not know ("egal", "greitai") is an aside.
    // ("Oleszja, adj egy kis manát pls": a teammate asked for mana gives none of the caster's.)
    const aside =
      (givesMana(text) && PLEASE.test(text) && asksMate(text, caster, living, [])) ||
      (clauses.length > 1 &&
        !givesMana(text) &&
        ((move.guessed === true &&
          !isTaming(text) &&
          !isBanishing(text) &&
          (short(text) || sure.some((ok, at) => ok && at !== index) || orders.length > 0)) ||
          question ||
          (FAILED.test(text) && !actsBesideRemark(text, known)) ||
          (SLAVIC_WAS.test(text) && !move.element) ||
          PRAISE.test(opened(text)) ||
          (text.trim().split(/\s+/u).length <= 3 && TRAILING_PRAISE.test(text)) ||
          apology(text) ||
          thanks(text) ||
          aboutTheirSpell(text) ||
          damageTaken(text) ||
          asksSomeone(text) ||
          callsThem(text) ||
          TEAM_CALL.test(opened(text)) ||
          manaRemark(text, move, others.length) ||
          (move.intent === "shield" && others.length > 0 && HAS_SHIELD.test(text)) ||
          (REVENGE.test(opened(text)) &&
            (text.trim().split(/\s+/u).length <= 4 ||
              (others.length === 0 && !text.includes(":")))) ||
          SLAVIC_THEY_DID.test(opened(text)) ||
          NOBODY_DOES.test(opened(text)) ||
          asksMate(text, caster, living, others) ||
          // "ٹام کا مانا ختم 😂" (Tom's mana is gone): someone else's empty reserve restores nothing.
          (move.intent === "manaRestore" &&
            wizardsIn(others).length > 0 &&
            MANA_GONE.test(text) &&
            !givesMana(text)) ||
          aboutAnother(text, caster, living) ||
          // "je voulais soigner Youssef pas moi": what the caster meant last round is a complaint.
          MEANT_BEFORE.test(opened(text)) ||
          // "kanka ben meteor dedim niye iyileşti bu": what the caster said or wrote before.
          SAID_BEFORE.test(text) ||
          grumbledAgain(text, clauses[index + 1], move) ||
          // "je soigne personne on est full", "I heal nobody": help given to no one.
          (HELPING.has(move.intent) && others.length === 0 && NOBODY.test(text)) ||
          // "ой, всі на мене" (everyone's on me): harm that names only the caster is a complaint.
          (HARMFUL.has(move.intent) &&
            others.length === 0 &&
            mentionsSelf(text) &&
            !LIFTS_CURSE.test(text) &&
            !TURNS_BACK.test(text) &&
            !move.element &&
            !move.famous &&
            !move.blow &&
            !move.thrown)));
    if (!doesSomething(text, move) || aside) {
      if (others.length > 0) lastNamed = others;
      // "sorry ville väärä tyyppi 😅 joonakselle salama": whom one apologised to or thanked is
      // spared the harm that follows with no name of its own.
      if (apology(text) || thanks(text)) forgiven.push(...others);
      // "アイマン大丈夫？回復するね": help after asking after a teammate goes to them.
      const mates = others.filter((target) => !target.creature && target.team === caster.team);
      if (question && caster.team !== 0 && mates.length === 1) befriended = mates;
      // "みおナイスすぎ！さっきマジ助かった🙏 回復しとくね": help after thanking a teammate goes to them.
      if (thanks(text) && caster.team !== 0 && mates.length === 1) befriended = mates;
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
    // "Evoco uno scudo di luce", "ik roep een schild op", "Invoco un muro de hielo delante de mí":
    // a shield or a wall called up is a shield.
    if (
      move.intent === "summon" &&
      (SHIELD_WORD.test(text) || WALL_WORD.test(text)) &&
      creatureKindsAt(text).length === 0 &&
      creatureNameIn(text, known) === null
    )
      move = { ...move, intent: "shield" };
    // "번개 소환해서 Rohit한테 던짐" (call down lightning and throw it at Rohit): an element called
    // down at a foe, with no creature named, is an attack.
    if (
      move.intent === "summon" &&
      move.element &&
      foesOf(named).length > 0 &&
      creatureKindsAt(text).length === 0 &&
      creatureNameIn(text, known) === null
    )
      move = { ...move, intent: "attack" };
    // "ik gebruik Bankai op Andrei_xx", "met mijn surge of strength: meteoor op Kasia": a power-up
    // aimed only at the other team is an attack.
    if (
      move.intent === "buff" &&
      caster.team !== 0 &&
      others.length > 0 &&
      foesOf(others).length === others.length &&
      !isPeaceful(text)
    )
      move = { ...move, intent: "attack", scope: "auto" };
    // "ik steel de Bankai terug van Andrei": taking back what was given strips it from them.
    if (STEALS_BACK.test(text) && foesOf(others).length > 0)
      move = { ...move, intent: "dispel", scope: "auto" };
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
      move = {
        ...move,
        intent: "dispel",
        scope: others.length > 0 || move.scope === "team" ? move.scope : "self",
      };
    // "ok muutun takas ihmiseks": turning back from a transformation lifts it from oneself.
    if (TURNS_BACK.test(text) && others.length === 0)
      move = { ...move, intent: "dispel", scope: "self" };
    // "καθαρίζω το δηλητήριο από πάνω μου", "puhdistan sen": a cleansing that names no one is the
    // caster's own, unless it breaks a shield.
    if (
      move.intent === "dispel" &&
      others.length === 0 &&
      move.scope === "auto" &&
      !SHIELD_WORD.test(text)
    )
      move = { ...move, scope: "self" };
    // "щит от лягушки", "protect Ana from Bob": whom a shield is against is not whom it covers.
    const against = move.intent === "shield" ? AGAINST.exec(text) : null;
    if (against && against.index > 0) {
      const before = parseMove(text.slice(0, against.index), known);
      if (before.intent === "shield") move = before;
    }
    // "jag kastar en sköld av is runt mig själv": a shield cast around oneself is a shield,
    // whatever verb casts it.
    if (
      move.intent === "attack" &&
      SHIELD_WORD.test(text) &&
      foesOf(named).length === 0 &&
      (AROUND.test(text) || mentionsSelf(text))
    )
      move = { ...move, intent: "shield" };
    // "je balance un mur de flammes sur Daan": a wall thrown at a foe is a blow, not their shield.
    if (
      move.intent === "shield" &&
      says("throws", text) &&
      !AROUND.test(text) &&
      foesOf(named).length > 0
    )
      move = { ...move, intent: "attack" };
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
    // "salamaa! ukkonen iskee Priyaan", "LETS GOOO 🔥 again. fireball emre": a harmful cry that
    // named no one is the same spell as the one aimed next, where their elements agree.
    const cried = unaimed === null ? undefined : spells[unaimed];
    if (
      cried &&
      HARMFUL.has(move.intent) &&
      foesOf(others).length > 0 &&
      (!cried.move.element || !move.element || cried.move.element === move.element)
    )
      spells[unaimed!] = { ...cried, move: withNames(cried.move, foesOf(others)) };
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
          (!move.blow || sic || THIRD_PERSON.test(opened(text)))))
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
      const unforgiven = foesOf(lastNamed).filter((target) => !forgiven.includes(target));
      // ("perdón Élodie 😅 bola de fuego": sorry in advance to the only one named.)
      const foes = unforgiven.length > 0 ? unforgiven : foesOf(lastNamed);
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
    // "Η Σούλα έχει 9 ζωή 😱 τη θεραπεύω": help for "her" goes to the friend just named.
    // (With no teams, "tavi 불쌍하다 ㅋㅋ 힐 조금 해줄게": pity and help for whoever was named.)
    const friends = lastNamed.filter(
      (target) => !foesOf([target]).length || (caster.team === 0 && !target.creature),
    );
    const helpsFriend =
      HELPING.has(move.intent) &&
      others.length === 0 &&
      move.scope === "auto" &&
      friends.length > 0 &&
      POINTS_AT.test(text) &&
      !mentionsSelf(text);
    if (helpsFriend) move = withNames(move, friends);
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
    lastNamed = helpsFriend ? friends : others;
  }
  // "Оксана изгори кучето ми 😢 Шаро, разкъсай я!": an order that still names no foe goes for
  // whom the remark before it named.
  for (const [index, foes] of namedBefore) {
    const order = orders[index];
    if (!order || foes.length === 0) continue;
    const aimed = namedIn({ ...order.move, intent: "attack" }, living, beasts);
    if (foesOf(aimed).length === 0) orders[index] = { ...order, move: withNames(order.move, foes) };
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
  // (An attack made together with one's creature is no remark: "Burek i ja atakujemy razem Daana".)
  const ordered = new Set(orders.map((order) => order.text));
  const telling =
    spells.length > 1
      ? spells.filter((spell) => ordered.has(spell.text) || !vague(spell.text, spell.move, known))
      : spells;
  const kept = oneSpellAimed(telling.length > 0 ? telling : spells, living, beasts);
  return [...orders, ...kept.slice(-MOST_SPELLS)];
}

/**
 * "คลื่นยักษ์อีกรอบ ใส่ลินห์ให้จบๆไป 🌊" (the giant wave again, at Linh, finish her): one spell named in a
 * clause and aimed in the next is cast once, not twice at the same wizard.
 */
function oneSpellAimed(spells: Action[], living: CombatantView[], beasts: Target[]): Action[] {
  if (spells.length !== 2) return spells;
  const [first, second] = spells as [Action, Action];
  const aim = (spell: Action) =>
    namedIn({ ...spell.move, intent: "attack" }, living, beasts)
      .map((target) => target.id)
      .sort()
      .join(" ");
  // ("ਜੀਵੂ ਕਮਜ਼ੋਰ ਹੋ ਗਿਆ। … ਜੀਵੂ ਤੇ ਅੱਗ ਦਾ ਹਮਲਾ": a spell with no element of its own beside one
  // with an element, at the same wizards, is that one told twice.)
  const plain = (spell: Action) =>
    spell.move.element === null && !spell.move.famous && spell.move.blow !== true;
  const twin =
    HARMFUL.has(first.move.intent) &&
    HARMFUL.has(second.move.intent) &&
    !first.move.famous &&
    !second.move.famous &&
    (first.move.element === second.move.element ? first.move.element !== null : plain(first)) &&
    aim(first) !== "" &&
    aim(first) === aim(second);
  return twin ? [second] : spells;
}

/** "I wanted to…", "je voulais…", "quería…": the caster tells what they meant before. */
const MEANT_BEFORE =
  /^(?:\p{L}{1,4}\s+)?(?:je\s+voulais|j'voulais|i\s+wanted|i\s+meant|quer[ií]a|yo\s+quer[ií]a|eu\s+queria|ich\s+wollte|volevo|io\s+volevo|ik\s+wilde|jag\s+ville|jeg\s+ville|хотел|хотела|хотів|хотіла|chciałem|chciałam|chtěl|chtěla|istedim|akartam|halusin)(?![\p{L}])/iu;

const SAID_BEFORE =
  /(?<![\p{L}])(?:dedim|yazdım|írtam|mondtam|i\s+said|i\s+wrote|j'ai\s+dit|j'ai\s+écrit|dije|escribí|eu\s+disse|escrevi|ho\s+detto|ho\s+scritto|ich\s+sagte|ich\s+schrieb|napisałem|napisałam|powiedziałem|powiedziałam|я\s+(?:же\s+)?(?:сказал|сказала|написал|написала)|я\s+(?:ж\s+)?(?:сказав|написав)|napsal\s+jsem|řekl\s+jsem)(?![\p{L}])/iu;

/** What a shield is raised against: "against", "from", "от", "przed", "gegen". */
const AGAINST =
  /(?<![\p{L}])(?:against|from|vs|contra|contre|gegen|от|від|przed|proti|против|karşı|chống|ενάντια|נגד|ضد|tegen|mot|vastaan|ellen|împotriva|impotriva|protiv|proti|prieš|pret)(?![\p{L}])/iu;

/** "nadie toca a mi ganso" (nobody touches my goose): what no one may do is a warning, not a spell. */
const NOBODY_DOES =
  /^(?:nobody|no\s+one|noone|nadie|personne|nessuno|niemand|ninguém|ninguem|никто|ніхто|nikt|nikdo|nikto|nitko|nihče|senki|kimse|kukaan|ingen|niekas|neviens|κανείς|אף\s+אחד|لا\s+أحد|هیچ\s*کس|कोई\s+नहीं|誰も|没人|아무도)(?![\p{L}])/iu;

/** Whom help goes to when it goes to no one. */
const NOBODY =
  /(?<![\p{L}])(?:personne|rien(?:\s+du\s+tout)?|nobody|no\s+one|noone|nadie|ninguém|ninguem|nessuno|niemand|никого|nikogo|nikoho)(?![\p{L}])/iu;

/**
 * The caster's creatures a clause speaks to. "also chain lightning on everyone who touched kevin":
 * a spell with an element that names one's creature only later is the caster's own.
 */
function ownNamed(
  text: string,
  move: ParsedMove,
  named: Target[],
  caster: CombatantView,
  known: readonly string[],
): Target[] {
  const own = named.filter((target) => target.creature?.owners.includes(caster.id));
  if (own.length === 0 || !(move.element || move.famous)) return own;
  return callsOwn(text, own, known) ? own : [];
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

/**
 * "冰箭射서연，她还满血呢" (an ice arrow at Seoyeon, she is still at full health): a question or
 * remark after the last comma leaves the spell before it standing.
 */
function withoutTailRemark(
  clause: string,
  known: readonly string[],
  names: (word: string) => boolean,
): string {
  const comma = Math.max(clause.lastIndexOf(","), clause.lastIndexOf("，"));
  if (comma <= 0) return clause;
  const head = clause.slice(0, comma);
  const tail = clause.slice(comma + 1).trim();
  const words = tail.split(/\s+/u);
  // "a ja pioron w Oksane, teraz nie ma tarczy": how things stand, said after the spell.
  // "dựng khiên gió, Thiago chắc chắn sẽ trả thù": a sentence about someone after help is no
  // help for them.
  // ("...pret to indi, Bence tu čūska": what the caster calls someone is said, not cast.)
  if (aboutTheirSpell(tail)) return head;
  const remark =
    HAS_SHIELD.test(tail) ||
    QUESTION_AT_END.test(tail) ||
    (words.length >= 3 &&
      HELPING.has(parseMove(head, known).intent) &&
      names(words[0]!) &&
      !names(head));
  return remark && actsBeforeRemark(clause, known) ? head : clause;
}

function actsBeforeRemark(text: string, known: readonly string[]): boolean {
  const comma = Math.max(text.lastIndexOf(","), text.lastIndexOf("，"), text.lastIndexOf("、"));
  if (comma <= 0) return false;
  const before = text.slice(0, comma);
  const read = parseMove(before, known);
  return (
    read.guessed !== true &&
    (read.element !== null || read.famous != null || SURE_KINDS.has(read.intent)) &&
    doesSomething(before, read)
  );
}
