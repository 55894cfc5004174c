import type { TValidateDiscountRequest, TValidateDiscountResponse } from '@stonetool/contracts/pricing';
import type { Executor } from '@stonetool/db/client';
import { stones } from '@stonetool/db/schema/catalog';
import { looseEquals } from '@stonetool/domain/estimate/loose-match';
import { dollarsToCents } from '@stonetool/domain/money';
import { checkDiscount, DISCOUNT_MESSAGES, type DiscountCheck } from '@stonetool/domain/pricing/discount';
import { floorForPrice, type StonePrice } from '@stonetool/domain/pricing/stone-price';
import { eq, sql } from 'drizzle-orm';
import { AppError } from '../../../errors/app-error';
import type { Principal } from '../../auth/principal';
import { approveDiscountOverride } from './discount-override';
import { quoteStones } from '../quote-stones';
import { loadShowroomPricing } from '../showroom-pricing';

/** Asked for an override without saying who approves it. */
export const OVERRIDE_SECRET_REQUIRED = 'Enter the manager password or PIN.';

type FloorRatio = Pick<StonePrice, 'clientCents' | 'floorCents'>;

/** The larger floor / price ratio of two stones, compared exactly (cents products pass 2^53). */
function stricter(a: FloorRatio, b: FloorRatio): FloorRatio {
  return BigInt(a.floorCents) * BigInt(b.clientCents) >= BigInt(b.floorCents) * BigInt(a.clientCents) ? a : b;
}

/**
 * The floor ratio a discount on this brand is held to: the named stone's own when `stone_id`
 * names one of the brand's stones, else the strictest among the brand's priced stones (the
 * spec's call names only a brand and a price, and the answer must not be looser than the order's
 * check). Null when the showroom has no priced stone of that brand.
 */
async function floorRatioFor(
  db: Executor,
  showroomId: string,
  brand: string,
  stoneId: string | undefined,
  now: Date,
): Promise<FloorRatio | null> {
  if (stoneId !== undefined) {
    const quote = (await quoteStones(db, showroomId, [stoneId], now)).get(stoneId);
    return quote?.price && looseEquals(quote.stone.brand, brand) ? quote.price : null;
  }
  const [pricing, rows] = await Promise.all([
    loadShowroomPricing(db, showroomId),
    db
      .select({ brand: stones.brand, slabCostCents: stones.slabCostCents, msrpCents: stones.msrpCents })
      .from(stones)
      .where(eq(sql`lower(${stones.brand})`, brand.trim().toLowerCase())),
  ]);
  let strictest: FloorRatio | null = null;
  for (const stone of rows) {
    if (pricing.isBrandHidden(stone.brand)) continue;
    const price = pricing.priceOf(stone);
    if (price) strictest = strictest ? stricter(strictest, price) : price;
  }
  return strictest;
}

function answer(check: Pick<DiscountCheck, 'valid' | 'warning' | 'error' | 'requiresOverride'>) {
  return {
    success: true as const,
    valid: check.valid,
    warning: check.warning,
    error: check.error,
    requires_override: check.requiresOverride,
    override_id: null,
    approved_by: null,
  };
}

/**
 * POST /api/showroom/validate-discount for the caller's showroom (spec 01 sections 4, 5 and 7;
 * rules in packages/domain/src/pricing/discount.ts). The answer names no floor and no cost. With
 * `manager_override`, a discount that needs approval is approved by the password or PIN of an
 * active manager or the owner and recorded; a wrong one is refused with 403 and counted.
 */
export async function validateDiscount(
  db: Executor,
  showroomId: string,
  principal: Principal,
  body: TValidateDiscountRequest,
  now: Date,
): Promise<TValidateDiscountResponse> {
  const ratio = await floorRatioFor(db, showroomId, body.brand, body.stone_id, now);
  if (!ratio)
    return answer({
      valid: false,
      warning: null,
      error: DISCOUNT_MESSAGES.brandNotFound,
      requiresOverride: false,
    });
  const priceCents = dollarsToCents(body.catalog_price);
  const check = checkDiscount({
    priceCents,
    discountPercent: body.discount_amount,
    floorCents: priceCents > 0 ? floorForPrice(priceCents, ratio) : 0,
    maxDiscountPercent: principal.teamMember?.permissions.maxDiscountPercent ?? 0,
  });
  if (!check.requiresOverride || !body.manager_override) return answer(check);

  const secret = body.manager_password ?? '';
  if (secret.trim() === '') throw new AppError('VALIDATION_FAILED', OVERRIDE_SECRET_REQUIRED);
  const approval = await approveDiscountOverride(db, {
    showroomId,
    principal,
    secret,
    brand: body.brand.trim(),
    priceCents,
    discountPercent: body.discount_amount,
    reasons: check.reasons,
    now,
  });
  return {
    success: true,
    valid: true,
    warning: `Discount approved by ${approval.approverName}.`,
    error: null,
    requires_override: false,
    override_id: approval.overrideId,
    approved_by: approval.approverName,
  };
}
