import type { Executor } from '@stonetool/db/client';
import { invoiceSyncQueue, type InvoiceSyncRow } from '@stonetool/db/schema/accounting';
import { orderItems, orders } from '@stonetool/db/schema/orders';
import { invoiceLines } from '@stonetool/domain/accounting/accounting-link';
import { centsToDollars } from '@stonetool/domain/money';
import { and, asc, eq, inArray, lte, or, sql } from 'drizzle-orm';
import type { AppContext } from '../../app-context';
import { CLAIM_SECONDS, retryDelaySeconds } from '../mail/deliver-pending-mail';
import { intuitApi, type IntuitInvoiceLine } from './intuit-api';
import { usableLink } from './refresh-accounting-tokens';

/** After this many failed attempts a row is marked 'failed' (kept, with its last error). */
export const MAX_INVOICE_ATTEMPTS = 10;

export interface InvoiceSyncReport {
  created: number;
  retried: number;
  failed: number;
  lost: number;
}

/** Claims due rows with FOR UPDATE SKIP LOCKED, as the mail outbox does: each by one worker only. */
async function claimDue(db: Executor, now: Date, limit: number): Promise<InvoiceSyncRow[]> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ id: invoiceSyncQueue.id })
      .from(invoiceSyncQueue)
      .where(
        or(
          and(eq(invoiceSyncQueue.status, 'pending'), lte(invoiceSyncQueue.nextAttemptAt, now)),
          and(eq(invoiceSyncQueue.status, 'syncing'), lte(invoiceSyncQueue.lockedUntil, now)),
        ),
      )
      .orderBy(invoiceSyncQueue.nextAttemptAt)
      .limit(limit)
      .for('update', { skipLocked: true });
    if (due.length === 0) return [];
    return tx
      .update(invoiceSyncQueue)
      .set({
        status: 'syncing',
        lockedUntil: new Date(now.getTime() + CLAIM_SECONDS * 1000),
        attempts: sql`${invoiceSyncQueue.attempts} + 1`,
      })
      .where(
        inArray(
          invoiceSyncQueue.id,
          due.map((row) => row.id),
        ),
      )
      .returning();
  });
}

/** Still this worker's claim: another worker re-claiming an expired row raises `attempts`. */
function stillClaimed(row: InvoiceSyncRow) {
  return and(
    eq(invoiceSyncQueue.id, row.id),
    eq(invoiceSyncQueue.status, 'syncing'),
    eq(invoiceSyncQueue.attempts, row.attempts),
  );
}

/**
 * Makes one order's invoice: the customer found by e-mail or created, then the invoice with one line
 * per order item, tax and delivery (domain invoiceLines). Both writes carry `requestid`s derived
 * from the row, so a retry after a lost answer, or a second worker on an expired claim, gets the
 * first customer and invoice back from Intuit instead of new ones.
 */
async function createInvoice(ctx: AppContext, row: InvoiceSyncRow): Promise<string> {
  const [order] = await ctx.db.select().from(orders).where(eq(orders.id, row.orderId));
  if (!order) throw new Error('order no longer exists');
  if (order.quickbooksInvoiceId) return order.quickbooksInvoiceId;
  const items = await ctx.db
    .select()
    .from(orderItems)
    .where(eq(orderItems.orderId, order.id))
    .orderBy(asc(orderItems.position));
  const link = await usableLink(ctx, order.showroomId);
  const api = intuitApi(ctx.env, link.row.realmId, link.accessToken);
  const name = `${order.customerFirstName} ${order.customerLastName}`.trim();
  const customer =
    (await api.findCustomerByEmail(order.customerEmail)) ??
    (await api.createCustomer(
      {
        displayName: `${name} (${order.customerEmail})`,
        givenName: order.customerFirstName,
        familyName: order.customerLastName,
        email: order.customerEmail,
        phone: order.customerPhone,
      },
      `${row.requestId}-customer`,
    ));
  const lines: IntuitInvoiceLine[] = invoiceLines(
    items.map((item) => ({
      description: `${item.brand} ${item.color} ${item.thickness} ${item.finish}, ${item.quantitySlabs} slab${item.quantitySlabs === 1 ? '' : 's'}`,
      quantity: item.quantitySlabs,
      lineTotalCents: item.lineTotalCents,
    })),
    order.taxCents,
    order.deliveryCents,
  ).map((line) => ({
    // Qty 1 at the line's amount: Intuit requires Amount = Qty × UnitPrice, which a discounted
    // line's per-slab price in whole cents cannot always meet. The slab count is in the description.
    Amount: centsToDollars(line.amountCents),
    Description: line.description,
    DetailType: 'SalesItemLineDetail',
    SalesItemLineDetail: { Qty: 1, UnitPrice: centsToDollars(line.amountCents) },
  }));
  const invoice = await api.createInvoice(
    {
      customerId: customer.Id,
      docNumber: order.quoteNumber,
      txnDate: order.orderDate.toISOString().slice(0, 10),
      lines,
    },
    row.requestId,
  );
  return invoice.Id;
}

/**
 * The invoice worker's pass: claims due rows and makes their invoices. The invoice id goes on the
 * order and the row, and the order's `order_status` starts following its status (spec 03: shown
 * instead of `status` when the accounting integration is enabled). A failure is retried with the
 * mail outbox's back-off (30 s doubling, capped at one hour), then the row is marked 'failed'.
 */
export async function syncOrderInvoices(ctx: AppContext, limit = 10): Promise<InvoiceSyncReport> {
  const report: InvoiceSyncReport = { created: 0, retried: 0, failed: 0, lost: 0 };
  const claimed = await claimDue(ctx.db, ctx.clock.now(), limit);
  for (const row of claimed) {
    try {
      const invoiceId = await createInvoice(ctx, row);
      const recorded = await ctx.db.transaction(async (tx) => {
        const [done] = await tx
          .update(invoiceSyncQueue)
          .set({ status: 'done', invoiceId, lockedUntil: null, lastError: null, syncedAt: ctx.clock.now() })
          .where(stillClaimed(row))
          .returning({ id: invoiceSyncQueue.id });
        if (!done) return false;
        await tx
          .update(orders)
          .set({
            quickbooksInvoiceId: invoiceId,
            orderStatus: sql`coalesce(${orders.orderStatus}, ${orders.status})`,
          })
          .where(eq(orders.id, row.orderId));
        return true;
      });
      if (recorded) report.created += 1;
      else report.lost += 1;
    } catch (error) {
      const gaveUp = row.attempts >= MAX_INVOICE_ATTEMPTS;
      const message = error instanceof Error ? error.message : String(error);
      await ctx.db
        .update(invoiceSyncQueue)
        .set({
          status: gaveUp ? 'failed' : 'pending',
          lockedUntil: null,
          lastError: message.slice(0, 2000),
          nextAttemptAt: new Date(ctx.clock.now().getTime() + retryDelaySeconds(row.attempts) * 1000),
        })
        .where(stillClaimed(row));
      if (gaveUp) report.failed += 1;
      else report.retried += 1;
    }
  }
  return report;
}
