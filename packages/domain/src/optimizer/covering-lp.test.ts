import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CoveringLp } from './covering-lp';

/** A master LP with the given demand and patterns; the single-type patterns come first. */
function lpOf(demand: number[], patterns: number[][]): CoveringLp {
  const lp = new CoveringLp(demand);
  for (const pattern of patterns) lp.addColumn(pattern);
  return lp;
}

describe('CoveringLp', () => {
  it('finds the fractional optimum and its duals', () => {
    // Three of type A fit a slab, or two of B, or one of each, or two A and one B.
    const lp = lpOf(
      [4, 3],
      [
        [3, 0],
        [0, 2],
        [1, 1],
        [2, 1],
      ],
    );
    // Two slabs of (2 A, 1 B) and half a slab of (2 B).
    expect(lp.solve()).toBeCloseTo(2.5, 9);
    const [a, b] = lp.duals();
    expect(a).toBeCloseTo(0.25, 9);
    expect(b).toBeCloseTo(0.5, 9);
  });

  it('starts from the single-type patterns and improves as patterns arrive', () => {
    const lp = lpOf(
      [4, 3],
      [
        [3, 0],
        [0, 2],
      ],
    );
    expect(lp.solve()).toBeCloseTo(4 / 3 + 3 / 2, 9);
    lp.addColumn([2, 1]);
    expect(lp.solve()).toBeCloseTo(2.5, 9);
  });

  it('refuses a starting column that is not a single-type pattern', () => {
    const lp = new CoveringLp([1, 1]);
    expect(() => lp.addColumn([1, 1])).toThrow(/type 0 only/);
  });

  it('ends at an optimum: its value equals the duals times the demand, and no pattern is worth more than one', () => {
    const problem = fc.integer({ min: 1, max: 5 }).chain((types) =>
      fc.record({
        demand: fc.array(fc.integer({ min: 1, max: 20 }), { minLength: types, maxLength: types }),
        singles: fc.array(fc.integer({ min: 1, max: 6 }), { minLength: types, maxLength: types }),
        mixed: fc.array(fc.array(fc.integer({ min: 0, max: 4 }), { minLength: types, maxLength: types }), {
          maxLength: 12,
        }),
      }),
    );
    fc.assert(
      fc.property(problem, ({ demand, singles, mixed }) => {
        const singleTypePatterns = singles.map((copies, i) => demand.map((_, j) => (i === j ? copies : 0)));
        const lp = lpOf(demand, [...singleTypePatterns, ...mixed]);
        const z = lp.solve();
        expect(z).not.toBeNull();
        const y = lp.duals();
        const tolerance = 1e-7;
        expect(Math.abs(z! - y.reduce((sum, v, i) => sum + v * demand[i]!, 0))).toBeLessThan(tolerance);
        for (const v of y) expect(v).toBeGreaterThan(-tolerance);
        for (const pattern of [...singleTypePatterns, ...mixed]) {
          expect(pattern.reduce((sum, count, i) => sum + count * y[i]!, 0)).toBeLessThan(1 + tolerance);
        }
      }),
      { numRuns: 300 },
    );
  });
});
