/**
 * High-priority pieces (islands) come first: slabs holding more high-priority pieces (rank 0)
 * are listed first, then those holding more normal ones (rank 1); otherwise the order stands.
 */
export function orderByPriority<T>(slabs: readonly T[], ranksOf: (slab: T) => readonly number[]): T[] {
  const count = (ranks: readonly number[], rank: number): number => ranks.filter((r) => r === rank).length;
  return slabs
    .map((slab, index) => {
      const ranks = ranksOf(slab);
      return { slab, index, high: count(ranks, 0), normal: count(ranks, 1) };
    })
    .sort((a, b) => b.high - a.high || b.normal - a.normal || a.index - b.index)
    .map((entry) => entry.slab);
}
