import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  brandReference,
  switchWholesalePricingType,
  wholesalePricingError,
  type WholesalePricingInput,
} from './wholesale-pricing';

const markup: WholesalePricingInput = {
  brand: 'Dekton',
  pricingType: 'markup_from_cost',
  markupPercent: 50,
  discountPercent: null,
};

describe('wholesale pricing rules', () => {
  it('take a markup from 0 to 200 and an MSRP discount from 0 to 50', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 20_000 }), (hundredths) => {
        expect(wholesalePricingError({ ...markup, markupPercent: hundredths / 100 }, false)).toBeNull();
      }),
    );
    expect(wholesalePricingError({ ...markup, markupPercent: 200.01 }, true)).toBe(
      'Wholesale markup for Dekton must be from 0 to 200%',
    );
    expect(wholesalePricingError({ ...markup, markupPercent: -1 }, true)).not.toBeNull();
    const discount = { ...markup, pricingType: 'discount_from_msrp' as const, markupPercent: null };
    expect(wholesalePricingError({ ...discount, discountPercent: 50 }, true)).toBeNull();
    expect(wholesalePricingError({ ...discount, discountPercent: 50.5 }, true)).toBe(
      'MSRP discount for Dekton must be from 0 to 50%',
    );
  });

  it('refuse the MSRP discount for a brand without MSRP data, in the spec words', () => {
    expect(
      wholesalePricingError({ ...markup, pricingType: 'discount_from_msrp', discountPercent: 20 }, false),
    ).toBe('Cannot use MSRP discount for Dekton - no MSRP data available');
  });

  it('clear the discount when markup is chosen and the markup when MSRP discount is chosen', () => {
    const both = { ...markup, discountPercent: 20 };
    expect(switchWholesalePricingType(both, 'markup_from_cost')).toEqual({ ...markup });
    expect(switchWholesalePricingType(both, 'discount_from_msrp')).toEqual({
      brand: 'Dekton',
      pricingType: 'discount_from_msrp',
      markupPercent: null,
      discountPercent: 20,
    });
  });
});

describe('brand reference figures', () => {
  it('average the costs and MSRPs that are known, and fall back to a $450 cost', () => {
    expect(
      brandReference([
        { slabCostCents: 100_000, msrpCents: null },
        { slabCostCents: 200_001, msrpCents: 300_000 },
        { slabCostCents: null, msrpCents: 0 },
      ]),
    ).toEqual({ averageCostCents: 150_001, averageMsrpCents: 300_000, hasMsrp: true });
    expect(brandReference([{ slabCostCents: null, msrpCents: null }])).toEqual({
      averageCostCents: 45_000,
      averageMsrpCents: null,
      hasMsrp: false,
    });
  });
});
