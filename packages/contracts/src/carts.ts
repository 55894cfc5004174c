import { z } from 'zod';
import { ZJobStep, ZQuoteDepositStatus, ZQuoteReviewState } from './quote-links';
import { echoedObject, MAX_LINES, MAX_TEXT_LENGTH, ZSuccessResponse, ZWholeQuantity } from './common';
import { STONE_ECHO_KEYS, ZStone } from './stones';

/** Material Mode carts and Expert Mode quotes share one list (table `quotes`, column `kind`). */
export const QUOTE_KINDS = ['material_cart', 'expert_quote'] as const;
export const ZQuoteKind = z.enum(QUOTE_KINDS);
export type TQuoteKind = z.infer<typeof ZQuoteKind>;

/** Recent quotes limit (spec 01 section 9). */
export const RECENT_QUOTES_LIMIT = 10;
/** Load-cart page size (spec 01 section 9). */
export const SAVED_CARTS_PAGE_SIZE = 20;

const uuid = (message: string) => z.uuid(message);

/** GET /api/quotes/recent?showroom_id&limit=10[&kind]. */
export const ZRecentQuotesQuery = z.strictObject({
  showroom_id: z.string().optional(),
  limit: z.coerce.number().int().min(1).max(50).default(RECENT_QUOTES_LIMIT),
  kind: ZQuoteKind.optional(),
});
export type TRecentQuotesQuery = z.infer<typeof ZRecentQuotesQuery>;

/** GET /api/quotes/customer?customer_id[&kind]. */
export const ZCustomerQuotesQuery = z.strictObject({
  showroom_id: z.string().optional(),
  customer_id: uuid('Customer not found'),
  kind: ZQuoteKind.optional(),
});
export type TCustomerQuotesQuery = z.infer<typeof ZCustomerQuotesQuery>;

/**
 * Spec 01 section 3 "Server quote summary": id, quote_number, created_at, total_price (dollars),
 * total_slabs, status, customer names and e-mail; plus `kind` so one list serves both modes.
 */
export const ZQuoteSummary = z.object({
  id: z.string(),
  kind: ZQuoteKind,
  quote_number: z.string(),
  cart_name: z.string().nullable(),
  status: z.string(),
  /** The client's answer through a quote link (issue 25); absent from servers before it. */
  review_state: ZQuoteReviewState.optional(),
  /** The card deposit asked on acceptance (issue 25): due, paid, or null when none was asked. */
  deposit_status: ZQuoteDepositStatus.nullable().optional(),
  /** A revision of this accepted quote was saved (issue 25): the client's link says so. */
  superseded: z.boolean().optional(),
  /** The job's latest step recorded after acceptance (issue 25), or null. */
  job_step: ZJobStep.nullable().optional(),
  total_price: z.number(),
  total_slabs: z.number().int(),
  items_count: z.number().int(),
  customer_id: z.string().nullable(),
  customer_first_name: z.string().nullable(),
  customer_last_name: z.string().nullable(),
  customer_name: z.string().nullable(),
  customer_email: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type TQuoteSummary = z.infer<typeof ZQuoteSummary>;

export const ZQuoteListResponse = ZSuccessResponse.extend({ data: z.array(ZQuoteSummary) });
export type TQuoteListResponse = z.infer<typeof ZQuoteListResponse>;

/** A line's discount approval as spec 01 section 3 holds it; only `overrideId` is read. */
export const DISCOUNT_VALIDATION_ECHO_KEYS = [
  'valid',
  'error',
  'warning',
  'requires_override',
  'pending',
] as const;
/** The keys of spec 01 section 3's cart item that the server does not read. */
export const CART_LINE_ECHO_KEYS = ['id', 'addedAt', 'specialPricing'] as const;

/**
 * A cart line as the web cart holds it (spec 01 section 3 "Cart item"). The server reads only the
 * stone's id, the quantity, the notes, the discount and its override id: names and prices are
 * looked up again, so a client-sent price never reaches a saved cart or an order. Strict at every
 * level: the cart item's and the stone's own keys pass, any other is refused by name.
 */
export const ZCartLineInput = echoedObject(
  {
    stone: echoedObject({ id: uuid('Cart Contains Invalid Items') }, STONE_ECHO_KEYS),
    quantity: ZWholeQuantity,
    notes: z.string().trim().max(2000).nullish(),
    discountPercent: z
      .number()
      .int('Discount must be a whole percent')
      .min(0, 'Discount must be between 0 and 50 percent')
      .max(50, 'Discount must be between 0 and 50 percent')
      .optional(),
    discountEnabled: z.boolean().optional(),
    /** A manager's approval of this line's discount, from POST /api/showroom/validate-discount. */
    discountValidation: echoedObject(
      { overrideId: z.string().max(100).nullish() },
      DISCOUNT_VALIDATION_ECHO_KEYS,
    ).nullish(),
  },
  CART_LINE_ECHO_KEYS,
);
export type TCartLineInput = z.infer<typeof ZCartLineInput>;

const NO_CONSULTATION = 'No consultation data available. Please start a consultation session first.';
const CART_EMPTY = 'Cart is empty. Add some items before saving.';
const CART_NAME = 'Please enter a cart name.';

/** POST /api/material-carts/save (spec 01 sections 5 and 7). A quote_id updates that cart. */
export const ZSaveCartRequest = z.strictObject({
  showroom_id: z.string().optional(),
  customer_data: z.strictObject(
    {
      first_name: z.string({ error: NO_CONSULTATION }).trim().min(1, NO_CONSULTATION).max(100),
      last_name: z.string({ error: NO_CONSULTATION }).trim().min(1, NO_CONSULTATION).max(100),
      email: z.string().trim().max(254).nullish(),
      phone: z.string().trim().max(50).nullish(),
      projectType: z.string().trim().max(100).nullish(),
    },
    { error: NO_CONSULTATION },
  ),
  cart_items: z.array(ZCartLineInput, { error: CART_EMPTY }).min(1, CART_EMPTY).max(MAX_LINES),
  cart_name: z.string({ error: CART_NAME }).trim().min(1, CART_NAME).max(MAX_TEXT_LENGTH),
  session_id: z.string().trim().max(MAX_TEXT_LENGTH).nullish(),
  quote_id: uuid('Cart not found').nullish(),
});
export type TSaveCartRequest = z.infer<typeof ZSaveCartRequest>;

export const ZSaveCartResponse = ZSuccessResponse.extend({
  quote_id: z.string(),
  quote_number: z.string(),
  message: z.string(),
});
export type TSaveCartResponse = z.infer<typeof ZSaveCartResponse>;

/** GET /api/material-carts/load: the list (page size 20, optional customer_email) or one cart by cart_id. */
export const ZLoadCartsQuery = z.strictObject({
  showroom_id: z.string().optional(),
  cart_id: uuid('Failed to load cart details').optional(),
  customer_email: z.string().trim().toLowerCase().max(254).optional(),
  limit: z.coerce.number().int().min(1).max(SAVED_CARTS_PAGE_SIZE).default(SAVED_CARTS_PAGE_SIZE),
  offset: z.coerce.number().int().min(0).default(0),
});
export type TLoadCartsQuery = z.infer<typeof ZLoadCartsQuery>;

/** Spec 01 section 3 "Saved cart list entry". */
export const ZSavedCartEntry = z.object({
  id: z.string(),
  cart_name: z.string().nullable(),
  quote_number: z.string(),
  status: z.string(),
  customer_name: z.string().nullable(),
  customer_email: z.string().nullable(),
  items_count: z.number().int(),
  total_price: z.number(),
  total_slabs: z.number().int(),
  updated_at: z.string(),
});
export type TSavedCartEntry = z.infer<typeof ZSavedCartEntry>;

/**
 * One line of a loaded cart, ready for the web cart: `stone` is the catalog stone as the caller
 * would see it in GET /api/stones now (current price), or the saved snapshot with no price when
 * the stone has left the catalog; `available` is false then, or when the stone has no price.
 */
export const ZSavedCartItem = z.object({
  id: z.string(),
  stone: ZStone,
  quantity: z.number().int(),
  notes: z.string(),
  discountPercent: z.number(),
  discountEnabled: z.boolean(),
  addedAt: z.string(),
  /** Client price per slab (dollars) when the cart was saved; null for 'Price on request'. */
  saved_unit_price: z.number().nullable(),
  available: z.boolean(),
});
export type TSavedCartItem = z.infer<typeof ZSavedCartItem>;

export const ZSavedCartDetail = z.object({
  id: z.string(),
  quote_number: z.string(),
  cart_name: z.string().nullable(),
  status: z.string(),
  session_id: z.string().nullable(),
  customer_id: z.string().nullable(),
  customer_data: z.object({
    first_name: z.string(),
    last_name: z.string(),
    email: z.string().nullable(),
    phone: z.string().nullable(),
    projectType: z.string().nullable(),
  }),
  cart_items: z.array(ZSavedCartItem),
  total_price: z.number(),
  total_slabs: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type TSavedCartDetail = z.infer<typeof ZSavedCartDetail>;

export const ZLoadCartsListResponse = ZSuccessResponse.extend({
  data: z.array(ZSavedCartEntry),
  /** Carts matching the filter, for paging by `offset`. */
  total: z.number().int(),
});
export const ZLoadCartDetailResponse = ZSuccessResponse.extend({ data: ZSavedCartDetail });
export const ZLoadCartsResponse = z.union([ZLoadCartDetailResponse, ZLoadCartsListResponse]);
export type TLoadCartsListResponse = z.infer<typeof ZLoadCartsListResponse>;
export type TLoadCartDetailResponse = z.infer<typeof ZLoadCartDetailResponse>;
export type TLoadCartsResponse = z.infer<typeof ZLoadCartsResponse>;
