/**
 * The heads of compound spell words in German, Dutch, the Nordic languages, Finnish and
 * Hungarian: "Eisregen" is ice rain, "ijspijl" an ice arrow, "tulisade" a rain of fire. A word
 * ending in one is read as its two parts, so the element before it is heard.
 */
const HEADS = [
  "regen",
  "ball",
  "kugel",
  "sturm",
  "storm",
  "pfeil",
  "speer",
  "lanze",
  "strahl",
  "mauer",
  "schild",
  "hagel",
  "faust",
  "regn",
  "pijl",
  "lans",
  "muur",
  "straal",
  "skjold",
  "sköld",
  "spjut",
  "stråle",
  "kugle",
  "sade",
  "pallo",
  "kilpi",
  "kilven",
  "kilpeä",
  "nuoli",
  "myrsky",
  "golyó",
  "nyíl",
  "vihar",
  "dárda",
  "lándzsa",
  "pajzs",
  "eső",
  "gömb",
  "keihäs",
  "piikki",
  "muuri",
  "spyd",
  "pil",
];

const COMPOUND = new RegExp(`(?<![\\p{L}])(\\p{L}{3,}?)(${HEADS.join("|")})(?![\\p{L}])`, "gu");

/** "eisregen auf camille" is "eis regen auf camille". Lower-case text in, the same out. */
export function splitCompounds(text: string): string {
  return text.replace(COMPOUND, "$1 $2");
}
