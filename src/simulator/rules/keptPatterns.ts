/**
 * Patterns built from the names at a table are built again for every move of every round: each
 * source is compiled once and kept.
 */
const kept = new Map<string, RegExp>();

/** The pattern for `source` and `flags`, compiled once; a "g" pattern is for replace() alone. */
export function keptPattern(source: string, flags: string): RegExp {
  const key = `${flags}/${source}`;
  let pattern = kept.get(key);
  if (!pattern) {
    if (kept.size >= 5_000) kept.clear();
    pattern = new RegExp(source, flags);
    kept.set(key, pattern);
  }
  return pattern;
}
