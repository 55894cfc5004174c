import { z } from 'zod';
import { ZPaymentRecord, ZPaymentStatus } from './payments';
import { blankToUndefined } from './showroom-orders';
import { ZShowroomId, ZSuccessResponse } from './common';

/** Spec 03 section 9: the detailed payments limit, also the default. */
export const ADMIN_PAYMENTS_LIMIT = 200;

const limitMessage = `Limit must be a whole number from 1 to ${ADMIN_PAYMENTS_LIMIT}`;

/**
 * GET /api/admin/payments?view=overview, or ?view=detailed&limit=200[&showroom_id][&status]
 * (spec 03 section 7). `all` and empty values mean no filter; the overview takes no filter.
 */
export const ZAdminPaymentsQuery = z.strictObject({
  view: z.enum(['overview', 'detailed'], 'View must be overview or detailed').default('overview'),
  limit: z.coerce
    .number({ error: limitMessage })
    .int(limitMessage)
    .min(1, limitMessage)
    .max(ADMIN_PAYMENTS_LIMIT, limitMessage)
    .default(ADMIN_PAYMENTS_LIMIT),
  showroom_id: z.preprocess(
    (value) => (value === 'all' ? undefined : blankToUndefined(value)),
    ZShowroomId.optional(),
  ),
  status: z.preprocess(
    (value) => (value === 'all' ? undefined : blankToUndefined(value)),
    ZPaymentStatus.optional(),
  ),
});
export type TAdminPaymentsQuery = z.input<typeof ZAdminPaymentsQuery>;

/**
 * Spec 03 section 3 "Per-showroom summary", in dollars: owed, paid and pending as the showroom's own
 * summary counts them; overdue is the part of pending whose due date (30 days after the order) has
 * passed; last_payment_date is the latest payment date of a paid or refunded record, or null.
 */
export const ZShowroomPaymentOverview = z.object({
  showroom_id: z.string(),
  showroom_name: z.string(),
  total_orders: z.number().int(),
  total_owed: z.number(),
  paid_amount: z.number(),
  pending_amount: z.number(),
  overdue_amount: z.number(),
  last_payment_date: z.string().nullable(),
});
export type TShowroomPaymentOverview = z.infer<typeof ZShowroomPaymentOverview>;

/** Spec 03 section 3 "Admin totals": showrooms with a payment record, and sums over every record. */
export const ZAdminPaymentTotals = z.object({
  total_showrooms: z.number().int(),
  total_orders: z.number().int(),
  total_owed: z.number(),
  paid_amount: z.number(),
});
export type TAdminPaymentTotals = z.infer<typeof ZAdminPaymentTotals>;

/** Spec 03 section 3 "Payment record" as the admin sees it: with the showroom (`showrooms.name`). */
export const ZAdminPaymentRecord = ZPaymentRecord.extend({
  showrooms: z.object({ id: z.string(), name: z.string() }),
});
export type TAdminPaymentRecord = z.infer<typeof ZAdminPaymentRecord>;

export const ZAdminPaymentsOverviewResponse = ZSuccessResponse.extend({
  view: z.literal('overview'),
  overview: z.array(ZShowroomPaymentOverview),
  totals: ZAdminPaymentTotals,
});
export type TAdminPaymentsOverviewResponse = z.infer<typeof ZAdminPaymentsOverviewResponse>;

export const ZAdminPaymentsDetailedResponse = ZSuccessResponse.extend({
  view: z.literal('detailed'),
  payments: z.array(ZAdminPaymentRecord),
});
export type TAdminPaymentsDetailedResponse = z.infer<typeof ZAdminPaymentsDetailedResponse>;

export const ZAdminPaymentsResponse = z.discriminatedUnion('view', [
  ZAdminPaymentsOverviewResponse,
  ZAdminPaymentsDetailedResponse,
]);
export type TAdminPaymentsResponse = z.infer<typeof ZAdminPaymentsResponse>;

/** PATCH /api/admin/payments: the same body as the showroom's Manage Payment. */
export const ZAdminUpdatePaymentResponse = ZSuccessResponse.extend({ payment: ZAdminPaymentRecord });
export type TAdminUpdatePaymentResponse = z.infer<typeof ZAdminUpdatePaymentResponse>;
