import type { TPaymentSummary } from '@stonetool/contracts/payments';
import type { Executor } from '@stonetool/db/client';
import { supplierPayments } from '@stonetool/db/schema/payments';
import { OUTSTANDING_PAYMENT_STATUSES } from '@stonetool/domain/payments/payment-status';
import { centsToDollars } from '@stonetool/domain/money';
import { eq, inArray, sql } from 'drizzle-orm';

/** A sum of cents over the rows matching `condition`, as text so bigint sums stay exact. */
const sumWhere = (condition: ReturnType<typeof sql>) =>
  sql<string>`coalesce(sum(${supplierPayments.wholesaleAmountCents}) filter (where ${condition}), 0)::text`;

/**
 * The showroom's payment summary (spec 03 section 3), computed by PostgreSQL over every record
 * of the showroom, not over a page: total orders counts every record; total owed sums all but
 * refunded ones; paid sums paid ones; pending sums unpaid, pending and failed ones, so
 * total owed = paid + pending to the cent.
 */
export async function summarizePayments(db: Executor, showroomId: string): Promise<TPaymentSummary> {
  const [row] = await db
    .select({
      totalOrders: sql<number>`count(*)::int`,
      totalOwed: sumWhere(sql`${supplierPayments.paymentStatus} <> 'refunded'`),
      paid: sumWhere(sql`${supplierPayments.paymentStatus} = 'paid'`),
      pending: sumWhere(sql`${inArray(supplierPayments.paymentStatus, [...OUTSTANDING_PAYMENT_STATUSES])}`),
    })
    .from(supplierPayments)
    .where(eq(supplierPayments.showroomId, showroomId));
  return {
    total_orders: row?.totalOrders ?? 0,
    total_owed: centsToDollars(Number(row?.totalOwed ?? 0)),
    paid_amount: centsToDollars(Number(row?.paid ?? 0)),
    pending_amount: centsToDollars(Number(row?.pending ?? 0)),
  };
}
