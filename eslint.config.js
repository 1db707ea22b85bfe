import js from "@eslint/js";
import tseslint from "typescript-eslint";
import reactHooks from "eslint-plugin-react-hooks";
import i18next from "eslint-plugin-i18next";
import globals from "globals";

/** Keeps the rooms of the house apart: see docs/architecture.md. */
const pureLayers = {
  patterns: [
    {
      group: ["**/server/**", "**/web/**"],
      message: "shared, game and simulator stay free of server and web code.",
    },
  ],
};

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
  {
    files: ["src/shared/**", "src/game/**", "src/simulator/**"],
    rules: { "no-restricted-imports": ["error", pureLayers] },
  },
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
    rules: {
      ...reactHooks.configs.recommended.rules,
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            { group: ["**/server/**"], message: "The web client never imports server code." },
          ],
        },
      ],
    },
  },
);
