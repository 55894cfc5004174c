import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  deliveryForBrand,
  NO_DELIVERY_AMOUNTS,
  quoteDelivery,
  ruleForBrand,
  type DeliveryRule,
} from './delivery';

function rule(values: Partial<DeliveryRule> & Pick<DeliveryRule, 'brand' | 'pricingType'>): DeliveryRule {
  return {
    showroomId: null,
    ...NO_DELIVERY_AMOUNTS,
    isActive: true,
    ...values,
  };
}

const tiered = rule({
  brand: 'MSI',
  pricingType: 'tiered',
  tier1MaxSlabs: 4,
  tier1AmountCents: 20_000,
  tier2MinSlabs: 7,
  tier2AmountCents: 5_000,
});

describe('deliveryForBrand', () => {
  it('charges a flat rate once, per slab per slab, and nothing when free', () => {
    expect(
      deliveryForBrand(rule({ brand: 'A', pricingType: 'flat_rate', flatRateAmountCents: 17_500 }), 3),
    ).toBe(17_500);
    expect(
      deliveryForBrand(rule({ brand: 'A', pricingType: 'per_slab', perSlabAmountCents: 4_500 }), 3),
    ).toBe(13_500);
    expect(deliveryForBrand(rule({ brand: 'A', pricingType: 'free', flatRateAmountCents: 0 }), 3)).toBe(0);
  });

  it('charges tier 1 up to tier 2’s minimum and tier 2 from it', () => {
    expect(deliveryForBrand(tiered, 1)).toBe(20_000);
    expect(deliveryForBrand(tiered, 4)).toBe(20_000);
    expect(deliveryForBrand(tiered, 6)).toBe(20_000);
    expect(deliveryForBrand(tiered, 7)).toBe(5_000);
    expect(deliveryForBrand(tiered, 40)).toBe(5_000);
  });
});

describe('ruleForBrand', () => {
  const platform = rule({ brand: 'Cambria', pricingType: 'flat_rate', flatRateAmountCents: 10_000 });
  const own = rule({ brand: 'cambria', showroomId: 's1', pricingType: 'free' });

  it('prefers the showroom’s own active row, then the platform’s', () => {
    expect(ruleForBrand([platform, own], 'Cambria', 's1')).toBe(own);
    expect(ruleForBrand([platform, own], 'Cambria', 's2')).toBe(platform);
    expect(ruleForBrand([platform, own], 'Cambria', null)).toBe(platform);
    expect(ruleForBrand([platform, { ...own, isActive: false }], 'Cambria', 's1')).toBe(platform);
    expect(ruleForBrand([{ ...platform, isActive: false }], 'Cambria', null)).toBeNull();
  });
});

describe('quoteDelivery', () => {
  const rules = [
    rule({ brand: 'Cambria', pricingType: 'flat_rate', flatRateAmountCents: 17_500 }),
    rule({ brand: 'Dekton', pricingType: 'per_slab', perSlabAmountCents: 4_500 }),
    tiered,
  ];

  it('sums slabs per brand, charges each brand once and lists every brand', () => {
    const quote = quoteDelivery(
      [
        { brand: 'Cambria', quantity: 2 },
        { brand: 'Dekton', quantity: 3 },
        { brand: 'cambria', quantity: 1 },
        { brand: 'Unknown Stone Co', quantity: 2 },
      ],
      rules,
      's1',
    );
    expect(quote).toEqual({
      totalCents: 31_000,
      breakdown: [
        { brand: 'Cambria', slabs: 3, pricingType: 'flat_rate', amountCents: 17_500 },
        { brand: 'Dekton', slabs: 3, pricingType: 'per_slab', amountCents: 13_500 },
        { brand: 'Unknown Stone Co', slabs: 2, pricingType: 'none', amountCents: 0 },
      ],
    });
  });

  it('makes the total the sum of the breakdown', () => {
    const brand = fc.constantFrom('Cambria', 'Dekton', 'MSI', 'Other');
    fc.assert(
      fc.property(fc.array(fc.record({ brand, quantity: fc.integer({ min: 1, max: 999 }) })), (items) => {
        const quote = quoteDelivery(items, rules, null);
        expect(quote.totalCents).toBe(quote.breakdown.reduce((sum, line) => sum + line.amountCents, 0));
        expect(quote.breakdown.reduce((sum, line) => sum + line.slabs, 0)).toBe(
          items.reduce((sum, item) => sum + item.quantity, 0),
        );
      }),
    );
  });
});
