import type { TStone } from '@stonetool/contracts/stones';

/** Catalog search: a case-insensitive substring of brand, type or color (spec 01 section 2). */
export function searchStones<T extends Pick<TStone, 'Brand' | 'Type' | 'Color'>>(
  stones: readonly T[],
  query: string,
): readonly T[] {
  const needle = query.trim().toLowerCase();
  if (!needle) return stones;
  return stones.filter((stone) =>
    [stone.Brand, stone.Type, stone.Color].some((field) => field.toLowerCase().includes(needle)),
  );
}
