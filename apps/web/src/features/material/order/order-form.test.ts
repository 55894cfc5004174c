import { describe, expect, it } from 'vitest';
import { priceOrder } from '@stonetool/domain/pricing/order-totals';
import { newCartItem } from '../state/material-state';
import { testStone } from '../../../test/test-stone';
import { buildOrderRequest, EMPTY_DETAILS, orderType, withSameAddress } from './order-form';
import type { CustomerForm } from './required-fields';

const customer: CustomerForm = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  phone: '',
  company: '',
  streetAddress: '1 Main St',
  city: 'Austin',
  state: 'TX',
  zipCode: '78701',
  country: 'Canada',
};

describe('the order form', () => {
  it("'Same as customer address' copies the address, and unchecking clears it", () => {
    const same = withSameAddress(EMPTY_DETAILS, customer, true);
    expect(same).toMatchObject({
      sameAsCustomerAddress: true,
      deliveryStreetAddress: '1 Main St',
      deliveryCity: 'Austin',
      deliveryState: 'TX',
      deliveryZipCode: '78701',
      deliveryCountry: 'Canada',
    });
    expect(withSameAddress(same, customer, false)).toMatchObject({
      sameAsCustomerAddress: false,
      deliveryStreetAddress: '',
      deliveryCity: '',
    });
  });

  it('orders with a fabrication lead only when the box is checked', () => {
    expect(orderType({ needsFabricationLead: true })).toBe('material_with_fabrication_lead');
    expect(orderType({ needsFabricationLead: false })).toBe('material_only');
  });

  it('sends will call without a delivery address, and the figures in dollars', () => {
    const item = newCartItem(testStone({ client_price: 1000 }), 'l1', '2026-01-01T00:00:00.000Z', 2);
    const { totals } = priceOrder(
      [
        {
          unitPriceCents: 100_000,
          specialUnitPriceCents: null,
          quantity: 2,
          discountPercent: 0,
          wholesaleUnitCostCents: 0,
        },
      ],
      { includeSalesTax: true, taxRatePercent: 9.75, deliveryMethod: 'will_call', deliveryCents: 0 },
    );
    const request = buildOrderRequest({
      items: [item],
      customer,
      details: { ...withSameAddress(EMPTY_DETAILS, customer, true), deliveryMethod: 'will_call' },
      totals,
      taxRatePercent: 9.75,
      delivery: { deliveryCents: 0, breakdown: [] },
      showroomId: 'showroom-1',
      session: null,
      existingQuoteId: 'quote-1',
    });
    expect(request.orderDetails).toMatchObject({ deliveryMethod: 'will_call', deliveryStreetAddress: null });
    expect(request).toMatchObject({
      subtotal: 2000,
      salesTax: 195,
      totalCost: 2195,
      deliveryCost: 0,
      orderType: 'material_only',
      existingQuoteId: 'quote-1',
    });
    expect(request.cartItems).toEqual([
      expect.objectContaining({ stone: { id: item.stone.id }, quantity: 2 }),
    ]);
  });
});
