import { toDeliveryRuleDraft, type TDeliveryRule } from '@stonetool/contracts/admin-delivery-pricing';
import { centsToDollars, dollarsToCents, formatUsd } from '@stonetool/domain/money';
import type { DeliveryPricingType } from '@stonetool/domain/pricing/delivery';
import { firstDeliveryRuleProblem, withPricingType } from '@stonetool/domain/pricing/delivery-matrix';

const dollars = (value: number | null) => (value === null ? null : centsToDollars(value));

/** The first problem of the rows in the spec's words, checked in order, or null. */
export function matrixProblem(rules: readonly TDeliveryRule[]): string | null {
  return firstDeliveryRuleProblem(rules.map(toDeliveryRuleDraft));
}

/** A row switched to another pricing type, the other types' fields cleared by the domain rule. */
export function changeType(rule: TDeliveryRule, pricingType: DeliveryPricingType): TDeliveryRule {
  const next = withPricingType(toDeliveryRuleDraft(rule), pricingType);
  return {
    ...rule,
    pricing_type: pricingType,
    flat_rate_amount: dollars(next.flatRateAmountCents),
    per_slab_amount: dollars(next.perSlabAmountCents),
    tier_1_max_slabs: next.tier1MaxSlabs,
    tier_1_amount: dollars(next.tier1AmountCents),
    tier_2_min_slabs: next.tier2MinSlabs,
    tier_2_amount: dollars(next.tier2AmountCents),
  };
}

const money = (value: number | null) => formatUsd(dollarsToCents(value ?? 0));

/** How a rule charges, in words, for the matrix's view mode. */
export function describeRule(rule: TDeliveryRule): string {
  switch (rule.pricing_type) {
    case 'flat_rate':
      return `${money(rule.flat_rate_amount)} per shipment`;
    case 'per_slab':
      return `${money(rule.per_slab_amount)} per slab`;
    case 'tiered':
      return `${money(rule.tier_1_amount)} for 1–${rule.tier_1_max_slabs ?? '?'} slabs, ${money(rule.tier_2_amount)} for ${rule.tier_2_min_slabs ?? '?'} or more`;
    case 'free':
      return 'Free delivery';
  }
}

let nextNewId = 0;

/** A new row: its id starts with 'new-', so saving creates it. */
export function newRule(): TDeliveryRule {
  nextNewId += 1;
  return {
    id: `new-${nextNewId}`,
    brand: '',
    pricing_type: 'flat_rate',
    flat_rate_amount: null,
    per_slab_amount: null,
    tier_1_max_slabs: null,
    tier_1_amount: null,
    tier_2_min_slabs: null,
    tier_2_amount: null,
    is_active: true,
    notes: null,
  };
}
