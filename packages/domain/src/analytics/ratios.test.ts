import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  averageOrderCents,
  changeText,
  conversionRate,
  marginPercent,
  NO_EARLIER_PERIOD,
  percentChange,
} from './ratios';

describe('percentChange', () => {
  it('is the change from the previous period in percent, one decimal', () => {
    expect(percentChange(150, 100)).toEqual({ change: 50, changeType: 'increase' });
    expect(percentChange(2, 3)).toEqual({ change: -33.3, changeType: 'decrease' });
  });

  it('has no change from nothing to something ("no earlier period") and 0 % from nothing to nothing', () => {
    expect(percentChange(5, 0)).toEqual({ change: null, changeType: 'increase' });
    expect(percentChange(0, 0)).toEqual({ change: 0, changeType: 'increase' });
    expect(percentChange(0, 7)).toEqual({ change: -100, changeType: 'decrease' });
  });

  it('writes a change with its sign, or says there is no earlier period', () => {
    expect(changeText(12.5)).toBe('+12.5%');
    expect(changeText(-3)).toBe('-3%');
    expect(changeText(percentChange(2, 3).change)).toBe('-33.3%');
    expect(changeText(percentChange(0, 0).change)).toBe('0%');
    expect(changeText(percentChange(5, 0).change)).toBe(NO_EARLIER_PERIOD);
    expect(NO_EARLIER_PERIOD).toBe('no earlier period');
  });

  it('says decrease exactly when the figure fell', () => {
    fc.assert(
      fc.property(fc.nat(10_000_000), fc.nat(10_000_000), (current, previous) => {
        const { changeType } = percentChange(current, previous);
        if (current < previous) expect(changeType).toBe('decrease');
        else expect(changeType).toBe('increase');
      }),
    );
  });
});

describe('ratios', () => {
  it('computes margin over net sales and conversion over consultations', () => {
    expect(marginPercent(3_000, 10_000)).toBe(30);
    expect(marginPercent(1, 0)).toBe(0);
    expect(conversionRate(1, 3)).toBe(33.3);
    expect(conversionRate(4, 0)).toBe(0);
  });

  it('averages order value to the whole cent', () => {
    expect(averageOrderCents(10_001, 2)).toBe(5_001);
    expect(averageOrderCents(0, 0)).toBe(0);
  });
});
