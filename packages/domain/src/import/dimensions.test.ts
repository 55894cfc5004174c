import { describe, expect, it } from 'vitest';
import { findCallouts, findDimensions } from './dimensions';
import { parseLength } from './lengths';
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
  ])('reads %s as %i', (text, expected) => {
    expect(findQuantity(text)?.quantity).toBe(expected);
  });

  it('reads no count from a plain name', () => {
    expect(findQuantity('Kitchen island')).toBeNull();
  });
});
