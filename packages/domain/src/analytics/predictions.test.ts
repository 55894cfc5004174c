import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { linearTrendForecast } from './predictions';

describe('linearTrendForecast', () => {
  it('says there is too little history instead of inventing a number', () => {
    expect(linearTrendForecast([100, 200, 300])).toEqual({ kind: 'insufficient', periods: 3, needed: 4 });
  });

  it('continues a perfect line with no uncertainty', () => {
    const forecast = linearTrendForecast([100, 200, 300, 400]);
    expect(forecast).toMatchObject({ kind: 'forecast', periods: 4, confidence: 80 });
    if (forecast.kind !== 'forecast') return;
    expect(forecast.likely).toBeCloseTo(500);
    expect(forecast.min).toBeCloseTo(500);
    expect(forecast.max).toBeCloseTo(500);
  });

  it('widens the interval with the scatter around the line', () => {
    const forecast = linearTrendForecast([100, 300, 200, 400]);
    if (forecast.kind !== 'forecast') throw new Error('expected a forecast');
    // Fitted line 130 + 80x: next (x = 4) is 450.
    expect(forecast.likely).toBeCloseTo(450);
    expect(forecast.max - forecast.likely).toBeGreaterThan(100);
  });

  it('keeps min ≤ likely ≤ max, never below zero', () => {
    fc.assert(
      fc.property(fc.array(fc.nat(1_000_000), { minLength: 4, maxLength: 12 }), (history) => {
        const forecast = linearTrendForecast(history);
        if (forecast.kind !== 'forecast') throw new Error('expected a forecast');
        expect(forecast.min).toBeGreaterThanOrEqual(0);
        expect(forecast.min).toBeLessThanOrEqual(forecast.likely + 1e-6);
        expect(forecast.likely).toBeLessThanOrEqual(forecast.max + 1e-6);
      }),
    );
  });
});
