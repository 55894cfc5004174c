import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_QUANTITY, MIN_QUANTITY } from '../limits';
import { areaOfSlabs, slabsCoveringArea } from './slabs-for-area';

describe('slabsCoveringArea', () => {
  // A 126 × 63 in slab is 55.125 sq ft.
  it('covers 2 sq ft with one whole slab', () => {
    expect(slabsCoveringArea(2, 126, 63)).toBe(1);
  });

  it('covers exactly two slabs of area with two slabs and a little more with three', () => {
    expect(slabsCoveringArea(110.25, 126, 63)).toBe(2);
    expect(slabsCoveringArea(110.26, 126, 63)).toBe(3);
  });

  it('stays within 1 to 999 slabs', () => {
    expect(slabsCoveringArea(0, 126, 63)).toBe(1);
    expect(slabsCoveringArea(100_000, 126, 63)).toBe(999);
    expect(slabsCoveringArea(5, 0, 63)).toBe(1);
  });
});

describe('areaOfSlabs', () => {
  it('gives the square feet of whole slabs to two decimals, rounded down', () => {
    expect(areaOfSlabs(2, 126, 63)).toBe(110.25);
    // 130 × 65 in is 58.6805… sq ft: 3 slabs are 176.04 sq ft, not 176.05.
    expect(areaOfSlabs(3, 130, 65)).toBe(176.04);
  });

  it('is read back as the same number of slabs, whatever the slab size', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: MIN_QUANTITY, max: MAX_QUANTITY }),
        fc.double({ min: 12, max: 200, noNaN: true }),
        fc.double({ min: 12, max: 200, noNaN: true }),
        (slabs, width, height) => {
          expect(slabsCoveringArea(areaOfSlabs(slabs, width, height), width, height)).toBe(slabs);
        },
      ),
    );
  });
});
