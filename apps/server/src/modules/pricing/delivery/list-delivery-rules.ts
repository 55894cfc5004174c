import type { TDeliveryRule } from '@stonetool/contracts/admin-delivery-pricing';
import type { Executor } from '@stonetool/db/client';
import { deliveryPricingRules, type DeliveryPricingRuleRow } from '@stonetool/db/schema/pricing';
import { centsToDollars } from '@stonetool/domain/money';
import { asc, isNull } from 'drizzle-orm';

const dollars = (cents: number | null) => (cents === null ? null : centsToDollars(cents));

/** A delivery rule row in the matrix's shape (dollars). */
export function toDeliveryRule(row: DeliveryPricingRuleRow): TDeliveryRule {
  return {
    id: row.id,
    brand: row.brand,
    pricing_type: row.pricingType,
    flat_rate_amount: dollars(row.flatRateAmountCents),
    per_slab_amount: dollars(row.perSlabAmountCents),
    tier_1_max_slabs: row.tier1MaxSlabs,
    tier_1_amount: dollars(row.tier1AmountCents),
    tier_2_min_slabs: row.tier2MinSlabs,
    tier_2_amount: dollars(row.tier2AmountCents),
    is_active: row.isActive,
    notes: row.notes,
  };
}

/**
 * GET /api/admin/delivery-pricing: the platform's delivery rules (the rows with no showroom), by
 * brand. A showroom's own rows override these for that showroom only and are not edited here.
 */
export async function listDeliveryRules(db: Executor): Promise<TDeliveryRule[]> {
  const rows = await db
    .select()
    .from(deliveryPricingRules)
    .where(isNull(deliveryPricingRules.showroomId))
    .orderBy(asc(deliveryPricingRules.brand));
  return rows.map(toDeliveryRule);
}
