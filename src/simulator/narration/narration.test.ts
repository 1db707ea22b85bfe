import { describe, expect, it } from "vitest";
import { LANGUAGE_CODES } from "../../shared/languages.js";
import { DEFAULT_SETTINGS } from "../../shared/settings.js";
import { ELEMENTS } from "../rules/lexicon.js";
import { resolveRound } from "../rules/resolveRound.js";
import { roundInput, wizard } from "../fixtures.test-helpers.js";
import type { ResolveInput } from "../types.js";
import en from "./locales/en.json" with { type: "json" };
import { Narrator } from "./narrator.js";
import {
  NARRATION_LOCALES,
  OWN_WORDS_KINDS,
  notice,
  type NarrationKind,
} from "./narrationLocales.js";

const placeholders = (text: string) => [...new Set(text.match(/\{[a-z]+\}/g) ?? [])].sort();

describe("narration locales", () => {
  it("has a file for every interface language", () => {
    expect(Object.keys(NARRATION_LOCALES).sort()).toEqual([...LANGUAGE_CODES].sort());
  });

  it.each(LANGUAGE_CODES.filter((code) => code !== "en"))(
    "%s says the same things as English, variant for variant, with the same blanks",
    (code) => {
      const locale = NARRATION_LOCALES[code]!;
      for (const [kind, variants] of Object.entries(en.templates)) {
        const translated = locale.templates[kind as keyof typeof en.templates];
        expect(translated, kind).toHaveLength(variants.length);
        variants.forEach((variant, index) => {
          // A thing told in the move's own English words is not pasted into other languages.
          const blanks = placeholders(variant).filter(
            (blank) => blank !== "{spell}" || !OWN_WORDS_KINDS.has(kind as NarrationKind),
          );
          expect(placeholders(translated[index]!), `${kind}[${index}]`).toEqual(blanks);
          expect(translated[index], `${kind}[${index}] is translated`).not.toBe(variant);
        });
      }
      for (const [element, lines] of Object.entries(en.flavour))
        expect(locale.flavour[element as keyof typeof en.flavour]).toHaveLength(lines.length);
      expect(locale.words.familiar).toContain("{caster}");
      expect(locale.notices.fallback).not.toBe(en.notices.fallback);
      expect(placeholders(locale.notices.left)).toEqual(["{name}"]);
      expect(locale.notices.left).not.toBe(en.notices.left);
      expect(placeholders(locale.notices.revived)).toEqual(["{name}"]);
      expect(locale.notices.revived).not.toBe(en.notices.revived);
    },
  );

  it.each(LANGUAGE_CODES.filter((code) => code !== "en"))(
    "%s names every stock thing three ways in its own words",
    (code) => {
      const also = NARRATION_LOCALES[code]!.words.thingsAlso;
      for (const [key, words] of Object.entries(en.words.thingsAlso)) {
        const translated = also[key as keyof typeof en.words.thingsAlso];
        expect(translated, key).toHaveLength(words.length);
        translated.forEach((word, index) => {
          expect(word.trim(), key).not.toBe("");
          expect(word, key).not.toBe(words[index]);
        });
      }
    },
  );

  it.each(LANGUAGE_CODES)("%s names a barrier of every element in its own words", (code) => {
    const barriers = NARRATION_LOCALES[code]!.words.barriers;
    expect(Object.keys(barriers).sort()).toEqual([...ELEMENTS].sort());
    for (const element of ELEMENTS) {
      expect(barriers[element].trim(), element).not.toBe("");
      if (code !== "en") expect(barriers[element], element).not.toBe(en.words.barriers[element]);
    }
  });
});

function round(enhanceEvents: boolean, seed = 3): ResolveInput {
  return {
    round: 1,
    seed,
    settings: { ...DEFAULT_SETTINGS, enhanceEvents },
    players: [
      wizard("m", "Merlin", { language: "es" }),
      wizard("n", "Nimue", { language: "ja" }),
      wizard("g", "Morgana"),
    ],
    creatures: {},
    effects: [],
    moves: { m: "I hurl a fireball at Nimue", n: "heal myself", g: "shield myself" },
    currentAffinity: -1,
    now: 0,
  };
}

describe("narrating a round", () => {
  it("tells every event in each player's language, naming what the spell conjured", () => {
    const outcome = resolveRound(round(false));
    for (const event of outcome.events) {
      expect(Object.keys(event.translated_descriptions).sort()).toEqual(["en", "es", "ja"]);
      expect(event.translated_descriptions.es).not.toBe(event.translated_descriptions.en);
    }
    const hit = outcome.events.find((event) => (event.stat_changes.n?.health_change ?? 0) < 0);
    // The thing, in the referee's own sentence: never the move quoted whole.
    expect(hit?.description.toLowerCase()).toContain("a fireball");
    expect(hit?.description).not.toContain("I hurl a fireball at Nimue");
    // A name that only describes ("Fireball") is told in the reader's own words for its element,
    // never by English words of the move.
    expect(hit?.translated_descriptions.es).toContain("llamarada");
    expect(hit?.translated_descriptions.es).not.toMatch(/fireball/i);
    expect(hit?.translated_descriptions.ja).not.toMatch(/fireball/i);
  });

  it("names a famous spell that is a name by that name in every language", () => {
    const players = [wizard("m", "Merlin"), wizard("n", "Nimue", { language: "es" })];
    const outcome = resolveRound(roundInput({ m: "Avada Kedavra on Nimue" }, players));
    const hit = outcome.events.find((event) => (event.stat_changes.n?.health_change ?? 0) < 0);
    expect(hit?.translated_descriptions.es).toContain("Avada Kedavra");
  });

  it("tells a barrier of an element by what it is made of in every language", () => {
    const players = [
      wizard("l", "Léa", { language: "fr" }),
      wizard("j", "지우", { language: "ko" }),
    ];
    const outcome = resolveRound(
      roundInput({ l: "je lève un mur de glace autour de moi" }, players),
    );
    const raised = outcome.events.find((event) => /a wall of ice/i.test(event.description));
    expect(raised).toBeDefined();
    expect(raised?.translated_descriptions.fr).toMatch(/un mur de glace/i);
    expect(raised?.translated_descriptions.fr).not.toMatch(/barrière chatoyante/i);
    expect(raised?.translated_descriptions.ko).toContain("얼음벽");
    // The lasting barrier is named the same way: « Mur de glace ».
    const barrier = outcome.persistent_effects.find((effect) => effect.type === "BARRIER");
    expect(barrier?.translated_names?.fr).toBe("Mur de glace");
  });

  it("adds a line of flavour now and then when enhanceEvents is on, never when off", () => {
    const flavour = Object.values(en.flavour).flat();
    const flavoured = (enhance: boolean) =>
      Array.from({ length: 60 }, (_, seed) => resolveRound(round(enhance, seed)).events)
        .flat()
        .filter((event) => flavour.some((line) => event.description.endsWith(line)));
    expect(flavoured(false)).toEqual([]);
    const rich = flavoured(true).length;
    const events = Array.from({ length: 60 }, (_, seed) => resolveRound(round(true, seed)).events);
    expect(rich).toBeGreaterThan(0);
    expect(rich / events.flat().length).toBeLessThanOrEqual(0.15);
  });

  it("gives the fallback notice in each language asked for", () => {
    const texts = notice("fallback", ["de", "ko"]);
    expect(Object.keys(texts).sort()).toEqual(["de", "en", "ko"]);
    expect(texts.de).not.toBe(texts.en);
  });

  it("puts the word after an amount of 1 in the singular where the language does", () => {
    for (let seed = 0; seed < 12; seed += 1) {
      let state = seed + 1;
      const random = () => (state = (state * 48_271) % 2_147_483_647) / 2_147_483_647;
      const told = new Narrator(random, ["fr", "it"]).say("attack", {
        caster: "Léa",
        target: "Tom",
        spell: "a fireball",
        amount: 1,
      });
      expect(told.fr).toContain("1 dégât");
      expect(told.fr).not.toContain("1 dégâts");
      expect(told.it).not.toMatch(/\b1 danni\b/u);
    }
  });

  it("names the language of a player's words for those who read another", () => {
    const told = new Narrator(() => 0.3, ["hi", "fr", "ja"]).say("banter", {
      caster: "Rohan",
      quote: "फिर देखना",
      quoteLanguage: "hi",
    });
    expect(told.en).toMatch(/फिर देखना” \(Hindi\)/u);
    expect(told.fr).toMatch(/फिर देखना\u202f» \(hindi\)/u);
    expect(told.ja).toMatch(/ヒンディー語/u);
    expect(told.hi).not.toMatch(/\(/u);
    // Danish quotes »like this«: the name goes after the closing mark.
    const danish = new Narrator(() => 0.3, ["da"]).say("banter", {
      caster: "Rohan",
      quote: "फिर देखना",
      quoteLanguage: "hi",
    });
    expect(danish.da).toMatch(/फिर देखना« \(hindi\)/u);
    // A Hindi player's English is told bare: it may be any language.
    const english = new Narrator(() => 0.3, ["fr"]).say("banter", {
      caster: "Rohan",
      quote: "lol gg",
      quoteLanguage: "hi",
    });
    expect(english.fr).not.toMatch(/\(/u);
  });

  it("makes no list of targets the subject of a singular verb", () => {
    const kinds = ["attack", "attackBlocked", "heal", "curse", "absorbed"] as const;
    for (let seed = 0; seed < 24; seed += 1) {
      let state = seed + 1;
      const random = () => (state = (state * 48_271) % 2_147_483_647) / 2_147_483_647;
      const narrator = new Narrator(random, []);
      for (const kind of kinds) {
        const told = narrator.say(kind, {
          caster: "Bilal",
          target: ["Ton", "Rizky", "Aishah"],
          spell: "a gout of fire",
          amount: 7,
        });
        expect(told.en).not.toMatch(/Aishah (?:shrugs|takes|reels|staggers|is|gets|recovers)\b/u);
      }
    }
  });

  it("drops the vowel of French 'de' and 'que' before a name that opens with one", () => {
    const kinds = ["heal", "attackBlocked", "absorbed", "order", "curse"] as const;
    for (let seed = 0; seed < 24; seed += 1) {
      let state = seed + 1;
      const random = () => (state = (state * 48_271) % 2_147_483_647) / 2_147_483_647;
      const narrator = new Narrator(random, ["fr"]);
      for (const kind of kinds) {
        const told = narrator.say(kind, {
          caster: "Andrei",
          target: "Erik",
          spell: "a fireball",
          amount: 7,
        });
        expect(told.fr).not.toMatch(/(?<![\p{L}])(?:de|que)\s+(?:Andrei|Erik)/u);
      }
    }
  });
});
