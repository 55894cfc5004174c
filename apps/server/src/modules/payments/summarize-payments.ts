import type { TAdminPaymentTotals, TShowroomPaymentOverview } from '@stonetool/contracts/admin-payments';
import type { TPaymentSummary } from '@stonetool/contracts/payments';
import type { Executor } from '@stonetool/db/client';
import { supplierPayments } from '@stonetool/db/schema/payments';
import { showrooms } from '@stonetool/db/schema/showrooms';
import { OUTSTANDING_PAYMENT_STATUSES } from '@stonetool/domain/payments/payment-status';
import { centsToDollars } from '@stonetool/domain/money';
import { asc, eq, inArray, sql, type SQL } from 'drizzle-orm';

/** A sum of cents over the rows matching `condition`, as text so bigint sums stay exact. */
const sumWhere = (condition: SQL) =>
  sql<string>`coalesce(sum(${supplierPayments.wholesaleAmountCents}) filter (where ${condition}), 0)::text`;

const outstanding = sql`${inArray(supplierPayments.paymentStatus, [...OUTSTANDING_PAYMENT_STATUSES])}`;

/**
 * The summary columns (spec 03 section 3), for one showroom or per showroom: total orders counts
 * every record; total owed sums all but refunded ones; paid sums paid ones; pending sums unpaid,
 * pending and failed ones, so total owed = paid + pending to the cent.
 */
const summaryColumns = {
  totalOrders: sql<number>`count(*)::int`,
  totalOwed: sumWhere(sql`${supplierPayments.paymentStatus} <> 'refunded'`),
  paid: sumWhere(sql`${supplierPayments.paymentStatus} = 'paid'`),
  pending: sumWhere(outstanding),
};

const dollars = (cents: string | undefined) => centsToDollars(Number(cents ?? 0));

/**
 * The showroom's payment summary, computed by PostgreSQL over every record of the showroom, not
 * over a page.
 */
export async function summarizePayments(db: Executor, showroomId: string): Promise<TPaymentSummary> {
  const [row] = await db
    .select(summaryColumns)
    .from(supplierPayments)
    .where(eq(supplierPayments.showroomId, showroomId));
  return {
    total_orders: row?.totalOrders ?? 0,
    total_owed: dollars(row?.totalOwed),
    paid_amount: dollars(row?.paid),
    pending_amount: dollars(row?.pending),
  };
}

/**
 * The admin payments overview: the same summary per showroom that has payment records (by name),
 * plus what is overdue, meaning still to pay (unpaid, pending or failed) past its due date, 30 days
 * after the order (docs/decisions/068-admin-orders-and-payments.md "Admin orders and payments"), and the latest payment date of a
 * paid or refunded record. The totals add up the rows, so they match the table to the cent.
 */
export async function summarizePaymentsByShowroom(
  db: Executor,
  now: Date,
): Promise<{ overview: TShowroomPaymentOverview[]; totals: TAdminPaymentTotals }> {
  const rows = await db
    .select({
      showroomId: supplierPayments.showroomId,
      showroomName: showrooms.name,
      ...summaryColumns,
      overdue: sumWhere(
        sql`${outstanding} and ${supplierPayments.dueDate} < ${now.toISOString()}::timestamptz`,
      ),
      lastPaymentDate: sql<Date | null>`max(${supplierPayments.paymentDate}) filter (where ${inArray(
        supplierPayments.paymentStatus,
        ['paid', 'refunded'],
      )})`.mapWith(supplierPayments.paymentDate),
    })
    .from(supplierPayments)
    .innerJoin(showrooms, eq(showrooms.id, supplierPayments.showroomId))
    .groupBy(supplierPayments.showroomId, showrooms.name)
    .orderBy(asc(showrooms.name), asc(supplierPayments.showroomId));
  const overview = rows.map((row) => ({
    showroom_id: row.showroomId,
    showroom_name: row.showroomName,
    total_orders: row.totalOrders,
    total_owed: dollars(row.totalOwed),
    paid_amount: dollars(row.paid),
    pending_amount: dollars(row.pending),
    overdue_amount: dollars(row.overdue),
    last_payment_date: row.lastPaymentDate?.toISOString() ?? null,
  }));
  const sumCents = (pick: (row: (typeof rows)[number]) => string) =>
    rows.reduce((sum, row) => sum + Number(pick(row)), 0);
  return {
    overview,
    totals: {
      total_showrooms: rows.length,
      total_orders: rows.reduce((sum, row) => sum + row.totalOrders, 0),
      total_owed: centsToDollars(sumCents((row) => row.totalOwed)),
      paid_amount: centsToDollars(sumCents((row) => row.paid)),
    },
  };
}
