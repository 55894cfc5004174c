import { invoiceSyncQueue, type InvoiceSyncRow } from '@stonetool/db/schema/accounting';
import { orderItems, orders } from '@stonetool/db/schema/orders';
import { invoiceLines } from '@stonetool/domain/accounting/accounting-link';
import { centsToDollars } from '@stonetool/domain/money';
import { asc, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../app-context';
import { processOutbox, retryDelaySeconds } from '../../outbox/process-outbox';
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
 * The invoice worker's pass over the outbox loop (claimed by one worker, retried with the mail
 * outbox's back-off, then marked 'failed'): makes each due order's invoice. The invoice id goes on
 * the order and the row, and the order's `order_status` starts following its status (spec 03:
 * shown instead of `status` when the accounting integration is enabled).
 */
export async function syncOrderInvoices(ctx: AppContext, limit = 10): Promise<InvoiceSyncReport> {
  const { done, ...report } = await processOutbox<InvoiceSyncRow>(
    ctx,
    {
      table: invoiceSyncQueue,
      claimedStatus: 'syncing',
      maxAttempts: MAX_INVOICE_ATTEMPTS,
      retryDelaySeconds,
      async work(row, stillClaimed) {
        const invoiceId = await createInvoice(ctx, row);
        return ctx.db.transaction(async (tx) => {
          const [recorded] = await tx
            .update(invoiceSyncQueue)
            .set({ status: 'done', invoiceId, lockedUntil: null, lastError: null, syncedAt: ctx.clock.now() })
            .where(stillClaimed)
            .returning({ id: invoiceSyncQueue.id });
          if (!recorded) return false;
          await tx
            .update(orders)
            .set({
              quickbooksInvoiceId: invoiceId,
              orderStatus: sql`coalesce(${orders.orderStatus}, ${orders.status})`,
            })
            .where(eq(orders.id, row.orderId));
          return true;
        });
      },
    },
    limit,
  );
  return { created: done, ...report };
}
