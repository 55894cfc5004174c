import { describe, expect, it } from 'vitest';
import type { OptimizeResult } from '../optimizer/types';
import { concatenateSlabs, readLayout, slabsOfProduct, toOptimizeInput } from './layout';

const slab = { width: 126, height: 63 };

describe('toOptimizeInput', () => {
  it('gives the optimiser one piece per copy, named by product and copy', () => {
    const input = toOptimizeInput(
      [
        { productIndex: 0, width: 96, depth: 25.5, quantity: 2, priority: 'normal' },
        { productIndex: 3, width: 72, depth: 40, quantity: 1, priority: 'high' },
      ],
      { slab, kerf: 0.125, minSeamPiece: 24 },
    );
    expect(input).toEqual({
      slab,
      kerf: 0.125,
      seams: { minPiece: 24 },
      pieces: [
        { id: '0:0', width: 96, depth: 25.5, quantity: 1, priority: 'normal' },
        { id: '0:1', width: 96, depth: 25.5, quantity: 1, priority: 'normal' },
        { id: '3:0', width: 72, depth: 40, quantity: 1, priority: 'high' },
      ],
    });
  });

  it('leaves kerf and seams out when they are off', () => {
    const input = toOptimizeInput([], { slab, kerf: 0, minSeamPiece: null });
    expect(input).toEqual({ slab, pieces: [] });
  });
});

describe('readLayout', () => {
  const result: OptimizeResult = {
    slabs: [
      {
        placements: [
          { id: '0:0', x: 0, y: 0, width: 96, height: 25.5, rotated: false },
          { id: '1:0', x: 96, y: 0, width: 25.5, height: 30, rotated: true },
        ],
        utilisation: 0.7,
        guillotine: true,
      },
      {
        placements: [
          { id: '0:1', x: 0, y: 0, width: 70, height: 25.5, rotated: false, seam: { part: 0, of: 2 } },
        ],
        utilisation: 0.2,
        guillotine: true,
      },
    ],
    unplaced: [{ id: '2:0', reason: 'too_large' }],
    lowerBound: 2,
    iterations: 0,
  };

  const pieces = [
    { productIndex: 0, width: 140, depth: 25.5, quantity: 2, priority: 'normal' as const },
    { productIndex: 1, width: 30, depth: 25.5, quantity: 1, priority: 'normal' as const },
    { productIndex: 2, width: 200, depth: 70, quantity: 1, priority: 'normal' as const },
  ];

  it('names every placed piece by product and copy, with the slab efficiency', () => {
    const { slabs, unplaced } = readLayout(result, slab, pieces);
    expect(slabs[0]).toEqual({
      index: 0,
      efficiency: 40.5, // (2448 + 765) / 7938 = 40.48 %
      pieces: [
        { productIndex: 0, pieceIndex: 0, x: 0, y: 0, width: 96, depth: 25.5, rotated: false },
        { productIndex: 1, pieceIndex: 0, x: 96, y: 0, width: 25.5, depth: 30, rotated: true },
      ],
    });
    // Part 0 of the 140 in run: it meets part 1 at its far end.
    expect(slabs[1]?.pieces[0]?.seam).toEqual({
      part: 0,
      of: 2,
      along: 'x',
      lines: [[70, 0, 70, 25.5]],
      inPiece: [
        [0, 0],
        [70, 0],
        [70, 25.5],
        [0, 25.5],
      ],
    });
    expect([...unplaced]).toEqual([[2, 'too_large']]);
  });

  it('finds the slabs holding a product, and numbers concatenated layouts again', () => {
    const { slabs } = readLayout(result, slab, pieces);
    expect(slabsOfProduct(slabs, 1).map((s) => s.index)).toEqual([0]);
    expect(concatenateSlabs([slabs, slabs]).map((s) => s.index)).toEqual([0, 1, 2, 3]);
  });
});
