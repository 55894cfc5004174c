import type { Executor } from '@stonetool/db/client';
import type { StoneRow } from '@stonetool/db/schema/catalog';
import { toClientTerms, toWholesaleTerms } from '@stonetool/domain/pricing/saved-terms';
import { clientMarkups, showroomBrandPricing, wholesalePricing } from '@stonetool/db/schema/pricing';
import { looseKey } from '@stonetool/domain/estimate/loose-match';
import { isStrategyLocked } from '@stonetool/domain/pricing/brand-pricing';
import {
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

/**
 * A showroom's pricing rows, read one after another: an order prices its cart through this inside
 * its transaction, whose one connection takes one query at a time.
 */
async function loadPricingRows(db: Executor, showroomId: string) {
  const wholesaleRows = await db
    .select()
    .from(wholesalePricing)
    .where(eq(wholesalePricing.showroomId, showroomId));
  const markupRows = await db.select().from(clientMarkups).where(eq(clientMarkups.showroomId, showroomId));
  const strategyRows = await db
    .select()
    .from(showroomBrandPricing)
    .where(eq(showroomBrandPricing.showroomId, showroomId));
  return { wholesaleRows, markupRows, strategyRows };
}

export async function loadShowroomPricing(db: Executor, showroomId: string | null): Promise<ShowroomPricing> {
  const { wholesaleRows, markupRows, strategyRows } = showroomId
    ? await loadPricingRows(db, showroomId)
    : { wholesaleRows: [], markupRows: [], strategyRows: [] };
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
