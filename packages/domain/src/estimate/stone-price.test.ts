import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { materialCostCents } from './stone-price';

describe('materialCostCents', () => {
  it('prices 2 slabs at $1,200.00 with a 10 % buffer and mark-up 1.2 at $3,168.00', () => {
    expect(materialCostCents({ slabCostCents: 120_000, slabs: 2, bufferPercent: 10, markUp: 1.2 })).toBe(
      316_800,
    );
  });

  it('prices slabs without buffer or mark-up at slab cost × slabs', () => {
    expect(materialCostCents({ slabCostCents: 89_999, slabs: 3, bufferPercent: 0, markUp: 1 })).toBe(269_997);
  });

  it('rounds once, halves up: 1 slab at $999.99 with 3 % and mark-up 1.15', () => {
    // 99999 × 1.03 × 1.15 = 118448.8155 cents
    expect(materialCostCents({ slabCostCents: 99_999, slabs: 1, bufferPercent: 3, markUp: 1.15 })).toBe(
      118_449,
    );
  });

  it('is never negative and grows with every slab', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.integer({ min: 0, max: 50 }),
        fc.constantFrom(0, 3, 5, 7, 10),
        fc.integer({ min: 100, max: 300 }).map((n) => n / 100),
        (slabCostCents, slabs, bufferPercent, markUp) => {
          const cost = materialCostCents({ slabCostCents, slabs, bufferPercent, markUp });
          expect(cost).toBeGreaterThanOrEqual(0);
          const more = materialCostCents({ slabCostCents, slabs: slabs + 1, bufferPercent, markUp });
          expect(more).toBeGreaterThanOrEqual(cost);
        },
      ),
    );
  });
});
