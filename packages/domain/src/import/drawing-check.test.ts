import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CHECK_BELOW, needsCheck } from './drawing-check';

describe('needsCheck', () => {
  it('flags a low piece of a sure reading, and every piece of an unsure one', () => {
    expect(needsCheck({ confidence: 0.5 }, 0.9)).toBe(true);
    expect(needsCheck({ confidence: 0.95 }, 0.9)).toBe(false);
    expect(needsCheck({ confidence: 0.95 }, 0.4)).toBe(true);
    expect(needsCheck({}, 0.59)).toBe(true);
    expect(needsCheck({}, 0.6)).toBe(false);
  });

  it('never lets a piece pass that is below the threshold by either confidence', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (own, all) => {
          expect(needsCheck({ confidence: own }, all)).toBe(Math.min(own, all) < CHECK_BELOW);
        },
      ),
      { numRuns: 200, seed: 3 },
    );
  });
});
