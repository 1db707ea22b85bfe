import { keptPattern } from "./keptPatterns.js";
import { afterRetraction, mentionsMana, says } from "./acts/actTerms.js";

/**
 * Acts the intent lists do not cover, read from the whole move: kindness, taming, banishing,
 * giving mana, and whether the caster acts alongside a creature they order about. English plus the
 * most played languages; the lists in `lexicon.ts` still decide the spell itself.
 */

const PEACEFUL =
  /\b(?:hug|hugs|hugging|(?<!dementor'?s\s)kiss|kisses|cuddle|pat|pats|(?:^|(?<=\b(?:i|just|and|then|to|gently)\s))pets?|stroke|scratch\s+\w+\s+behind|high[- ]?five|compliment|bake|bakes|baking|(?:cook|make|brew)\s+(?:\w+\s+)?(?:a\s+|some\s+)?(?:tea|coffee|cookies?|cakes?|soup|dinner|breakfast|snacks?|pancakes?|hot\s+chocolate)|befriend|apologi[sz]e|forgive|offer\s+\w+\s+(?:a\s+)?(?:cup|tea|coffee|flower|cookie|cake|snack|drink)|give\s+\w+\s+(?:a\s+)?(?:flower|hug|cookie|cake|tea|gift|present)|dance|dances|sing|sings|(?:^|(?<=\b(?:i|just|and|then|to)\s))wave\s+at|smile\s+at|take\s+a\s+nap|nap|meditate|bow\s+to|shake\s+hands|make\s+peace|light\s+a\s+candle)\b|abraz|bes[oa]|câlin|embrass|umarm|küss|обним|поцел|抱きし|拥抱|안아/iu;

const TAME =
  /\b(?:tame|tames|taming|befriend|charm|win\s+over|domesticate|pet\s+the)\b|domestic|doma|apprivois|zähm|приручи|手なずけ|驯服|길들/iu;

const BANISH =
  /\b(?:banish|banishes|exile|exorcise|exorcize|send\s+(?:\S+\s+){1,3}back|unsummon|dismiss|dispel|back\s+to\s+(?:the\s+void|their\s+graves?|where)|de\s+volta|zurück\s+in)\b|desterr|bannis|banne|verbann|изгон|обратно|追放|放逐|추방|還れ|帰れ/iu;

const GIVE_MANA =
  /\b(?:give|gives|share|shares|lend|transfer|send)\b[^.!?]{0,30}\b(?:mana|energy|power)\b|(?<![\p{L}])(?:dar|doy|donne|gebe|даю|отда)[^.!?]{0,30}(?:maná|mana|ман[аыу])/iu;

/** First person with a creature: "golem and I attack", "together", "we": both act. */
const TOGETHER =
  /\b(?:and\s+i|i\s+and|me\s+and|together|we|both\s+of\s+us|with\s+me)\b|juntos|juntas|ensemble|zusammen|insieme|вместе|разом|заедно|razem|spolu|skupaj|zajedno|együtt|birlikte|împreună|impreuna|samen|tillsammans|sammen|yhdessä|kopā|μαζί|bersama|cùng nhau|ด้วยกัน|ביחד|با هم|मिलकर|एक साथ|একসাথে|ਇਕੱਠੇ|ਮਿਲ ਕੇ|एकत्र|一緒|一起|함께/iu;

/** Calling up another creature rather than commanding one in play. */
const NEW_CREATURE = /\b(?:summon|summons|conjure|call\s+forth|call\s+up|raise|another|more)\b/iu;

export function isPeaceful(text: string): boolean {
  return PEACEFUL.test(text) || says("kind", text);
}

/**
 * Kindness in the words of the lists here ("hug", "light a candle", "wave at"), whose hostile
 * counterpart `isHostile` knows; other languages' kind words may sit beside a fireball.
 */
export function kindInCoreWords(text: string): boolean {
  return PEACEFUL.test(text);
}

export function isTaming(text: string): boolean {
  return TAME.test(text) || says("tame", text);
}

export function isBanishing(text: string): boolean {
  return BANISH.test(text) || says("banish", text);
}

/** "I give Léa 20 mana", "aku kasih 20 mana ke Tereza": a giving word beside the word for mana. */
/** Giving to oneself: "dám si chvilku pauzu a nabiju manu" (I give myself a break). */
const SELF_GIFT =
  /(?<![\p{L}])(?:dám\s+si|dávám\s+si|dam\s+si|dajem\s+si|dajem\s+sebi|daję\s+sobie|give\s+myself|me\s+doy|je\s+me\s+donne|mi\s+do|gebe\s+mir|geef\s+mezelf|ger\s+mig|gir\s+meg|kasih\s+diri|beri\s+diri)(?![\p{L}])/iu;

/** "can u send me some mana?", "dame maná", "gib mir Mana": mana asked for, not given. */
const ASKS_FOR =
  /(?<![\p{L}])(?:(?:give|send|pass|lend|throw)\s+me|dame|d[ée]me|donne-?moi|gib\s+mir|dammi|me\s+d[aáê]|дай(?:те)?\s+мне|дай(?:те)?\s+мені|daj(?:cie)?\s+mi|dej(?:te)?\s+mi|dajte\s+mi|adj(?:atok)?\s+(?:nekem|egy)|bana\s+ver|kasih\s+aku|bagi\s+aku|ge\s+mig|giv\s+mig|gi\s+meg)(?![\p{L}])/iu;

export function givesMana(text: string): boolean {
  if (SELF_GIFT.test(text) || ASKS_FOR.test(text)) return false;
  return GIVE_MANA.test(text) || (says("give", text) && mentionsMana(text));
}

export function actsTogether(text: string): boolean {
  return TOGETHER.test(text);
}

/** The summoning verbs of other languages: "אני מזמן דרקון", "призываю волка", "召唤一条龙". */
const NEW_CREATURE_ELSEWHERE =
  /מזמן|מזמנת|מזמנים|أستدعي|استدعي|نستدعي|احضار|احضر|बुलाता|बुलाती|बुलाऊ|ডাকছি|ডাকি|ডেকে\s+আনি|ਬੁਲਾਉਂਦ|призыва|призива|викликаю|кличу|кличе|invoco|invoque|beschwöre|beschwör|evoco|przywołuj|przyzywam|çağırıyorum|çağırdım|召喚|召唤|소환|เรียก|triệu\s+hồi|memanggil|panggil|vyvolávám|přivolávám|idéz|kutsun|frammaner|påkalder|roep\s+\S+\s+op|invoc/iu;

export function callsNewCreature(text: string): boolean {
  return NEW_CREATURE.test(text) || NEW_CREATURE_ELSEWHERE.test(text);
}

/** "Fireball! ...just kidding, I heal myself": what follows the retraction is the move. */
const ENGLISH_RETRACTION =
  /(?<![\p{L}\p{N}])(?:just\s+kidding|jk|j\/k|psych|kidding|nah|lol\s+no|wait,?\s+no|no\s+wait|oh\s+wait|actually|à\s+không|à\s+mà\s+thôi|à\s+nhầm|ой,?\s+нет|а\s+нет|nein,?\s+warte|non\s+attends|no,?\s+espera|hayır|nie,?\s+czekaj|ne,?\s+počkej|nee,?\s+wacht|eh\s+tidak|eh\s+nggak|अरे\s+नहीं|أقصد|یعنی\s+نه|아\s+아니|あ、?違う|やっぱり|わけないでしょ|わけないじゃん|わけないだろ|不对|算了|en\s+fait|je\s+rigole|bromeando|es\s+broma|era\s+broma|brincadeira|nur\s+spa(?:ß|ss)|doch\s+nicht|шучу|шутка|冗談だよ|なんてね|只是开玩笑|开个玩笑)[\s.!,…—–。、！，-]+(.+)$/iu;

/** "I aim a fireball at Ana but at the last second I throw it into the sky instead". */
const INSTEAD = /\bbut\b([^.!?]*\binstead\b.*)$/iu;

/** "don't hit Cass, hit Fen": a clause that says what not to do is left out of the reading. */
const NEGATED_CLAUSE =
  /(?:^|[,;.!]\s*|\bbut\s+)(?:don'?t|do\s+not|never|not|não|nicht|ne|не|no)\s+[^,;.!?\n\p{Extended_Pictographic}]*(?=[,;.!?\n\p{Extended_Pictographic}]|\bbut\b|$)/giu;

/** Moving out of harm's way: "I fly up above the lava", "I hide behind a rock". */
const EVADE =
  /\b(?:fly|flies|flying|float|levitate|soar|jump|leap|hop|hide|hides|duck|dodge|teleport|blink|vanish|sidestep|roll\s+away|run\s+away|flee|climb)\b|避け|よける|かわす|躲|闪开|피하|피해|esquiv|ausweich|weiche\s+aus|уклоня|ухиля|unikam|uhýbám|vyhýbám|kaçıyorum|menghindar|mengelak|schivo|ontwijk|undviker|unnviker|undviger|väistän|kitérek|αποφεύγω|أتفادى|اتفادى|جاخالی|बचता|बचती|หลบ|né\s|tránh/iu;

/** Words of harm: a kind act that carries one is no kind act. */
const HOSTILE =
  /\b(?:attack|hit|kill|burn|blast|destroy|smash|stab|punch|kick|poison|curse|damage|hurt|explode|fireball|bomb|crush|slay|murder|strangle|choke)\w*/iu;

/**
 * The part of a move the caster means: after a retraction, without clauses of what not to do.
 * A correction that names only a new target keeps the spell ("lightning on Mira, wait no, on
 * Tariq"): the names of the first part are dropped and the correction added.
 */
/** A retraction that names only a new target: "...no wait, at Bob", "à nhầm, vào 민지". */
const TARGET_AFTER = /^(?:on|at|to|onto|into|sur|auf|a|en|на|в|vào|cho|ke|kepada)\s/iu;

export function meantPart(text: string, names: readonly string[] = []): string {
  const english = ENGLISH_RETRACTION.exec(text);
  const retracted = english?.[1] ? { at: english.index, rest: english[1] } : afterRetraction(text);
  let kept = retracted && /(?:\p{L}\p{M}*){2,}/u.test(retracted.rest) ? retracted.rest : text;
  const instead = INSTEAD.exec(kept);
  if (instead?.[1]) kept = instead[1];
  // "quả cầu băng vào Minh... à nhầm, vào 민지": only the target is taken back.
  if (retracted && TARGET_AFTER.test(retracted.rest)) {
    let before = text.slice(0, retracted.at);
    for (const name of names) before = before.replaceAll(keptPattern(escapeName(name), "giu"), " ");
    kept = `${before.replace(/\s+(?:on|at|to|a|sur|auf|на|vào|cho|ke|kepada)(?:\s+\p{L}+)?[\s.…]*$/iu, " ")} ${kept}`;
  }
  const withoutNegated = kept
    .replace(NEGATED_CLAUSE, " ")
    .replace(/^[\s,;.!]+/u, "")
    .trim();
  return /(?:\p{L}\p{M}*){2,}/u.test(withoutNegated) ? withoutNegated : kept;
}

/** Resting to get mana back: "I take a nap", "I meditate", "I pray for mana". */
const RESTS =
  /\b(?:nap|naps|napping|sleep|sleeps|rest|rests|resting|meditate|meditates|meditating|pray|prays|praying|recharge|catch\s+my\s+breath|siesta)\b|medit|schlafe|duermo|descanso|je\s+dors|je\s+me\s+repose|rezo|prego|молюсь|сплю|отдыха|瞑想|冥想|睡觉|休息|寝る|명상|잠을|ngủ|thiền|tidur|istirahat|uyuyorum|dinleniyorum|śpię|odpoczywam|modlę|spím|odpočívám|molim\s+se|ध्यान|सोता|सोती|استراحت|دعا\s+می|מתפלל|ישן|προσεύχομαι|κοιμάμαι/iu;

export function rests(text: string): boolean {
  return RESTS.test(text) || says("rest", text);
}

export function evades(text: string): boolean {
  return EVADE.test(text);
}

export function isHostile(text: string): boolean {
  return HOSTILE.test(text);
}

/** Claims over the game itself rather than spells in it: "ADMIN: I win", "ignore the rules". */
const CLAIM =
  /\b(?:admin|ignore|rules?|win|wins|winner|instantly|instant|cheat|hack|override|system|developer|dev\s+mode|god\s*mode|console|set\s+my|give\s+me|unlimited|infinite|immortal|invincible|invulnerable|declare|previous\s+instructions|9{3,}|\d{4,})\b|entwickler|unendlich|regeln|gewinne|ignor|reglas|règles|gano|gagne|illimit|ilimitad|infinit|(?:игнор\S*|нарушаю|забудь|без)\s+(?:\S+\s+)?правил|бессмерт|бесконечн|победил|管理|勝ち|無敵|无敌|赢|规则|관리자|무적|unsterblich|inmortal|immortel|immortale|imortal|onsterfelijk|odödlig|udødelig|kuolemato|halhatatlan|nieśmierteln|nesmrteln|nemuritor|ölümsüz|αθάνατ|nemirst|nemirting|besmrt|безсмерт|безсмъртен|ਅਮਰ|अमर|অমর|امر|الخلود|خالد|不死|不朽|불사|不老不死|อมตะ|בן\s+אלמוות|bất\s+tử|kebal|abadi|kural|kurallar|abaikan|peraturan|pravidl|regole|regras|regels|szabály|الفائز|فزت|أفوز|ניצחתי|המנצח|kazandı|kazandım|जीत\s+गय|gewonnen|ganador|gagnant|vincitore|wygrał|vyhrál|победител|переможе/iu;

/** "je suis pas admin", "não sou admin", "I'm not admin": a claim taken back is no claim. */
const NOT_ADMIN =
  /(?<![\p{L}])(?:(?:i'?m|i\s+am|je\s+suis|je\s+ne\s+suis|ich\s+bin|jsem|som|sono|soy|sou)\s+(?:not|pas|kein|nicht|ne|non|no)\s+(?:the\s+|l'|le\s+|un\s+|der\s+|el\s+|o\s+)?admin\p{L}*|(?:não|nao|no|non|nie|ne|nejsem|nem|kein|keine|not)\s+(?:sou|soy|sono|jestem|jsem|vagyok\s+az|som|an)?\s*admin\p{L}*)/giu;

export function claimsPower(text: string): boolean {
  return CLAIM.test(text.replace(NOT_ADMIN, " "));
}

/** "jsem admin tohohle serveru", "én vagyok az admin", "aku admin game ini": admin claimed. */
const I_AM_ADMIN =
  /(?<![\p{L}])(?<!(?:não|nao|no|not|non|nie|ne|nem)\s+)(?:i'?m|i\s+am|im|jsem|som|jestem|ich\s+bin|je\s+suis|soy|sono|sou|ik\s+ben|jag\s+är|jeg\s+er|olen|vagyok|én\s+vagyok|sunt|είμαι|saya|aku|ben|я)\s+(?:the\s+|l'|el\s+|le\s+|il\s+|o\s+|az\s+|der\s+)?(?:admin\p{L}*|админ\p{L}*|адмін\p{L}*|administr\p{L}*|moderat\p{L}*)/iu;

/**
 * A claim to control the game rather than play it: an "[ADMIN]" tag, instructions to the referee,
 * a health or mana figure no spell could give. Whatever spell words it borrows, it is no spell.
 */
const CONTROL =
  /\[?\b(?:admin|administrator|system|sysop|moderator|developer|dev\s+mode|god\s*mode|debug|console)\b(?:[-\s]?(?:modus|mode|message|msg|notice|override|announcement|update|command|note))?\]?\s*[:\]]|(?:администратор|админ|модератор|система|систем|管理员|管理者|系统|システム|관리자|시스템|운영자|yönetici|sistem|مدير|المشرف|النظام|مدیر|سیستم|منتظم|מנהל|מערכת|प्रशासक|सिस्टम|व्यवस्थापक|quản\s+trị|hệ\s+thống|ผู้ดูแล|ระบบ|moderátor|správce|systém|administrador|sistema|administrateur|système|systeem|järjestelmä|ylläpitäjä|διαχειριστ|σύστημα)\s*[:：\]]|[[【](?:admin|system|dev|gm|mod)\b[^\]】]{0,20}[\]】]|\bignor(?:e|ier|iere|a|ar|o)\s+(?:all\s+)?(?:the\s+|your\s+|die\s+|alle\s+|las\s+|les\s+|le\s+)?(?:previous\s+|prior\s+|above\s+)?(?:instructions|rules|prompt|regeln|reglas|règles|regole|regras)|\b(?:9{3,}|\d{4,})\s*(?:%|x\b|(?:\p{L}+\s+)?(?:hp|health|mana|damage|dmg|life|lives|points|vida|vie|pv|leben|hp|хп|жизн|здоров|ман|урон|can|sağlık|[zž]ivot\p{L}*|élet\p{L}*|życi\p{L}*|生命|体力|마나|マナ|法力|魔力|مانا|मना|माना|ਮਨਾ|মানা|มานา))|(?:hp|health|mana|damage|dmg|life|vida|vie|leben|хп|ман\p{L}*|can|sağlık)\s*(?:to|=|:|a|de|на|до|auf)?\s*(?:9{3,}|\d{4,})/iu;

export function claimsControl(text: string): boolean {
  return CONTROL.test(text) || I_AM_ADMIN.test(text);
}

function escapeName(name: string): string {
  return name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** "everyone except Tavi", "todos menos Ana", "ทุกคน ยกเว้น tavi": who a spell at all leaves out. */
export const EXCEPT =
  /(?<![\p{L}])(?:except(?:\s+for)?|but\s+not|apart\s+from|(?<=(?<![\p{L}])(?:everyone|everybody|all)\s+)but|excepto|menos|salvo|sauf|außer|ausser|tranne|eccetto|exceto|кроме|крім|окрім|oprócz|poza|kromě|okrem|kivéve|hariç|dışında|behalve|utom|undtagen|unntatt|paitsi|osim|razen|εκτός|ngoại\s+trừ|trừ|kecuali|selain|izņemot|iznemot|išskyrus|isskyrus)(?![\p{L}])|חוץ\s+מ|ما\s+عدا|باستثناء|به\s+جز|بجز|سوائے|के\s+अलावा|को\s+छोड़कर|ছাড়া|ਤੋਂ\s+ਇਲਾਵਾ|ยกเว้น|除了|以外|빼고|제외|ਛੱਡ\s+ਕੇ|छोड़\s*के|सोडून|বাদে|を除いて|除いて|lukuun\s+ottamatta/iu;

/** Words for "except" that follow whom they spare: "Lucía hariç", "안드레이 빼고", "ਸੁਮਿਤ ਨੂੰ ਛੱਡ ਕੇ". */
const SPARES_BEFORE =
  /^(?:hariç|dışında|के\s+अलावा|को\s+छोड़कर|ছাড়া|ਤੋਂ\s+ਇਲਾਵਾ|سوائے|以外|빼고|제외|ਛੱਡ\s+ਕੇ|छोड़\s*के|सोडून|বাদে|を除いて|除いて|lukuun\s+ottamatta)$/iu;

/**
 * A move that leaves someone out, split into the spell and the words naming whom it spares: after
 * the word in most languages ("everyone except Tavi"), before it in others ("herkese meteor,
 * Lucía hariç": the one or two words before it).
 */
export function exceptParts(text: string): { spell: string; spared: string; rest: string } | null {
  const except = EXCEPT.exec(text);
  if (!except) return null;
  const before = text.slice(0, except.index);
  const after = text.slice(except.index + except[0].length);
  if (!SPARES_BEFORE.test(except[0])) return { spell: before, spared: after, rest: after };
  const words = before.trimEnd().split(/\s+/u);
  // ("ㅋㅋ 안드레이 빼고": a word ending a sentence before the name is not part of it.)
  const take = words.length >= 2 && !/[,.!?;:，。！？]$/u.test(words.at(-2)!) ? 2 : 1;
  return {
    spell: `${words.slice(0, -take).join(" ")} ${after}`,
    spared: words.slice(-take).join(" "),
    rest: after,
  };
}

/**
 * Sitting the round out: "afk, eating pizza", "står över den här rundan", "이번 판 잠수", "这轮我不动
 * 在吃火锅". What one eats meanwhile is eaten, not thrown.
 */
const SITS_OUT =
  /(?<![\p{L}\p{M}])(?:afk|brb|(?:skip|skipping|pass|passing|sitting)\s+(?:this|my)\s+(?:round|turn|one)|sit(?:ting)?\s+(?:this\s+(?:one|round)\s+)?out|(?:am\s+|i'm\s+|im\s+|just\s+)?(?:eating|snacking|munching)|sla\s+(?:\p{L}+\s+){0,3}over|zit\s+(?:\p{L}+\s+){0,2}te\s+eten|står\s+över|står\s+over|stå\s+over|fikar|setze\s+(?:\p{L}+\s+){0,3}aus|je\s+passe|passe\s+mon\s+tour|paso\s+(?:de\s+)?(?:esta|este|turno)|estoy\s+comiendo|passo\s+a\s+vez|to\s+comendo|tô\s+comendo|salto\s+(?:il\s+)?turno|sto\s+mangiando|stau\s+tura|pauzuję|pasuję|vynechám|jätän\s+(?:\p{L}+\s+){0,2}väliin|kihagyom|passzolok|praleidžiu|izlaižu|pas\s+geçiyorum|bỏ\s+lượt|đang\s+ăn|lagi\s+makan|tengah\s+makan|skip\s+dulu|афк|пропускаю|пропускам|жую|πάσο|on\s+the\s+phone|(?:au|al|am|aan\s+de|na|в|у)\s+(?:téléphone|telefono|telefon|telefoon|telefonu|телефоне|телефоні)|i\s+telefonen|puhelimessa|telefonon|passam|vila\s+ögonen|hvile\s+øynene|hvile\s+øjnene|resting\s+my\s+eyes)(?![\p{L}\p{M}])|בפאס|בטלפון|ফোন\s+করেছে|আমি\s+নেই|電話|パスで|ขอพัก|전화\s*중|مش\s+لاعب|باكل|بازی\s+نمی|دارم\s+می\s*خورم|کھا\s+رہ|नहीं\s+खेल|खा\s+रह|खातोय|खातेय|খাচ্ছি|ਖਾ\s+ਰਹ|我不动|这轮不动|在吃|吃着|挂机|食べてる|잠수|먹는\s*중|กิน\S{0,12}อยู่|ขอผ่าน|ข้ามตา|ไม่เล่น/iu;

export function sitsOut(text: string): boolean {
  return SITS_OUT.test(text);
}
