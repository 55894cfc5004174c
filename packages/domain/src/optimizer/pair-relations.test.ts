import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fitsByRelations } from './pair-relations';
import { expectPacking, piece } from './testing';
import { fitsBySkyline } from './skyline-search';

// The cases every exact check shares are in single-slab.test.ts.
describe('fitsByRelations', () => {
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
