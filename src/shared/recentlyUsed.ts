/**
 * Sets `key` to `value` at the back of `map`, whose front is then its least recently set key (Maps
 * keep insertion order). Once `map` holds more than `capacity` keys, drops the front one and
 * returns it, for a caller that must tell someone.
 */
export function setRecent<K, V>(map: Map<K, V>, key: K, value: V, capacity: number): K | undefined {
  map.delete(key);
  map.set(key, value);
  if (map.size <= capacity) return undefined;
  const oldest = map.keys().next().value as K;
  map.delete(oldest);
  return oldest;
}
