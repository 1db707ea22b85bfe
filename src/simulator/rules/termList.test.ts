import { describe, expect, it } from "vitest";
import { TermList } from "./termList.js";

const list = new TermList(["fire", "fireball", "blaze", "val", "огонь"], new Set(["val"]));
/** The words found scanning `text` from each character's start. */
function words(text: string): string[] {
  const found: string[] = [];
  for (
    let from = 0;
    from < text.length;
    from += String.fromCodePoint(text.codePointAt(from)!).length
  ) {
    const match = list.matchFrom(text, from);
    if (match) found.push(match.text);
  }
  return found;
}

describe("a word list matched by lookup", () => {
  it("finds the longest word at a word's start", () => {
    expect(list.matchFrom("fireball at bob", 0)).toEqual({ at: 0, end: 8, text: "fireball" });
    expect(words("I cast fireball")).toEqual(["fireball"]);
  });

  it("hears English endings on short words only, and a dropped e before -ing", () => {
    expect(words("fires at bob")).toEqual(["fire"]);
    expect(words("firefly")).toEqual([]);
    expect(words("blazing sun")).toEqual(["blaz"]);
    expect(words("огнем и огонька")).toEqual(["огонь"]);
  });

  it("finds an exact word only whole, and nothing inside a word", () => {
    expect(words("val and vale")).toEqual(["val"]);
    expect(words("campfire")).toEqual([]);
    expect(words("🔥fire")).toEqual(["fire"]);
  });
});
