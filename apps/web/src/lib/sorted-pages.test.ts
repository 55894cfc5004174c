import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { pageOf, sortRows } from './sorted-pages';

describe('sortRows', () => {
  it('sorts numbers by size and text in any case, digits as numbers, both ways', () => {
    expect(sortRows([10, 9, 100], (n) => n, 'ascending')).toEqual([9, 10, 100]);
    const names = ['showroom 10', 'Showroom 9', 'atelier'];
    expect(sortRows(names, (s) => s, 'ascending')).toEqual(['atelier', 'Showroom 9', 'showroom 10']);
    expect(sortRows(names, (s) => s, 'descending')).toEqual(['showroom 10', 'Showroom 9', 'atelier']);
  });

  it('keeps rows with equal values in their order, whichever the direction', () => {
    const rows = [
      { id: 1, v: 'b' },
      { id: 2, v: 'a' },
      { id: 3, v: 'b' },
    ];
    expect(sortRows(rows, (r) => r.v, 'descending').map((r) => r.id)).toEqual([1, 3, 2]);
  });

  it('returns the same rows, in order, for any list of numbers', () => {
    fc.assert(
      fc.property(fc.array(fc.integer()), (values) => {
        const sorted = sortRows(values, (n) => n, 'ascending');
        expect([...sorted].sort((a, b) => a - b)).toEqual(sorted);
        expect(sorted).toHaveLength(values.length);
      }),
    );
  });
});

describe('pageOf', () => {
  it('cuts pages and shows the last page for a page past the end', () => {
    const rows = Array.from({ length: 26 }, (_, i) => i);
    expect(pageOf(rows, 0, 25)).toEqual({ rows: rows.slice(0, 25), page: 0, pageCount: 2 });
    expect(pageOf(rows, 5, 25)).toEqual({ rows: [25], page: 1, pageCount: 2 });
    expect(pageOf([], 0, 25)).toEqual({ rows: [], page: 0, pageCount: 1 });
  });
});
