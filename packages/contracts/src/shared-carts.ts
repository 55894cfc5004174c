import { z } from 'zod';
import { MAX_LINES, MAX_TEXT_LENGTH, ZSuccessResponse } from './common';

/** Shared carts expire this many days after creation unless the admin says otherwise (spec 03 section 9). */
export const SHARED_CART_DEFAULT_EXPIRY_DAYS = 7;

const SELECT_SHOWROOM = 'Please select a showroom';
const ADD_STONE = 'Please add at least one stone to the cart';
const ADD_NOTES = 'Please add context notes for the showroom';
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((value) => value || null);

/**
 * One line of a shared cart request (spec 03 section 3). The stone is identified by stone_id;
 * its names are taken from the catalog. Quantity in square feet.
 */
export const ZSharedCartItemInput = z.strictObject({
  stone_id: z.uuid('Stone not found'),
  brand: z.string().optional(),
  type: z.string().optional(),
  color: z.string().optional(),
  thickness: z.string().optional(),
  finish: z.string().optional(),
  quantity: z.number().positive('Quantity must be at least 1').max(100_000),
  notes: optionalText(2000),
});
export type TSharedCartItemInput = z.infer<typeof ZSharedCartItemInput>;

/** POST /api/admin/create-shared-cart (spec 03 sections 3, 5 and 7). */
export const ZCreateSharedCartRequest = z.strictObject({
  target_showroom_id: z
    .string({ error: SELECT_SHOWROOM })
    .trim()
    .min(1, SELECT_SHOWROOM)
    .pipe(z.uuid(SELECT_SHOWROOM)),
  cart_items: z.array(ZSharedCartItemInput, { error: ADD_STONE }).min(1, ADD_STONE).max(MAX_LINES),
  admin_notes: z.string({ error: ADD_NOTES }).trim().min(1, ADD_NOTES).max(5000),
  showroom_contact_name: optionalText(MAX_TEXT_LENGTH),
  customer_reference: optionalText(MAX_TEXT_LENGTH),
  expires_in_days: z.number().int().min(1).max(365).default(SHARED_CART_DEFAULT_EXPIRY_DAYS),
});
export type TCreateSharedCartRequest = z.infer<typeof ZCreateSharedCartRequest>;

export const ZCreateSharedCartResponse = ZSuccessResponse.extend({
  data: z.object({
    id: z.string(),
    /** The secret of the link; shown once, only its hash is stored. */
    share_token: z.string(),
    share_url: z.string(),
    target_showroom_id: z.string(),
    target_showroom_name: z.string(),
    items_count: z.number().int(),
    expires_at: z.string(),
    created_at: z.string(),
  }),
});
export type TCreateSharedCartResponse = z.infer<typeof ZCreateSharedCartResponse>;

/** GET /api/shared-cart-token?token=. */
export const ZSharedCartTokenQuery = z.strictObject({
  token: z.string({ error: 'Cart not found' }).trim().min(1, 'Cart not found').max(MAX_TEXT_LENGTH),
});

/**
 * A shared cart line's price now, for the target showroom: client price per square foot in
 * dollars (null when it has none), and whether the stone can still be ordered.
 */
export const ZSharedCartPricing = z.object({
  client_price: z.number().nullable(),
  available: z.boolean(),
});

/**
 * Spec 01 section 3 "Shared cart (response data)". Quantities in square feet; each line also says
 * how many whole slabs (of `slab_square_feet` each) the claimed cart will hold and their client
 * price, and `slabs_total` sums those, so the owner sees before the claim what the cart will cost.
 */
export const ZSharedCartView = z.object({
  admin_name: z.string(),
  customer_reference: z.string().nullable(),
  admin_notes: z.string(),
  showroom_contact_name: z.string().nullable(),
  target_showroom_name: z.string(),
  /** new, viewed or claimed; the page shows Expired when is_expired is true. */
  status: z.enum(['new', 'viewed', 'claimed']),
  is_expired: z.boolean(),
  can_claim: z.boolean(),
  expires_at: z.string(),
  claimed_at: z.string().nullable(),
  created_at: z.string(),
  items_count: z.number().int(),
  cart_items: z.array(
    z.object({
      stone_id: z.string(),
      brand: z.string(),
      color: z.string(),
      type: z.string(),
      thickness: z.string(),
      finish: z.string(),
      quantity: z.number(),
      notes: z.string().nullable(),
      current_pricing: ZSharedCartPricing,
      slabs: z.number().int().nullable(),
      slab_square_feet: z.number().nullable(),
      slabs_price: z.number().nullable(),
    }),
  ),
  slabs_total: z.number().nullable(),
});
export type TSharedCartView = z.infer<typeof ZSharedCartView>;

export const ZSharedCartTokenResponse = ZSuccessResponse.extend({ data: ZSharedCartView });
export type TSharedCartTokenResponse = z.infer<typeof ZSharedCartTokenResponse>;

/** The not-found answer: the page shows `error` as the title and `message` below it (spec 01 section 8). */
export const ZSharedCartNotFoundResponse = z.object({
  success: z.literal(false),
  error: z.string(),
  message: z.string(),
  code: z.string(),
});

/** POST /api/shared-cart/claim. */
export const ZClaimSharedCartRequest = z.strictObject({
  share_token: z.string({ error: 'Cart not found' }).trim().min(1, 'Cart not found').max(MAX_TEXT_LENGTH),
});

/**
 * Spec 01 section 3 "Shared cart payload loaded into the cart". Prices per square foot in dollars;
 * `showroom_price` only for principals allowed to see showroom costs.
 */
export const ZClaimedSharedCart = z.object({
  cart_items: z.array(
    z.object({
      stone_id: z.string(),
      brand: z.string(),
      type: z.string(),
      color: z.string(),
      thickness: z.string(),
      finish: z.string(),
      quantity: z.number(),
      notes: z.string().nullable(),
      image_url: z.string(),
      current_pricing: z.object({
        client_price: z.number().nullable(),
        showroom_price: z.number().nullable().optional(),
        available: z.boolean(),
      }),
    }),
  ),
  customer_reference: z.string().nullable(),
  admin_name: z.string(),
  admin_notes: z.string(),
  source: z.literal('admin_shared'),
});
export type TClaimedSharedCart = z.infer<typeof ZClaimedSharedCart>;

export const ZClaimSharedCartResponse = ZSuccessResponse.extend({ data: ZClaimedSharedCart });
export type TClaimSharedCartResponse = z.infer<typeof ZClaimSharedCartResponse>;
