import type { Executor } from '@stonetool/db/client';
import { specialPricingRules } from '@stonetool/db/schema/pricing';
import { eq } from 'drizzle-orm';
import { AppError } from '../../../errors/app-error';

/**
 * DELETE /api/admin/special-pricing?pricing_id: removes a rule at once, so no later cart or order
 * gets it. Orders it priced keep their special price and savings (order items snapshot them; their
 * link to the rule is cleared).
 */
export async function deleteSpecialPricing(db: Executor, id: string): Promise<void> {
  const deleted = await db
    .delete(specialPricingRules)
    .where(eq(specialPricingRules.id, id))
    .returning({ id: specialPricingRules.id });
  if (deleted.length === 0) throw new AppError('NOT_FOUND', 'Special pricing not found');
}
