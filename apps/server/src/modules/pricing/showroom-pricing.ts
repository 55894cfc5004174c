import type { Executor } from '@stonetool/db/client';
import type { StoneRow } from '@stonetool/db/schema/catalog';
import {
  clientMarkups,
  showroomBrandPricing,
  wholesalePricing,
  type ClientMarkupRow,
  type ShowroomBrandPricingRow,
  type WholesalePricingRow,
} from '@stonetool/db/schema/pricing';
import { looseKey } from '@stonetool/domain/estimate/loose-match';
import { effectiveStrategy, isStrategyLocked } from '@stonetool/domain/pricing/brand-pricing';
import {
  DEFAULT_CLIENT_TERMS,
  DEFAULT_WHOLESALE_TERMS,
  priceStone,
  type ClientTerms,
  type StonePrice,
  type WholesaleTerms,
} from '@stonetool/domain/pricing/stone-price';
import { eq } from 'drizzle-orm';

/**
 * One showroom's pricing for every brand, read once per request: a showroom has one row per
 * brand in each of three small tables, so loading them whole is cheaper than a join per stone.
 */
export interface ShowroomPricing {
  /** Null for the platform admin's view of the catalog, which is priced by the defaults alone. */
  showroomId: string | null;
  /** Brands whose wholesale pricing hides them from this showroom (`is_active` false). */
  isBrandHidden(brand: string): boolean;
  wholesaleTerms(brand: string): WholesaleTerms;
  /** Whether the brand's client strategy is locked to its wholesale pricing type. */
  isStrategyLocked(brand: string): boolean;
  /** A brand the owner has never saved on Pricing & Margins (spec 03: 'Stone Catalog Loaded'). */
  isNewBrand(brand: string): boolean;
  clientTerms(brand: string): ClientTerms;
  /** Every per-slab figure of the stone for this showroom; null for 'Price on request'. */
  priceOf(stone: Pick<StoneRow, 'brand' | 'slabCostCents' | 'msrpCents'>): StonePrice | null;
}

function byBrand<T extends { brand: string }>(rows: readonly T[]): Map<string, T> {
  return new Map(rows.map((row) => [looseKey(row.brand), row]));
}

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

export async function loadShowroomPricing(db: Executor, showroomId: string | null): Promise<ShowroomPricing> {
  const [wholesaleRows, markupRows, strategyRows] = showroomId
    ? await Promise.all([
        db.select().from(wholesalePricing).where(eq(wholesalePricing.showroomId, showroomId)),
        db.select().from(clientMarkups).where(eq(clientMarkups.showroomId, showroomId)),
        db.select().from(showroomBrandPricing).where(eq(showroomBrandPricing.showroomId, showroomId)),
      ])
    : [[], [], []];
  const wholesale = byBrand(wholesaleRows);
  const markups = byBrand(markupRows);
  const strategies = byBrand(strategyRows);

  const pricing: ShowroomPricing = {
    showroomId,
    isBrandHidden: (brand) => wholesale.get(looseKey(brand))?.isActive === false,
    wholesaleTerms: (brand) => toWholesaleTerms(wholesale.get(looseKey(brand))),
    isStrategyLocked: (brand) =>
      isStrategyLocked(
        pricing.wholesaleTerms(brand),
        strategies.get(looseKey(brand))?.isStrategyLocked ?? false,
      ),
    isNewBrand: (brand) => !strategies.get(looseKey(brand))?.acknowledgedAt,
    clientTerms: (brand) =>
      toClientTerms(
        markups.get(looseKey(brand)),
        strategies.get(looseKey(brand)),
        pricing.wholesaleTerms(brand),
      ),
    priceOf: (stone) =>
      priceStone(
        { slabCostCents: stone.slabCostCents, msrpCents: stone.msrpCents },
        pricing.wholesaleTerms(stone.brand),
        pricing.clientTerms(stone.brand),
      ),
  };
  return pricing;
}
