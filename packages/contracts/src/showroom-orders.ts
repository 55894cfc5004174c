import { ORDER_STATUSES } from '@stonetool/domain/orders/order-status';
import { z } from 'zod';
import { MAX_TEXT_LENGTH, ZSuccessResponse, ZTeamRole } from './common';

/** Spec 03 section 9: the showroom orders page limit, also the default. */
export const SHOWROOM_ORDERS_LIMIT = 100;

export const ZOrderStatus = z.enum(ORDER_STATUSES, {
  error: `Status must be one of ${ORDER_STATUSES.join(', ')}`,
});
export type TOrderStatus = z.infer<typeof ZOrderStatus>;

/** An empty query value ('' from a cleared input) means "no filter". */
export const blankToUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

/** A calendar day as the date inputs send it (YYYY-MM-DD), read as a UTC day by the server. */
const ZDay = (label: string) =>
  z.preprocess(blankToUndefined, z.iso.date({ error: `${label} must be a date (YYYY-MM-DD)` }).optional());

/**
 * The query of both orders lists (spec 03 section 7): `status=all` and empty values mean no filter;
 * search matches customer name, e-mail and quote number; `orderNumber` is one quote number, matched
 * exactly; `limit` runs from 1 to the list's own cap, which is also its default.
 */
export function orderListQueryFields(maxLimit: number) {
  const limitMessage = `Limit must be a whole number from 1 to ${maxLimit}`;
  return {
    status: z.preprocess(
      (value) => (value === 'all' ? undefined : blankToUndefined(value)),
      ZOrderStatus.optional(),
    ),
    search: z.preprocess(
      blankToUndefined,
      z
        .string()
        .trim()
        .max(MAX_TEXT_LENGTH, `Search must be ${MAX_TEXT_LENGTH} characters or fewer`)
        .optional(),
    ),
    date_from: ZDay('From date'),
    date_to: ZDay('To date'),
    limit: z.coerce
      .number({ error: limitMessage })
      .int(limitMessage)
      .min(1, limitMessage)
      .max(maxLimit, limitMessage)
      .default(maxLimit),
    orderNumber: z.preprocess(blankToUndefined, z.string().trim().max(100).optional()),
  };
}

/** The date range of an orders list query must not run backwards. */
export const fromDateNotAfterToDate = (query: {
  date_from?: string | undefined;
  date_to?: string | undefined;
}) => !query.date_from || !query.date_to || query.date_from <= query.date_to;
export const backwardsDateRange = { message: 'From date must be on or before To date', path: ['date_to'] };

/** GET /api/showroom/orders?status&search&date_from&date_to&limit (also ?orderNumber) (spec 03 section 7). */
export const ZShowroomOrdersQuery = z
  .strictObject(orderListQueryFields(SHOWROOM_ORDERS_LIMIT))
  .refine(fromDateNotAfterToDate, backwardsDateRange);
export type TShowroomOrdersQuery = z.infer<typeof ZShowroomOrdersQuery>;

/** Spec 03 section 3: stone_details of an order (its first line; every line is in `items`). */
export const ZOrderStoneDetails = z.object({
  brand: z.string(),
  type: z.string(),
  color: z.string(),
  thickness: z.string(),
  finish: z.string(),
});

/**
 * The pricing breakdown in dollars. total = material_cost − discount + tax + delivery +
 * fabrication_cost + additional_costs, to the cent; discount includes special-pricing savings.
 */
export const ZOrderPricingBreakdown = z.object({
  material_cost: z.number(),
  discount: z.number(),
  tax: z.number(),
  delivery: z.number(),
  fabrication_cost: z.number(),
  additional_costs: z.number(),
  total: z.number(),
});

export const ZOrderItem = z.object({
  brand: z.string(),
  type: z.string(),
  color: z.string(),
  thickness: z.string(),
  finish: z.string(),
  quantity_slabs: z.number(),
  /** Square feet. */
  quantity: z.number(),
  unit_price: z.number(),
  discount_percent: z.number(),
  line_total: z.number(),
});

/** One step of the order's timeline: who moved it from which status to which, and when. */
export const ZOrderHistoryEntry = z.object({
  from_status: ZOrderStatus.nullable(),
  to_status: ZOrderStatus,
  changed_at: z.string(),
  /** The person's name ('Owner' for the showroom owner); null when the login no longer exists. */
  changed_by: z.string().nullable(),
});

/**
 * Spec 03 section 3 "Order (showroom view)", plus what the details modal shows. Amounts in
 * dollars; `quantity` in square feet. `wholesale_cost` is null for a caller who may not see
 * wholesale costs. `version` goes back with a status change.
 */
export const ZShowroomOrder = z.object({
  id: z.string(),
  quote_number: z.string(),
  order_date: z.string(),
  customer_name: z.string(),
  customer_email: z.string(),
  placed_by: z.string(),
  salesperson_role: z.union([ZTeamRole, z.literal('owner')]),
  stone_details: ZOrderStoneDetails.nullable(),
  quantity: z.number(),
  pricing_breakdown: ZOrderPricingBreakdown,
  wholesale_cost: z.number().nullable(),
  status: ZOrderStatus,
  order_status: z.string().nullable(),
  version: z.number().int(),
  project_name: z.string().nullable(),
  notes: z.string().nullable(),
  customer: z.object({
    first_name: z.string(),
    last_name: z.string(),
    email: z.string(),
    phone: z.string().nullable(),
    company: z.string().nullable(),
  }),
  delivery: z.object({
    method: z.enum(['delivery', 'will_call']),
    street_address: z.string().nullable(),
    city: z.string().nullable(),
    state: z.string().nullable(),
    zip_code: z.string().nullable(),
    country: z.string().nullable(),
    delivery_date: z.string().nullable(),
  }),
  items: z.array(ZOrderItem),
  history: z.array(ZOrderHistoryEntry),
});
export type TShowroomOrder = z.infer<typeof ZShowroomOrder>;

/**
 * Spec 03 section 3 order stats, computed by the database over every order matching the search and
 * date filters (not only the page, and not narrowed by the status filter, so each status card keeps
 * its count). total_revenue leaves cancelled orders out.
 */
export const ZOrderStats = z.object({
  total_orders: z.number().int(),
  total_revenue: z.number(),
  pending: z.number().int(),
  processing: z.number().int(),
  completed: z.number().int(),
  delivered: z.number().int(),
  cancelled: z.number().int(),
});
export type TOrderStats = z.infer<typeof ZOrderStats>;

export const ZShowroomOrdersResponse = ZSuccessResponse.extend({
  orders: z.array(ZShowroomOrder),
  stats: ZOrderStats,
  /** Whether the caller may change an order's status (the dropdown is shown only then). */
  can_update_status: z.boolean(),
});
export type TShowroomOrdersResponse = z.infer<typeof ZShowroomOrdersResponse>;

/**
 * PATCH /api/showroom/orders {order_id, status} (spec 03 section 7), optionally with the `version`
 * of the order the caller read: when sent, a change made meanwhile by someone else refuses this one
 * (409); when absent (the spec's own body), the change applies to the order as it is.
 */
export const ZUpdateOrderStatusRequest = z.strictObject({
  order_id: z.uuid({ error: 'order_id must be an order id' }),
  status: ZOrderStatus,
  version: z.number({ error: 'version must be the version of the order you read' }).int().min(1).optional(),
});
export type TUpdateOrderStatusRequest = z.infer<typeof ZUpdateOrderStatusRequest>;

export const ZUpdateOrderStatusResponse = ZSuccessResponse.extend({ order: ZShowroomOrder });
export type TUpdateOrderStatusResponse = z.infer<typeof ZUpdateOrderStatusResponse>;

/**
 * The owner's order settings (issue 21): whether managers read every order of the showroom or only
 * their own (salespeople and the other roles always read only their own), and whether a status
 * change e-mails the customer. Both on by default.
 */
export const ZOrderSettings = z.object({
  managers_see_all_orders: z.boolean(),
  order_status_emails: z.boolean(),
});
export type TOrderSettings = z.infer<typeof ZOrderSettings>;

/** PUT /api/showroom/order-settings: the settings to change; those left out stay. */
export const ZUpdateOrderSettingsRequest = z.strictObject({
  managers_see_all_orders: z.boolean().optional(),
  order_status_emails: z.boolean().optional(),
});
export type TUpdateOrderSettingsRequest = z.infer<typeof ZUpdateOrderSettingsRequest>;

export const ZOrderSettingsResponse = ZSuccessResponse.extend({ settings: ZOrderSettings });
export type TOrderSettingsResponse = z.infer<typeof ZOrderSettingsResponse>;

/** GET /api/showroom/orders/:id/pdf */
export const ZOrderIdParams = z.strictObject({ id: z.uuid({ error: 'Order not found' }) });
