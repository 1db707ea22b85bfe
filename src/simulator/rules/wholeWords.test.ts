import { describe, expect, it } from "vitest";
import { replaceWords, wordMatches, type WordForm } from "./wholeWords.js";

/** The pattern the scan stands in for, built as the names' patterns were. */
function asPattern(forms: readonly WordForm[], edge: "letters" | "lettersAndMarks"): RegExp {
  const letter = edge === "letters" ? "\\p{L}" : "\\p{L}\\p{M}";
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/gu, "\\$&");
  const alternatives = forms.map(({ word, ending }) =>
    ending === "letters"
      ? `${escape(word)}\\p{L}{0,3}`
      : ending
        ? `${escape(word)}(?:${ending.map(escape).join("|")})?`
        : escape(word),
  );
  return new RegExp(`(?<![${letter}])(?:${alternatives.join("|")})(?![${letter}])`, "gu");
}

const cases: { text: string; forms: WordForm[] }[] = [
  { text: "fireball at jake and jakes dog", forms: [{ word: "jake" }] },
  { text: "rohan_07 and rohan, attack", forms: [{ word: "rohan" }, { word: "rohan_07" }] },
  { text: "rohan_07 and rohan, attack", forms: [{ word: "rohan_07" }, { word: "rohan" }] },
  { text: "žaibai, kąsk jānį", forms: [{ word: "žaib", ending: "letters" }] },
  { text: "jonasaaaa jonasa jonas", forms: [{ word: "jona", ending: "letters" }] },
  { text: "번개야 lena 물어, 레나한테 힐", forms: [{ word: "레나", ending: ["야", "한테"] }] },
  { text: "레나이랑 레나이 번개", forms: [{ word: "레나", ending: ["이", "이랑"] }] },
  { text: "στην πέτρα ρίχνω πέτρες", forms: [{ word: "πέτρα" }] },
  { text: "x𝒜jake 𝒜 jake", forms: [{ word: "jake" }, { word: "𝒜" }] },
  { text: "ล้างพิษให้ต้น", forms: [{ word: "ต้น" }] },
  { text: "cafe\u0301 cafe", forms: [{ word: "cafe" }] },
];

describe("whole words of the names at a table", () => {
  for (const { text, forms } of cases)
    for (const edge of ["letters", "lettersAndMarks"] as const)
      it(`finds what the pattern finds in "${text}" (${edge})`, () => {
        expect(replaceWords(text, forms, edge, " ")).toBe(
          text.replace(asPattern(forms, edge), " "),
        );
      });

  it("finds a name with a case ending and not one inside a longer word", () => {
    expect(wordMatches("kąsk jonasa", [{ word: "jona", ending: "letters" }], "letters")).toEqual([
      { at: 5, end: 11 },
    ]);
    expect(wordMatches("jonasaaaa", [{ word: "jona", ending: "letters" }], "letters")).toEqual([]);
  });
});
