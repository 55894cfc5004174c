import { describe, expect, it } from 'vitest';
import { isGuillotine } from './is-guillotine';

const rect = (x: number, y: number, width: number, height: number) => ({ x, y, width, height });

describe('isGuillotine', () => {
  it('accepts an empty slab and a slab with one piece', () => {
    expect(isGuillotine([])).toBe(true);
    expect(isGuillotine([rect(0, 0, 50, 20)])).toBe(true);
  });

  it('accepts rows of pieces that edge-to-edge cuts separate', () => {
    const rows = [rect(0, 0, 60, 25), rect(60, 0, 40, 25), rect(0, 25, 30, 30), rect(30, 25, 30, 10)];
    expect(isGuillotine(rows)).toBe(true);
  });

  it('rejects the pinwheel, which no full-length cut can start', () => {
    const pinwheel = [rect(0, 0, 20, 10), rect(20, 0, 10, 20), rect(10, 20, 20, 10), rect(0, 10, 10, 20)];
    expect(isGuillotine(pinwheel)).toBe(false);
  });

  it('needs a gap of at least the kerf where the saw passes', () => {
    const apart = [rect(0, 0, 10, 10), rect(10.125, 0, 10, 10)];
    expect(isGuillotine(apart, 0.125)).toBe(true);
    expect(isGuillotine(apart, 0.25)).toBe(false);
  });

  it('accepts nested cuts that alternate direction', () => {
    const nested = [rect(0, 0, 10, 40), rect(10, 0, 30, 10), rect(10, 10, 15, 30), rect(25, 10, 15, 30)];
    expect(isGuillotine(nested)).toBe(true);
  });
});
