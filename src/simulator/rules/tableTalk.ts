import type { CombatantView } from "../types.js";
import { says, thrownKindIn } from "./acts/actTerms.js";
import { givesMana, isBanishing, isTaming, sitsOut } from "./actionWords.js";
import { englishLooking, mentionsSelf, parseMove } from "./parseMove.js";
import { creatureKindIn } from "./creatureNames.js";
import { namedIn } from "./targets.js";

/** Words that open a clause without being its subject. */
const CONNECTORS = new Set([
  "also",
  "and",
  "then",
  "but",
  "ok",
  "okay",
  "lol",
  "lmao",
  "lmfao",
  "omg",
  "haha",
  "bro",
  "btw",
  "plus",
]);

/** "take this", "catch", "eat", "gets": a blow handed to the one just named. */
const TAKE_THIS =
  /^(?:take|catch|eat|gets?|this|here|here's|heres|tiens|prends|mange|toma|tome|pega|come|cómete|recibe|prendi|beccati|mangia|ia|primește|nimm|fang|friss|kriegt|bekommt|krijgt|vang|pak|eet|ta|tag|får|saa|ota|kap|kapja|edd|łap|masz|dostaje|dostanie|dostane|dostaneš|chytaj|na|uhvati|dobi|primi|gauk|gaudyk|ņem|ķer|лови|держи|получай|получи|на|тримай|отримуй|хвани|дръж|ето|φάε|πάρε|al|ye|yakala|nih|nah|ambik|ambil|terima|makan|ăn|nhận|đỡ)(?![\p{L}])/iu;

/** "though", "instead", "on the other hand", between a name and what it gets. */
const CONTRAST = new Set(
  "tho though then now instead invece viszont pa aja deh bet par contre dagegen daarentegen da derimot däremot sen taas zato ale zase".split(
    " ",
  ),
);

/** "Marek threw fire at me", "Tanvir'in kaplanı bana geliyor": a clause about another wizard. */
export function aboutAnother(
  text: string,
  caster: CombatantView,
  living: CombatantView[],
): boolean {
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
    // ("gintė poisoned her own team": the name's own letters say nothing of the language.)
    if (!englishLooking(text.toLowerCase().replace(bare, " ")) && !mentionsSelf(text)) return false;
    // "Connor ko chappal maarti hoon": a Hinglish postposition makes the name the one acted on.
    if (/^(?:ko|pe|par|ku|nu|la)$/u.test(words[opening.length] ?? "")) return false;
    // "julien tiens une boule de feu", "vojta dostane rampouchem": "take this", said to the name.
    // ("nathan tho eat this boulder", "csaba viszont kap": a word of contrast may come between.)
    const next = words.slice(opening.length).filter((word) => !CONTRAST.has(word));
    if (TAKE_THIS.test(next.slice(0, 2).join(" "))) return false;
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

/** A word or two ("egal", "greitai"), or four characters of a script without spaces. */
export function short(text: string): boolean {
  const words = text.trim().split(/\s+/u);
  return /[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af\u0e00-\u0e7f]/u.test(text)
    ? text.replace(/\s/gu, "").length <= 4
    : words.length <= 2;
}

/** A clause that asks rather than acts: "why did Gerald hit Fatima", "was hab ich gemacht". */
export const QUESTION =
  /^(?:(?:why|what|how|who|wait\s+why|wtf)(?![\p{L}])|por\s*qu[eé]|qu[eé]\s|qui[eé]n|pourquoi|warum|wieso|was\s+hab|perch[eé]|почему|зачем|что\s|кто\s|чому|чого\s|хто\s|co\s+jest|miks\s|kodel\s|kapec\s|защо|zašto|tko\s|zakaj|dlaczego|czemu|proč|prečo|kdo\s|neden|niye|kenapa|siapa|tại\s+sao|miért|miksi|miksei|kuka\s|waarom|varför|hvorfor|hvem\s|kodėl|kāpēc|γιατί|ποιος|ποια|لماذا|ليش|ليه|وين|فين|أين|چرا|کیوں|کون\s|למה|איפה|(?:क्यों|कौन|কেন|ਕਿਉਂ|ਕੌਣ|कोण)(?![\p{L}\p{M}])|ทำไม|ใคร|なんで|なぜ|誰が|为什么|为啥|谁|왜|누가)/iu;

/**
 * Clauses that look back or ask in Hindi and Hinglish ("maine chappal maari thi", "buff kaise de
 * diya", "kyun"), Punjabi and Urdu ("ਮਾਰੀ ਸੀ", "مارا تھا"), Bengali ("পাথর মারসে", "মেরেছে"), Malay and Indonesian "tadi" (earlier), and passives that tell what befell someone in Thai, Japanese and Chinese
 * ("พลอย โดนสาปอยู่", "呪われた", "被诅咒了").
 */
export const HINDI_ASIDE =
  /(?:^|\s)(?:tha|thi|kiya|diya|liya|lia|gaya|gayi|hua|hui|kyun|kyu|kaise|kya|tadi|था|थी|थे|किया|दिया|गया|गई|हुआ|हुई|क्यों|कैसे|क्या|ਸੀ|ਸਨ|تھا|تھی|تھے|دیا|دی|گیا|گئی|ہوا|ہوئی|کیوں|दी|ছিল|ছিলো|\p{L}+েছে|\p{L}+েছিল|মারসে|লাগসে|করসে|দিসে|খাইসে|গেসে|নিসে)(?=$|[\s?!.,])|โดน|ไปอยู่|された|られた|被|上回合|上一回合|上轮|(?:었|았|였|겼|됐)어(?=$|[\s?!.ㅠㅜ])/iu;

/** Languages that ask at the end of a clause: "บอกว่าเป็นทีมแล้วยิงเราทำไม", "为什么打我吗". */
export const QUESTION_AT_END =
  /(?<=\s)(?:à|hả|hở|chưa|vậy)(?:\s+(?:trời|ơi|ta))?\s*[?？!]*$|(?<![\p{L}])sao\s+lại(?![\p{L}])|(?:ทำไม|ไหม|มั้ย|หรอ|เหรอ|なんで|なぜ|の[?？]|か[?？]|吗|呢|为什么|為什麼|嗎|왜|냐|니[?？]|क्यों|کیوں|چرا|ليش|لماذا|ليه|למה)\s*[?？!！]*$|\S\s*؟+\s*$/u;

/** "엘린 쉴드 고마워" (Elin, thanks for the shield): Korean, Japanese and Chinese thank at the end. */
const THANKS_AT_END =
  /(?:고마워|고맙|감사|땡큐|ありがと|谢谢|謝謝|多谢|teşekkür|sağ\s*ol|शुक्रिया|धन्यवाद|थैंक्स|شکریہ|ধন্যবাদ|ਧੰਨਵਾਦ|ਸ਼ੁਕਰੀਆ|مرسی|ممنون)\S*\s*(?:$|(?:근데|그런데|でも|けど|但是|不过|ama|lekin|لیکن|কিন্তু|पण|पर|ਪਰ)\s)/u;

/** Gratitude opening a clause, or closing it where the language thanks last. */
export function thanks(text: string): boolean {
  const opening = opened(text);
  return (
    THANKS.test(opening) ||
    THANKS.test(opening.replace(/^\p{L}+,?\s+/u, "")) ||
    BUT_THANKS.test(text) ||
    THANKS_AT_END.test(text.trim())
  );
}

/** "nå men tak for meteor": thanks after "but", said wryly, is a remark too. */
const BUT_THANKS =
  /(?<![\p{L}])(?:men|but|aber|mais|pero|mutta|ale)\s+(?:tak|takk|tack|thanks|thx|danke|merci|gracias|grazie|kiitos|dzięki|díky)(?![\p{L}])/iu;

/** "thanks for the shield", "hvala štitu", "cảm ơn Eleni": gratitude is a remark, whatever it names. */
export const THANKS =
  /^(?:thanks|thank\s+you|thx|ty\b|merci|gracias|danke|grazie|obrigad|valeu|vlw|спасибо|спс|дякую|благодаря|мерси|dzięki|dziękuj|děkuj|ďakuj|hvala|mulțumesc|mersi|tack|takk|tak(?=\s+(?:for|skal|så)\b|\s*[!.]|\s*$)|dank|bedankt|kiitos|köszi|köszönöm|teşekkür|sağ\s*ol|terima\s+kasih|makasih|cảm\s+ơn|ευχαριστώ|شكرا|شكراً|مرسی|ممنون|شکریہ|תודה|धन्यवाद|शुक्रिया|thank|ধন্যবাদ|ਧੰਨਵਾਦ|ขอบคุณ|ありがと|谢谢|謝謝|고마워|감사|ačiū|paldies|aitäh)/iu;

/** "team, focus Layla", "everyone on zoe": a call to the others, not the caster's own spell. */
export const TEAM_CALL =
  /^(?:(?:team|guys|everyone|everybody|y'?all|all\s+of\s+you|let'?s)\b[,!\s]+(?:focus|on|hit|attack|go|get|kill|target|gang|jump)\b|focus\s+(?!my\b|on\s+my\b)|(?:跟|和|一起)\S*集火|集火)/iu;

/** The clause from its first letter: "🐘💥 ใครให้ยิงไฟ" opens on "ใคร". */
export function opened(text: string): string {
  return text.replace(/^[^\p{L}\p{N}]+/u, "");
}

/**
 * "my spell didn't work", "nothing happened again", "le mur fond bientôt" (the wall melts soon),
 * "กำแพงน้ำแข็งยังอยู่" (the ice wall is still up): a remark about the round before.
 */
export const FAILED =
  /(?<![\p{L}])(?:shields?|barrier|bubble|wall|щит(?:ът|а)?|бар'єр|барьер|tarcza|štít|stit|escudo|bouclier|schild|scudo|kalkan|perisai|sköld|skjold|המגן|מגן|pajzs\p{L}*)\p{L}{0,3}(?![\p{L}])[^.!?]{0,12}(?<![\p{L}])(?:held|holds|hold|holde|hålla|took|ate|blocked|absorbed|tog|åt|tok|blokerede|blockerade|blokkerte|worked|works|bírta|kitartott|держится|держался|держит|тримає|тримається|издържа|издържа|държи|drží|drzi|vydržal|vydržel|zdržao|drži|сработал|zadziałała|działa|funcionó|funciona|a\s+marché|marche|hat\s+funktioniert|hält|ha\s+funzionato|regge|işe\s+yaradı|tuttu|berhasil|funkade|håller|virket|holder|עבד)(?![\p{L}])|(?<![\p{L}])wrong\s+(?:spell|target|person|guy|one|button|player)|salah\s+(?:orang|target|sasaran)|falsche[nr]?\s+(?:person|ziel)|mauvaise\s+personne|persona\s+equivocada|pessoa\s+errada|persona\s+sbagliata|не\s+(?:тому|того|той)|verkeerde\s+persoon|fel\s+person|feil\s+person|forkerte\s+person|(?<![\p{L}])(?:did\s*n[o']?t|didnt|does\s*n[o']?t|doesnt|was\s*n'?t|wasnt|never)\s+(?:work|happen|do\s+anything|hit|land|go\s+off)|(?<![\p{L}])nothing\s+happen|(?<![\p{L}])(?:gak|ga|nggak|enggak|tidak|tak|ndak)\s+(?:jalan|berhasil|mempan|kerja)(?![\p{L}])|(?<![\p{L}])(?:ne\s+rabi|ne\s+treba|ne\s+potrebuje|nepotřebuje|nepotrebuje|nie\s+potrzebuje|не\s+нуждается|не\s+нужно|не\s+треба|не\s+се\s+нуждае|doesn'?t\s+need|does\s+not\s+need|braucht\s+kein|no\s+necesita|n'a\s+pas\s+besoin)(?![\p{L}])|(?<![\p{L}])(?:bijna|almost|nearly|presque|fast|casi|quasi|næsten|nesten|nästan|melkein|prawie|skoro|téměř|takmer|szinte|почти|майже)\s+(?:dood|dead|mort[ea]?|tot|muert[oa]|mort[oa]|død|död|kuollut|martw[ya]|mrtv[ýáa]|halott|мёртв|мертв|мертвий|мертва)(?![\p{L}])|(?<![\p{L}])(?:nix|nichts)\s+gemacht|(?<![\p{L}])(?:did\s*n[o']?t|never)\s+do\s+anything\s+to|(?<![\p{L}])no\s+le\s+hice\s+nada|(?<![\p{L}])(?:rien|jamais\s+rien)\s+fait|(?<![\p{L}])ничего\s+не\s+сделал|(?<![\p{L}])still\s+(?:burning|on\s+fire|poisoned|cursed|standing|holds?|alive)|(?<![\p{L}])(?:i'?m|i\s+am)\s+(?:on\s+fire|burning|poisoned|cursed|dying|almost\s+dead)|^\s*(?:jeg\s+er|jag\s+är|ich\s+bin|je\s+suis|estoy|sono|estou|ik\s+ben|olen|jestem|jsem|som|vagyok)\s+(?:næsten|nesten|nästan|fast|presque|casi|quasi|quase|bijna|melkein|prawie|skoro|skoraj|szinte|téměř|takmer)\s+(?:død|død|död|tot|mort|morte|muert[oa]|mort[oa]|dood|kuollut|martw[ya]|mrtv[ýáa]|halott)|(?<![\p{L}])(?:no\s+idea|idk|keine\s+ahnung|aucune\s+idée|ni\s+idea|не\s+знаю|nie\s+wiem|nem\s+tudom|ingen\s+aning|aner\s+ikke|geen\s+idee)(?![\p{L}])|(?<![\p{L}])hat\s+nicht\s+(?:funktioniert|geklappt)|(?<![\p{L}])no\s+(?:funcion[óo]|pas[óo]\s+nada)|(?<![\p{L}])n'a\s+pas\s+(?:march|fonctionn)|(?<![\p{L}])не\s+сработал|(?<![\p{L}])не\s+спрацюва|(?<![\p{L}])nie\s+(?:zadziałał|działa)|(?<![\p{L}])nem\s+működ|(?<![\p{L}])nije\s+radil|(?<![\p{L}])nefungoval|(?<![\p{L}])(?:funkade|fungerade|virket|virkede|virka)\s+(?:inte|ikke|ikkje)|(?<![\p{L}])non\s+ha\s+funzionato|(?<![\p{L}])não\s+funcionou|(?<![\p{L}])(?:le|la|mon|ma|the|my|el|mi|il|mio|der|die|das|mein|meine|o|meu|minha|het|mijn)\s+(?:mur|bouclier|shield|wall|barrier|escudo|muro|scudo|schild|mauer|parede|muur)\s+(?:fond|tient|is\s+still|is\s+melting|melts|fades|se\s+rompe|sigue|regge|hält|ist\s+noch|derrete|smelt)(?![\p{L}])|(?:กำแพง|โล่)\S*(?:ยัง(?:อยู่|ไม่แตก)|ไม่มา)|错人|弄错|打错|咬错|になってた|のになんで|הגיע\s+ל|কাজই?\s+করলো?\s+না|কাজ\s+করেনি|turėjo\s+būt|(?<![\p{L}])\p{L}{3,}(?:en|et)\s+(?:ramte|traff|träffade)(?![\p{L}])/iu;

/** "nice shield elodie ty", "great heal!": praise for someone's spell, not a spell. */
export const PRAISE =
  /^(?:nice|great|good|cool|sick|awesome|amazing|lovely|wow|gg|love\s+(?:the|that|your))\s+(?!\S+\s+(?:at|on|to)\s)/iu;

/** "what if I throw a chair", "how about a fireball": a question that proposes a move. */
const PROPOSES = /^(?:what\s+if|what\s+about|how\s+about)\b/iu;

/** "щит был только для меня": a clause told in the past with "was" is a remark beside a move. */
export const SLAVIC_WAS =
  /(?<![\p{L}])(?:был|была|было|были|був|була|було|були|był|była|było|byli|byl|byla|bylo|byli|bio|bila|bilo|bil|bila|беше|бяха)(?![\p{L}])/iu;

/** "sorry giulia", "scusa Noa", "Rihardai, atsiprašau": an apology, said in passing. */
const APOLOGY =
  /(?<![\p{L}])(?:sorry|sry|soz|my\s+bad|oops|foi\s+mal|сорян|сори|σορρυ|σόρρυ|σόρι|scusa|scusate|perd[oó]n|lo\s+siento|d[ée]sol[ée]e?|pardon|entschuldigung|sorri|desculpa|прости|извини|извините|вибач|izvinite|izvini|oprosti|oprostite|przepraszam|sorki|promiň|prepáč|bocs|bocsi|bocsánat|förlåt|unnskyld|undskyld|anteeksi|sori|maaf|xin\s+lỗi|atsiprašau|piedod|συγγνώμη|συγνώμη|özür|kusura|pardon)(?![\p{L}])|ごめん|すまん|すみません|对不起|抱歉|不好意思|미안|죄송|ขอโทษ|โทษที|סליחה|آسف|اسف|ببخشید|معذرت|माफ|मुआफ़|क्षमा|दुःखित|सॉरी|سوری|سوري|দুঃখিত|সরি|স্যরি|ਮਾਫ਼|ਮਾਫ|ਸੌਰੀ/iu;

/** Every apology in a move, to take them all out. */
const APOLOGIES = new RegExp(APOLOGY.source, "giu");

/** An apology in a few words: nothing else in it acts. */
export function apology(text: string): boolean {
  if (!APOLOGY.test(text) || text.trim().split(/\s+/u).length > 6) return false;
  // "banish klaus, sorry jonas" banishes: only an apology with nothing else acting is said in passing.
  const rest = text.replace(APOLOGIES, " ");
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
export const TRAILING_PRAISE =
  /(?<![\p{L}])(?:ngon|đỉnh|xịn|nice|great|op|gut|super|top|genial|génial|bagus|mantap|keren)(?![\p{L}])[^\p{L}]*$/iu;

/** "your", "tu", "dein", "твой", "तेरी", "تمہاری": the one spoken to owns what follows. */
const YOUR =
  /(?<![\p{L}\p{M}])(?:your|ur|yo|tu|tus|ton|ta|tes|dein\p{L}*|tuo|tua|tuoi|tue|teu|seu|sua|твой|твоя|твоё|твои|твоего|твоей|твоим|твій|твоя|tw[oó]j\p{L}*|tvoj\p{L}*|tvůj|tvoje|senin|jouw|din|ditt|dina|sinun|तेरी|तेरा|तेरे|तुम्हारी|तुम्हारा|तुम्हारे|आपकी|आपका|تیری|تیرا|تمہاری|تمہارا|تمھاری)(?![\p{L}\p{M}])\s+(\S+)/iu;

/** Romanian says "your" after the noun: "tigrul tău", "vraja ta". */
const YOUR_AFTER = /(\S+)\s+(?:tău|tăi|tale)(?![\p{L}\p{M}])/iu;

/**
 * "jakey तेरी आग में दम नहीं है", "jakey your fireball sucks": talk about the spell of the one
 * spoken to, whose element is theirs, not the caster's.
 */
/**
 * "tickles", "is weak", "pathetic", said of a spell: "maxime ton éclair il chatouille", "大輝の雷
 * くすぐったい", "Zul petir kau geli je". Adjectives count only after the spell they judge ("weak
 * fireball at Bob" is a spell).
 */
const MOCKS =
  /(?<![\p{L}\p{M}])(?:tickles?|tickled|ticklish|weak(?:sauce)?|lame|pathetic|cosquillas|flojo|floja|débil|patétic[oa]|cócegas|fraquinh[oa]|frac[oa]|chatouill\p{L}*|nul|nulle|faible|pathétique|solletico|debole|patetic[oa]|scars[oa]|gâdil\p{L}*|gadil\p{L}*|jalnic\p{L}*|kitzel\p{L}*|schwach|lächerlich|kietel\p{L}*|zwak|zielig|kittla\p{L}*|kittlar|kittlas|svag|patetisk|kilder|kildrer|kiler|svak|kutitta\p{L}*|kutiaa|säälittävä|heikko|surkea|csikiz\p{L}*|csiklandoz\p{L}*|gyenge|szánalmas|łaskocze|łaskocz\p{L}*|żałosn\p{L}*|lechtá|lechtal\p{L}*|ubohý|ubohé|šteklí|šteklil\p{L}*|žgečka|šibk\p{L}*|škaklja|golica|jadn\p{L}*|kutena|kutina|silpnas|silpna|apgailėtin\p{L}*|щекот\p{L}*|жалк\p{L}*|лоскоч\p{L}*|лоскот\p{L}*|жалюгідн\p{L}*|гъдел\p{L}*|γαργαλ\p{L}*|αδύναμ\p{L}*|χάλια|gıdıkla\p{L}*|zayıf|geli|gelitik\p{L}*|digelitikin|lemah|cupu|nhột|gãi\s+ngứa)(?![\p{L}\p{M}])|يزغزغ|دغدغ|מדגדג|עלוב|قلقلک|گدگدی|गुदगुदी|गुदगुल्या|কাতুকুতু|ਕੁਤਕੁਤ|挠痒痒|痒痒|くすぐった|しょぼ|간지럽|จั๊กจี้|กระจอก/iu;

function mocksASpell(text: string): boolean {
  const mock = MOCKS.exec(text);
  if (!mock) return false;
  // The spell judged stands just before ("dou um soco elétrico no jake que tá fraquinho" judges
  // jake, not the punch).
  const judged = parseMove(text.slice(0, mock.index).trim().split(/\s+/u).slice(-4).join(" "));
  const after = parseMove(text.slice(mock.index + mock[0].length));
  return (
    (judged.element !== null || judged.famous != null || judged.thrown !== undefined) &&
    !after.element &&
    !after.famous &&
    !after.blow
  );
}

/**
 * "Bence tu čūska", "bob you rat", "Макс ты змея": a name and "you" and what they are called, at
 * the clause's end. The snake is an insult, not poison.
 */
const NAME_CALLING =
  /^\S+,?\s+(?:you|u|tu|du|ты|ти|ty|sen|jij|sei|eres|sä)\s+(?:(?:a|an|such\s+a|une?|ein|eine|una?|um|uma)\s+)?(?:little\s+|dirty\s+|big\s+)?(\p{L}+)[\s!.?]*$/iu;

function nameCalling(text: string): boolean {
  const called = NAME_CALLING.exec(text)?.[1];
  if (!called) return false;
  // ("fireball you idiot" casts: the word before "you" must be a name, not a spell.)
  const opening = parseMove(text.split(/[\s,]+/u)[0]!);
  if (opening.intent !== "nothing" || opening.element || opening.famous) return false;
  const read = parseMove(called);
  return (
    !read.famous && (read.intent === "nothing" || read.guessed === true || read.intent === "dot")
  );
}

/** "last round", "förra rundan", "zeszłej rundzie", "دور قبل", "さっき": what happened before. */
const LAST_ROUND =
  /(?<![\p{L}])(?:last\s+(?:round|turn)|previous\s+(?:round|turn)|dernier\s+tour|tour\s+d'avant|ronda\s+pasada|rodada\s+passada|turno\s+scorso|letzte[nr]?\s+runde|vorige\s+ronde|förra\s+rundan|forrige\s+runde|sidste\s+runde|viime\s+kierro\p{L}*|előző\s+kör\p{L}*|zeszłej\s+rundzie|minul[ée]\s+kolo|prejšnji\s+krog|prošlu\s+rundu|prošle\s+runde|pagājušo\s+raundu|praėjusį\s+raundą|прошлом\s+раунде|прошлый\s+раунд|минулому\s+раунді|миналия\s+рунд|προηγούμενο\s+γύρο|geçen\s+tur|round\s+lepas|vòng\s+trước)(?![\p{L}])|دور\s+قبل|الجولة\s+الماضية|הסיבוב\s+הקודם|पिछले\s+राउंड|আগের\s+রাউন্ড|さっきの|아까|上一轮|上回合|รอบที่แล้ว|ตาที่แล้ว/iu;

/**
 * "gustav vilken sopig spell förra rundan": a clause about last round's spells casts nothing
 * new, unless it names an element of its own ("revenge for last round: fireball on Bob").
 */
function aboutLastRound(text: string): boolean {
  if (!LAST_ROUND.test(text)) return false;
  const read = parseMove(text);
  return (
    !read.famous &&
    !read.blow &&
    (read.element === null || read.element === "arcane") &&
    !["heal", "shield", "summon", "manaRestore"].includes(read.intent)
  );
}

/** "Erik bro, du bist jetzt mein Heiler": who someone is to the caster, said, not cast. */
const YOU_ARE_MY =
  /(?<![\p{L}])(?:you'?re|you\s+are|du\s+bist|tu\s+es|t'es|eres|sei|je\s+bent|jij\s+bent|du\s+är|du\s+er|sä\s+oot|olet|jesteś|jsi|ты|ти\s+си|sen)\s+(?:\p{L}+\s+){0,2}(?:my|mein(?:e|er)?|mon|ma|mi|mio|mia|mijn|min|mitt|minun|mój|moja|můj|moje|мой|моя|мій|benim)(?![\p{L}])/iu;

export function aboutTheirSpell(text: string): boolean {
  if (mocksASpell(text) || aboutLastRound(text) || YOU_ARE_MY.test(text)) return true;
  if (nameCalling(opened(text).trim())) return true;
  const yours = YOUR.exec(text) ?? YOUR_AFTER.exec(text);
  if (!yours) return false;
  const owned = parseMove(yours[1]!);
  // ("Jajaja gabiii tu vaca rebotó": the thing they threw is theirs too; "tigrul tău e
  // pisicuță", your tiger is a kitten: so is their creature.)
  if (
    !owned.element &&
    !owned.famous &&
    thrownKindIn(yours[1]!) === null &&
    (creatureKindIn(yours[1]!) === null || isTaming(text) || isBanishing(text))
  )
    return false;
  const rest = parseMove(
    `${text.slice(0, yours.index)} ${text.slice(yours.index + yours[0].length)}`,
  );
  return (
    !rest.element &&
    !rest.famous &&
    !rest.blow &&
    (rest.intent === "nothing" || rest.guessed === true)
  );
}

/** "42 урона от фаербола", "30 damage from that fireball". */
const DAMAGE_FROM =
  /\d+\s*(?:damage|dmg|hp|урона|урон|шкоди|obrażeń|dégâts|de\s+daño|daño|danni|de\s+dano|dano|schaden|hasar|schade|skade|poškození|štete)\s+(?:from|of\s+that|от|від|od|de|du|von|vom|dari|da|van|fra|från)(?![\p{L}])/iu;

/** "this curse is killing me", "questa maledizione mi sta uccidendo": harm suffered, told. */
const KILLING_ME =
  /is\s+killing\s+me|(?:is|are)\s+eating\s+me|mi\s+sta\s+uccidendo|me\s+est[áa]\s+matando|me\s+tue|me\s+tuent|bringt\s+mich\s+um|меня\s+убива|мене\s+вбива|mnie\s+zabija|mě\s+zabíjí|beni\s+öldür|me\s+omoar[aă]|maakt\s+me\s+kapot|dreper\s+meg|dödar\s+mig|tapp?aa\s+minut|membunuhku|membunuh\s+aku|giết\s+tôi/iu;

/** Harm taken, told: "42 урона от фаербола", "this curse is killing me". */
export function damageTaken(text: string): boolean {
  if (DAMAGE_FROM.test(text)) return true;
  const killing = KILLING_ME.exec(text);
  if (!killing) return false;
  // ("cleanse me pls the poison is killing me": what comes before the harm's name still acts.)
  const before = text.slice(0, killing.index).replace(/(?:\S+\s+){0,2}\S+\s*$/u, "");
  const read = parseMove(before);
  return !/\p{L}/u.test(before) || read.intent === "nothing" || read.guessed === true;
}

/** "can someone on my team cleanse me pls", "alguien me cura?": a favour asked of the table. */
const ASKS_SOMEONE =
  /(?<![\p{L}])(?:(?:can|could|would|will)\s+(?:someone|somebody|anyone|anybody)|(?:someone|somebody|anyone)\s+(?:pls|plz|please)|alguien\s+(?:me\s+|que\s+)?(?:puede|podr[ií]a|cura|ayuda)|quelqu'un\s+(?:peut|pourrait)|kann\s+(?:mich\s+)?(?:jemand|wer)|qualcuno\s+(?:mi\s+)?(?:può|cura|aiuta)|alguém\s+(?:me\s+)?(?:pode|cura|ajuda)|kan\s+iemand|кто-?нибудь|хто-?небудь|ktoś\s+(?:może|mnie)|může\s+(?:mě\s+)?někdo)(?![\p{L}])/iu;

export function asksSomeone(text: string): boolean {
  return ASKS_SOMEONE.test(text);
}

/** "vous êtes tous des sauvages", "you're all noobs": who the others are, said to them. */
const YOU_ARE =
  /(?<![\p{L}'])(?:you'?re|you\s+are|u\s+r|ur\s+all|y'?all\s+are|du\s+bist|ihr\s+seid|tu\s+es|t'es|vous\s+êtes|vous\s+etes|eres|sois|sos|você\s+é|vc\s+é|tu\s+és|vocês\s+são|voi\s+siete|tu\s+sei|je\s+bent|jij\s+bent|jullie\s+zijn|du\s+är|ni\s+är|dere\s+er|olet|olette|jesteś|jesteście|ty\s+jsi|jste|ești|sunteți|είσαι|είστε|ты\s+(?:просто|такой|такая)|вы\s+(?:все|просто)|ти\s+(?:просто|такий|така)|ви\s+(?:всі|просто))(?![\p{L}])/iu;

/** Who someone is, said to them, where the clause names no element or famous spell. */
export function callsThem(text: string): boolean {
  if (!YOU_ARE.test(text)) return false;
  const read = parseMove(text);
  // ("you are cursed", "du bist jetzt ein Frosch": a declaration that casts.)
  const declares = ["curse", "transformation"].includes(read.intent) && read.guessed !== true;
  return !read.element && !read.famous && !declares && !says("throws", text);
}

/** A clause said across the table about the game: a question, a complaint or praise. */
export function tableTalk(text: string): boolean {
  const spoken = opened(text);
  if (PROPOSES.test(spoken)) return false;
  if (aboutTheirSpell(text) || damageTaken(text) || asksSomeone(text) || callsThem(text))
    return true;
  if (sitsOut(text)) {
    const read = parseMove(text);
    if (!read.element && !read.famous && !says("throws", text)) return true;
  }
  // Alone, an opening question word asks only with a question mark: "que llueva ácido" wishes.
  return (
    (text.trim().split(/\s+/u).length <= 3 && TRAILING_PRAISE.test(text)) ||
    (QUESTION.test(spoken) && /[?？؟]/u.test(text)) ||
    QUESTION_AT_END.test(text) ||
    FAILED.test(text) ||
    PRAISE.test(spoken)
  );
}

/** "una maldición??": a question is a remark, not a spell. */
export function asked(whole: string, clause: string): boolean {
  const at = whole.indexOf(clause);
  return at >= 0 && /^\s*[?？؟]/u.test(whole.slice(at + clause.length));
}

/** "Tomáš ma ścianę", "Bob has a shield": someone's shield told, not raised. */
export const HAS_SHIELD =
  /(?<![\p{L}])(?:has|hat|ma|má|tiene|tem|ha|heeft|har|има|має|имеет|ima|van|a)\s+(?:\p{L}+\s+){0,2}(?:shield|barrier|ward|bubble|ścian|tarcz|štít|zeď|zed|escudo|bouclier|schild|scudo|щит|стен|стін|sköld|skjold|muur|mur)/iu;

/** "месть за фаербол", "revenge for the fireball": a reason, said on its own. */
export const REVENGE =
  /^(?:revenge|payback|месть|помста|zemsta|pomsta|odveta|rache|venganza|vingança|vendetta|vengeance|intikam|wraak|hämnd|hevn|hævn|kosto|bosszú|εκδίκηση|נקמה|انتقام|बदला|balas\s+dendam)(?![\p{L}])/iu;

/** "pls", "kérlek", "пж": a request. */
export const PLEASE =
  /(?<![\p{L}])(?:pls|plz|please|bitte|prosím|proszę|prosze|por\s+favor|per\s+favore|s'il\s+te\s+pla[iî]t|stp|svp|kérlek|légyszi|lütfen|tolong|пж|плз|пожалуйста|будь\s+ласка|molim|prosim|vă\s+rog|te\s+rog|alsjeblieft|snälla|vær\s+så\s+snill|vær\s+sød|ole\s+kiltti|παρακαλώ|моля|prašau|lūdzu|בבקשה|لطفا|لطفاً|من\s+فضلك|प्लीज़|प्लीज|ਪਲੀਜ਼|প্লিজ|làm\s+ơn|นะครับ|นะคะ|お願い|拜托|부탁)(?![\p{L}])/iu;

/**
 * "Eleni heal Soula even": a clause that opens on a teammate's name and acts on someone else asks
 * that teammate to act; it is not the caster's spell.
 */
export function asksMate(
  text: string,
  caster: CombatantView,
  living: CombatantView[],
  others: readonly { id: string }[],
): boolean {
  const first =
    opened(text)
      .split(/[\s,:]+/u)[0]
      ?.toLowerCase() ?? "";
  // "mohammed pls heal me": at a free-for-all too, a wizard asked to help the caster.
  if (caster.team === 0) {
    const others = living.filter((player) => player.id !== caster.id);
    return (
      first.length >= 3 &&
      PLEASE.test(text) &&
      mentionsSelf(text) &&
      namedIn({ ...parseMove(first), intent: "attack" }, others).length > 0
    );
  }
  const mates = living.filter((player) => player.id !== caster.id && player.team === caster.team);
  const named = mates.find((player) => player.name.toLowerCase() === first);
  // ("Оксана хилни меня плз": a teammate asked to help the caster.)
  if (named)
    return (
      others.some((target) => ![named.id, caster.id].includes(target.id)) ||
      mentionsSelf(text) ||
      PLEASE.test(text)
    );
  // ("Oleszja, adj egy kis manát pls": Олеся called as the Hungarian writes her, and asked.)
  return (
    first.length >= 3 &&
    PLEASE.test(text) &&
    namedIn({ ...parseMove(first), intent: "attack" }, mates).length > 0
  );
}

/**
 * "она в тебя молнией кидалась" (she threw lightning at you), "я ж сама поставила щит" (I did put
 * that shield myself): what was done, told in the past.
 */
export const SLAVIC_THEY_DID =
  /^(?:она|он|они|оно|вона|він|вони|воно|ona|on|oni|ono|я\s+(?:ж|же))\s+(?:\S+\s+){0,4}\p{L}+(?:ла|ли|л|лась|лся|лись|ło|ła|ł|li|la|lo)(?![\p{L}])/iu;
