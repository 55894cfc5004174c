import { z } from 'zod';
import { CART_LINE_ECHO_KEYS, DISCOUNT_VALIDATION_ECHO_KEYS } from './carts';
import { echoedObject, MAX_TEXT_LENGTH, ZSuccessResponse, ZTeamRole, ZWholeQuantity } from './common';
import { STONE_ECHO_KEYS } from './stones';

/**
 * Material Mode pricing calls (spec 01 section 7). Money is dollars with two decimals at this
 * edge, as the spec gives it; the server computes in cents. No response here carries a wholesale
 * price, a floor price or anything else a salesperson without cost permissions may not see.
 */

const ZDollars = z.number().finite();

/**
 * A cart item as the web app holds it (spec 01 section 3). Only the stone's id is read; the rest
 * is handed back untouched, so the app can merge the answer into its cart. Strict: the cart item's
 * and the stone's own keys pass, any other is refused by name.
 */
export const ZSpecialPricingCartItem = echoedObject(
  {
    stone_id: z.string().max(100).optional(),
    stone: echoedObject(
      { stone_id: z.string().max(100).optional(), id: z.string().max(100).optional() },
      STONE_ECHO_KEYS,
    ).optional(),
    discountValidation: echoedObject({}, [...DISCOUNT_VALIDATION_ECHO_KEYS, 'overrideId']).nullish(),
  },
  [...CART_LINE_ECHO_KEYS, 'quantity', 'notes', 'discountPercent', 'discountEnabled'],
);

/** POST /api/showroom/special-pricing-check. Checking never counts a use; placing an order does. */
export const ZSpecialPricingCheckRequest = z.strictObject({
  cartItems: z.array(ZSpecialPricingCartItem).max(500, 'A cart holds at most 500 items'),
});
export type TSpecialPricingCheckRequest = z.infer<typeof ZSpecialPricingCheckRequest>;

/** The special price of one slab under the rule that applies now (spec 01: specialPricing.specialPrice). */
export const ZSpecialPricing = z.object({
  specialPrice: ZDollars,
  /** The client price per slab before the special price. */
  originalPrice: ZDollars,
  discountPercent: z.number(),
  ruleId: z.string(),
  validUntil: z.string(),
});
export type TSpecialPricing = z.infer<typeof ZSpecialPricing>;

export const ZSpecialPricingCheckResponse = ZSuccessResponse.extend({
  /** The items as sent, in order, each with `specialPricing` (null when no rule applies). */
  cartItems: z.array(z.looseObject({ specialPricing: ZSpecialPricing.nullable() })),
});
export type TSpecialPricingCheckResponse = z.infer<typeof ZSpecialPricingCheckResponse>;

/**
 * POST /api/showroom/validate-discount (spec 01 section 7). `catalog_price` is the price per slab
 * the discount applies to (the special price when one applies), `discount_amount` the percent.
 * `stone_id` is ours and optional: with it the stone's own floor is used; without it the
 * strictest floor among the brand's stones. With `manager_override` and the password or PIN of an
 * active manager or the owner, a discount that needs approval is approved and recorded.
 */
export const ZValidateDiscountRequest = z.strictObject({
  brand: z.string().max(MAX_TEXT_LENGTH),
  catalog_price: ZDollars,
  discount_amount: z.number().finite(),
  stone_id: z.string().max(100).optional(),
  manager_override: z.boolean().optional(),
  manager_password: z.string().max(MAX_TEXT_LENGTH).optional(),
});
export type TValidateDiscountRequest = z.infer<typeof ZValidateDiscountRequest>;

export const ZValidateDiscountResponse = ZSuccessResponse.extend({
  valid: z.boolean(),
  warning: z.string().nullable(),
  error: z.string().nullable(),
  requires_override: z.boolean(),
  /** The recorded approval; send it with the order line as its discount override. */
  override_id: z.string().nullable(),
  /** Who approved the override, for the cart to show. */
  approved_by: z.string().nullable(),
});
export type TValidateDiscountResponse = z.infer<typeof ZValidateDiscountResponse>;

/** POST /api/delivery-pricing (spec 01 section 7): slabs per brand. */
export const ZDeliveryPricingRequest = z.strictObject({
  cartItems: z
    .array(
      z.strictObject({
        brand: z.string().max(MAX_TEXT_LENGTH),
        quantity: ZWholeQuantity,
      }),
    )
    .max(500, 'A cart holds at most 500 items'),
});
export type TDeliveryPricingRequest = z.infer<typeof ZDeliveryPricingRequest>;

export const ZDeliveryPricingType = z.enum(['flat_rate', 'per_slab', 'tiered', 'free', 'none']);

export const ZDeliveryBreakdownLine = z.object({
  brand: z.string(),
  slabs: z.number().int(),
  /** `none` when no delivery rule covers the brand (no charge). */
  pricing_type: ZDeliveryPricingType,
  amount: ZDollars,
});
export type TDeliveryBreakdownLine = z.infer<typeof ZDeliveryBreakdownLine>;

export const ZDeliveryPricingResponse = ZSuccessResponse.extend({
  deliveryCost: ZDollars,
  breakdown: z.array(ZDeliveryBreakdownLine),
});
export type TDeliveryPricingResponse = z.infer<typeof ZDeliveryPricingResponse>;

/** GET /api/showroom/salespersons (spec 01 sections 3 and 7): the showroom's team. */
export const ZSalesperson = z.object({
  id: z.string(),
  name: z.string(),
  role: ZTeamRole,
  is_active: z.boolean(),
  isTeamMember: z.literal(true),
});
export type TSalesperson = z.infer<typeof ZSalesperson>;

export const ZSalespersonsResponse = ZSuccessResponse.extend({ salespersons: z.array(ZSalesperson) });
export type TSalespersonsResponse = z.infer<typeof ZSalespersonsResponse>;
