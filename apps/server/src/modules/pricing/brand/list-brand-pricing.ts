import type { TBrandPricingEntry } from '@stonetool/contracts/showroom-pricing';
import type { Executor } from '@stonetool/db/client';
import { stones } from '@stonetool/db/schema/catalog';
import { looseKey } from '@stonetool/domain/estimate/loose-match';
import { centsToDollars } from '@stonetool/domain/money';
import { brandSample } from '@stonetool/domain/pricing/brand-pricing';
import type { StoneCosts } from '@stonetool/domain/pricing/stone-price';
import { asc, isNull } from 'drizzle-orm';
import { loadShowroomPricing } from '../showroom-pricing';
import { requireShowroom } from '../../showrooms/require-showroom';

/**
 * Spec 03 Pricing & Margins: one entry per brand the showroom can sell, sorted by name. The
 * brands are the catalog's, less those the platform's wholesale pricing hides from this showroom
 * (`is_active` false), exactly as Material Mode's catalog shows them; the terms are the ones the
 * catalog prices with (defaults for a brand never configured). With `onlyBrand`, the one brand
 * matching it loosely (case and spacing aside), or none.
 */
export async function listBrandPricing(
  db: Executor,
  showroomId: string,
  onlyBrand?: string,
): Promise<TBrandPricingEntry[]> {
  await requireShowroom(db, showroomId);
  const [rows, pricing] = await Promise.all([
    db
      .select({ brand: stones.brand, slabCostCents: stones.slabCostCents, msrpCents: stones.msrpCents })
      .from(stones)
      .where(isNull(stones.retiredAt))
      .orderBy(asc(stones.brand)),
    loadShowroomPricing(db, showroomId),
  ]);

  const byBrand = new Map<string, { brand: string; stones: StoneCosts[] }>();
  for (const row of rows) {
    if (onlyBrand !== undefined && looseKey(row.brand) !== looseKey(onlyBrand)) continue;
    if (pricing.isBrandHidden(row.brand)) continue;
    const key = looseKey(row.brand);
    const group = byBrand.get(key) ?? { brand: row.brand, stones: [] };
    group.stones.push({ slabCostCents: row.slabCostCents, msrpCents: row.msrpCents });
    byBrand.set(key, group);
  }

  return [...byBrand.values()].map(({ brand, stones: costs }) => {
    const wholesale = pricing.wholesaleTerms(brand);
    const client = pricing.clientTerms(brand);
    const sample = brandSample(costs, wholesale);
    return {
      brand,
      pricing_strategy: client.strategy,
      wholesale_pricing_type: wholesale.pricingType,
      is_strategy_locked: pricing.isStrategyLocked(brand),
      client_markup_percent: client.markupPercent,
      discount_from_msrp_percent: client.msrpDiscountPercent,
      minimum_margin_percent: client.minimumMarginPercent,
      markup_type: client.markupType,
      fixed_markup_amount:
        client.markupType === 'fixed' && client.fixedMarkupCents !== null
          ? centsToDollars(client.fixedMarkupCents)
          : null,
      sample_wholesale_price: centsToDollars(sample.sampleWholesaleCents),
      brand_msrp: sample.brandMsrpCents === null ? null : centsToDollars(sample.brandMsrpCents),
      has_msrp: sample.hasMsrp,
      is_new_brand: pricing.isNewBrand(brand),
    };
  });
}
