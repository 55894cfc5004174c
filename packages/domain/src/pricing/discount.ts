import { percentOfCents } from '../money';

/** Spec 01 section 9: a cart discount is a whole percent from 0 to 50. */
export const MAX_DISCOUNT_PERCENT = 50;

/**
 * Messages of the discount check. The first two are the spec's (section 5); the others are ours,
 * and none of them names the floor or the cost, which a salesperson may not see.
 */
export const DISCOUNT_MESSAGES = {
  brandNotFound: 'Stone brand not found.',
  invalidPrice: 'Invalid price.',
  outOfRange: `Discount must be a whole number from 0 to ${MAX_DISCOUNT_PERCENT} percent.`,
  overLimit: (limit: number) => `Discount exceeds your ${limit}% limit. Manager approval required.`,
  belowFloor: 'Discount takes the price below the minimum margin. Manager approval required.',
  nearFloor: 'Discount is close to the minimum margin.',
} as const;

/** Why a discount needs a manager: over the caller's limit, below the floor price, or both. */
export type OverrideReason = 'over_limit' | 'below_floor';

export interface DiscountCheckInput {
  /** The price the discount applies to, per slab (the special price when one applies). */
  priceCents: number;
  discountPercent: number;
  /** The lowest price without a manager's approval for that same price. */
  floorCents: number;
  /** The caller's own limit (spec 01 section 3: the owner's is 100). */
  maxDiscountPercent: number;
}

export interface DiscountCheck {
  /** True when the discount may be used as it is. */
  valid: boolean;
  /** True when only a manager's override can make it valid. */
  requiresOverride: boolean;
  reasons: OverrideReason[];
  error: string | null;
  warning: string | null;
  /** The price after the discount, per slab; null when the input itself is invalid. */
  discountedCents: number | null;
}

function invalid(error: string): DiscountCheck {
  return { valid: false, requiresOverride: false, reasons: [], error, warning: null, discountedCents: null };
}

/**
 * Spec 01 sections 4 and 5 and issue 4: the discount is a whole percent from 0 to 50 of a price
 * above 0. It needs a manager's override when it is above the caller's maxDiscountPercent or when
 * the discounted price falls below the floor price. 0 % is always valid, even on a price already
 * under its floor: no discount, nothing to approve. A valid discount that leaves less than a
 * tenth of the room between price and floor carries a warning.
 */
export function checkDiscount(input: DiscountCheckInput): DiscountCheck {
  const { priceCents, discountPercent, floorCents, maxDiscountPercent } = input;
  if (!Number.isSafeInteger(priceCents) || priceCents <= 0) return invalid(DISCOUNT_MESSAGES.invalidPrice);
  if (!Number.isInteger(discountPercent) || discountPercent < 0 || discountPercent > MAX_DISCOUNT_PERCENT) {
    return invalid(DISCOUNT_MESSAGES.outOfRange);
  }
  const discountedCents = priceCents - percentOfCents(priceCents, discountPercent);
  if (discountPercent === 0) {
    return { valid: true, requiresOverride: false, reasons: [], error: null, warning: null, discountedCents };
  }
  const reasons: OverrideReason[] = [];
  if (discountPercent > maxDiscountPercent) reasons.push('over_limit');
  if (discountedCents < floorCents) reasons.push('below_floor');
  if (reasons.length > 0) {
    const error = reasons.includes('over_limit')
      ? DISCOUNT_MESSAGES.overLimit(maxDiscountPercent)
      : DISCOUNT_MESSAGES.belowFloor;
    return { valid: false, requiresOverride: true, reasons, error, warning: null, discountedCents };
  }
  const room = priceCents - floorCents;
  const near = room > 0 && (discountedCents - floorCents) * 10 < room;
  return {
    valid: true,
    requiresOverride: false,
    reasons,
    error: null,
    warning: near ? DISCOUNT_MESSAGES.nearFloor : null,
    discountedCents,
  };
}

/**
 * Issue 20: a line's discount is in the totals only once approved (the check found it valid, or a
 * manager overrode it); while it waits for the check or is refused, the line is priced without it.
 */
export function countedDiscountPercent(discount: {
  enabled: boolean;
  percent: number;
  approved: boolean;
}): number {
  return discount.enabled && discount.approved ? discount.percent : 0;
}
