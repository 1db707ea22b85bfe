/**
 * The value `record` holds under `key` as its own property, else undefined. Ids come from outside,
 * and a plain `record[key]` answers Object.prototype's members for "constructor", "__proto__" or
 * "toString" as if a player, vote or cached price were stored under those names.
 */
export function ownEntry<V>(record: Readonly<Record<string, V>>, key: string): V | undefined {
  return Object.hasOwn(record, key) ? record[key] : undefined;
}
