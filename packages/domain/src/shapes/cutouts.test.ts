import { describe, expect, it } from 'vitest';
import {
  cutoutCostCents,
  cutoutLines,
  cutoutNames,
  cutoutPrices,
  cutoutProblems,
  DEFAULT_CUTOUT_PRICES,
  rectangleOutline,
  type Cutout,
} from './cutouts';
import { lOutline } from './l-and-u';
import { outlineOf } from './testing';

const sink: Cutout = { type: 'undermount_sink', width: 30, depth: 16, x: 20, y: 5 };
const faucet: Cutout = { type: 'faucet_hole', width: 1.5, depth: 1.5, x: 34, y: 22 };

describe('cutout prices', () => {
  it('a type the fabricator never priced costs the default', () => {
    const prices = cutoutPrices([{ type: 'cooktop', priceCents: 20_000 }]);
    expect(prices.cooktop).toBe(20_000);
    expect(prices.undermount_sink).toBe(DEFAULT_CUTOUT_PRICES.undermount_sink);
  });

  it('a row of an unknown type is not read', () => {
    expect(cutoutPrices([{ type: 'vent', priceCents: 1 }])).toEqual(DEFAULT_CUTOUT_PRICES);
  });
});

describe('cutout lines', () => {
  it('one line per type, counting every copy of the piece at the type price', () => {
    const lines = cutoutLines([sink, faucet, { ...faucet, x: 40 }], 2, DEFAULT_CUTOUT_PRICES);
    expect(lines).toEqual([
      {
        type: 'undermount_sink',
        label: 'Undermount sink',
        count: 2,
        unitPriceCents: 25_000,
        totalCents: 50_000,
      },
      { type: 'faucet_hole', label: 'Faucet hole', count: 4, unitPriceCents: 3_500, totalCents: 14_000 },
    ]);
    expect(cutoutCostCents(lines)).toBe(64_000);
  });

  it('a piece without cutouts has no lines and costs nothing more', () => {
    expect(cutoutLines([], 3, DEFAULT_CUTOUT_PRICES)).toEqual([]);
    expect(cutoutCostCents([])).toBe(0);
  });
});

describe('cutout problems', () => {
  const top = rectangleOutline(96, 25.5);

  it('cutouts inside the piece and apart from each other can be cut', () => {
    expect(cutoutProblems('Kitchen', top, [sink, faucet])).toEqual([]);
  });

  it('cutouts that only touch can be cut', () => {
    expect(cutoutProblems('Kitchen', top, [sink, { ...sink, x: 50 }])).toEqual([]);
  });

  it('numbers cutouts of one type in order', () => {
    expect(cutoutNames([sink, faucet, faucet])).toEqual([
      'Undermount sink 1',
      'Faucet hole 1',
      'Faucet hole 2',
    ]);
  });

  it('a cutout reaching past the edge is refused naming the piece and the cutout', () => {
    expect(cutoutProblems('Kitchen', top, [{ ...sink, y: 10 }])).toEqual([
      'Kitchen: Undermount sink 1 (30 × 16 in at 20, 10) lies outside the piece',
    ]);
  });

  it('overlapping cutouts are refused naming both', () => {
    expect(cutoutProblems('Type 1', top, [sink, { ...faucet, x: 25, y: 10 }])).toEqual([
      'Type 1: Undermount sink 1 overlaps Faucet hole 1',
    ]);
  });

  it('a cutout without a size is refused', () => {
    expect(cutoutProblems('Type 1', top, [{ ...sink, width: 0 }])).toEqual([
      'Type 1: Undermount sink 1 needs a width and depth above 0 and a position',
    ]);
  });

  it('on an L a cutout in the notch lies outside, one in a leg inside', () => {
    const l = outlineOf(lOutline({ legA: 120, legB: 96, depth: 25.5 }));
    expect(cutoutProblems('L run', l, [{ ...sink, x: 60, y: 4 }])).toEqual([]);
    expect(cutoutProblems('L run', l, [{ ...sink, x: 4, y: 50, width: 16, depth: 30 }])).toEqual([]);
    expect(cutoutProblems('L run', l, [{ ...sink, x: 40, y: 40 }])).toEqual([
      'L run: Undermount sink 1 (30 × 16 in at 40, 40) lies outside the piece',
    ]);
    // Straddling the inside corner: part in leg A, part in the notch.
    expect(cutoutProblems('L run', l, [{ ...sink, x: 30, y: 20 }])).toHaveLength(1);
  });
});
