/** Problems of one web locale file against English: missing or extra keys, plural forms, placeholders. */
export function problemsOf(code: string): string[];
