import { describe, expect, it } from 'vitest';
import { sharedCartStatus, sharedCartTotalCents } from './shared-cart-summary';

describe('sharedCartStatus', () => {
  it('reads New by default, Viewed, Claimed, and Expired whenever is_expired is true', () => {
    expect(sharedCartStatus({ status: null, is_expired: false })).toBe('New');
    expect(sharedCartStatus({ status: 'new', is_expired: false })).toBe('New');
    expect(sharedCartStatus({ status: 'viewed', is_expired: false })).toBe('Viewed');
    expect(sharedCartStatus({ status: 'claimed', is_expired: false })).toBe('Claimed');
    expect(sharedCartStatus({ status: 'claimed', is_expired: true })).toBe('Expired');
  });
});

describe('sharedCartTotalCents', () => {
  it('sums client price per sq ft times sq ft, in cents', () => {
    expect(
      sharedCartTotalCents([
        { quantity: 50, current_pricing: { client_price: 12.5 } },
        { quantity: 3, current_pricing: { client_price: 0.1 } },
        { quantity: 2.5, current_pricing: { client_price: 10.01 } },
      ]),
    ).toBe(62_530 + 2_503);
  });

  it('is not shown when it is not above 0', () => {
    expect(sharedCartTotalCents([{ quantity: 10, current_pricing: { client_price: 0 } }])).toBeNull();
    expect(sharedCartTotalCents([{ quantity: 10, current_pricing: { client_price: null } }])).toBeNull();
    expect(sharedCartTotalCents([])).toBeNull();
  });
});
