import type { Executor } from '@stonetool/db/client';
import { invoiceSyncQueue } from '@stonetool/db/schema/accounting';
import { accountingConnections } from '@stonetool/db/schema/integrations';
import { and, eq, isNotNull } from 'drizzle-orm';

/**
 * Queues the QuickBooks invoice of an order just placed, when its showroom is connected. Call it
 * with the order's transaction (like enqueueMail): the order and its queue row commit together or
 * not at all, and the invoice worker (sync-order-invoices.ts) does the rest.
 */
export async function queueOrderInvoice(
  tx: Executor,
  showroomId: string,
  orderId: string,
  now: Date,
): Promise<void> {
  const [link] = await tx
    .select({ id: accountingConnections.id })
    .from(accountingConnections)
    .where(
      and(
        eq(accountingConnections.showroomId, showroomId),
        isNotNull(accountingConnections.accessTokenCiphertext),
      ),
    );
  if (!link) return;
  await tx.insert(invoiceSyncQueue).values({ showroomId, orderId, createdAt: now, nextAttemptAt: now });
}
