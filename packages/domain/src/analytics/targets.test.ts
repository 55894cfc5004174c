import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { suggestTarget, suggestedUplift, targetProgress } from './targets';

describe('suggestTarget', () => {
  it('adds 15 % to the current value when the metric did not grow', () => {
    expect(suggestTarget('revenue', 1_000_000, 1_200_000)).toBe(1_150_000);
    expect(suggestTarget('orders', 20, 20)).toBe(23);
    expect(suggestTarget('profit', 333, 0)).toBe(383);
  });

  it('stretches by growth × 1.2, clamped between 10 % and 20 %', () => {
    // 5 % growth × 1.2 = 6 %, raised to 10 %.
    expect(suggestTarget('revenue', 1_050_000, 1_000_000)).toBe(1_155_000);
    // 12.5 % growth × 1.2 = 15 %.
    expect(suggestTarget('revenue', 900_000, 800_000)).toBe(1_035_000);
    // 50 % growth × 1.2 = 60 %, capped at 20 %.
    expect(suggestTarget('orders', 30, 20)).toBe(36);
  });

  it('suggests a 50 % conversion when there is none yet, and never above 100 %', () => {
    expect(suggestTarget('conversion', 0, 0)).toBe(50);
    expect(suggestTarget('conversion', 40, 40)).toBe(46);
    expect(suggestTarget('conversion', 95, 90)).toBe(100);
  });

  it('keeps every uplift between 10 % and 20 %', () => {
    fc.assert(
      fc.property(fc.nat(1_000_000_000), fc.nat(1_000_000_000), (current, previous) => {
        const uplift = suggestedUplift(current, previous);
        expect(uplift).toBeGreaterThanOrEqual(0.1);
        expect(uplift).toBeLessThanOrEqual(0.2);
        expect(suggestTarget('revenue', current, previous)).toBeGreaterThanOrEqual(current);
      }),
    );
  });
});

describe('targetProgress', () => {
  it('is green from 90 %, yellow from 70 %, red below', () => {
    expect(targetProgress(90, 100).color).toBe('green');
    expect(targetProgress(89.9, 100).color).toBe('yellow');
    expect(targetProgress(70, 100).color).toBe('yellow');
    expect(targetProgress(69, 100).color).toBe('red');
  });

  it('caps the bar at 100 % but keeps the true percent', () => {
    expect(targetProgress(150, 100)).toEqual({ percent: 150, barPercent: 100, color: 'green' });
    fc.assert(
      fc.property(fc.nat(1_000_000), fc.integer({ min: 1, max: 1_000_000 }), (current, target) => {
        const { barPercent } = targetProgress(current, target);
        expect(barPercent).toBeGreaterThanOrEqual(0);
        expect(barPercent).toBeLessThanOrEqual(100);
      }),
    );
  });
});
