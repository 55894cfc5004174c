import { describe, expect, it } from 'vitest';
import { slabsCoveringArea } from './slabs-for-area';

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
