import { describe, expect, it } from 'vitest';
import { sharedCartStatus, sharedCartTotal } from './shared-cart-summary';

describe('sharedCartStatus', () => {
  it('reads New by default, Viewed, Claimed, and Expired whenever is_expired is true', () => {
    expect(sharedCartStatus({ status: null, is_expired: false })).toBe('New');
    expect(sharedCartStatus({ status: 'viewed', is_expired: false })).toBe('Viewed');
    expect(sharedCartStatus({ status: 'claimed', is_expired: false })).toBe('Claimed');
    expect(sharedCartStatus({ status: 'claimed', is_expired: true })).toBe('Expired');
  });
});

describe('sharedCartTotal', () => {
  it('sums client price times square feet', () => {
    expect(
      sharedCartTotal([
        { quantity: 50, current_pricing: { client_price: 12.5, available: true } },
        { quantity: 3, current_pricing: { client_price: 0.1, available: true } },
      ]),
    ).toBe(625.3);
  });

  it('is not shown when it is not above 0', () => {
    expect(
      sharedCartTotal([{ quantity: 10, current_pricing: { client_price: 0, available: true } }]),
    ).toBeNull();
    expect(sharedCartTotal([])).toBeNull();
  });
});
