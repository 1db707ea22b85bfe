/**
 * Whether a payload holds text no database can store: a NUL character or half of a surrogate
 * pair. No player types either; PostgreSQL refuses both, so they are turned away at the door
 * rather than failing deep inside a transaction. Walks iteratively: a small body can nest deep.
 */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export function hasUnstorableText(value: unknown): boolean {
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const next = pending.pop();
    if (typeof next === "string") {
      if (next.includes("\u0000") || LONE_SURROGATE.test(next)) return true;
    } else if (Array.isArray(next)) {
      pending.push(...next);
    } else if (next !== null && typeof next === "object") {
      for (const [key, item] of Object.entries(next)) pending.push(key, item);
    }
  }
  return false;
}
