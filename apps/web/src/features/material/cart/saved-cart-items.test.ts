import { describe, expect, it } from 'vitest';
import type { TSavedCartDetail } from '@stonetool/contracts/carts';
import { testStone } from '../../../test/test-stone';
import { discountStatus } from './discount-check';
import { savedCartClient, savedCartToItems } from './saved-cart-items';

const line = (overrides: Partial<TSavedCartDetail['cart_items'][number]>) => ({
  id: 'line-1',
  stone: testStone(),
  quantity: 2,
  notes: '',
  discountPercent: 0,
  discountEnabled: false,
  addedAt: '2026-01-01T00:00:00.000Z',
  saved_unit_price: 1350,
  available: true,
  ...overrides,
});

const cart: TSavedCartDetail = {
  id: 'quote-1',
  quote_number: 'Q-2026-001001',
  cart_name: 'Countertops',
  status: 'open',
  session_id: null,
  customer_id: 'customer-1',
  customer_data: {
    first_name: 'Ada',
    last_name: 'Lovelace',
    email: null,
    phone: '555-0100',
    projectType: 'Flooring',
  },
  cart_items: [
    line({}),
    line({ id: 'line-2', discountEnabled: true, discountPercent: 20, notes: 'Island' }),
    line({ id: 'line-3', discountEnabled: true, discountPercent: 0 }),
  ],
  total_price: 4050,
  total_slabs: 6,
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
};

describe('a loaded saved cart', () => {
  it('keeps quantities and notes, and checks a saved discount above 0 again', () => {
    const [plain, discounted, zero] = savedCartToItems(cart);
    expect(plain).toMatchObject({ id: 'line-1', quantity: 2, discountEnabled: false, specialPricing: null });
    expect(discounted).toMatchObject({ discountEnabled: true, discountPercent: 20, notes: 'Island' });
    expect(discountStatus(discounted!.discountValidation)).toBe('pending');
    expect(discounted?.discountValidation.overrideId).toBeUndefined();
    expect(zero).toMatchObject({ discountEnabled: true, discountPercent: 0 });
    expect(discountStatus(zero!.discountValidation)).toBe('valid');
  });

  it("makes the cart's customer the consultation client", () => {
    expect(savedCartClient(cart)).toMatchObject({
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: '',
      phone: '555-0100',
      application: 'Flooring',
      country: 'United States',
    });
  });
});
