import type { KeyValueStorage } from '../lib/session';

/** An in-memory stand-in for localStorage, for unit tests that run in Node. */
export function memoryStorage(
  initial: Record<string, string> = {},
): KeyValueStorage & { map: Map<string, string> } {
  const map = new Map(Object.entries(initial));
  return {
    map,
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, value),
    removeItem: (key) => void map.delete(key),
  };
}
