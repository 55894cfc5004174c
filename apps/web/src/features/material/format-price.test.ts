import { describe, expect, it } from 'vitest';
import { formatPrice, PRICE_ON_REQUEST } from './format-price';

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
