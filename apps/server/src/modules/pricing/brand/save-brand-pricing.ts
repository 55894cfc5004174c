import {
  toBrandPricingInput,
  type TBrandPricingEntry,
  type TSaveBrandPricingRequest,
} from '@stonetool/contracts/showroom-pricing';
import type { Executor } from '@stonetool/db/client';
import { clientMarkups, showroomBrandPricing } from '@stonetool/db/schema/pricing';
import { brandPricingError, effectiveStrategy } from '@stonetool/domain/pricing/brand-pricing';
import { sql } from 'drizzle-orm';
import { AppError } from '../../../errors/app-error';
import { listBrandPricing } from './list-brand-pricing';

/**
 * PUT /api/showroom/pricing for one brand (spec 03 sections 4 and 5). The brand must be one the
 * showroom can sell; every section 5 rule is checked before anything is written; a locked
 * strategy is saved as the wholesale pricing type whatever was sent. The markup type keeps only
 * its own figure (percentage clears the fixed amount, fixed clears the percents). The client
 * mark-up row is (re)activated: the owner's save is the brand's pricing from now on. Both rows
 * are written in one transaction, and the first save marks the brand as no longer new.
 */
export async function saveBrandPricing(
  db: Executor,
  showroomId: string,
  body: TSaveBrandPricingRequest,
  now: Date,
): Promise<TBrandPricingEntry> {
  const [current] = await listBrandPricing(db, showroomId, body.brand);
  if (!current) throw new AppError('NOT_FOUND', `${body.brand} is not in your catalog`);

  const input = { ...toBrandPricingInput(body), brand: current.brand };
  const error = brandPricingError(input, {
    hasMsrp: current.has_msrp,
    isStrategyLocked: current.is_strategy_locked,
  });
  if (error) throw new AppError('VALIDATION_FAILED', error);

  const strategy = effectiveStrategy(
    input.strategy,
    { pricingType: current.wholesale_pricing_type, markupPercent: null, discountPercent: null },
    current.is_strategy_locked,
  );
  const fixed = input.markupType === 'fixed';
  const markup = {
    markupType: input.markupType,
    clientMarkupPercent: fixed ? null : input.markupPercent,
    fixedMarkupAmountCents: fixed ? input.fixedMarkupCents : null,
    minimumMarginPercent: input.minimumMarginPercent ?? current.minimum_margin_percent,
    isActive: true,
    updatedAt: now,
  };
  const brandStrategy = {
    pricingStrategy: strategy,
    discountFromMsrpPercent: fixed ? null : input.msrpDiscountPercent,
    updatedAt: now,
  };

  await db.transaction(async (tx) => {
    await tx
      .insert(clientMarkups)
      .values({ showroomId, brand: current.brand, ...markup })
      .onConflictDoUpdate({ target: [clientMarkups.showroomId, clientMarkups.brand], set: markup });
    await tx
      .insert(showroomBrandPricing)
      .values({ showroomId, brand: current.brand, ...brandStrategy, acknowledgedAt: now })
      .onConflictDoUpdate({
        target: [showroomBrandPricing.showroomId, showroomBrandPricing.brand],
        set: {
          ...brandStrategy,
          acknowledgedAt: sql`coalesce(${showroomBrandPricing.acknowledgedAt}, ${now.toISOString()}::timestamptz)`,
        },
      });
  });

  const [saved] = await listBrandPricing(db, showroomId, current.brand);
  if (!saved) throw new AppError('NOT_FOUND', `${body.brand} is not in your catalog`);
  return saved;
}
