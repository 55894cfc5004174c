import {
  priceFromWholesale,
  wholesaleUnitCents,
  type ClientMarkupType,
  type ClientPricingStrategy,
  type ClientTerms,
  type StoneCosts,
  type StonePrice,
  type WholesaleTerms,
} from './stone-price';

/**
 * A showroom owner's pricing of one brand on the Pricing & Margins tab (spec 03 sections 2, 4, 5
 * and 9): the rules of a save, the strategy lock, the markup-type switch and the preview. The
 * server's save, the tab's form and its preview all call these, and the preview prices through
 * the same formulas as the catalog's `client_price` and the order's server-side price.
 */

/** Spec 03 section 9, pricing bounds (showroom): fixed $0–2,000; markup 0–200; MSRP discount 0–50; minimum profit 0–50. */
export const SHOWROOM_PRICING_BOUNDS = {
  fixedMarkupMaxCents: 200_000,
  markupPercentMax: 200,
  msrpDiscountPercentMax: 50,
  minimumMarginPercentMax: 50,
} as const;

/** Spec 03 section 9: 'Default average cost when unknown: 450', the preview's sample wholesale price. */
export const DEFAULT_SAMPLE_WHOLESALE_CENTS = 45_000;

/**
 * Messages of a save. The first is the spec's (section 5); the bounds and the MSRP refusal are
 * ours, worded like the admin's wholesale message for a brand without MSRP data.
 */
export const BRAND_PRICING_MESSAGES = {
  fixedAmountRequired: (brand: string) => `Must enter a $ amount for ${brand} when using fixed pricing`,
  fixedAmountRange: (brand: string) => `Fixed amount for ${brand} must be from $0 to $2,000`,
  markupRange: (brand: string) => `Markup for ${brand} must be from 0 to 200%`,
  msrpDiscountRange: (brand: string) => `MSRP discount for ${brand} must be from 0 to 50%`,
  minimumMarginRange: (brand: string) => `Minimum profit for ${brand} must be from 0 to 50%`,
  noMsrpData: (brand: string) => `Cannot use MSRP discount for ${brand} - no MSRP data available`,
} as const;

/** What the owner sends for one brand, in cents and percents; null where a field is left empty. */
export interface BrandPricingInput {
  brand: string;
  strategy: ClientPricingStrategy;
  markupType: ClientMarkupType;
  markupPercent: number | null;
  fixedMarkupCents: number | null;
  msrpDiscountPercent: number | null;
  minimumMarginPercent: number | null;
}

/** What the platform's terms and the catalog say about the brand for this showroom. */
export interface BrandPricingContext {
  hasMsrp: boolean;
  isStrategyLocked: boolean;
}

function within(value: number | null, max: number): boolean {
  return value === null || (Number.isFinite(value) && value >= 0 && value <= max);
}

/**
 * Spec 03 section 5, showroom pricing save, the rules an entry carries alone: a fixed mark-up
 * needs an amount above 0, and each figure stays within its bound. The first broken rule's
 * message, or null.
 */
export function brandPricingBoundsError(input: BrandPricingInput): string | null {
  const { brand } = input;
  if (input.markupType === 'fixed' && !(input.fixedMarkupCents !== null && input.fixedMarkupCents > 0)) {
    return BRAND_PRICING_MESSAGES.fixedAmountRequired(brand);
  }
  if (!within(input.fixedMarkupCents, SHOWROOM_PRICING_BOUNDS.fixedMarkupMaxCents)) {
    return BRAND_PRICING_MESSAGES.fixedAmountRange(brand);
  }
  if (!within(input.markupPercent, SHOWROOM_PRICING_BOUNDS.markupPercentMax)) {
    return BRAND_PRICING_MESSAGES.markupRange(brand);
  }
  if (!within(input.msrpDiscountPercent, SHOWROOM_PRICING_BOUNDS.msrpDiscountPercentMax)) {
    return BRAND_PRICING_MESSAGES.msrpDiscountRange(brand);
  }
  if (!within(input.minimumMarginPercent, SHOWROOM_PRICING_BOUNDS.minimumMarginPercentMax)) {
    return BRAND_PRICING_MESSAGES.minimumMarginRange(brand);
  }
  return null;
}

/**
 * Every rule of a save: the bounds, then the MSRP strategy needs the brand's MSRP data unless the
 * platform's lock imposes it (its price then falls back to the displayed MSRP, as in the catalog).
 */
export function brandPricingError(input: BrandPricingInput, context: BrandPricingContext): string | null {
  const bounds = brandPricingBoundsError(input);
  if (bounds) return bounds;
  if (input.strategy === 'discount_from_msrp' && !context.hasMsrp && !context.isStrategyLocked) {
    return BRAND_PRICING_MESSAGES.noMsrpData(input.brand);
  }
  return null;
}

/**
 * Whether the owner's strategy is locked to the platform's wholesale pricing type (spec 03
 * section 2: 'locked to match wholesale pricing'). A brand the platform sells to the showroom as a
 * discount from MSRP is locked: the showroom's cost then follows the manufacturer's list price,
 * and so must its client price. The platform may also lock any brand explicitly.
 */
export function isStrategyLocked(wholesale: WholesaleTerms, lockedByPlatform: boolean): boolean {
  return lockedByPlatform || wholesale.pricingType === 'discount_from_msrp';
}

/** Spec 03 section 5: 'A locked strategy saves the wholesale pricing type.' */
export function effectiveStrategy(
  chosen: ClientPricingStrategy,
  wholesale: WholesaleTerms,
  locked: boolean,
): ClientPricingStrategy {
  return locked ? wholesale.pricingType : chosen;
}

/**
 * Spec 03 section 4: choosing percentage clears the fixed amount; choosing fixed clears the
 * percent (the mark-up percent and, under the MSRP strategy, the MSRP discount it stands for).
 */
export function switchMarkupType<
  T extends Pick<ClientTerms, 'markupType' | 'markupPercent' | 'fixedMarkupCents' | 'msrpDiscountPercent'>,
>(terms: T, markupType: ClientMarkupType): T {
  if (markupType === terms.markupType) return terms;
  return markupType === 'percentage'
    ? { ...terms, markupType, fixedMarkupCents: null }
    : { ...terms, markupType, markupPercent: null, msrpDiscountPercent: null };
}

/** The preview's sample figures of a brand for one showroom. */
export interface BrandSample {
  /** Average wholesale price per slab of the brand's priced stones; $450 when none is priced. */
  sampleWholesaleCents: number;
  /** Average MSRP of the brand's stones that have one; null when none has. */
  brandMsrpCents: number | null;
  hasMsrp: boolean;
}

/** The average of some amounts, rounded to the cent; null for none. */
export function averageCents(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  return Math.round(values.reduce((sum, value) => sum + value, 0) / values.length);
}

/** The sample wholesale price and MSRP of a brand, from its stones and the showroom's wholesale terms. */
export function brandSample(stones: readonly StoneCosts[], wholesale: WholesaleTerms): BrandSample {
  const wholesalePrices = stones
    .map((stone) => wholesaleUnitCents(stone, wholesale))
    .filter((cents): cents is number => cents !== null);
  const msrps = stones
    .map((stone) => stone.msrpCents)
    .filter((cents): cents is number => cents !== null && cents > 0);
  const brandMsrpCents = averageCents(msrps);
  return {
    sampleWholesaleCents: averageCents(wholesalePrices) ?? DEFAULT_SAMPLE_WHOLESALE_CENTS,
    brandMsrpCents,
    hasMsrp: brandMsrpCents !== null,
  };
}

/**
 * The preview of a brand card (spec 03 section 2): sample customer price, profit and floor price
 * for the brand's sample wholesale price and average MSRP, by the catalog's own formulas.
 */
export function previewBrandPrice(
  sample: Pick<BrandSample, 'sampleWholesaleCents' | 'brandMsrpCents'>,
  terms: ClientTerms,
): StonePrice {
  return priceFromWholesale(
    { slabCostCents: null, msrpCents: sample.brandMsrpCents },
    sample.sampleWholesaleCents,
    terms,
  );
}

/** What the platform admin sets for one brand on the Client Markup tab (spec 03 section 3). */
export type ClientMarkupInput = Pick<
  BrandPricingInput,
  'brand' | 'markupType' | 'markupPercent' | 'fixedMarkupCents' | 'minimumMarginPercent'
>;

/**
 * Spec 03 section 5, client markup: percent 0 to 200, fixed amount 0 to 2000, minimum margin 0 to
 * 50. These are the owner's own bounds on the same row (a fixed markup needs its amount too), so
 * the rule is the owner's, without the strategy the admin's tab does not set.
 */
export function clientMarkupError(input: ClientMarkupInput): string | null {
  return brandPricingBoundsError({ ...input, strategy: 'markup_from_cost', msrpDiscountPercent: null });
}
