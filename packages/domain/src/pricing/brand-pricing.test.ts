import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  BRAND_PRICING_MESSAGES,
  DEFAULT_SAMPLE_WHOLESALE_CENTS,
  clientMarkupError,
  brandPricingError,
  brandSample,
  effectiveStrategy,
  isStrategyLocked,
  previewBrandPrice,
  switchMarkupType,
  type BrandPricingInput,
} from './brand-pricing';
import { checkDiscount } from './discount';
import {
  DEFAULT_CLIENT_TERMS,
  DEFAULT_WHOLESALE_TERMS,
  priceStone,
  type ClientTerms,
  type WholesaleTerms,
} from './stone-price';

const msrpWholesale: WholesaleTerms = {
  pricingType: 'discount_from_msrp',
  markupPercent: null,
  discountPercent: 35,
};

const entry = (overrides: Partial<BrandPricingInput> = {}): BrandPricingInput => ({
  brand: 'Caesarstone',
  strategy: 'markup_from_cost',
  markupType: 'percentage',
  markupPercent: 40,
  fixedMarkupCents: null,
  msrpDiscountPercent: null,
  minimumMarginPercent: 15,
  ...overrides,
});
const open = { hasMsrp: true, isStrategyLocked: false };

describe('the showroom pricing save rules (spec 03 section 5)', () => {
  it('accepts a percentage mark-up within its bounds', () => {
    expect(brandPricingError(entry(), open)).toBeNull();
    expect(brandPricingError(entry({ markupPercent: 0, minimumMarginPercent: 0 }), open)).toBeNull();
    expect(brandPricingError(entry({ markupPercent: 200, minimumMarginPercent: 50 }), open)).toBeNull();
  });

  it('asks for a $ amount above 0 when the markup is fixed', () => {
    const message = 'Must enter a $ amount for Caesarstone when using fixed pricing';
    expect(brandPricingError(entry({ markupType: 'fixed', fixedMarkupCents: null }), open)).toBe(message);
    expect(brandPricingError(entry({ markupType: 'fixed', fixedMarkupCents: 0 }), open)).toBe(message);
    expect(brandPricingError(entry({ markupType: 'fixed', fixedMarkupCents: 1 }), open)).toBeNull();
  });

  it('keeps the fixed amount within $0–2,000', () => {
    expect(brandPricingError(entry({ markupType: 'fixed', fixedMarkupCents: 200_000 }), open)).toBeNull();
    expect(brandPricingError(entry({ markupType: 'fixed', fixedMarkupCents: 200_001 }), open)).toBe(
      BRAND_PRICING_MESSAGES.fixedAmountRange('Caesarstone'),
    );
  });

  it('keeps markup 0–200, MSRP discount 0–50 and minimum profit 0–50', () => {
    expect(brandPricingError(entry({ markupPercent: 200.01 }), open)).toBe(
      'Markup for Caesarstone must be from 0 to 200%',
    );
    expect(brandPricingError(entry({ markupPercent: -1 }), open)).toBe(
      'Markup for Caesarstone must be from 0 to 200%',
    );
    expect(brandPricingError(entry({ msrpDiscountPercent: 51 }), open)).toBe(
      'MSRP discount for Caesarstone must be from 0 to 50%',
    );
    expect(brandPricingError(entry({ minimumMarginPercent: 50.5 }), open)).toBe(
      'Minimum profit for Caesarstone must be from 0 to 50%',
    );
  });

  it('refuses the MSRP strategy for a brand without MSRP data, unless the platform locks it there', () => {
    const msrp = entry({ strategy: 'discount_from_msrp', msrpDiscountPercent: 10 });
    expect(brandPricingError(msrp, { hasMsrp: false, isStrategyLocked: false })).toBe(
      'Cannot use MSRP discount for Caesarstone - no MSRP data available',
    );
    expect(brandPricingError(msrp, { hasMsrp: false, isStrategyLocked: true })).toBeNull();
    expect(brandPricingError(msrp, open)).toBeNull();
  });
});

describe('the strategy lock', () => {
  it('locks a brand the platform sells as a discount from MSRP, or one it locks itself', () => {
    expect(isStrategyLocked(msrpWholesale, false)).toBe(true);
    expect(isStrategyLocked(DEFAULT_WHOLESALE_TERMS, false)).toBe(false);
    expect(isStrategyLocked(DEFAULT_WHOLESALE_TERMS, true)).toBe(true);
  });

  it('saves the wholesale pricing type when locked, the owner’s choice otherwise', () => {
    expect(effectiveStrategy('markup_from_cost', msrpWholesale, true)).toBe('discount_from_msrp');
    expect(effectiveStrategy('discount_from_msrp', DEFAULT_WHOLESALE_TERMS, true)).toBe('markup_from_cost');
    expect(effectiveStrategy('discount_from_msrp', DEFAULT_WHOLESALE_TERMS, false)).toBe(
      'discount_from_msrp',
    );
  });
});

describe('switching the markup type (spec 03 section 4)', () => {
  it('clears the fixed amount when percentage is chosen, and the percent when fixed is', () => {
    const fixed = switchMarkupType(DEFAULT_CLIENT_TERMS, 'fixed');
    expect(fixed).toMatchObject({ markupType: 'fixed', markupPercent: null, msrpDiscountPercent: null });
    const back = switchMarkupType({ ...fixed, fixedMarkupCents: 25_000 }, 'percentage');
    expect(back).toMatchObject({ markupType: 'percentage', fixedMarkupCents: null });
  });

  it('changes nothing when the type stays the same', () => {
    const terms = { ...DEFAULT_CLIENT_TERMS, markupPercent: 30 };
    expect(switchMarkupType(terms, 'percentage')).toBe(terms);
  });
});

describe('the brand sample and the preview', () => {
  it('averages the brand’s wholesale prices and MSRPs', () => {
    const sample = brandSample(
      [
        { slabCostCents: 100_000, msrpCents: 300_000 },
        { slabCostCents: 200_000, msrpCents: null },
      ],
      DEFAULT_WHOLESALE_TERMS,
    );
    expect(sample).toEqual({ sampleWholesaleCents: 225_000, brandMsrpCents: 300_000, hasMsrp: true });
  });

  it('falls back to a $450 sample with no MSRP when no stone of the brand is priced', () => {
    expect(brandSample([{ slabCostCents: null, msrpCents: null }], DEFAULT_WHOLESALE_TERMS)).toEqual({
      sampleWholesaleCents: DEFAULT_SAMPLE_WHOLESALE_CENTS,
      brandMsrpCents: null,
      hasMsrp: false,
    });
  });

  it('turns a 450 cost into 585 with a 30 % markup (the spec’s hint)', () => {
    const preview = previewBrandPrice(
      { sampleWholesaleCents: 45_000, brandMsrpCents: null },
      { ...DEFAULT_CLIENT_TERMS, markupPercent: 30 },
    );
    expect(preview).toMatchObject({ clientCents: 58_500, profitCents: 13_500, floorCents: 51_750 });
  });

  it('prices the MSRP strategy from the brand’s average MSRP', () => {
    const preview = previewBrandPrice(
      { sampleWholesaleCents: 130_000, brandMsrpCents: 200_000 },
      { ...DEFAULT_CLIENT_TERMS, strategy: 'discount_from_msrp', msrpDiscountPercent: 20 },
    );
    expect(preview).toMatchObject({ clientCents: 160_000, profitCents: 30_000, floorCents: 149_500 });
  });

  it('gives the preview the catalog’s own price for a stone at the sample figures', () => {
    const terms: ClientTerms = { ...DEFAULT_CLIENT_TERMS, markupPercent: 30 };
    const stone = { slabCostCents: 30_000, msrpCents: null };
    const sample = brandSample([stone], DEFAULT_WHOLESALE_TERMS);
    expect(previewBrandPrice(sample, terms)).toEqual(priceStone(stone, DEFAULT_WHOLESALE_TERMS, terms));
  });
});

describe('price, profit, floor and discount room (spec 03 section 9), for any terms', () => {
  const wholesaleCents = fc.integer({ min: 1, max: 5_000_000 });
  const percent = (max: number) => fc.integer({ min: 0, max: max * 100 }).map((n) => n / 100);
  const terms: fc.Arbitrary<ClientTerms> = fc.record({
    strategy: fc.constantFrom('markup_from_cost', 'discount_from_msrp'),
    markupType: fc.constantFrom('percentage', 'fixed'),
    markupPercent: fc.option(percent(200)),
    fixedMarkupCents: fc.option(fc.integer({ min: 1, max: 200_000 })),
    msrpDiscountPercent: fc.option(percent(50)),
    minimumMarginPercent: percent(50),
  });
  const msrp = fc.option(fc.integer({ min: 1, max: 10_000_000 }));

  it('makes profit = price − wholesale and room = max(0, price − floor)', () => {
    fc.assert(
      fc.property(wholesaleCents, msrp, terms, (wholesale, brandMsrp, client) => {
        const p = previewBrandPrice({ sampleWholesaleCents: wholesale, brandMsrpCents: brandMsrp }, client);
        expect(p.profitCents).toBe(p.clientCents - wholesale);
        expect(p.discountRoomCents).toBe(Math.max(0, p.clientCents - p.floorCents));
        expect(Number.isSafeInteger(p.clientCents) && Number.isSafeInteger(p.floorCents)).toBe(true);
      }),
    );
  });

  it('never lets a discount approved without a manager take the price below the floor when a minimum margin applies', () => {
    fc.assert(
      fc.property(
        wholesaleCents,
        msrp,
        terms.filter((t) => t.markupType === 'percentage'),
        fc.integer({ min: 0, max: 50 }),
        (wholesale, brandMsrp, client, discount) => {
          const p = previewBrandPrice({ sampleWholesaleCents: wholesale, brandMsrpCents: brandMsrp }, client);
          expect(p.floorCents).toBeGreaterThanOrEqual(wholesale);
          const check = checkDiscount({
            priceCents: p.clientCents,
            discountPercent: discount,
            floorCents: p.floorCents,
            maxDiscountPercent: 100,
          });
          if (check.valid && discount > 0) {
            expect(check.discountedCents).toBeGreaterThanOrEqual(p.floorCents);
          }
        },
      ),
    );
  });

  it('lets a fixed markup bypass margin protection: its floor is the wholesale price, whatever the minimum margin', () => {
    fc.assert(
      fc.property(
        wholesaleCents,
        msrp,
        terms.filter((t) => t.markupType === 'fixed'),
        (wholesale, brandMsrp, client) => {
          const p = previewBrandPrice({ sampleWholesaleCents: wholesale, brandMsrpCents: brandMsrp }, client);
          expect(p.floorCents).toBe(wholesale);
          expect(p.clientCents).toBe(wholesale + (client.fixedMarkupCents ?? 60_000));
          expect(p.discountRoomCents).toBe(client.fixedMarkupCents ?? 60_000);
        },
      ),
    );
  });

  it('accepts every entry within the bounds and refuses every fixed entry without an amount', () => {
    fc.assert(
      fc.property(terms, fc.boolean(), (client, noAmount) => {
        const input: BrandPricingInput = {
          brand: 'Cambria',
          ...client,
          fixedMarkupCents: noAmount ? null : client.fixedMarkupCents,
        };
        const error = brandPricingError(input, open);
        if (client.markupType === 'fixed' && (noAmount || client.fixedMarkupCents === null)) {
          expect(error).toBe(BRAND_PRICING_MESSAGES.fixedAmountRequired('Cambria'));
        } else {
          expect(error).toBeNull();
        }
      }),
    );
  });
});

describe('the admin client markup of a brand', () => {
  const percentage = {
    brand: 'Cambria',
    markupType: 'percentage' as const,
    markupPercent: 40,
    fixedMarkupCents: null,
    minimumMarginPercent: 15,
  };

  it('takes percent 0 to 200, fixed 0 to 2000 and minimum margin 0 to 50', () => {
    expect(clientMarkupError(percentage)).toBeNull();
    expect(clientMarkupError({ ...percentage, markupPercent: 200 })).toBeNull();
    expect(clientMarkupError({ ...percentage, markupPercent: 201 })).toBe(
      'Markup for Cambria must be from 0 to 200%',
    );
    expect(clientMarkupError({ ...percentage, minimumMarginPercent: 51 })).toBe(
      'Minimum profit for Cambria must be from 0 to 50%',
    );
    const fixed = { ...percentage, markupType: 'fixed' as const, markupPercent: null };
    expect(clientMarkupError({ ...fixed, fixedMarkupCents: 200_000 })).toBeNull();
    expect(clientMarkupError({ ...fixed, fixedMarkupCents: 200_001 })).toBe(
      'Fixed amount for Cambria must be from $0 to $2,000',
    );
    expect(clientMarkupError({ ...fixed, fixedMarkupCents: null })).toBe(
      'Must enter a $ amount for Cambria when using fixed pricing',
    );
  });
});
