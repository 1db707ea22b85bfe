/**
 * What changed between two versions of a document, pushed instead of the whole. A game grows with
 * its battle log (tens of KB by the last rounds) while a move changes a few hundred bytes, so
 * sending the change saves the server's encoding and every phone's download and parsing.
 *
 * Documents change by replacing fields (the rules are pure functions that copy what they change
 * and keep the rest), so a field kept is the same object and costs nothing to compare. A field that
 * is a new object is compared by value, which walks only small things in practice (a player's view
 * is rebuilt on every change, its round state included), so that a change a member cannot see gives
 * that member an empty patch, and no push at all (see socketServer.ts). An object that changed in
 * part is patched inside rather than replaced: a move then changes one entry of the round state's
 * moves for every member, and the members who see it the same way share one message.
 */
/** A patch of a document, or of an object inside one: its fields are that object's own. */
export interface DocumentPatch {
  /** Fields with a new value. */
  set: Record<string, unknown>;
  /** Arrays that only grew: their items from `from` on; the receiver keeps the rest. */
  append: Record<string, { from: number; items: unknown[] }>;
  /** Fields that are gone. */
  unset: string[];
  /** Object fields changed in part: a patch of each, applied to what is held there. */
  inside?: Record<string, DocumentPatch>;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/*
 * The server diffs and compares every change for every member: these walk fields with `for...in`
 * rather than Object.keys or Object.entries, which allocate an array (of pairs, for entries) each
 * time, a large share of what the server's main thread allocated under load. Documents
 * are plain JSON objects, whose enumerable fields are all their own.
 */

export function diffDocument(previous: object, next: object): DocumentPatch {
  const before = previous as Record<string, unknown>;
  const after = next as Record<string, unknown>;
  const patch: DocumentPatch = { set: {}, append: {}, unset: [] };
  for (const field in after) {
    const value = after[field];
    const old = before[field];
    if (sameValue(old, value)) continue;
    if (Array.isArray(old) && Array.isArray(value) && grewFrom(old, value)) {
      patch.append[field] = { from: old.length, items: value.slice(old.length) };
    } else if (isRecord(old) && isRecord(value)) {
      (patch.inside ??= {})[field] = diffDocument(old, value);
    } else {
      patch.set[field] = value;
    }
  }
  for (const field in before) if (!(field in after)) patch.unset.push(field);
  return patch;
}

function hasFields(value: object | undefined): boolean {
  for (const _field in value) return true;
  return false;
}

export function isEmptyPatch(patch: DocumentPatch): boolean {
  return (
    patch.unset.length === 0 &&
    !hasFields(patch.set) &&
    !hasFields(patch.append) &&
    !hasFields(patch.inside)
  );
}

/**
 * The next version, or null when the patch does not fit this document (resync instead). Every
 * phone applies every push, and so does the load benchmark for 2,000 players: an appended array is
 * grown with one `concat` (a spread copied it twice, item by item), and the patch's fields are
 * walked with `for...in` rather than arrays of entries.
 */
export function applyPatch<T extends object>(doc: T, patch: DocumentPatch): T | null {
  const next: Record<string, unknown> = { ...doc, ...patch.set };
  const { append, inside, unset } = patch;
  for (const field in append) {
    const { from, items } = append[field]!;
    const old = next[field];
    if (!Array.isArray(old) || old.length < from) return null;
    next[field] = (from === old.length ? old : old.slice(0, from)).concat(items);
  }
  for (const field in inside) {
    const old = next[field];
    const changed = isRecord(old) ? applyPatch(old, inside[field]!) : null;
    if (!changed) return null;
    next[field] = changed;
  }
  for (const field of unset) delete next[field];
  return next as T;
}

function grewFrom(old: readonly unknown[], value: readonly unknown[]): boolean {
  if (value.length < old.length) return false;
  for (let index = 0; index < old.length; index++) if (old[index] !== value[index]) return false;
  return true;
}

/** Deep equality of JSON values; shared parts are found equal at once by identity. */
export function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== "object" || typeof b !== "object" || a === null || b === null) return false;
  if (Array.isArray(a)) {
    if (!Array.isArray(b) || a.length !== b.length) return false;
    for (let index = 0; index < a.length; index++) if (!sameValue(a[index], b[index])) return false;
    return true;
  }
  if (Array.isArray(b)) return false;
  const left = a as Record<string, unknown>;
  const right = b as Record<string, unknown>;
  let fields = 0;
  for (const field in left) {
    fields += 1;
    if (!Object.hasOwn(right, field) || !sameValue(left[field], right[field])) return false;
  }
  // Every field of the left is on the right: equal when the right has no more.
  for (const _field in right) if (--fields < 0) return false;
  return fields === 0;
}
