import { expect } from 'vitest';
import type { FitPiece, FitPlacement } from './fit-piece';

/** Helpers for the tests of the exact single-slab checks; imported by tests only. */

export const piece = (w: number, h: number, rotatable = true): FitPiece => ({ w, h, rotatable });

/** Placements inside the slab, pairwise disjoint, one per piece at its size or turned. */
export function expectPacking(
  pieces: readonly FitPiece[],
  placements: readonly FitPlacement[],
  width: number,
  height: number,
): void {
  expect(placements.map((p) => p.index).sort((a, b) => a - b)).toEqual(pieces.map((_, i) => i));
  for (const p of placements) {
    const piece = pieces[p.index]!;
    const upright = p.w === piece.w && p.h === piece.h;
    const turned = piece.rotatable && p.w === piece.h && p.h === piece.w;
    expect(upright || turned).toBe(true);
    expect(p.x >= 0 && p.y >= 0 && p.x + p.w <= width && p.y + p.h <= height).toBe(true);
  }
  for (let a = 0; a < placements.length; a++) {
    for (let b = a + 1; b < placements.length; b++) {
      const p = placements[a]!;
      const q = placements[b]!;
      const apart = p.x + p.w <= q.x || q.x + q.w <= p.x || p.y + p.h <= q.y || q.y + q.h <= p.y;
      expect(apart).toBe(true);
    }
  }
}
