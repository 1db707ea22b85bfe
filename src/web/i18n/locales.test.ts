import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { problemsOf } from "../../../scripts/checkLocales.mjs";
import { LANGUAGES } from "../../shared/languages.js";

const dir = path.resolve(import.meta.dirname, "../locales");

function strings(code: string): Map<string, string> {
  const out = new Map<string, string>();
  const walk = (value: unknown, prefix: string) => {
    if (value && typeof value === "object")
      for (const [key, inner] of Object.entries(value))
        walk(inner, prefix ? `${prefix}.${key}` : key);
    else out.set(prefix, String(value));
  };
  walk(JSON.parse(readFileSync(path.join(dir, `${code}.json`), "utf8")), "");
  return out;
}

describe("web locale files", () => {
  it.each(LANGUAGES.filter((language) => language.code !== "en").map((language) => language.code))(
    "%s has every key, its plural forms and the same placeholders, and is really translated",
    (code) => {
      expect(problemsOf(code)).toEqual([]);
      const english = strings("en");
      const own = strings(code);
      const long = [...english].filter(
        ([, text]) => text.replace(/\{\{[^}]+\}\}/g, "").trim().length > 12,
      );
      const same = long.filter(([key, text]) => own.get(key) === text);
      // Proper names and codes may stay; whole sentences left in English may not.
      expect(same.length / long.length, same.map(([key]) => key).join(", ")).toBeLessThan(0.05);
    },
  );
});
