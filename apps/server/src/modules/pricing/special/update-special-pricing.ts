import type {
  TSpecialPricingRule,
  TUpdateSpecialPricingRequest,
} from '@stonetool/contracts/admin-special-pricing';
import type { Executor } from '@stonetool/db/client';
import { specialPricingRules } from '@stonetool/db/schema/pricing';
import { SPECIAL_PRICING_MESSAGES } from '@stonetool/domain/pricing/special-pricing';
import { and, eq, sql } from 'drizzle-orm';
import { AppError } from '../../../errors/app-error';
import { selectSpecialPricing, toSpecialPricingRule } from './list-special-pricing';

const notFound = () => new AppError('NOT_FOUND', 'Special pricing not found');

/**
 * PUT /api/admin/special-pricing?pricing_id: changes the discount, max uses and notes of a rule;
 * its showroom, brand, color, thickness and finish are locked (spec 03 section 5). Max uses may not
 * fall below the uses already counted: the update is conditional on that in the same statement, so
 * an order counting a use meanwhile cannot slip past it.
 */
export async function updateSpecialPricing(
  db: Executor,
  id: string,
  body: TUpdateSpecialPricingRequest,
  now: Date,
): Promise<TSpecialPricingRule> {
  const maxUses = body.max_uses;
  const [updated] = await db
    .update(specialPricingRules)
    .set({
      specialDiscountPercent: body.special_discount_percent,
      maxUses,
      ...(body.notes === undefined ? {} : { notes: body.notes?.trim() ? body.notes.trim() : null }),
      updatedAt: now,
    })
    .where(
      and(
        eq(specialPricingRules.id, id),
        maxUses === null ? undefined : sql`${specialPricingRules.currentUses} <= ${maxUses}`,
      ),
    )
    .returning({ id: specialPricingRules.id });
  if (!updated) {
    const [existing] = await db
      .select({ currentUses: specialPricingRules.currentUses })
      .from(specialPricingRules)
      .where(eq(specialPricingRules.id, id));
    if (!existing) throw notFound();
    throw new AppError('VALIDATION_FAILED', SPECIAL_PRICING_MESSAGES.maxUsesBelowUses(existing.currentUses));
  }
  const [row] = await selectSpecialPricing(db).where(eq(specialPricingRules.id, id));
  if (!row) throw notFound();
  return toSpecialPricingRule(row.rule, row.showroomName, now);
}
