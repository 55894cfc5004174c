/**
 * A map that keeps what was used last within a budget of characters: reading an entry makes it
 * the newest, and adding one drops the oldest until the rest fit (the newest always stays).
 */
export interface BoundedCache<V> {
  get(key: string): V | undefined;
  set(key: string, value: V): void;
}

export function createBoundedCache<V>(budgetChars: number, sizeOf: (value: V) => number): BoundedCache<V> {
  const entries = new Map<string, V>();
  let chars = 0;
  return {
    get(key) {
      const value = entries.get(key);
      if (value !== undefined) {
        entries.delete(key);
        entries.set(key, value);
      }
      return value;
    },
    set(key, value) {
      const previous = entries.get(key);
      if (previous !== undefined) chars -= sizeOf(previous);
      entries.delete(key);
      entries.set(key, value);
      chars += sizeOf(value);
      for (const [oldest, dropped] of entries) {
        if (chars <= budgetChars || oldest === key) break;
        entries.delete(oldest);
        chars -= sizeOf(dropped);
      }
    },
  };
}
