import { effectiveStrategy, isStrategyLocked } from './brand-pricing';
import {
  DEFAULT_CLIENT_TERMS,
  DEFAULT_WHOLESALE_TERMS,
  type ClientMarkupType,
  type ClientPricingStrategy,
  type ClientTerms,
  type WholesalePricingType,
  type WholesaleTerms,
} from './stone-price';

/**
 * A showroom's saved pricing rows for one brand as the domain's terms, so the server's prices and
 * the demo data's seeded orders come from the same rows by the same rules. A brand without a row
 * gets the spec's defaults. The row shapes are the fields of the database's rows these rules read
 * (wholesale_pricing, client_markups and showroom_brand_pricing).
 */

/** The platform's wholesale pricing of a brand for a showroom (wholesale_pricing). */
export interface SavedWholesalePricing {
  pricingType: WholesalePricingType;
  yourMarkupPercent: number | null;
  yourDiscountPercent: number | null;
}

/** A showroom's client mark-up of a brand (client_markups). */
export interface SavedClientMarkup {
  isActive: boolean;
  markupType: ClientMarkupType;
  clientMarkupPercent: number | null;
  fixedMarkupAmountCents: number | null;
  minimumMarginPercent: number;
}

/** A showroom's pricing strategy for a brand (showroom_brand_pricing). */
export interface SavedBrandStrategy {
  pricingStrategy: ClientPricingStrategy;
  discountFromMsrpPercent: number | null;
  isStrategyLocked: boolean;
}

/** A brand's wholesale terms from its saved row; without a row, the spec's default (cost + 50 %). */
export function toWholesaleTerms(row: SavedWholesalePricing | undefined): WholesaleTerms {
  if (!row) return DEFAULT_WHOLESALE_TERMS;
  return {
    pricingType: row.pricingType,
    markupPercent: row.yourMarkupPercent,
    discountPercent: row.yourDiscountPercent,
  };
}

/**
 * The client terms of a brand from its two rows and its wholesale terms. An inactive client
 * mark-up row counts as absent (the defaults apply); the strategy row chooses between mark-up and
 * MSRP discount, unless the strategy is locked, when the wholesale pricing type decides.
 */
export function toClientTerms(
  markup: SavedClientMarkup | undefined,
  strategy: SavedBrandStrategy | undefined,
  wholesale: WholesaleTerms,
): ClientTerms {
  const active = markup?.isActive ? markup : undefined;
  const locked = isStrategyLocked(wholesale, strategy?.isStrategyLocked ?? false);
  return {
    strategy: effectiveStrategy(
      strategy?.pricingStrategy ?? DEFAULT_CLIENT_TERMS.strategy,
      wholesale,
      locked,
    ),
    markupType: active?.markupType ?? DEFAULT_CLIENT_TERMS.markupType,
    markupPercent: active ? active.clientMarkupPercent : DEFAULT_CLIENT_TERMS.markupPercent,
    fixedMarkupCents: active ? active.fixedMarkupAmountCents : DEFAULT_CLIENT_TERMS.fixedMarkupCents,
    msrpDiscountPercent: strategy?.discountFromMsrpPercent ?? null,
    minimumMarginPercent: active?.minimumMarginPercent ?? DEFAULT_CLIENT_TERMS.minimumMarginPercent,
  };
}
