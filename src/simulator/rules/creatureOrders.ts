import { says } from "./acts/actTerms.js";
import { englishLooking, parseMove } from "./parseMove.js";
import { namedIn, type Target } from "./targets.js";

/** An order to protect rather than attack: "golem, guard me", "Fang, protect Nimue". */
const GUARDING =
  /\b(?:guard|protect|defend|shield|cover|block|come\s+back|come\s+here|in\s+front\s+of|stand\s+(?:before|between))\b|stell\s+dich\s+vor|devant|delante\s+de|davanti\s+a|na\s+frente\s+d|встань\s+перед|stań\s+przed|önüne\s+geç|前に立|挡在|앞을\s*막|protég|proteg|difend|chrání|chránit|ochran|na\s+minha\s+frente|na\s+frente|défend|schütz|beschütz|защищ|охраня|охрани|захищ|захисти|chroń|chraň|zaštiti|ščiti|brání|védd|koru|lindungi|jaga|beskytt|skydda|bescherm|suojaa|apără|προστάτ|προστατ|φύλα|احم|يحرس|احرس|محافظت|حفاظت|بچا|שמור|הגן|תגן|יגן|תשמור|ישמור|עמוד\s+מול|बचा|रक्षा|ਬਚਾ|ਰੱਖਿਆ|বাঁচা|রক্ষা|वाचव|सांभाळ|saugok|sargā|пази|защити|bảo\s+vệ|che\s+chở|ปกป้อง|ป้องกัน|守れ|守って|守る|保护|护着|지켜|막아/iu;

/** An order to stand down: "wolves, stop", "Fang, heel", "leave her alone". */
const HALT =
  /\b(?:stop|halt|heel|stay|stand\s+down|back\s+off|calm\s+down|leave\s+\S+\s+alone|don'?t\s+(?:bite|attack|hurt))\b|para[rd]?\b|arrête|stopp|hör\s+auf|стоп|стой|хватит|止ま|やめ|停|멈춰|dừng|หยุด|dur\b|durun|przestań|stój|prestani|přestaň|prestaň|állj|opreș|σταμάτα|توقف|עצור|रुको|ruk\s+ja|berhenti|ਆਰਾਮ\s+ਕਰ|आराम\s+कर|বিশ্রাম\s+নে/iu;

export function guards(text: string): boolean {
  return GUARDING.test(text) || says("guard", text);
}

export function halts(text: string): boolean {
  // "sit" is Latvian for "hit": "Bruno, sit Rūtai!".
  const sits = /\bsit\b/iu.test(text) && englishLooking(text.toLowerCase());
  return sits || HALT.test(text) || says("halt", text);
}

/** "my familiar", "il mio famiglio", "mon familier", "familyarım": the caster's own creature. */
export const MY_FAMILIAR =
  /(?<![\p{L}])(?:(?:my|il\s+mio|mi|mon|mein(?:e|en)?|meu|mój|moj|мой|мій|mijn|min|mitt)\s+(?:familiar|famiglio|familier|vertrauter|chowaniec|фамильяр|фамільяр|pet|creature|criatura|créature|creatura|kreatur|beast|bestia|bête|summon)|familyar\p{L}*ım\p{L}*)(?![\p{L}])/iu;

/** The same, opening the clause (after an "and"). */
const MY_FAMILIAR_FIRST = new RegExp(
  `^\\s*(?:(?:and|e|y|et|und|i|и|і|ve)\\s+)?(?:${MY_FAMILIAR.source})`,
  "iu",
);

/** Whether the text opens by calling one of the caster's own creatures: "wolf, guard me". */
export function callsOwn(text: string, mine: Target[], known: readonly string[]): boolean {
  // "e il mio famiglio morde Dima": one's creature named as what it is.
  if (mine.length > 0 && MY_FAMILIAR_FIRST.test(text)) return true;
  const opening = text
    .trim()
    .split(/\s+/u)
    .slice(0, 2)
    .join(" ")
    .replace(/[,:!]+$/u, "");
  return namedIn({ ...parseMove(opening, known), intent: "attack" }, [], mine).length > 0;
}

/** "gli dico di bruciare Jamal", "I tell it to burn Jamal": words for the new creature. */
export const TELLS_IT =
  /(?<![\p{L}])(?:(?:tell|order|command)s?\s+(?:it|him|her|them)\s+to|gli\s+dico\s+di|le\s+dico\s+di|dile\s+que|le\s+digo\s+que|lui\s+dis\s+de|je\s+lui\s+dis\s+de|sag(?:e)?\s+(?:ihm|ihr)|digo\s+(?:a\s+)?(?:ele|ela)\s+(?:para|pra)|mando\s+(?:ele|ela)|l[oai]\s+mando|l[oai]\s+lancio|велю\s+ему|приказываю\s+ему|każę\s+mu)(?![\p{L}])/iu;

/** "en hij moet Nikos bijten", "and she bites Bob": a clause about him, her or it. */
export const THIRD_PERSON =
  /^(?:(?:and|en|und|et|y|e|i|a|og|och|ja|és|и|і)\s+)?(?:he|she|it|they|hij|zij|ze|het|er|sie|es|il|elle|él|ella|ele|ela|lui|lei|он|она|оно|они|han|hon|hun|den|det|hän|ő)\s/iu;

/** Telling a creature to leave someone: the name after it is spared, not attacked. */
export const LEAVE =
  /(?:^|[\s,])(?:leave|deja|laisse|lass|lascia|deixa|оставь|залиш|zostaw|nech|pusť|bırak|biarkan|hagyd|άσε|اترك|छोड़|chhod|放过|放开|놔둬|ปล่อย)\s+(?:a\s+|à\s+|o\s+|la\s+)?[^\s,.!?]+/giu;

/** The clause after a call to one's creature: "gerald why did u…" is "why did u…". */
export function afterVocative(text: string, own: Target[]): string {
  const lowered = text.toLowerCase();
  for (const beast of own)
    for (const name of [beast.name, ...(beast.creature?.aliases ?? [])]) {
      const called = name.toLowerCase();
      if (called && lowered.startsWith(called))
        // ("Мурчику", "Šarūnai": a case ending after the name is still the call.)
        return text
          .slice(called.length)
          .replace(/^\p{L}{0,3}(?=[\s,:!.—–-]|$)/u, "")
          .replace(/^[\s,:!.—–-]+/u, "");
    }
  // "Šarūnai, kąsk…": the name called out with a case ending, before a pause.
  const call = /^([^,，、:!！]{1,30})[,，、:!！]\s*/u.exec(text);
  if (call && namedIn({ ...parseMove(call[1]!), intent: "attack" }, [], own).length > 0)
    return text.slice(call[0].length);
  return text;
}

/** Praise for one's creature: "bravo drago", "good boy", "Mít giỏi lắm". */
export const CREATURE_PRAISE =
  /(?<![\p{L}])(?:bravo|brava|bravi|good\s+(?:boy|girl|job)|well\s+done|buen\s+chico|buena\s+chica|gut\s+gemacht|braver|bien\s+joué|молодец|умничка|ngoan|giỏi|hebat|pintar|aferin|szép\s+volt|dobrze|hyvä|flink|duktig|flot|dobry\s+pies(?:ek)?|hodný\s+pe(?:s|jsek)|dobar\s+pas|good\s+dog(?:go)?|guter\s+hund|bon\s+chien|buen\s+perro|bom\s+cachorro|bravo\s+cane)(?![\p{L}])|よしよし|いい子|乖|잘했어|เก่งมาก/iu;

/** A clause that opens on "I" in any of the languages: the caster speaks of what they do. */
export const SELF_SUBJECT =
  /^(?:(?:and|then|y|et|und|e|a|i|и|і|en|og|och|ja|és|ve|dan|và|și|si|ir|un|ma|και|ו)\s+)?(?:i|i'm|im|i'll|yo|je|j'|ich|eu|io|я|ja|jaz|ben|aku|saya|gue|tao|tôi|ik|jeg|jag|minä|mä|én|εγώ|אני|من|میں|मैं|আমি|ਮੈਂ|मी)(?=$|[\s,!])|^(?:我|俺|僕|私|나는|내가|저는|ฉัน|ผม)|(?<![\p{L}\p{M}])(?:हूँ|हूं|hoon|ہوں|ਹਾਂ)(?![\p{L}\p{M}])|\p{L}(?:লাম|ছি)(?![\p{L}\p{M}])/iu;
