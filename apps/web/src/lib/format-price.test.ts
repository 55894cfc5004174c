import { describe, expect, it } from 'vitest';
import { formatCentsRange, formatPrice, formatWholeDollars, PRICE_ON_REQUEST } from './format-price';

describe('formatPrice', () => {
  it('shows dollars with two decimals and thousands separators', () => {
    expect(formatPrice(1234.5)).toBe('$1,234.50');
    expect(formatPrice(899)).toBe('$899.00');
    expect(formatPrice(0.1 + 0.2)).toBe('$0.30');
  });

  it("shows 'Price on request' when the price is zero or missing", () => {
    expect(formatPrice(0)).toBe(PRICE_ON_REQUEST);
    expect(formatPrice(null)).toBe(PRICE_ON_REQUEST);
    expect(formatPrice(undefined)).toBe(PRICE_ON_REQUEST);
    expect(formatPrice(Number.NaN)).toBe(PRICE_ON_REQUEST);
  });
});

describe('formatWholeDollars', () => {
  it('rounds to whole dollars, halves up', () => {
    expect(formatWholeDollars(1234.5)).toBe('$1,235');
    expect(formatWholeDollars(1234.49)).toBe('$1,234');
    expect(formatWholeDollars(0)).toBe(PRICE_ON_REQUEST);
  });
});

describe('formatCentsRange', () => {
  it('shows one price or a range', () => {
    expect(formatCentsRange({ min: 110_000, max: 110_000 })).toBe('$1,100.00');
    expect(formatCentsRange({ min: 110_000, max: 140_050 })).toBe('$1,100.00 – $1,400.50');
    expect(formatCentsRange(null)).toBe(PRICE_ON_REQUEST);
  });
});
