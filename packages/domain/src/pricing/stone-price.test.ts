import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_CLIENT_TERMS,
  DEFAULT_WHOLESALE_TERMS,
  clientUnitCents,
  displayedMsrpCents,
  floorForPrice,
  floorUnitCents,
  priceStone,
  wholesaleUnitCents,
  type ClientTerms,
  type WholesaleTerms,
} from './stone-price';

const costMarkup = (markupPercent: number): WholesaleTerms => ({
  pricingType: 'markup_from_cost',
  markupPercent,
  discountPercent: null,
});

describe('wholesaleUnitCents', () => {
  it('marks the slab cost up by the showroom’s wholesale mark-up', () => {
    expect(wholesaleUnitCents({ slabCostCents: 100_000, msrpCents: null }, costMarkup(45))).toBe(145_000);
  });

  it('uses the 50 % default when a brand has no wholesale row', () => {
    expect(wholesaleUnitCents({ slabCostCents: 45_000, msrpCents: null }, DEFAULT_WHOLESALE_TERMS)).toBe(
      67_500,
    );
  });

  it('discounts from MSRP under discount_from_msrp', () => {
    const terms: WholesaleTerms = {
      pricingType: 'discount_from_msrp',
      markupPercent: null,
      discountPercent: 35,
    };
    expect(wholesaleUnitCents({ slabCostCents: 100_000, msrpCents: 200_000 }, terms)).toBe(130_000);
  });

  it('falls back to the cost mark-up when a stone has no MSRP to discount from', () => {
    const terms: WholesaleTerms = {
      pricingType: 'discount_from_msrp',
      markupPercent: null,
      discountPercent: 35,
    };
    expect(wholesaleUnitCents({ slabCostCents: 100_000, msrpCents: null }, terms)).toBe(150_000);
  });

  it('is null for a stone without a price', () => {
    expect(wholesaleUnitCents({ slabCostCents: null, msrpCents: null }, costMarkup(50))).toBeNull();
    expect(wholesaleUnitCents({ slabCostCents: 0, msrpCents: null }, costMarkup(50))).toBeNull();
  });
});

describe('clientUnitCents', () => {
  const stone = { slabCostCents: 30_000, msrpCents: null };

  it('turns a 450 cost into 585 with a 30 % mark-up (the spec’s own example)', () => {
    expect(clientUnitCents(stone, 45_000, { ...DEFAULT_CLIENT_TERMS, markupPercent: 30 })).toBe(58_500);
  });

  it('adds a fixed amount, $600 when none is set', () => {
    const fixed: ClientTerms = { ...DEFAULT_CLIENT_TERMS, markupType: 'fixed', fixedMarkupCents: 25_000 };
    expect(clientUnitCents(stone, 45_000, fixed)).toBe(70_000);
    expect(clientUnitCents(stone, 45_000, { ...fixed, fixedMarkupCents: null })).toBe(105_000);
  });

  it('adds the fixed amount under the MSRP strategy too, as the spec orders its formulas', () => {
    const fixedMsrp: ClientTerms = {
      ...DEFAULT_CLIENT_TERMS,
      strategy: 'discount_from_msrp',
      markupType: 'fixed',
      fixedMarkupCents: 25_000,
    };
    expect(clientUnitCents({ slabCostCents: 30_000, msrpCents: 100_000 }, 45_000, fixedMsrp)).toBe(70_000);
    expect(floorUnitCents(45_000, fixedMsrp)).toBe(45_000);
  });

  it('discounts the MSRP, or the displayed MSRP (wholesale × 1.5) when the stone has none', () => {
    const msrp: ClientTerms = {
      ...DEFAULT_CLIENT_TERMS,
      strategy: 'discount_from_msrp',
      msrpDiscountPercent: 20,
    };
    expect(clientUnitCents({ slabCostCents: 30_000, msrpCents: 100_000 }, 45_000, msrp)).toBe(80_000);
    expect(displayedMsrpCents(stone, 45_000)).toBe(67_500);
    expect(clientUnitCents(stone, 45_000, msrp)).toBe(54_000);
  });
});

describe('floor and profit', () => {
  it('gives price, profit, floor and discount room for a default brand', () => {
    expect(
      priceStone({ slabCostCents: 100_000, msrpCents: null }, DEFAULT_WHOLESALE_TERMS, DEFAULT_CLIENT_TERMS),
    ).toEqual({
      wholesaleCents: 150_000,
      msrpCents: 225_000,
      clientCents: 210_000,
      profitCents: 60_000,
      floorCents: 172_500,
      discountRoomCents: 37_500,
    });
  });

  it('keeps a fixed mark-up’s floor at the wholesale price', () => {
    expect(floorUnitCents(150_000, { ...DEFAULT_CLIENT_TERMS, markupType: 'fixed' })).toBe(150_000);
  });

  it('never gives negative discount room when the client price is under the floor', () => {
    const cheap: ClientTerms = {
      ...DEFAULT_CLIENT_TERMS,
      strategy: 'discount_from_msrp',
      msrpDiscountPercent: 50,
    };
    const price = priceStone({ slabCostCents: 100_000, msrpCents: 200_000 }, costMarkup(50), cheap);
    expect(price?.clientCents).toBe(100_000);
    expect(price?.profitCents).toBe(-50_000);
    expect(price?.discountRoomCents).toBe(0);
  });

  it('is null for a stone without a price', () => {
    expect(
      priceStone({ slabCostCents: null, msrpCents: null }, DEFAULT_WHOLESALE_TERMS, DEFAULT_CLIENT_TERMS),
    ).toBeNull();
  });

  it('moves the floor in proportion to a special price', () => {
    expect(floorForPrice(189_000, { clientCents: 210_000, floorCents: 172_500 })).toBe(155_250);
  });

  const percent = fc.integer({ min: 0, max: 20_000 }).map((n) => n / 100);
  const margin = fc.integer({ min: 0, max: 5_000 }).map((n) => n / 100);
  const slabCost = fc.integer({ min: 1, max: 5_000_000 });

  it('makes profit = price − wholesale and room = max(0, price − floor), in whole cents', () => {
    fc.assert(
      fc.property(
        slabCost,
        percent,
        percent,
        margin,
        fc.boolean(),
        (cost, wholesaleMarkup, clientMarkup, min, fixed) => {
          const client: ClientTerms = {
            ...DEFAULT_CLIENT_TERMS,
            markupType: fixed ? 'fixed' : 'percentage',
            markupPercent: clientMarkup,
            fixedMarkupCents: Math.round(clientMarkup * 1000),
            minimumMarginPercent: min,
          };
          const price = priceStone(
            { slabCostCents: cost, msrpCents: null },
            costMarkup(wholesaleMarkup),
            client,
          );
          if (!price) throw new Error('priced stone expected');
          for (const value of Object.values(price)) expect(Number.isSafeInteger(value)).toBe(true);
          expect(price.profitCents).toBe(price.clientCents - price.wholesaleCents);
          expect(price.discountRoomCents).toBe(Math.max(0, price.clientCents - price.floorCents));
          expect(price.wholesaleCents).toBeGreaterThanOrEqual(cost);
          expect(price.floorCents).toBeGreaterThanOrEqual(price.wholesaleCents);
        },
      ),
    );
  });
});
