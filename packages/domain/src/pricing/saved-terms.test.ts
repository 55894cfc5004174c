import { describe, expect, it } from 'vitest';
import {
  toClientTerms,
  toWholesaleTerms,
  type SavedBrandStrategy,
  type SavedClientMarkup,
} from './saved-terms';
import { DEFAULT_CLIENT_TERMS, DEFAULT_WHOLESALE_TERMS, type WholesaleTerms } from './stone-price';

const costMarkup: WholesaleTerms = {
  pricingType: 'markup_from_cost',
  markupPercent: 45,
  discountPercent: null,
};
const msrpDiscount: WholesaleTerms = {
  pricingType: 'discount_from_msrp',
  markupPercent: null,
  discountPercent: 35,
};

const fixedMarkup: SavedClientMarkup = {
  isActive: true,
  markupType: 'fixed',
  clientMarkupPercent: null,
  fixedMarkupAmountCents: 60_000,
  minimumMarginPercent: 20,
};

const msrpStrategy: SavedBrandStrategy = {
  pricingStrategy: 'discount_from_msrp',
  discountFromMsrpPercent: 20,
  isStrategyLocked: false,
};

describe('toWholesaleTerms', () => {
  it('reads a saved row field for field', () => {
    expect(
      toWholesaleTerms({
        pricingType: 'discount_from_msrp',
        yourMarkupPercent: null,
        yourDiscountPercent: 35,
      }),
    ).toEqual(msrpDiscount);
  });

  it("gives a brand without a row the spec's default", () => {
    expect(toWholesaleTerms(undefined)).toEqual(DEFAULT_WHOLESALE_TERMS);
  });
});

describe('toClientTerms', () => {
  it("gives a brand without rows the spec's defaults", () => {
    expect(toClientTerms(undefined, undefined, costMarkup)).toEqual(DEFAULT_CLIENT_TERMS);
  });

  it("reads an active mark-up row and the strategy row's MSRP discount", () => {
    expect(toClientTerms(fixedMarkup, msrpStrategy, costMarkup)).toEqual({
      strategy: 'discount_from_msrp',
      markupType: 'fixed',
      markupPercent: null,
      fixedMarkupCents: 60_000,
      msrpDiscountPercent: 20,
      minimumMarginPercent: 20,
    });
  });

  it('counts an inactive mark-up row as absent', () => {
    const terms = toClientTerms({ ...fixedMarkup, isActive: false }, undefined, costMarkup);
    expect(terms).toEqual(DEFAULT_CLIENT_TERMS);
  });

  it('lets the wholesale pricing type decide the strategy when the strategy is locked', () => {
    const chosenMarkup = { ...msrpStrategy, pricingStrategy: 'markup_from_cost' as const };
    expect(toClientTerms(undefined, chosenMarkup, msrpDiscount).strategy).toBe('discount_from_msrp');
    expect(toClientTerms(undefined, { ...msrpStrategy, isStrategyLocked: true }, costMarkup).strategy).toBe(
      'markup_from_cost',
    );
  });
});
