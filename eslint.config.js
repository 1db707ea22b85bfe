import js from "@eslint/js";
import tseslint from "typescript-eslint";
import reactHooks from "eslint-plugin-react-hooks";
import i18next from "eslint-plugin-i18next";
import globals from "globals";
import { FORBIDDEN_IMPORTS } from "./scripts/lint/forbiddenImports.mjs";

/** Keeps the rooms of the house apart: see docs/architecture.md. */
function boundaryRules(folder) {
  return {
    "no-restricted-imports": [
      "error",
      {
        patterns: FORBIDDEN_IMPORTS[folder].map((other) => ({
          // Our own folders are reached by relative paths; "node:stream/web" is not ours.
          regex: `^(?:\\.\\./)+${other}(?:/|$)`,
          message: `src/${folder} may not import src/${other} (docs/architecture.md).`,
        })),
      },
    ],
  };
}

export default tseslint.config(
  {
    ignores: ["node_modules", "dist", "data", ".test-data", "test-results", "drizzle", ".scratch"],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      "@typescript-eslint/no-explicit-any": "error",
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_" },
      ],
    },
  },
  ...Object.keys(FORBIDDEN_IMPORTS).map((folder) => ({
    files: [`src/${folder}/**`],
    rules: boundaryRules(folder),
  })),
  {
    // Every word a player reads comes from the locale files (the languages issue).
    files: ["src/web/**/*.tsx"],
    ignores: ["src/web/**/*.test.tsx"],
    plugins: { i18next },
    rules: {
      "i18next/no-literal-string": [
        "error",
        {
          mode: "jsx-only",
          "jsx-attributes": {
            include: ["alt", "aria-label", "aria-description", "title", "placeholder", "label"],
          },
          // Symbols and separators, not words.
          words: { exclude: [/^[^\p{L}]*$/u, /^Spellbrawl$/] },
        },
      ],
    },
  },
  {
    files: ["src/web/**"],
    plugins: { "react-hooks": reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
);
