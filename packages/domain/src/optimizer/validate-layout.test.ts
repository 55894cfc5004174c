import { describe, expect, it } from 'vitest';
import type { OptimizeInput, OptimizeResult, Placement } from './types';
import { validateLayout } from './validate-layout';

const input: OptimizeInput = {
  slab: { width: 126, height: 63, trim: 1 },
  kerf: 0.125,
  pieces: [
    { id: 'a', width: 96, depth: 25.5, quantity: 2 },
    { id: 'b', width: 25, depth: 20, quantity: 1, rotate: false },
  ],
};

const place = (
  id: string,
  x: number,
  y: number,
  width: number,
  height: number,
  rotated = false,
): Placement => ({
  id,
  x,
  y,
  width,
  height,
  rotated,
});

const result = (placements: Placement[], unplaced: OptimizeResult['unplaced'] = []): OptimizeResult => ({
  slabs: [{ placements, utilisation: 0, guillotine: true }],
  unplaced,
  lowerBound: 1,
  iterations: 0,
});

const good = [
  place('a', 1, 1, 96, 25.5),
  place('a', 1, 26.625, 96, 25.5),
  place('b', 97.125, 1, 20, 25, true),
];

describe('validateLayout', () => {
  it('accepts pieces a kerf apart inside the trimmed slab', () => {
    const ok = [good[0]!, good[1]!, place('b', 97.125, 1, 25, 20)];
    expect(validateLayout(input, result(ok))).toEqual([]);
  });

  it('rejects pieces closer than the kerf', () => {
    const close = [good[0]!, place('a', 1, 26.5, 96, 25.5), place('b', 97.125, 1, 25, 20)];
    expect(validateLayout(input, result(close)).join()).toMatch(/closer than the kerf/);
  });

  it('rejects a piece in the trim band', () => {
    const inTrim = [place('a', 0, 1, 96, 25.5), good[1]!, place('b', 97.125, 1, 25, 20)];
    expect(validateLayout(input, result(inTrim)).join()).toMatch(/outside the usable slab/);
  });

  it('rejects a turned piece whose rotation is locked', () => {
    expect(validateLayout(input, result(good)).join()).toMatch(/rotation is locked/);
  });

  it('rejects a copy that is neither placed nor reported', () => {
    expect(validateLayout(input, result([good[0]!, place('b', 97.125, 1, 25, 20)])).join()).toMatch(
      /a: 2 copies, 1 placed/,
    );
  });

  it('counts a copy reported unplaced', () => {
    const placements = [good[0]!, place('b', 97.125, 1, 25, 20)];
    expect(validateLayout(input, result(placements, [{ id: 'a', reason: 'too_large' }]))).toEqual([]);
  });

  it('accepts a piece split at a seam only when all its parts are placed', () => {
    const long: OptimizeInput = {
      slab: { width: 126, height: 63 },
      pieces: [{ id: 'L', width: 150, depth: 25, quantity: 1 }],
    };
    const both = [
      { ...place('L', 0, 0, 75, 25), seam: { part: 0, of: 2 } },
      { ...place('L', 0, 25, 75, 25), seam: { part: 1, of: 2 } },
    ];
    expect(validateLayout(long, result(both))).toEqual([]);
    expect(validateLayout(long, result([both[0]!])).length).toBeGreaterThan(0);
  });
});
