import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fitsByRelations } from './pair-relations';
import type { FitPiece } from './fit-piece';
import { fitsOneSlab } from './single-slab';
import { fitsBySkyline } from './skyline-search';
import { expectPacking, piece } from './testing';

const NODES = 200000;

// The cases every exact check must get right: the combined check and each search alone.
describe.each([
  ['fitsOneSlab', fitsOneSlab],
  ['fitsByRelations', fitsByRelations],
  ['fitsBySkyline', fitsBySkyline],
] as const)('%s', (_, fits) => {
  it('packs a perfect tiling and returns its placements', () => {
    const pieces = [piece(2, 1), piece(1, 2), piece(2, 1), piece(1, 2), piece(1, 1)];
    const result = fits(pieces, 3, 3, NODES);
    expect(result.status).toBe('feasible');
    if (result.status === 'feasible') expectPacking(pieces, result.placements, 3, 3);
  });

  it('finds the pinwheel that no shelf layout gives', () => {
    const pieces = [
      piece(3, 1, false),
      piece(1, 3, false),
      piece(3, 1, false),
      piece(1, 3, false),
      piece(2, 2),
    ];
    const result = fits(pieces, 4, 4, NODES);
    expect(result.status).toBe('feasible');
    if (result.status === 'feasible') expectPacking(pieces, result.placements, 4, 4);
  });

  it('needs the rotation when only a turned piece fits', () => {
    expect(fits([piece(5, 2, false), piece(3, 5, false)], 5, 5, NODES).status).toBe('infeasible');
    const turned = [piece(5, 2, false), piece(3, 5)];
    const result = fits(turned, 5, 5, NODES);
    expect(result.status).toBe('feasible');
    if (result.status === 'feasible') expectPacking(turned, result.placements, 5, 5);
  });

  it('proves sets infeasible whose area fits', () => {
    // Three 3×3 squares fit a 5×8 slab by area (27 ≤ 40) but not side by side or stacked.
    expect(fits([piece(3, 3), piece(3, 3), piece(3, 3)], 5, 8, NODES).status).toBe('infeasible');
    expect(fits([piece(3, 3), piece(3, 3)], 5, 8, NODES).status).toBe('feasible');
  });

  it('answers unknown when the node cap is too small to settle', () => {
    const pieces = Array.from({ length: 8 }, () => piece(2, 3));
    expect(fits(pieces, 7, 7, 3).status).toBe('unknown');
  });
});

describe('fitsOneSlab', () => {
  it('proves job-230 needs two slabs (130×65, trim 0.5, kerf 3/32, in 1/32 in)', () => {
    const k = 3;
    const W = (130 - 1) * 32 + k;
    const H = (65 - 1) * 32 + k;
    const inch = (v: number) => Math.round(v * 32) + k;
    const pieces = [
      piece(inch(25.5), inch(98.75)),
      piece(inch(61.375), inch(22)),
      piece(inch(61.375), inch(22)),
      piece(inch(24.5), inch(25.5)),
      piece(inch(24.5), inch(25.5)),
    ];
    expect(fitsOneSlab(pieces, W, H, NODES).status).toBe('infeasible');
    // Without one short run they fit.
    const fewer = fitsOneSlab(pieces.slice(0, 4), W, H, NODES);
    expect(fewer.status).toBe('feasible');
    if (fewer.status === 'feasible') expectPacking(pieces.slice(0, 4), fewer.placements, W, H);
  });

  it('sets aside a piece nothing can stand above or below, and decides the rest by area', () => {
    // From job-272 (130×65, 1/16 in): no other piece is short enough to share the island's
    // columns (290 left above it), nor the splash's in either of its orientations once the
    // island is set aside; the three left then exceed either slab that remains.
    const pieces = [
      piece(437, 563),
      piece(455, 559),
      piece(1111, 753, false),
      piece(693, 411),
      piece(745, 291),
    ];
    expect(fitsOneSlab(pieces, 2083, 1043, NODES)).toEqual({ status: 'infeasible', nodes: 0 });
  });

  it('places a piece set aside at the slab edge, in a column or in a row', () => {
    // The 4×6 piece fills a column (nothing is 0 high); the 9×2 piece then fills a row of
    // the 9×6 left (nothing else is 0 wide).
    const pieces = [piece(3, 2), piece(9, 2, false), piece(4, 6, false), piece(3, 4)];
    const result = fitsOneSlab(pieces, 13, 6, NODES);
    expect(result.status).toBe('feasible');
    if (result.status === 'feasible') expectPacking(pieces, result.placements, 13, 6);
    // A 5×3 piece fits the 9×4 left by area but then fills a column of it, and the 3×4
    // another, which leaves a 1×4 strip for the 3×2.
    expect(fitsOneSlab([...pieces, piece(5, 3, false)], 13, 6, NODES)).toEqual({
      status: 'infeasible',
      nodes: 0,
    });
  });

  it('never calls infeasible a set a shelf packer fits, and every feasible answer is a valid packing', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 6, max: 20 }),
        fc.integer({ min: 6, max: 20 }),
        fc.array(fc.tuple(fc.integer({ min: 1, max: 10 }), fc.integer({ min: 1, max: 10 }), fc.boolean()), {
          minLength: 1,
          maxLength: 7,
        }),
        (width, height, raw) => {
          const pieces = raw.map(([w, h, r]) => piece(w, h, r));
          const result = fitsOneSlab(pieces, width, height, 20000);
          if (result.status === 'feasible') expectPacking(pieces, result.placements, width, height);
          if (shelfFits(pieces, width, height)) expect(result.status).not.toBe('infeasible');
        },
      ),
      { numRuns: 300, seed: 7 },
    );
  });
});

/** A simple valid packer: shelves left to right, tallest first, upright only. */
function shelfFits(pieces: FitPiece[], width: number, height: number): boolean {
  const sorted = [...pieces].sort((a, b) => b.h - a.h);
  let x = 0;
  let y = 0;
  let shelf = 0;
  for (const p of sorted) {
    if (p.w > width) return false;
    if (x + p.w > width) {
      y += shelf;
      x = 0;
      shelf = 0;
    }
    if (y + p.h > height) return false;
    x += p.w;
    shelf = Math.max(shelf, p.h);
  }
  return true;
}
