import {
  PROMO_CODE_MAX_LENGTH,
  SPECIAL_PRICING_STATUSES,
  specialPricingFiguresError,
} from '@stonetool/domain/pricing/special-pricing';
import { z } from 'zod';
import { MAX_TEXT_LENGTH, ZSuccessResponse } from './common';

/**
 * The admin Special Pricing tab (spec 03 sections 3, 4, 5 and 7): promotional discounts per
 * showroom and brand, optionally narrowed to a color, thickness and finish.
 */

/** Spec 03 section 3, special pricing rule, with the status the server computes. */
export const ZSpecialPricingRule = z.object({
  id: z.string(),
  showroom_id: z.string(),
  showroom_name: z.string(),
  brand: z.string(),
  color: z.string().nullable(),
  thickness: z.string().nullable(),
  finish: z.string().nullable(),
  special_discount_percent: z.number(),
  /** Null is unlimited. */
  max_uses: z.number().int().nullable(),
  current_uses: z.number().int(),
  valid_until: z.string(),
  notes: z.string().nullable(),
  promo_code: z.string().nullable(),
  status: z.enum(SPECIAL_PRICING_STATUSES),
  created_at: z.string(),
});
export type TSpecialPricingRule = z.infer<typeof ZSpecialPricingRule>;

/** GET /api/admin/special-pricing: every rule, newest first. */
export const ZSpecialPricingListResponse = ZSuccessResponse.extend({
  special_pricing: z.array(ZSpecialPricingRule),
});
export type TSpecialPricingListResponse = z.infer<typeof ZSpecialPricingListResponse>;

const optionalText = z.string().trim().max(MAX_TEXT_LENGTH).nullable().optional();

/** A rule's figures, checked by the domain's rule (spec 03 section 5). */
function checkFigures(
  body: {
    special_discount_percent: number;
    max_uses: number | null;
    valid_days?: number;
    promo_code?: string | null;
  },
  issues: z.RefinementCtx,
) {
  const message = specialPricingFiguresError({
    specialDiscountPercent: body.special_discount_percent,
    maxUses: body.max_uses,
    validDays: body.valid_days,
    promoCode: body.promo_code,
  });
  if (message) issues.addIssue({ code: 'custom', message });
}

const createFields = {
  /** Absent for a new rule; the preview sends get_stone_pricing. */
  action: z.literal('create').optional(),
  showroom_id: z.uuid('Showroom is required'),
  brand: z.string({ error: 'Brand is required' }).trim().min(1, 'Brand is required').max(MAX_TEXT_LENGTH),
  color: optionalText,
  thickness: optionalText,
  finish: optionalText,
  special_discount_percent: z.number({ error: 'Discount percent is required' }),
  max_uses: z.number().nullable().optional().default(null),
  valid_days: z.number({ error: 'Valid days are required' }),
  notes: z.string().trim().max(1000).nullable().optional(),
  /** Forced to upper-case letters and digits by the server as well. */
  promo_code: z
    .string()
    .max(PROMO_CODE_MAX_LENGTH * 3)
    .nullable()
    .optional(),
};

/** POST /api/admin/special-pricing: a new rule. */
export const ZCreateSpecialPricingRequest = z.strictObject(createFields).superRefine(checkFigures);
export type TCreateSpecialPricingRequest = z.infer<typeof ZCreateSpecialPricingRequest>;

/** POST /api/admin/special-pricing with action get_stone_pricing: the preview's wholesale cost. */
export const ZStonePricingRequest = z.strictObject({
  action: z.literal('get_stone_pricing'),
  showroom_id: z.uuid('Showroom is required'),
  brand: z.string({ error: 'Brand is required' }).trim().min(1, 'Brand is required').max(MAX_TEXT_LENGTH),
  color: optionalText,
  /** Extras the form sends to narrow the stones as the rule will (empty means every one). */
  thickness: optionalText,
  finish: optionalText,
});
export type TStonePricingRequest = z.infer<typeof ZStonePricingRequest>;

/** The two bodies of POST /api/admin/special-pricing, told apart by `action`. */
export const ZSpecialPricingPostRequest = z.discriminatedUnion('action', [
  ZStonePricingRequest,
  ZCreateSpecialPricingRequest,
]);
export type TSpecialPricingPostRequest = z.infer<typeof ZSpecialPricingPostRequest>;

/**
 * The preview's answer: the showroom's average wholesale cost per slab of the brand (and color) in
 * dollars, the catalog's fab cost, and where the cost comes from: the showroom's own wholesale
 * pricing row, or the platform default markup.
 */
export const ZStonePricingResponse = ZSuccessResponse.extend({
  brand: z.string(),
  color: z.string().nullable(),
  wholesale_cost: z.number(),
  fab_cost: z.number().nullable(),
  source: z.enum(['wholesale_pricing', 'default_markup']),
  /**
   * Each priced stone the rule would cover (brand, and color, thickness and finish where given), with
   * what the showroom pays and what its client pays per slab today, so the preview shows the special
   * figures of real stones.
   */
  stones: z.array(
    z.object({
      stone_id: z.string(),
      color: z.string(),
      thickness: z.string(),
      finish: z.string(),
      wholesale_cost: z.number(),
      client_price: z.number(),
    }),
  ),
});
export type TStonePricingResponse = z.infer<typeof ZStonePricingResponse>;

export const ZSpecialPricingRuleResponse = ZSuccessResponse.extend({ data: ZSpecialPricingRule });
export type TSpecialPricingRuleResponse = z.infer<typeof ZSpecialPricingRuleResponse>;

/** PUT and DELETE /api/admin/special-pricing?pricing_id={id}. */
export const ZSpecialPricingIdQuery = z.strictObject({ pricing_id: z.uuid('Special pricing not found') });
export type TSpecialPricingIdQuery = z.infer<typeof ZSpecialPricingIdQuery>;

/**
 * PUT /api/admin/special-pricing: on edit, showroom, brand, color, thickness and finish are locked
 * (spec 03 section 5); a body naming them is refused. Only discount, max uses and notes change.
 */
export const ZUpdateSpecialPricingRequest = z
  .strictObject({
    special_discount_percent: z.number({ error: 'Discount percent is required' }),
    max_uses: z.number().nullable(),
    notes: z.string().trim().max(1000).nullable().optional(),
  })
  .superRefine(checkFigures);
export type TUpdateSpecialPricingRequest = z.infer<typeof ZUpdateSpecialPricingRequest>;
