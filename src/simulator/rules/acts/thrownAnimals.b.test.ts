import { describe, expect, it } from "vitest";
import type { ThrownKind } from "../thrownObjects.js";
import { thrownKindIn } from "./actTerms.js";

/** A move throwing an animal, a snowball, a hammer, a stick or a sword at Mira names that kind. */
describe("thrown animals and weapons (group b)", () => {
  it.each<[string, string, ThrownKind]>([
    ["pl", "rzucam krową w Mirę xD", "cow"],
    ["cs", "hodím po Miře kočku", "cat"],
    ["sk", "hodím na Miru sliepku", "chicken"],
    ["sl", "vržem kepo v Miro", "snowball"],
    ["hr", "bacam gusku na Miru haha", "goose"],
    ["bg", "хвърлям патица по Мира", "duck"],
    ["uk", "жбурляю в Міру свиню", "pig"],
    ["lt", "metu varlę į Mirą", "frog"],
    ["lv", "metu pingvīnu Mirai", "penguin"],
    ["tr", "Mira'ya balina fırlatıyorum", "whale"],
    ["ar", "ارمي مطرقة على ميرا", "hammer"],
    ["he", "זורק מקל על מירה", "stick"],
    ["fa", "با شمشیر میزنم تو سر میرا", "sword"],
    ["ur", "میرا پر گائے پھینکتا ہوں", "cow"],
    ["hi", "मीरा पर बिल्ली फेंक दी", "cat"],
    ["bn", "মিরার দিকে মুরগি ছুঁড়ে মারি", "chicken"],
    ["pa", "ਮੀਰਾ ਤੇ ਬੱਤਖ ਸੁੱਟਦਾ ਹਾਂ", "duck"],
    ["mr", "मीरावर डुक्कर फेकतो", "pig"],
    ["th", "ปากบใส่มิรา", "frog"],
  ])("%s: %s", (_language, move, kind) => {
    expect(thrownKindIn(move)).toBe(kind);
  });
});
