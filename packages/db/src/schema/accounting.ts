import { check, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { at, id, oneOf } from './columns';
import { orders } from './orders';
import { showroomTenantId } from './showrooms';

export const invoiceSyncStatuses = ['pending', 'syncing', 'done', 'failed'] as const;
export type InvoiceSyncStatus = (typeof invoiceSyncStatuses)[number];

/**
 * The invoice outbox: an order placed while its showroom is connected to QuickBooks gets a row in
 * the order's own transaction, and a worker turns it into a QuickBooks invoice. Claimed like the
 * mail outbox ('syncing' with `locked_until`, SKIP LOCKED), retried at `next_attempt_at` with
 * back-off. One row per order (unique), and `request_id` is sent as Intuit's `requestid` on every
 * attempt, so a retry or a second worker gets the first invoice back instead of a second one.
 */
export const invoiceSyncQueue = pgTable(
  'invoice_sync_queue',
  {
    id: id(),
    showroomId: showroomTenantId(),
    orderId: uuid('order_id')
      .notNull()
      .unique('invoice_sync_queue_order_unique')
      .references(() => orders.id, { onDelete: 'cascade' }),
    requestId: uuid('request_id').notNull().defaultRandom(),
    status: text('status', { enum: invoiceSyncStatuses }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: at('next_attempt_at').notNull().defaultNow(),
    lockedUntil: at('locked_until'),
    lastError: text('last_error'),
    invoiceId: text('invoice_id'),
    createdAt: at('created_at').notNull().defaultNow(),
    syncedAt: at('synced_at'),
  },
  (t) => [
    check('invoice_sync_queue_status_check', oneOf(t.status, invoiceSyncStatuses)),
    index('invoice_sync_queue_due_idx').on(t.status, t.nextAttemptAt),
  ],
);

export type InvoiceSyncRow = typeof invoiceSyncQueue.$inferSelect;
