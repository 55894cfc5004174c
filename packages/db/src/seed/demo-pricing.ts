import type { StoneRow } from '../schema/catalog';
import type {
  ClientMarkupRow,
  DeliveryPricingRuleRow,
  ShowroomBrandPricingRow,
  WholesalePricingRow,
} from '../schema/pricing';
import { percentOfCents } from '@stonetool/domain/money';

/**
 * The spec 03 section 9 price formulas, applied to the demo's own pricing rows so that seeded
 * quotes and orders carry the prices the showroom would really have charged. (The server's
 * pricing lives in packages/domain; the demo only needs the same arithmetic for its settings.)
 */
export interface BrandPricing {
  wholesale: WholesalePricingRow;
  markup: ClientMarkupRow;
  strategy: ShowroomBrandPricingRow;
}

/** What the showroom pays per slab: cost × (1 + markup %) or MSRP × (1 − discount %). */
export function wholesaleUnitCents(stone: StoneRow, pricing: BrandPricing): number | null {
  const { wholesale } = pricing;
  if (wholesale.pricingType === 'discount_from_msrp' && stone.msrpCents) {
    return stone.msrpCents - percentOfCents(stone.msrpCents, wholesale.yourDiscountPercent ?? 0);
  }
  if (!stone.slabCostCents) return null;
  return stone.slabCostCents + percentOfCents(stone.slabCostCents, wholesale.yourMarkupPercent ?? 0);
}

/**
 * The client's price per slab: MSRP × (1 − discount %) for the MSRP strategy, wholesale + fixed
 * amount for a fixed markup, otherwise wholesale × (1 + markup %).
 */
export function clientUnitCents(stone: StoneRow, pricing: BrandPricing): number | null {
  const wholesale = wholesaleUnitCents(stone, pricing);
  if (wholesale === null) return null;
  const { markup, strategy } = pricing;
  if (strategy.pricingStrategy === 'discount_from_msrp' && stone.msrpCents) {
    return stone.msrpCents - percentOfCents(stone.msrpCents, strategy.discountFromMsrpPercent ?? 0);
  }
  if (markup.markupType === 'fixed') return wholesale + (markup.fixedMarkupAmountCents ?? 0);
  return wholesale + percentOfCents(wholesale, markup.clientMarkupPercent ?? 0);
}

/** Delivery for one brand's slabs under its rule (spec 03: flat_rate, per_slab, tiered, free). */
export function deliveryCentsFor(rule: DeliveryPricingRuleRow | undefined, slabs: number): number {
  if (!rule || !rule.isActive) return 0;
  switch (rule.pricingType) {
    case 'flat_rate':
      return rule.flatRateAmountCents ?? 0;
    case 'per_slab':
      return (rule.perSlabAmountCents ?? 0) * slabs;
    case 'tiered':
      return slabs <= (rule.tier1MaxSlabs ?? 0) ? (rule.tier1AmountCents ?? 0) : (rule.tier2AmountCents ?? 0);
    case 'free':
      return 0;
  }
}
