import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseProductList } from './parse-product-list';
import { tableText, type PlacedText } from './text-table';

/** A row of a printed table: each cell at its column's left edge, 6 points of text per character. */
const row = (cells: Array<[x: number, text: string]>): PlacedText[] =>
  cells.map(([x, text]) => ({ x, width: text.length * 6, height: 10, text }));

describe('tableText', () => {
  it('writes a cut list under its header tab-separated, leaving empty cells empty', () => {
    const text = tableText([
      row([[40, 'Smith kitchen cut list']]),
      row([
        [40, 'Piece'],
        [200, 'Length'],
        [280, 'Depth'],
        [360, 'Qty'],
      ]),
      row([
        [40, 'Sink'],
        [68, 'run'],
        [212, '120'],
        [292, '25 1/2'],
        [366, '1'],
      ]),
      row([
        [40, 'Vanity'],
        [212, '36'],
        [292, '22'],
      ]),
      row([[40, 'All edges eased']]),
    ]);
    expect(text.split('\n')).toEqual([
      'Smith kitchen cut list',
      'Piece\tLength\tDepth\tQty',
      'Sink run\t120\t25 1/2\t1',
      'Vanity\t36\t22\t',
      'All edges eased',
    ]);
  });

  it('reads a row typed with spaces in order when it has a cell for every column', () => {
    // "Piece  Length  Depth  Qty" over "Sink run  120  25.5  2": the longer name pushes the
    // numbers right of their headers.
    const text = tableText([
      row([
        [72, 'Piece'],
        [115, 'Length'],
        [166, 'Depth'],
        [211, 'Qty'],
      ]),
      row([
        [72, 'Sink run'],
        [131, '120'],
        [162, '25.5'],
        [198, '2'],
      ]),
    ]);
    expect(text.split('\n')[1]).toBe('Sink run\t120\t25.5\t2');
  });

  it('reads the Qty column of a cut list in any column order, whatever the numbers', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            length: fc.integer({ min: 30, max: 130 }),
            depth: fc.integer({ min: 4, max: 29 }),
            quantity: fc.integer({ min: 1, max: 9 }),
          }),
          { minLength: 1, maxLength: 6 },
        ),
        fc.constantFrom<string[]>(
          ['Piece', 'Length', 'Depth', 'Qty'],
          ['Qty', 'Piece', 'Depth', 'Length'],
          ['Piece', 'Qty', 'Length', 'Depth'],
        ),
        (pieces, order) => {
          const x = (column: string) => 40 + order.indexOf(column) * 90;
          const rows = [
            row(order.map((column) => [x(column), column] as [number, string])),
            ...pieces.map((p, i) =>
              row([
                [x('Piece'), `Top ${String.fromCharCode(65 + i)}`],
                [x('Length'), String(p.length)],
                [x('Depth'), String(p.depth)],
                [x('Qty'), String(p.quantity)],
              ]),
            ),
          ];
          const read = parseProductList(tableText(rows));
          const count = (list: Array<{ quantity: number }>) => list.reduce((s, p) => s + p.quantity, 0);
          expect(count(read)).toBe(count(pieces));
          const area = (list: Array<{ width: number; depth: number; quantity: number }>) =>
            list.reduce((s, p) => s + p.width * p.depth * p.quantity, 0);
          expect(area(read)).toBe(area(pieces.map((p) => ({ ...p, width: p.length }))));
        },
      ),
      { numRuns: 100, seed: 7 },
    );
  });

  it('reads a Length / Width / Qty cut list, the width being the depth', () => {
    const rows = [
      row([
        [40, 'Description'],
        [200, 'Length'],
        [280, 'Width'],
        [360, 'Qty'],
      ]),
      row([
        [40, 'Vanity top'],
        [212, '61'],
        [292, '22 1/4'],
        [366, '2'],
      ]),
    ];
    expect(parseProductList(tableText(rows))).toEqual([
      expect.objectContaining({ name: 'Vanity top', width: 61, depth: 22.25, quantity: 2 }),
    ]);
  });
});
