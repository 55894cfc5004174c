import type { Executor } from '@stonetool/db/client';
import {
  deliveryPricingRules,
  specialPricingRules,
  type DeliveryPricingRuleRow,
  type SpecialPricingRuleRow,
} from '@stonetool/db/schema/pricing';
import { showrooms } from '@stonetool/db/schema/showrooms';
import {
  DEFAULT_SALES_TAX_ENABLED,
  DEFAULT_SALES_TAX_RATE_PERCENT,
} from '@stonetool/domain/pricing/order-totals';
import { and, eq, gte, isNull, lt, or } from 'drizzle-orm';

/**
 * The showroom's special pricing rules that can still be used at `now`: not past `valid_until`
 * and not used up. The domain picks the best one per stone (bestSpecialRule).
 */
export function loadActiveSpecialRules(
  db: Executor,
  showroomId: string,
  now: Date,
): Promise<SpecialPricingRuleRow[]> {
  return db
    .select()
    .from(specialPricingRules)
    .where(
      and(
        eq(specialPricingRules.showroomId, showroomId),
        gte(specialPricingRules.validUntil, now),
        or(
          isNull(specialPricingRules.maxUses),
          lt(specialPricingRules.currentUses, specialPricingRules.maxUses),
        ),
      ),
    );
}

/**
 * Active delivery rules that can apply: the platform's, and the showroom's own when one is named
 * (without a showroom, as on the unauthenticated delivery call, only the platform's).
 */
export function loadDeliveryRules(
  db: Executor,
  showroomId: string | null,
): Promise<DeliveryPricingRuleRow[]> {
  const owner = showroomId
    ? or(isNull(deliveryPricingRules.showroomId), eq(deliveryPricingRules.showroomId, showroomId))
    : isNull(deliveryPricingRules.showroomId);
  return db
    .select()
    .from(deliveryPricingRules)
    .where(and(eq(deliveryPricingRules.isActive, true), owner));
}

export interface TaxSettings {
  /** Percent, e.g. 9.75. */
  ratePercent: number;
  enabled: boolean;
}

/** The platform's defaults (spec 01 section 9): 9.75 %, on. */
export const DEFAULT_TAX_SETTINGS: TaxSettings = {
  ratePercent: DEFAULT_SALES_TAX_RATE_PERCENT,
  enabled: DEFAULT_SALES_TAX_ENABLED,
};

/** A showroom's sales tax settings; null when there is no such showroom. */
export async function loadTaxSettings(db: Executor, showroomId: string): Promise<TaxSettings | null> {
  const [row] = await db
    .select({ ratePercent: showrooms.salesTaxRatePercent, enabled: showrooms.salesTaxEnabled })
    .from(showrooms)
    .where(eq(showrooms.id, showroomId));
  return row ?? null;
}
