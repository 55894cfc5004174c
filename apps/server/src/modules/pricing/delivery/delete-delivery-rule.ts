import type { Executor } from '@stonetool/db/client';
import { deliveryPricingRules } from '@stonetool/db/schema/pricing';
import { and, eq, isNull } from 'drizzle-orm';
import { AppError } from '../../../errors/app-error';

/**
 * DELETE /api/admin/delivery-pricing: removes a platform rule. Orders keep the delivery charge
 * they were priced with; the brand's next carts have no platform delivery charge.
 */
export async function deleteDeliveryRule(db: Executor, id: string): Promise<void> {
  const deleted = await db
    .delete(deliveryPricingRules)
    .where(and(eq(deliveryPricingRules.id, id), isNull(deliveryPricingRules.showroomId)))
    .returning({ id: deliveryPricingRules.id });
  if (deleted.length === 0) throw new AppError('NOT_FOUND', 'Delivery rule not found');
}
