import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { findCallouts, findDimensions, readSides } from './dimensions';
import { findUnreadableNumbers, parseLength } from './lengths';
import { readProductList } from './parse-product-list';
import { findQuantity } from './quantities';

const sides = (line: string) =>
  findDimensions(line).map(({ width, depth, quantity }) => [width, depth, quantity]);

describe('parseLength', () => {
  it('reads decimals, fractions, feet and inches', () => {
    expect(parseLength('25.5')).toBe(25.5);
    expect(parseLength('25 1/2"')).toBe(25.5);
    expect(parseLength('25-1/2')).toBe(25.5);
    expect(parseLength('25½')).toBe(25.5);
    expect(parseLength("8'")).toBe(96);
    expect(parseLength(`2'-6"`)).toBe(30);
    expect(parseLength('8 ft')).toBe(96);
    expect(parseLength('abc')).toBeNull();
  });
});

describe('findDimensions', () => {
  it('reads the formats fabricators write, longer side first', () => {
    expect(sides('Island 96 x 25.5')).toEqual([[96, 25.5, null]]);
    expect(sides('96"x25 1/2"')).toEqual([[96, 25.5, null]]);
    expect(sides(`8' x 26"`)).toEqual([[96, 26, null]]);
    expect(sides('120 by 42')).toEqual([[120, 42, null]]);
    expect(sides('25.5 x 96')).toEqual([[96, 25.5, null]]);
    expect(sides('L 96 x D 25.5')).toEqual([[96, 25.5, null]]);
    expect(sides('Length: 96, Depth: 25.5')).toEqual([[96, 25.5, null]]);
    expect(sides('96 long by 25.5 deep')).toEqual([[96, 25.5, null]]);
  });

  it('reads a third number as a count or a thickness', () => {
    expect(sides('96x25.5x2')).toEqual([[96, 25.5, 2]]);
    expect(sides('2 x 36 x 22 vanity')).toEqual([[36, 22, 2]]);
    expect(sides('96 x 25.5 x 3cm')).toEqual([[96, 25.5, null]]);
    expect(sides('96 x 25.5 x 1.25"')).toEqual([[96, 25.5, null]]);
  });

  it('names a third number that is neither a count nor a thickness, instead of dropping it', () => {
    for (const line of ['Perimeter 96 x 25.5 x 2.5', '96 x 25.5 x 60', '96 x 25.5 x 12"']) {
      const [dim] = findDimensions(line);
      expect(dim?.problem, line).toMatch(
        /^the third size ".+" of .+ is neither a count \(a whole number up to 50\) nor a slab thickness$/,
      );
    }
    expect(readProductList('Perimeter 96 x 25.5 x 2.5').unreadLines).toEqual([
      {
        line: 1,
        text: 'Perimeter 96 x 25.5 x 2.5',
        reason:
          'Not read: the third size "2.5" of 96 x 25.5 x 2.5 is neither a count (a whole number up to 50) nor a slab thickness',
      },
    ]);
  });

  it('finds every pair of a line', () => {
    expect(sides('Perimeter: 120x25.5, 96x25.5')).toEqual([
      [120, 25.5, null],
      [96, 25.5, null],
    ]);
  });

  it('finds lone callouts with a unit mark', () => {
    expect(findCallouts(`96" and 25 1/2" and 8'-0"`)).toEqual([96, 25.5, 96]);
  });
});

describe('findDimensions with units', () => {
  it('reads millimetres and centimetres on either side or only at the end', () => {
    expect(sides('1829 x 559 mm')).toEqual([[72, 22, null]]);
    expect(sides('1829mm x 559')).toEqual([[72, 22, null]]);
    expect(sides('1500mm x 560mm')).toEqual([[59.0625, 22.0625, null]]);
    expect(sides('183 x 56 cm')).toEqual([[72.0625, 22.0625, null]]);
    expect(sides('2 x 10 ft')).toEqual([[120, 24, null]]);
    expect(sides('2.4m x 600mm')).toEqual([[94.5, 23.625, null]]);
    expect(sides('Vanity 36 x 22 Master bath')).toEqual([[36, 22, null]]);
  });

  it('says what a metric size became in inches, and nothing of a size in inches or feet', () => {
    const notes = (line: string) => findDimensions(line).map((dim) => dim.note);
    expect(notes('1829 x 559 mm')).toEqual(['72 x 22 in, read from 1829 x 559 mm']);
    expect(notes('183 x 56 cm')).toEqual(['72.0625 x 22.0625 in, read from 183 x 56 cm']);
    expect(notes('2.4m x 600mm')).toEqual(['94.5 x 23.625 in, read from 2.4m x 600mm']);
    expect(notes(`96 x 25.5`)).toEqual([null]);
    expect(notes(`8' x 26"`)).toEqual([null]);
  });

  it('converts any millimetre size to the inches it names, to a sixteenth, and says so', () => {
    fc.assert(
      fc.property(fc.integer({ min: 305, max: 7000 }), fc.integer({ min: 26, max: 2500 }), (a, b) => {
        const [dim] = findDimensions(`Top ${a} x ${b} mm`);
        const [width, depth] = [Math.max(a, b), Math.min(a, b)].map(
          (mm) => Math.round((mm / 25.4) * 16) / 16,
        );
        expect([dim?.width, dim?.depth, dim?.problem]).toEqual([width, depth, null]);
        expect(dim?.note).toBe(`${width} x ${depth} in, read from ${a} x ${b} mm`);
      }),
      { numRuns: 100 },
    );
  });

  it('reads feet and inches in every common spelling', () => {
    expect(sides(`7' 6" x 25 1/2`)).toEqual([[90, 25.5, null]]);
    expect(sides('8ft 6in x 26in')).toEqual([[102, 26, null]]);
    expect(sides(`10' x 25-1/2`)).toEqual([[120, 25.5, null]]);
    expect(sides('120" x 25½')).toEqual([[120, 25.5, null]]);
  });

  it('reads a thickness written as a third side, and keeps it', () => {
    const [dim] = findDimensions('Island 96 x 42 x 3cm');
    expect([dim?.width, dim?.depth, dim?.quantity, dim?.thickness]).toEqual([96, 42, null, '3cm']);
    expect(findDimensions('1829 x 559 x 30 mm')[0]?.thickness).toBe('3cm');
  });

  it('reads a size without unit too large for inches as millimetres, and says so', () => {
    const [dim] = findDimensions('Island 2438 x 1067');
    expect([dim?.width, dim?.depth, dim?.problem]).toEqual([96, 42, null]);
    expect(dim?.note).toMatch(/millimetres/);
  });

  it('refuses a size that is no countertop piece in any unit, with the reason', () => {
    expect(findDimensions('Island 2438000 x 5')[0]?.problem).toMatch(/no countertop piece/);
    expect(findDimensions('Island 120 x 110')[0]?.problem).toMatch(/no countertop piece/);
    expect(findDimensions('Island 2438 x 42"')[0]?.problem).toMatch(/longer than any countertop/);
    expect(findDimensions(`Island 90' x 25"`)[0]?.problem).toMatch(/longer than any countertop/);
  });

  it('never gives a piece over 50 ft long, whatever plain numbers are written', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 100_000 }), fc.integer({ min: 1, max: 100_000 }), (a, b) => {
        for (const dim of findDimensions(`Piece ${a} x ${b}`)) {
          if (dim.problem === null) {
            expect(dim.width).toBeLessThanOrEqual(600);
            expect(dim.depth).toBeGreaterThanOrEqual(1);
          }
        }
      }),
      { numRuns: 500, seed: 2438 },
    );
  });

  it('reads a length in millimetres as its inches', () => {
    fc.assert(
      fc.property(fc.integer({ min: 300, max: 4000 }), fc.integer({ min: 60, max: 1200 }), (a, b) => {
        const [dim] = findDimensions(`${a} x ${b} mm`);
        expect(dim?.width).toBeCloseTo(Math.max(a, b) / 25.4, 1);
        expect(dim?.depth).toBeCloseTo(Math.min(a, b) / 25.4, 1);
      }),
      { numRuns: 300, seed: 25 },
    );
  });
});

describe('parseLength with units', () => {
  it('reads a decimal comma, thousands separators and metric marks', () => {
    expect(parseLength('25,5')).toBe(25.5);
    expect(parseLength('2,540 mm')).toBeCloseTo(100, 6);
    expect(parseLength('56 cm')).toBeCloseTo(22.047, 3);
    expect(parseLength('100', 'mm')).toBeCloseTo(3.937, 3);
  });
});

describe('findQuantity', () => {
  it.each([
    ['qty 2', 2],
    ['Qty: 3', 3],
    ['(2)', 2],
    ['x2', 2],
    ['x 4 pcs', 4],
    ['two vanities', 2],
    ['3 pcs', 3],
    ['a pair of', 2],
    ['2x Vanity', 2],
    ['Vanity (x3)', 3],
    ['Vanity (X 4)', 4],
    ['2 @ vanity', 2],
    ['Vanity Qty 2', 2],
  ])('reads %s as %i', (text, expected) => {
    expect(findQuantity(text)?.quantity).toBe(expected);
  });

  it('reads no count from a plain name', () => {
    expect(findQuantity('Kitchen island')).toBeNull();
  });
});

describe('numbers no length is', () => {
  it('reads only plain decimals and proper fractions as lengths', () => {
    for (const text of ['1e2', '0x10', 'Infinity', '-96', '96/2', '1/0', '0b11']) {
      expect(parseLength(text)).toBeNull();
    }
    expect(parseLength('15/16')).toBe(15 / 16);
  });

  it('names each with the reason, in the order written, and leaves sizes, dashes and dates alone', () => {
    expect(findUnreadableNumbers('1e9 x -25 and 96/2, 96.5.5')).toEqual([
      { written: '1e9', reason: 'is an exponent' },
      { written: '-25', reason: 'is a negative length' },
      { written: '96/2', reason: 'is no fraction of an inch (its top must be less than its bottom)' },
      { written: '96.5.5', reason: 'has more than one decimal point' },
    ]);
    for (const text of [`8' -2" x 25-1/2"`, '96 x 25 1/2', 'Top - 96 x 25.5', 'Job 12/15/2026', '2\'-6"']) {
      expect(findUnreadableNumbers(text)).toEqual([]);
    }
  });

  it('keeps the depth as typed with the unit it was read in', () => {
    expect(readSides(['48', '3.9'])?.depthWritten).toBe('3.9 in');
    expect(readSides(['48"', '3.9"'])?.depthWritten).toBe('3.9"');
    expect(readSides(['2 ', '10 ft'])?.depthWritten).toBe('2 ft');
    expect(readSides(['3000', '600'])?.depthWritten).toBe('600 mm');
    expect(readSides(['0', '25'])?.problem).toBe('0 x 25 has a side of 0');
  });

  it('names a chain of four sizes as one problem, and reads the pair after it', () => {
    expect(findDimensions('96 x 25.5 x 40 x 2, 36 x 22').map((d) => [d.width, d.depth, d.problem])).toEqual([
      [0, 0, expect.stringContaining('has 4 sizes')],
      [36, 22, null],
    ]);
  });
});
