import {
  toDeliveryRuleDraft,
  type TCreateDeliveryRuleRequest,
  type TDeliveryRule,
  type TUpdateDeliveryRuleRequest,
} from '@stonetool/contracts/admin-delivery-pricing';
import type { Executor } from '@stonetool/db/client';
import { deliveryPricingRules } from '@stonetool/db/schema/pricing';
import { and, eq, isNull } from 'drizzle-orm';
import type { Clock } from '../../../clock';
import { AppError } from '../../../errors/app-error';
import { isUniqueViolation } from '../../../errors/unique-violation';
import { toDeliveryRule } from './list-delivery-rules';

function columns(rule: TCreateDeliveryRuleRequest) {
  return {
    ...toDeliveryRuleDraft(rule),
    // The draft also types the matrix's unchosen '' type; a saved rule always has one.
    pricingType: rule.pricing_type,
    isActive: rule.is_active,
    notes: rule.notes || null,
  };
}

/** One platform rule per brand: a second one for the same brand is refused with this. */
function duplicateBrand(brand: string): AppError {
  return new AppError('CONFLICT', `${brand} already has a delivery pricing rule`);
}

/** POST /api/admin/delivery-pricing: a new platform rule for a brand that has none. */
export async function createDeliveryRule(
  db: Executor,
  rule: TCreateDeliveryRuleRequest,
): Promise<TDeliveryRule> {
  try {
    const [row] = await db.insert(deliveryPricingRules).values(columns(rule)).returning();
    if (!row) throw new Error('delivery rule not inserted');
    return toDeliveryRule(row);
  } catch (error) {
    if (isUniqueViolation(error, 'delivery_pricing_rules_showroom_brand_unique'))
      throw duplicateBrand(rule.brand);
    throw error;
  }
}

/** PUT /api/admin/delivery-pricing: replaces a platform rule with the whole row sent. */
export async function updateDeliveryRule(
  db: Executor,
  clock: Clock,
  rule: TUpdateDeliveryRuleRequest,
): Promise<TDeliveryRule> {
  try {
    const [row] = await db
      .update(deliveryPricingRules)
      .set({ ...columns(rule), updatedAt: clock.now() })
      .where(and(eq(deliveryPricingRules.id, rule.id), isNull(deliveryPricingRules.showroomId)))
      .returning();
    if (!row) throw new AppError('NOT_FOUND', 'Delivery rule not found');
    return toDeliveryRule(row);
  } catch (error) {
    if (isUniqueViolation(error, 'delivery_pricing_rules_showroom_brand_unique'))
      throw duplicateBrand(rule.brand);
    throw error;
  }
}
