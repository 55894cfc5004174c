import { MAX_QUANTITY } from '@stonetool/domain/limits';
import { dollarsToCents } from '@stonetool/domain/money';
import { deliveryRuleProblem, type DeliveryRuleDraft } from '@stonetool/domain/pricing/delivery-matrix';
import { z } from 'zod';
import { MAX_TEXT_LENGTH, ZSuccessResponse } from './common';

export const ZDeliveryRuleType = z.enum(['flat_rate', 'per_slab', 'tiered', 'free']);

const amount = z.number().finite().min(0, 'Amounts cannot be negative').max(100_000).nullable();
const slabs = z
  .number()
  .int('Slab counts are whole numbers')
  .min(1, 'Slab counts start at 1')
  .max(MAX_QUANTITY)
  .nullable();

/** A platform delivery pricing rule (spec 03 section 3): amounts in dollars, slab counts whole. */
const deliveryRuleFields = {
  brand: z.string().trim().max(MAX_TEXT_LENGTH),
  pricing_type: ZDeliveryRuleType,
  flat_rate_amount: amount,
  per_slab_amount: amount,
  tier_1_max_slabs: slabs,
  tier_1_amount: amount,
  tier_2_min_slabs: slabs,
  tier_2_amount: amount,
  is_active: z.boolean(),
  notes: z.string().trim().max(1000).nullable(),
};

export const ZDeliveryRule = z.object({ id: z.string(), ...deliveryRuleFields });
export type TDeliveryRule = z.infer<typeof ZDeliveryRule>;

type RuleFields = z.infer<z.ZodObject<typeof deliveryRuleFields>>;

const cents = (dollars: number | null) => (dollars === null ? null : dollarsToCents(dollars));

/** A rule in the domain's units (amounts in cents), for its checks and for the database. */
export function toDeliveryRuleDraft(rule: RuleFields): DeliveryRuleDraft {
  return {
    brand: rule.brand,
    pricingType: rule.pricing_type,
    flatRateAmountCents: cents(rule.flat_rate_amount),
    perSlabAmountCents: cents(rule.per_slab_amount),
    tier1MaxSlabs: rule.tier_1_max_slabs,
    tier1AmountCents: cents(rule.tier_1_amount),
    tier2MinSlabs: rule.tier_2_min_slabs,
    tier2AmountCents: cents(rule.tier_2_amount),
  };
}

/** The spec's rule check (domain deliveryRuleProblem), reported on the body as its message. */
function checkRule(rule: RuleFields, context: z.RefinementCtx) {
  const problem = deliveryRuleProblem(toDeliveryRuleDraft(rule));
  if (problem !== null) context.addIssue({ code: 'custom', message: problem });
}

/** GET /api/admin/delivery-pricing: the platform's rules by brand. */
export const ZDeliveryRulesResponse = ZSuccessResponse.extend({ data: z.array(ZDeliveryRule) });
export type TDeliveryRulesResponse = z.infer<typeof ZDeliveryRulesResponse>;

/** POST /api/admin/delivery-pricing: a new rule (no id). */
export const ZCreateDeliveryRuleRequest = z.strictObject(deliveryRuleFields).superRefine(checkRule);
export type TCreateDeliveryRuleRequest = z.infer<typeof ZCreateDeliveryRuleRequest>;

/** PUT /api/admin/delivery-pricing: the whole rule with its id. */
export const ZUpdateDeliveryRuleRequest = z
  .strictObject({ id: z.uuid('Delivery rule not found'), ...deliveryRuleFields })
  .superRefine(checkRule);
export type TUpdateDeliveryRuleRequest = z.infer<typeof ZUpdateDeliveryRuleRequest>;

export const ZDeliveryRuleResponse = ZSuccessResponse.extend({ data: ZDeliveryRule });
export type TDeliveryRuleResponse = z.infer<typeof ZDeliveryRuleResponse>;

/** DELETE /api/admin/delivery-pricing with body {id}. */
export const ZDeleteDeliveryRuleRequest = z.strictObject({ id: z.uuid('Delivery rule not found') });
