/**
 * Sets `key` in a process's bounded map as its newest entry and drops the oldest past `max` (a Map iterates in
 * insertion order, so re-setting a key on a hit makes it an LRU, setting only on a miss a FIFO).
 */
export function setBounded<K, V>(map: Map<K, V>, key: K, value: V, max: number): void {
  map.delete(key);
  map.set(key, value);
  while (map.size > max) map.delete(map.keys().next().value as K);
}
