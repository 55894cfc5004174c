import type {
  TCreateSpecialPricingRequest,
  TSpecialPricingRule,
} from '@stonetool/contracts/admin-special-pricing';
import type { Executor } from '@stonetool/db/client';
import { stones } from '@stonetool/db/schema/catalog';
import { specialPricingRules } from '@stonetool/db/schema/pricing';
import { looseEquals } from '@stonetool/domain/estimate/loose-match';
import { normalizePromoCode, ruleCovers, specialValidUntil } from '@stonetool/domain/pricing/special-pricing';
import { isNull } from 'drizzle-orm';
import { AppError } from '../../../errors/app-error';
import { toSpecialPricingRule } from './list-special-pricing';
import { requireShowroom } from '../../showrooms/require-showroom';

/** An empty narrowing field is stored as null: the rule covers every color (thickness, finish). */
function narrowing(value: string | null | undefined): string | null {
  return value === undefined || value === null || value.trim() === '' ? null : value.trim();
}

/**
 * POST /api/admin/special-pricing: a new rule for one showroom (spec 03 section 5). The brand is
 * saved under its catalog spelling, and the rule must cover at least one catalog stone: a rule
 * that can never apply is refused rather than kept as a silent no-op. The promo code is forced to
 * upper-case letters and digits; the rule is valid for `valid_days` from now. It applies to the
 * showroom's next cart check and order at once.
 */
export async function createSpecialPricing(
  db: Executor,
  body: TCreateSpecialPricingRequest,
  createdByUserId: string,
  now: Date,
): Promise<TSpecialPricingRule> {
  const showroom = await requireShowroom(db, body.showroom_id);
  const rule = {
    color: narrowing(body.color),
    thickness: narrowing(body.thickness),
    finish: narrowing(body.finish),
  };
  const catalog = await db
    .select({ brand: stones.brand, color: stones.color, thickness: stones.thickness, finish: stones.finish })
    .from(stones)
    .where(isNull(stones.retiredAt));
  const ofBrand = catalog.filter((stone) => looseEquals(stone.brand, body.brand));
  const [first] = ofBrand;
  if (!first) throw new AppError('NOT_FOUND', `${body.brand} is not in the catalog`);
  const narrowed = { brand: first.brand, ...rule };
  if (!ofBrand.some((stone) => ruleCovers(narrowed, stone))) {
    throw new AppError(
      'VALIDATION_FAILED',
      `No ${first.brand} stone matches this color, thickness and finish`,
    );
  }

  const promoCode = body.promo_code ? normalizePromoCode(body.promo_code) : '';
  const [saved] = await db
    .insert(specialPricingRules)
    .values({
      showroomId: showroom.id,
      ...narrowed,
      specialDiscountPercent: body.special_discount_percent,
      maxUses: body.max_uses,
      validUntil: specialValidUntil(now, body.valid_days),
      notes: body.notes?.trim() ? body.notes.trim() : null,
      promoCode: promoCode === '' ? null : promoCode,
      createdByUserId,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  if (!saved) throw new AppError('INTERNAL');
  return toSpecialPricingRule(saved, showroom.name, now);
}
