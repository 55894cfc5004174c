import { effectiveStrategy, isStrategyLocked } from '@stonetool/domain/pricing/brand-pricing';
import {
  DEFAULT_CLIENT_TERMS,
  DEFAULT_WHOLESALE_TERMS,
  type ClientTerms,
  type WholesaleTerms,
} from '@stonetool/domain/pricing/stone-price';
import type { ClientMarkupRow, ShowroomBrandPricingRow, WholesalePricingRow } from './schema/pricing';

/**
 * A showroom's pricing rows for one brand as the domain's terms, so the server's prices and the
 * demo data's seeded orders come from the same rows by the same formulas (packages/domain). A
 * brand without a row gets the spec's defaults.
 */

export function toWholesaleTerms(row: WholesalePricingRow | undefined): WholesaleTerms {
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
  markup: ClientMarkupRow | undefined,
  strategy: ShowroomBrandPricingRow | undefined,
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
