import { averageCents, BRAND_PRICING_MESSAGES, DEFAULT_SAMPLE_WHOLESALE_CENTS } from './brand-pricing';
import type { StoneCosts, WholesalePricingType, WholesaleTerms } from './stone-price';

/**
 * The platform admin's wholesale pricing of one brand for one showroom (spec 03 sections 3, 4, 5
 * and 9): what the showroom pays, as a mark-up on the catalog cost or a discount from MSRP. The
 * catalog and every order price through `wholesaleUnitCents` (stone-price.ts) with these terms.
 */

/** Spec 03 section 9: wholesale markup default 50, max 200; MSRP discount max 50. */
export const WHOLESALE_PRICING_BOUNDS = { markupPercentMax: 200, msrpDiscountPercentMax: 50 } as const;

export const WHOLESALE_PRICING_MESSAGES = {
  markupRange: (brand: string) => `Wholesale markup for ${brand} must be from 0 to 200%`,
  msrpDiscountRange: (brand: string) => `MSRP discount for ${brand} must be from 0 to 50%`,
  /** Spec 03 section 5, word for word. */
  noMsrpData: BRAND_PRICING_MESSAGES.noMsrpData,
} as const;

export interface WholesalePricingInput extends WholesaleTerms {
  brand: string;
}

function within(value: number | null, max: number): boolean {
  return value === null || (Number.isFinite(value) && value >= 0 && value <= max);
}

/** Spec 03 section 5, wholesale pricing: markup 0 to 200, MSRP discount 0 to 50. */
export function wholesalePricingBoundsError(
  input: Pick<WholesalePricingInput, 'brand' | 'markupPercent' | 'discountPercent'>,
): string | null {
  if (!within(input.markupPercent, WHOLESALE_PRICING_BOUNDS.markupPercentMax)) {
    return WHOLESALE_PRICING_MESSAGES.markupRange(input.brand);
  }
  if (!within(input.discountPercent, WHOLESALE_PRICING_BOUNDS.msrpDiscountPercentMax)) {
    return WHOLESALE_PRICING_MESSAGES.msrpDiscountRange(input.brand);
  }
  return null;
}

/**
 * Every rule of a save: the bounds, then the MSRP discount is refused for a brand without MSRP
 * data (spec 03 section 5). The first broken rule's message, or null.
 */
export function wholesalePricingError(input: WholesalePricingInput, hasMsrp: boolean): string | null {
  const bounds = wholesalePricingBoundsError(input);
  if (bounds) return bounds;
  if (input.pricingType === 'discount_from_msrp' && !hasMsrp) {
    return WHOLESALE_PRICING_MESSAGES.noMsrpData(input.brand);
  }
  return null;
}

/**
 * Spec 03 section 4: in wholesale pricing, choosing markup clears the discount; choosing MSRP
 * discount clears the markup. Applied by the form and again by the server's save.
 */
export function switchWholesalePricingType<T extends WholesaleTerms>(
  terms: T,
  pricingType: WholesalePricingType,
): T {
  return pricingType === 'markup_from_cost'
    ? { ...terms, pricingType, discountPercent: null }
    : { ...terms, pricingType, markupPercent: null };
}

/** The reference figures of a brand on the admin's Pricing tab (brandMsrpData, brandCostData). */
export interface BrandReference {
  /** Average catalog slab cost of the brand's stones; $450 when none has a cost (spec 03 section 9). */
  averageCostCents: number;
  /** Average MSRP of the brand's stones that have one; null when none has. */
  averageMsrpCents: number | null;
  hasMsrp: boolean;
}

export function brandReference(stones: readonly StoneCosts[]): BrandReference {
  const positives = (values: (number | null)[]) =>
    values.filter((cents): cents is number => cents !== null && cents > 0);
  const averageMsrpCents = averageCents(positives(stones.map((stone) => stone.msrpCents)));
  return {
    averageCostCents:
      averageCents(positives(stones.map((stone) => stone.slabCostCents))) ?? DEFAULT_SAMPLE_WHOLESALE_CENTS,
    averageMsrpCents,
    hasMsrp: averageMsrpCents !== null,
  };
}
