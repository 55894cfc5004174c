import { describe, expect, it } from 'vitest';
import { areaSqft, roundAreaForDisplay } from './area';

describe('areaSqft', () => {
  it('is width × depth × quantity / 144', () => {
    expect(areaSqft(96, 25.5, 1)).toBe(17);
    expect(areaSqft(96, 25.5, 2)).toBe(34);
    expect(areaSqft(12, 12, 3)).toBe(3);
  });

  it('keeps the exact value for pricing, not a rounded one', () => {
    expect(areaSqft(10, 10, 1)).toBeCloseTo(0.694444, 6);
  });
});

describe('roundAreaForDisplay', () => {
  it('shows two decimals, halves up', () => {
    expect(roundAreaForDisplay(0.6944444)).toBe(0.69);
    expect(roundAreaForDisplay(16.995)).toBe(17);
    expect(roundAreaForDisplay(1.005)).toBe(1.01);
    expect(roundAreaForDisplay(17)).toBe(17);
  });
});
