import { z } from 'zod';
import { ZPaymentFile } from './payments';
import {
  backwardsDateRange,
  blankToUndefined,
  fromDateNotAfterToDate,
  orderListQueryFields,
  ZOrderStats,
  ZShowroomOrder,
} from './showroom-orders';
import { ZShowroomId, ZSuccessResponse } from './common';

/** Spec 03 section 9: the admin orders limit, also the default. */
export const ADMIN_ORDERS_LIMIT = 200;

/** Spec 03 section 9: the orders screen shows the top 5 showrooms by revenue. */
export const ADMIN_TOP_SHOWROOMS = 5;

/**
 * GET /api/admin/orders?showroom_id&status&search&date_from&date_to&limit=200 (also ?orderNumber)
 * (spec 03 section 7): the showroom list's filters plus one showroom (`all` or empty: every one).
 */
export const ZAdminOrdersQuery = z
  .strictObject({
    ...orderListQueryFields(ADMIN_ORDERS_LIMIT),
    showroom_id: z.preprocess(
      (value) => (value === 'all' ? undefined : blankToUndefined(value)),
      ZShowroomId.optional(),
    ),
  })
  .refine(fromDateNotAfterToDate, backwardsDateRange);
export type TAdminOrdersQuery = z.infer<typeof ZAdminOrdersQuery>;

/** A dated note on an order (spec 03 section 3: notes keyed by timestamp), oldest first. */
export const ZAdminOrderNote = z.object({ created_at: z.string(), note: z.string() });

/**
 * Spec 03 section 3 "Order (admin view)": the showroom's order (wholesale cost included) with the
 * showroom it belongs to, its dated notes, and its supplier payment and receipts when synced.
 * `paymentFiles` links are signed and expire (see GET /api/payments/file-url).
 */
export const ZAdminOrder = ZShowroomOrder.extend({
  showrooms: z.object({ id: z.string(), name: z.string(), email: z.string() }),
  quotes: z.object({ quote_number: z.string() }),
  order_notes: z.array(ZAdminOrderNote),
  payment: z.object({ id: z.string(), payment_status: z.string() }).nullable(),
  paymentFiles: z.array(ZPaymentFile),
});
export type TAdminOrder = z.infer<typeof ZAdminOrder>;

/** Revenue (orders not cancelled) and order count of one showroom, over the same filters as stats. */
export const ZShowroomOrderStats = z.object({ total_revenue: z.number(), total_orders: z.number().int() });

export const ZAdminOrdersResponse = ZSuccessResponse.extend({
  orders: z.array(ZAdminOrder),
  /** Over every order matching the filters except status (as the showroom list's stats). */
  stats: ZOrderStats,
  /** Keyed by showroom id; only showrooms with a matching order appear. */
  stats_by_showroom: z.record(z.string(), ZShowroomOrderStats),
  /** The five showrooms with the most revenue, most first. */
  top_showrooms: z.array(ZShowroomOrderStats.extend({ id: z.string(), name: z.string() })),
  /** Every showroom, by name, for the showroom filter. */
  showrooms: z.array(z.object({ id: z.string(), name: z.string() })),
});
export type TAdminOrdersResponse = z.infer<typeof ZAdminOrdersResponse>;
