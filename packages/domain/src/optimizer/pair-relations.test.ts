import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fitsByRelations } from './pair-relations';
import { expectPacking, piece } from './testing';
import { fitsBySkyline } from './skyline-search';

const NODES = 200000;

describe('fitsByRelations', () => {
  it('packs a perfect tiling and returns its placements', () => {
    const pieces = [piece(2, 1), piece(1, 2), piece(2, 1), piece(1, 2), piece(1, 1)];
    const result = fitsByRelations(pieces, 3, 3, NODES);
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
    const result = fitsByRelations(pieces, 4, 4, NODES);
    expect(result.status).toBe('feasible');
    if (result.status === 'feasible') expectPacking(pieces, result.placements, 4, 4);
  });

  it('turns a piece only where turning is allowed', () => {
    expect(fitsByRelations([piece(5, 2, false), piece(3, 5, false)], 5, 5, NODES).status).toBe('infeasible');
    const turned = fitsByRelations([piece(5, 2, false), piece(3, 5)], 5, 5, NODES);
    expect(turned.status).toBe('feasible');
    if (turned.status === 'feasible')
      expectPacking([piece(5, 2, false), piece(3, 5)], turned.placements, 5, 5);
  });

  it('proves sets infeasible whose area fits', () => {
    // Three 3×3 squares fit a 5×8 slab by area (27 ≤ 40) but not side by side or stacked.
    expect(fitsByRelations([piece(3, 3), piece(3, 3), piece(3, 3)], 5, 8, NODES).status).toBe('infeasible');
    expect(fitsByRelations([piece(3, 3), piece(3, 3)], 5, 8, NODES).status).toBe('feasible');
  });

  it('settles a countertop set in few nodes where the skyline search runs out', () => {
    // From job-272 (130×65 slab, kerf folded in, 1/16 in): a 108 in run, vanities and
    // splashes, 90 % of the slab's area. Every pair of runs and vanities has one relation.
    const pieces = [
      piece(437, 563),
      piece(437, 563),
      piece(455, 559),
      piece(693, 411),
      piece(1735, 411, false),
      piece(745, 291),
    ];
    const byRelations = fitsByRelations(pieces, 2083, 1043, 20000);
    expect(byRelations.status).not.toBe('unknown');
    expect(byRelations.nodes).toBeLessThan(20000);
    expect(fitsBySkyline(pieces, 2083, 1043, 20000).status).toBe('unknown');
    const settled = fitsBySkyline(pieces, 2083, 1043, 5000000);
    expect(settled.status).toBe(byRelations.status);
  });

  it('answers unknown when the node cap is too small to settle', () => {
    const pieces = Array.from({ length: 8 }, () => piece(2, 3));
    expect(fitsByRelations(pieces, 7, 7, 3).status).toBe('unknown');
  });

  it('agrees with the skyline search, and every feasible answer is a valid packing', () => {
    let infeasible = 0;
    let feasible = 0;
    fc.assert(
      fc.property(
        fc.integer({ min: 4, max: 14 }),
        fc.integer({ min: 4, max: 14 }),
        fc.array(fc.tuple(fc.integer({ min: 1, max: 9 }), fc.integer({ min: 1, max: 9 }), fc.boolean()), {
          minLength: 1,
          maxLength: 7,
        }),
        (width, height, raw) => {
          const pieces = raw.map(([w, h, r]) => piece(w, h, r));
          const byRelations = fitsByRelations(pieces, width, height, 50000);
          const bySkyline = fitsBySkyline(pieces, width, height, 50000);
          if (byRelations.status === 'feasible') expectPacking(pieces, byRelations.placements, width, height);
          if (byRelations.status !== 'unknown' && bySkyline.status !== 'unknown') {
            expect(byRelations.status).toBe(bySkyline.status);
          }
          if (byRelations.status === 'infeasible') infeasible++;
          if (byRelations.status === 'feasible') feasible++;
        },
      ),
      { numRuns: 400, seed: 11 },
    );
    // Both answers were met often enough for the agreement to mean something.
    expect(infeasible).toBeGreaterThan(40);
    expect(feasible).toBeGreaterThan(40);
  });
});
