import { NO_DELIVERY_AMOUNTS, type DeliveryAmounts, type DeliveryPricingType } from './delivery';

/** A delivery rule as the matrix editor holds it; amounts in cents, null when left empty. */
export interface DeliveryRuleDraft extends DeliveryAmounts {
  brand: string;
  /** Empty while a new row has no type chosen yet. */
  pricingType: DeliveryPricingType | '';
}

export const DELIVERY_RULE_NEEDS_BRAND_AND_TYPE = 'All rules must have a brand and pricing type';

/**
 * What is wrong with one delivery rule, in the spec's words (spec 03 section 5, "Delivery pricing
 * save"), or null: a brand and type are required; flat_rate needs its amount, per_slab its
 * per-slab amount (neither negative); tiered needs both thresholds. free needs nothing. Whatever
 * the type, tier 2's minimum must lie above tier 1's maximum when both are given: the row keeps
 * them, and the database refuses overlapping tiers.
 */
export function deliveryRuleProblem(rule: DeliveryRuleDraft): string | null {
  const brand = rule.brand.trim();
  if (brand === '' || rule.pricingType === '') return DELIVERY_RULE_NEEDS_BRAND_AND_TYPE;
  const missing = (amount: number | null) => amount === null || amount < 0;
  switch (rule.pricingType) {
    case 'flat_rate':
      if (missing(rule.flatRateAmountCents)) return `${brand}: Flat rate amount is required`;
      break;
    case 'per_slab':
      if (missing(rule.perSlabAmountCents)) return `${brand}: Per-slab amount is required`;
      break;
    case 'tiered':
      if (rule.tier1MaxSlabs === null || rule.tier2MinSlabs === null) {
        return `${brand}: Tier thresholds are required`;
      }
      break;
    case 'free':
      break;
  }
  return rule.tier1MaxSlabs !== null &&
    rule.tier2MinSlabs !== null &&
    rule.tier2MinSlabs <= rule.tier1MaxSlabs
    ? `${brand}: Tier 2 minimum must be greater than Tier 1 maximum`
    : null;
}

/** The first problem of a matrix, checked rule by rule in order (the save stops there), or null. */
export function firstDeliveryRuleProblem(rules: readonly DeliveryRuleDraft[]): string | null {
  for (const rule of rules) {
    const problem = deliveryRuleProblem(rule);
    if (problem !== null) return problem;
  }
  return null;
}

/**
 * A rule switched to another pricing type (spec 03 section 4): flat_rate keeps only the flat
 * amount, per_slab only the per-slab amount, tiered clears the flat and per-slab amounts, free
 * sets the flat amount to 0 and clears the rest.
 */
export function withPricingType<R extends DeliveryRuleDraft>(rule: R, pricingType: DeliveryPricingType): R {
  switch (pricingType) {
    case 'flat_rate':
      return { ...rule, ...NO_DELIVERY_AMOUNTS, pricingType, flatRateAmountCents: rule.flatRateAmountCents };
    case 'per_slab':
      return { ...rule, ...NO_DELIVERY_AMOUNTS, pricingType, perSlabAmountCents: rule.perSlabAmountCents };
    case 'tiered':
      return { ...rule, pricingType, flatRateAmountCents: null, perSlabAmountCents: null };
    case 'free':
      return { ...rule, ...NO_DELIVERY_AMOUNTS, pricingType, flatRateAmountCents: 0 };
  }
}
