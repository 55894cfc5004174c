import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { NO_DELIVERY_AMOUNTS, type DeliveryPricingType } from './delivery';
import {
  DELIVERY_RULE_NEEDS_BRAND_AND_TYPE,
  deliveryRuleProblem,
  firstDeliveryRuleProblem,
  withPricingType,
  type DeliveryRuleDraft,
} from './delivery-matrix';

const empty: DeliveryRuleDraft = {
  brand: 'Cambria',
  pricingType: 'flat_rate',
  ...NO_DELIVERY_AMOUNTS,
};

describe('a delivery rule is refused in the spec words', () => {
  it.each([
    ['without a brand', { brand: '  ' }, DELIVERY_RULE_NEEDS_BRAND_AND_TYPE],
    ['without a pricing type', { pricingType: '' as const }, DELIVERY_RULE_NEEDS_BRAND_AND_TYPE],
    ['flat rate without its amount', {}, 'Cambria: Flat rate amount is required'],
    [
      'flat rate with a negative amount',
      { flatRateAmountCents: -1 },
      'Cambria: Flat rate amount is required',
    ],
    [
      'per slab without its amount',
      { pricingType: 'per_slab' as const },
      'Cambria: Per-slab amount is required',
    ],
    [
      'tiered without tier 2 minimum',
      { pricingType: 'tiered' as const, tier1MaxSlabs: 4 },
      'Cambria: Tier thresholds are required',
    ],
    [
      'tiered with tier 2 starting inside tier 1',
      { pricingType: 'tiered' as const, tier1MaxSlabs: 4, tier2MinSlabs: 4 },
      'Cambria: Tier 2 minimum must be greater than Tier 1 maximum',
    ],
    [
      'flat rate whose stored tiers overlap',
      { flatRateAmountCents: 15_000, tier1MaxSlabs: 4, tier2MinSlabs: 3 },
      'Cambria: Tier 2 minimum must be greater than Tier 1 maximum',
    ],
    [
      'per slab whose stored tiers overlap',
      { pricingType: 'per_slab' as const, perSlabAmountCents: 2_500, tier1MaxSlabs: 4, tier2MinSlabs: 4 },
      'Cambria: Tier 2 minimum must be greater than Tier 1 maximum',
    ],
    [
      'free whose stored tiers overlap',
      { pricingType: 'free' as const, tier1MaxSlabs: 2, tier2MinSlabs: 1 },
      'Cambria: Tier 2 minimum must be greater than Tier 1 maximum',
    ],
  ])('%s', (_case, change, message) => {
    expect(deliveryRuleProblem({ ...empty, ...change })).toBe(message);
  });

  it('accepts a complete rule of each type, and free with nothing', () => {
    expect(deliveryRuleProblem({ ...empty, flatRateAmountCents: 0 })).toBeNull();
    expect(deliveryRuleProblem({ ...empty, pricingType: 'per_slab', perSlabAmountCents: 2_500 })).toBeNull();
    expect(
      deliveryRuleProblem({ ...empty, pricingType: 'tiered', tier1MaxSlabs: 4, tier2MinSlabs: 5 }),
    ).toBeNull();
    expect(deliveryRuleProblem({ ...empty, pricingType: 'free' })).toBeNull();
  });

  it('stops at the first rule that fails, in order', () => {
    const rules = [
      { ...empty, brand: 'A', flatRateAmountCents: 100 },
      { ...empty, brand: 'B', pricingType: 'per_slab' as const },
      { ...empty, brand: '' },
    ];
    expect(firstDeliveryRuleProblem(rules)).toBe('B: Per-slab amount is required');
    expect(firstDeliveryRuleProblem(rules.slice(0, 1))).toBeNull();
  });
});

describe('changing a rule type clears the other types fields', () => {
  const full: DeliveryRuleDraft = {
    brand: 'Cambria',
    pricingType: 'tiered',
    flatRateAmountCents: 15_000,
    perSlabAmountCents: 2_500,
    tier1MaxSlabs: 4,
    tier1AmountCents: 20_000,
    tier2MinSlabs: 5,
    tier2AmountCents: 0,
  };

  it('keeps only what each type uses', () => {
    expect(withPricingType(full, 'flat_rate')).toEqual({
      ...full,
      pricingType: 'flat_rate',
      perSlabAmountCents: null,
      tier1MaxSlabs: null,
      tier1AmountCents: null,
      tier2MinSlabs: null,
      tier2AmountCents: null,
    });
    expect(withPricingType(full, 'per_slab')).toMatchObject({
      flatRateAmountCents: null,
      perSlabAmountCents: 2_500,
      tier1MaxSlabs: null,
    });
    expect(withPricingType(full, 'tiered')).toMatchObject({
      flatRateAmountCents: null,
      perSlabAmountCents: null,
      tier1MaxSlabs: 4,
      tier2AmountCents: 0,
    });
    expect(withPricingType(full, 'free')).toMatchObject({
      flatRateAmountCents: 0,
      perSlabAmountCents: null,
      tier1AmountCents: null,
    });
  });

  it('never leaves a field of another type set, whatever the rule held', () => {
    const amount = fc.option(fc.integer({ min: 0, max: 1_000_000 }), { nil: null });
    const type = fc.constantFrom<DeliveryPricingType>('flat_rate', 'per_slab', 'tiered', 'free');
    fc.assert(
      fc.property(
        fc.record({
          flatRateAmountCents: amount,
          perSlabAmountCents: amount,
          tier1MaxSlabs: amount,
          tier1AmountCents: amount,
          tier2MinSlabs: amount,
          tier2AmountCents: amount,
        }),
        type,
        (fields, next) => {
          const rule = withPricingType({ ...full, ...fields }, next);
          const tierFields = [
            rule.tier1MaxSlabs,
            rule.tier1AmountCents,
            rule.tier2MinSlabs,
            rule.tier2AmountCents,
          ];
          if (next !== 'flat_rate' && next !== 'free') expect(rule.flatRateAmountCents).toBeNull();
          if (next !== 'per_slab') expect(rule.perSlabAmountCents).toBeNull();
          if (next !== 'tiered') expect(tierFields.every((field) => field === null)).toBe(true);
          expect(rule.pricingType).toBe(next);
        },
      ),
    );
  });
});
