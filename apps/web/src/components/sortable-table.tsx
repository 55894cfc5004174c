import { useState, type ReactNode } from 'react';
import { pageOf, sortRows, type SortDirection } from '../lib/sorted-pages';

/** How one sortable column reads its value from a row. */
export type SortValues<T, K extends string> = Record<K, (row: T) => string | number>;

/**
 * Sorting and paging of a table held in the browser: the rows of the current page, the column
 * and direction, and the handlers for the headers and the pager. A new sort goes back to page one.
 */
export function useSortedPage<T, K extends string>(
  rows: readonly T[],
  values: SortValues<T, K>,
  initial: { key: NoInfer<K>; direction: SortDirection },
  pageSize: number,
) {
  const [sort, setSort] = useState<{ key: K; direction: SortDirection }>(initial);
  const [page, setPage] = useState(0);
  const sorted = sortRows(rows, values[sort.key], sort.direction);
  const shown = pageOf(sorted, page, pageSize);
  return {
    ...shown,
    total: rows.length,
    pageSize,
    sort,
    setPage,
    sortBy: (key: K) => {
      setSort((current) => ({
        key,
        direction: current.key === key && current.direction === 'ascending' ? 'descending' : 'ascending',
      }));
      setPage(0);
    },
  };
}

/** A column header that sorts its table: a button, with aria-sort on the sorted column. */
export function SortHeader<K extends string>({
  column,
  label,
  sort,
  onSort,
}: {
  column: K;
  label: ReactNode;
  sort: { key: K; direction: SortDirection };
  onSort: (key: K) => void;
}) {
  const active = sort.key === column;
  return (
    <th scope="col" className="px-3 py-2" aria-sort={active ? sort.direction : undefined}>
      <button
        type="button"
        className="inline-flex items-center gap-1 font-semibold whitespace-nowrap hover:underline focus-visible:underline"
        onClick={() => onSort(column)}
      >
        {label}
        <span aria-hidden="true" className="text-xs text-stone-600">
          {active ? (sort.direction === 'ascending' ? '▲' : '▼') : '↕'}
        </span>
      </button>
    </th>
  );
}

/** The sorting headers of a run of a table's columns, in order: each a column and its label. */
export function SortHeaders<K extends string>({
  columns,
  sort,
  onSort,
}: {
  columns: readonly (readonly [column: K, label: string])[];
  sort: { key: K; direction: SortDirection };
  onSort: (key: K) => void;
}) {
  return columns.map(([column, label]) => (
    <SortHeader key={column} column={column} label={label} sort={sort} onSort={onSort} />
  ));
}

/** Previous / Next with "Page N of M", shown only when there is more than one page. */
export function Pager({
  label,
  page,
  pageCount,
  onPage,
}: {
  label: string;
  page: number;
  pageCount: number;
  onPage: (page: number) => void;
}) {
  if (pageCount <= 1) return null;
  return (
    <nav aria-label={label} className="flex flex-wrap items-center justify-end gap-3 text-sm">
      <button
        type="button"
        className="btn btn-secondary min-h-9 px-3"
        disabled={page === 0}
        onClick={() => onPage(page - 1)}
      >
        Previous
      </button>
      <span aria-live="polite">
        Page {page + 1} of {pageCount}
      </span>
      <button
        type="button"
        className="btn btn-secondary min-h-9 px-3"
        disabled={page >= pageCount - 1}
        onClick={() => onPage(page + 1)}
      >
        Next
      </button>
    </nav>
  );
}
