export type SortDirection = 'ascending' | 'descending';

const collator = new Intl.Collator('en-US', { sensitivity: 'base', numeric: true });

/**
 * Rows ordered by one value each: numbers by size, text (ISO dates included) alphabetically in any
 * case with digits read as numbers; rows with equal values keep their order.
 */
export function sortRows<T>(
  rows: readonly T[],
  valueOf: (row: T) => string | number,
  direction: SortDirection,
): T[] {
  const sign = direction === 'ascending' ? 1 : -1;
  return rows
    .map((row, index) => ({ row, index, value: valueOf(row) }))
    .sort((a, b) => {
      const order =
        typeof a.value === 'number' && typeof b.value === 'number'
          ? a.value - b.value
          : collator.compare(String(a.value), String(b.value));
      return order === 0 ? a.index - b.index : sign * order;
    })
    .map(({ row }) => row);
}

/** One page of rows (pages count from 0); a page past the end shows the last one. */
export function pageOf<T>(
  rows: readonly T[],
  page: number,
  pageSize: number,
): { rows: T[]; page: number; pageCount: number } {
  const pageCount = Math.max(1, Math.ceil(rows.length / pageSize));
  const shown = Math.min(Math.max(0, page), pageCount - 1);
  return { rows: rows.slice(shown * pageSize, (shown + 1) * pageSize), page: shown, pageCount };
}
