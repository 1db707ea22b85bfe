import { LEXICON_WORDS } from "./lexicon.js";

/** Digits a gamer tag writes for letters: "Dr4gonSlay3r" is Dragonslayer. */
const LEET: Record<string, string> = { "0": "o", "1": "i", "3": "e", "4": "a", "5": "s", "7": "t" };

/**
 * A name's words: "rahul_op" and "dan99" are called "rahul" and "dan" at the table, and
 * "xX_Dr4gonSlay3r_Xx" "dragonslayer". Glued-on bits of under three letters are left out ("op" is
 * also a Dutch word); the words of a name in camel case ("slayer") come too, unless the lists know
 * them ("dragon" is a creature before it is a name).
 */
export function nameWords(name: string): string[] {
  const spelt = name.replace(/(?<=\p{L})[013457](?=\p{L})/gu, (digit) => LEET[digit]!);
  const words = [...tagWords(name.toLowerCase())];
  if (spelt !== name) words.push(...tagWords(spelt.toLowerCase()));
  // "DragonSlayer" is also called Slayer; the camel case shows where its words meet.
  for (const piece of spelt.split(/[\s_\d]+/u))
    for (const bit of piece.split(/(?<=\p{Ll})(?=\p{Lu})/u))
      if (bit !== piece && bit.length >= 4 && !LEXICON_WORDS.has(bit.toLowerCase()))
        words.push(bit.toLowerCase());
  return [...new Set(words)];
}

function tagWords(lowered: string): string[] {
  // "xXJakeXx" is Jake in a gamer tag's wrapping.
  return lowered.split(/\s+/u).flatMap((word) => {
    const wrapped = /^x{1,2}(\p{L}{3,}?)x{1,2}$/u.exec(word)?.[1];
    // ("uz xXdaveXx": the tag written whole names him too.)
    if (wrapped) return [wrapped, word];
    const pieces = word.split(/[_\d]+/u).filter((piece) => [...piece].length >= 3);
    return pieces.length > 0 && pieces.join("") !== word ? pieces : [word];
  });
}
