import { mentionsSelf, type ParsedMove } from "./parseMove.js";

/** "again", "still" in the party's languages: what keeps happening, told. */
const AGAIN =
  /(?<![\p{L}])(?:again|still|opet|opět|zase|znowu|znów|zas|atkal|vėl|megint|megint\s+csak|iar|din\s+nou|ponovno|spet|ξανά|πάλι|yine|gene|lagi|опять|снова|знову|пак|wieder|schon\s+wieder|encore|otra\s+vez|de\s+nuevo|di\s+nuovo|ancora|de\s+novo|outra\s+vez|weer|alweer|igen|igjen|jälleen|taas|lại)(?![\p{L}])/iu;

/** A clause that turns to the move after a grumble: "dobro, Kamehameha na Nejca", "labi, ...". */
const PIVOT =
  /^[^\p{L}]*(?:ok|okay|fine|anyway|anyways|whatever|alright|dobro|dobře|dobre|dobrze|labi|nu\s+labi|gerai|na\s+jó|mindegy|na\s+mindegy|ладно|ну\s+ладно|добре|добро|bueno|vale|bon|bref|enfin|allora|va\s+bene|vabbè|tudo\s+bem|enfim|egal|naja|na\s+gut|oké|nou|goed|okej|nåja|no\s+niin|okei|tak|dobrá|τέλος\s+πάντων|καλά|εντάξει|neyse|tamam|yaudah|yasudah|thôi|bine|în\s+fine|nu)(?![\p{L}])/iu;

/**
 * "opet stit od mog zida 😤 dobro, Kamehameha na Nejca", "щит Кубе опять. ладно. ...",
 * "Gintare atkal ar vairogu.. labi, ...": a clause that says something happened again, before one
 * that turns to the move with "fine", is a grumble about the round before, not a spell. One with
 * an element, a famous spell, a blow or a thrown thing, or aimed at the caster, still acts.
 */
export function grumbledAgain(text: string, next: string | undefined, move: ParsedMove): boolean {
  return (
    next !== undefined &&
    PIVOT.test(next) &&
    AGAIN.test(text) &&
    !move.element &&
    !move.famous &&
    !move.blow &&
    !move.thrown &&
    !mentionsSelf(text)
  );
}
