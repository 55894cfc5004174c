import { looseKey } from '../estimate/loose-match';
import { sumCents } from '../money';

export type DeliveryPricingType = 'flat_rate' | 'per_slab' | 'tiered' | 'free';

/** The amounts and tier bounds of a delivery rule (spec 03 section 3); amounts in cents, null when unset. */
export interface DeliveryAmounts {
  flatRateAmountCents: number | null;
  perSlabAmountCents: number | null;
  tier1MaxSlabs: number | null;
  tier1AmountCents: number | null;
  tier2MinSlabs: number | null;
  tier2AmountCents: number | null;
}

/** A rule's amounts with none set: where a new rule starts and what a change of pricing type clears. */
export const NO_DELIVERY_AMOUNTS: DeliveryAmounts = {
  flatRateAmountCents: null,
  perSlabAmountCents: null,
  tier1MaxSlabs: null,
  tier1AmountCents: null,
  tier2MinSlabs: null,
  tier2AmountCents: null,
};

/** A delivery pricing rule for one brand (spec 03 section 3); amounts in cents. */
export interface DeliveryRule extends DeliveryAmounts {
  brand: string;
  /** Null for the platform's row; a showroom's row overrides it. */
  showroomId: string | null;
  pricingType: DeliveryPricingType;
  isActive: boolean;
}

/** One brand's line of the delivery breakdown; `none` when no active rule covers the brand. */
export interface DeliveryLine {
  brand: string;
  slabs: number;
  pricingType: DeliveryPricingType | 'none';
  amountCents: number;
}

export interface DeliveryQuote {
  totalCents: number;
  breakdown: DeliveryLine[];
}

/**
 * The charge for one brand's slabs under its rule: flat_rate one amount per order, per_slab the
 * amount per slab, tiered the tier 1 amount up to tier 1's maximum and the tier 2 amount from
 * tier 2's minimum (a count between the two tiers is still tier 1: tier 2 starts at its
 * minimum), free nothing. A missing amount counts as 0.
 */
export function deliveryForBrand(rule: DeliveryRule, slabs: number): number {
  switch (rule.pricingType) {
    case 'flat_rate':
      return rule.flatRateAmountCents ?? 0;
    case 'per_slab':
      return (rule.perSlabAmountCents ?? 0) * slabs;
    case 'tiered':
      return rule.tier2MinSlabs !== null && slabs >= rule.tier2MinSlabs
        ? (rule.tier2AmountCents ?? 0)
        : (rule.tier1AmountCents ?? 0);
    case 'free':
      return 0;
  }
}

/**
 * The rule that applies to a brand for a showroom: the showroom's own active row, else the
 * platform's active row, else none (no charge). An inactive row is as if it did not exist, so
 * switching off a showroom's row falls back to the platform's price rather than to free delivery.
 */
export function ruleForBrand<R extends DeliveryRule>(
  rules: readonly R[],
  brand: string,
  showroomId: string | null,
): R | null {
  const key = looseKey(brand);
  const candidates = rules.filter((rule) => rule.isActive && looseKey(rule.brand) === key);
  const own = showroomId === null ? undefined : candidates.find((rule) => rule.showroomId === showroomId);
  return own ?? candidates.find((rule) => rule.showroomId === null) ?? null;
}

/**
 * Delivery for a cart (spec 01 section 9, spec 03 delivery matrix): slabs are summed per brand,
 * each brand is charged once under its rule, and the total is the sum of the breakdown. Brands
 * keep the order they first appear in.
 */
export function quoteDelivery(
  items: readonly { brand: string; quantity: number }[],
  rules: readonly DeliveryRule[],
  showroomId: string | null,
): DeliveryQuote {
  const slabsByBrand = new Map<string, { brand: string; slabs: number }>();
  for (const item of items) {
    const key = looseKey(item.brand);
    const entry = slabsByBrand.get(key);
    if (entry) entry.slabs += item.quantity;
    else slabsByBrand.set(key, { brand: item.brand, slabs: item.quantity });
  }
  const breakdown = [...slabsByBrand.values()].map(({ brand, slabs }): DeliveryLine => {
    const rule = ruleForBrand(rules, brand, showroomId);
    return rule
      ? { brand, slabs, pricingType: rule.pricingType, amountCents: deliveryForBrand(rule, slabs) }
      : { brand, slabs, pricingType: 'none', amountCents: 0 };
  });
  return { totalCents: sumCents(breakdown.map((line) => line.amountCents)), breakdown };
}
