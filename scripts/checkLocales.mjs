#!/usr/bin/env node
/**
 * Checks web locale files against English: same keys, the CLDR plural forms of each language for
 * every plural key, and the same {{placeholders}}. `node scripts/checkLocales.mjs [codes...]`
 * prints OK or the problems per file; exit code 1 when any file has a problem.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const dir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../src/web/locales");
const PLURAL = /_(zero|one|two|few|many|other)$/;

function flatten(object, prefix = "", out = new Map()) {
  for (const [key, value] of Object.entries(object)) {
    const full = prefix ? `${prefix}.${key}` : key;
    if (value && typeof value === "object") flatten(value, full, out);
    else out.set(full, String(value));
  }
  return out;
}

/** The placeholders of a text, formats aside: "{{count, number}}" counts as "{{count}}". */
const placeholders = (text) =>
  [
    ...new Set(
      (text.match(/\{\{[^}]+\}\}/g) ?? []).map((p) =>
        p.replace(/\s+/g, "").replace(/,.*\}\}$/, "}}"),
      ),
    ),
  ]
    .sort()
    .join(" ");

export function problemsOf(code) {
  const en = flatten(JSON.parse(readFileSync(path.join(dir, "en.json"), "utf8")));
  const other = flatten(JSON.parse(readFileSync(path.join(dir, `${code}.json`), "utf8")));
  const categories = new Intl.PluralRules(code).resolvedOptions().pluralCategories;
  const problems = [];
  const expected = new Map();
  for (const [key, text] of en) {
    const plural = PLURAL.exec(key);
    if (!plural) {
      expected.set(key, text);
      continue;
    }
    const base = key.slice(0, -plural[0].length);
    for (const category of categories)
      expected.set(`${base}_${category}`, en.get(`${base}_other`) ?? text);
  }
  for (const [key, text] of expected) {
    if (!other.has(key)) problems.push(`missing ${key}`);
    else if (placeholders(other.get(key)) !== placeholders(text))
      problems.push(
        `placeholders of ${key}: ${placeholders(other.get(key)) || "none"} (English: ${placeholders(text) || "none"})`,
      );
    else if (other.get(key).trim() === "" && text.trim() !== "") problems.push(`empty ${key}`);
  }
  for (const key of other.keys()) if (!expected.has(key)) problems.push(`extra ${key}`);
  return problems;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const codes = process.argv.slice(2).length
    ? process.argv.slice(2)
    : readdirSync(dir)
        .filter((f) => f.endsWith(".json") && f !== "en.json")
        .map((f) => f.slice(0, -5));
  let failed = false;
  for (const code of codes) {
    const problems = problemsOf(code);
    if (problems.length) failed = true;
    console.log(code, problems.length ? `\n  ${problems.join("\n  ")}` : "OK");
  }
  process.exit(failed ? 1 : 0);
}
