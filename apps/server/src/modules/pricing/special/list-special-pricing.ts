import type { TSpecialPricingRule } from '@stonetool/contracts/admin-special-pricing';
import type { Executor } from '@stonetool/db/client';
import { specialPricingRules, type SpecialPricingRuleRow } from '@stonetool/db/schema/pricing';
import { showrooms } from '@stonetool/db/schema/showrooms';
import { specialPricingStatus } from '@stonetool/domain/pricing/special-pricing';
import { desc, eq, getTableColumns } from 'drizzle-orm';

export function toSpecialPricingRule(
  row: SpecialPricingRuleRow,
  showroomName: string,
  now: Date,
): TSpecialPricingRule {
  return {
    id: row.id,
    showroom_id: row.showroomId,
    showroom_name: showroomName,
    brand: row.brand,
    color: row.color,
    thickness: row.thickness,
    finish: row.finish,
    special_discount_percent: row.specialDiscountPercent,
    max_uses: row.maxUses,
    current_uses: row.currentUses,
    valid_until: row.validUntil.toISOString(),
    notes: row.notes,
    promo_code: row.promoCode,
    status: specialPricingStatus(row, now),
    created_at: row.createdAt.toISOString(),
  };
}

/** Every special pricing rule with its showroom's name, or one rule by id. */
export function selectSpecialPricing(db: Executor) {
  return db
    .select({ rule: getTableColumns(specialPricingRules), showroomName: showrooms.name })
    .from(specialPricingRules)
    .innerJoin(showrooms, eq(showrooms.id, specialPricingRules.showroomId));
}

/**
 * GET /api/admin/special-pricing: every rule of every showroom, newest first, each with its status
 * now (Active, Expired, Used Up; spec 03 section 4).
 */
export async function listSpecialPricing(db: Executor, now: Date): Promise<TSpecialPricingRule[]> {
  const rows = await selectSpecialPricing(db).orderBy(
    desc(specialPricingRules.createdAt),
    desc(specialPricingRules.id),
  );
  return rows.map(({ rule, showroomName }) => toSpecialPricingRule(rule, showroomName, now));
}
