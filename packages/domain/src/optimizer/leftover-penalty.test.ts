import { describe, expect, it } from 'vitest';
import { leftoverPenalty, WASTE_PENALTY } from './leftover-penalty';
import type { PackedBin } from './bin';

const bin = (rects: Array<[number, number, number, number]>): PackedBin => ({
  items: rects.map((_, i) => i),
  xs: rects.map((r) => r[0]),
  ys: rects.map((r) => r[1]),
  ws: rects.map((r) => r[2]),
  hs: rects.map((r) => r[3]),
});

describe('leftoverPenalty', () => {
  it('charges nothing for a full slab', () => {
    expect(leftoverPenalty([bin([[0, 0, 126, 63]])], 126, 63, 12)).toBe(0);
  });

  it('charges nothing for a leftover at least 12 in both ways', () => {
    expect(leftoverPenalty([bin([[0, 0, 100, 63]])], 126, 63, 12)).toBe(0);
  });

  it('charges 100 for each leftover under 12 in', () => {
    expect(leftoverPenalty([bin([[0, 0, 120, 63]])], 126, 63, 12)).toBe(WASTE_PENALTY);
    expect(leftoverPenalty([bin([[0, 0, 120, 63]]), bin([[0, 0, 126, 55]])], 126, 63, 12)).toBe(
      2 * WASTE_PENALTY,
    );
  });
});
