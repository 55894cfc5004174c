import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { gridPlacements, naiveSlabs, piecesPerSlab } from './naive-grid';

const slab = { width: 126, height: 63 };

describe('the naive uniform grid', () => {
  it('fits two 96 by 25.5 perimeter runs on a 126 by 63 slab', () => {
    expect(piecesPerSlab(slab, { width: 96, depth: 25.5 }, 0.125)).toBe(2);
  });

  it('turns a piece that fits only rotated, unless its grain locks rotation', () => {
    expect(piecesPerSlab(slab, { width: 25.5, depth: 96 })).toBe(2);
    expect(piecesPerSlab(slab, { width: 25.5, depth: 96, rotate: false })).toBe(0);
  });

  it('mixes a row of upright pieces with a row of turned ones when that holds more', () => {
    // Upright only: 3 × 2 = 6; turned only: 5 × 1 = 5; one upright row of 3 + a turned row of 5 = 8.
    expect(piecesPerSlab(slab, { width: 36, depth: 22 })).toBe(8);
    expect(piecesPerSlab(slab, { width: 36, depth: 22, rotate: false })).toBe(6);
  });

  it('leaves the kerf between neighbouring pieces but none at the slab edge', () => {
    expect(piecesPerSlab(slab, { width: 63, depth: 63 })).toBe(2);
    expect(piecesPerSlab(slab, { width: 63, depth: 63 }, 0.125)).toBe(1);
    expect(piecesPerSlab(slab, { width: 31.40625, depth: 63 }, 0.09375)).toBe(4);
  });

  it('uses only the slab inside the trim', () => {
    expect(piecesPerSlab({ ...slab, trim: 0.5 }, { width: 63, depth: 30 })).toBe(2);
    expect(piecesPerSlab({ ...slab, trim: 2 }, { width: 60, depth: 60 })).toBe(0);
  });

  it('needs ceil(quantity / pieces per slab) slabs, and none can hold a piece too large for every slab', () => {
    expect(naiveSlabs(slab, { width: 96, depth: 25.5, quantity: 5 })).toBe(3);
    expect(naiveSlabs(slab, { width: 96, depth: 25.5, quantity: 4 })).toBe(2);
    expect(naiveSlabs(slab, { width: 140, depth: 25.5, quantity: 1 })).toBeNull();
  });

  it('lays out exactly the pieces it counts, inside the slab, apart by the kerf', () => {
    // At least 6 in, so a slab holds a few hundred copies and the pairwise check stays quick.
    const size = fc.integer({ min: 24, max: 520 }).map((quarters) => quarters / 4);
    fc.assert(
      fc.property(
        fc.record({
          width: size,
          depth: size,
          rotate: fc.boolean(),
          kerf: fc.constantFrom(0, 0.125, 0.1875, 0.25, 0.09375),
          trim: fc.constantFrom(0, 0.5),
          slab: fc.constantFrom(
            { width: 126, height: 63 },
            { width: 130, height: 65 },
            { width: 120, height: 55 },
          ),
        }),
        ({ width, depth, rotate, kerf, trim, slab: size }) => {
          const slabSpec = { ...size, trim };
          const placements = gridPlacements(slabSpec, { width, depth, rotate }, kerf);
          expect(placements).toHaveLength(piecesPerSlab(slabSpec, { width, depth, rotate }, kerf));
          const eps = 1e-6;
          const misplaced = placements.filter(
            (p) =>
              (p.rotated
                ? p.height !== width || p.width !== depth
                : p.width !== width || p.height !== depth) ||
              (p.rotated && !rotate) ||
              p.x < trim - eps ||
              p.y < trim - eps ||
              p.x + p.width > slabSpec.width - trim + eps ||
              p.y + p.height > slabSpec.height - trim + eps,
          );
          const tooClose = placements.flatMap((p, i) =>
            placements
              .slice(i + 1)
              .filter(
                (q) =>
                  q.x < p.x + p.width + kerf - eps &&
                  p.x < q.x + q.width + kerf - eps &&
                  q.y < p.y + p.height + kerf - eps &&
                  p.y < q.y + q.height + kerf - eps,
              ),
          );
          expect(misplaced).toEqual([]);
          expect(tooClose).toEqual([]);
        },
      ),
      { numRuns: 300 },
    );
  });
});
