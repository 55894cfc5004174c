import { describe, expect, it } from 'vitest';
import { gridColumns, visibleRows } from './virtual-window';

describe('virtual grid', () => {
  it('has 1, 2, 3 or 4 columns at the spec breakpoints', () => {
    expect([375, 639, 640, 1023, 1024, 1535, 1536, 2560].map(gridColumns)).toEqual([1, 1, 2, 2, 3, 3, 4, 4]);
  });

  it('draws the rows in view plus the overscan', () => {
    expect(
      visibleRows({
        scrollY: 0,
        viewportHeight: 800,
        listTop: 200,
        rowHeight: 320,
        rowCount: 100,
        overscan: 2,
      }),
    ).toEqual({
      first: 0,
      end: 4,
    });
    expect(
      visibleRows({
        scrollY: 3400,
        viewportHeight: 800,
        listTop: 200,
        rowHeight: 320,
        rowCount: 100,
        overscan: 2,
      }),
    ).toEqual({ first: 8, end: 15 });
  });

  it('never goes past the last row, nor below zero rows', () => {
    expect(
      visibleRows({ scrollY: 99_999, viewportHeight: 800, listTop: 0, rowHeight: 120, rowCount: 10 }),
    ).toEqual({
      first: 10,
      end: 10,
    });
    expect(visibleRows({ scrollY: 0, viewportHeight: 800, listTop: 0, rowHeight: 120, rowCount: 0 })).toEqual(
      {
        first: 0,
        end: 0,
      },
    );
  });
});
