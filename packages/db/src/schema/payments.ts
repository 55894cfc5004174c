import { check, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { at, cents, id, nonNegative, oneOf, timestamps } from './columns';
import { showroomTenantId } from './showrooms';
import { users } from './auth';
import { orders } from './orders';
import { uploadedFiles } from './files';

/** Spec 03 section 4; an unknown value is shown as unpaid. */
export const paymentStatuses = ['unpaid', 'pending', 'paid', 'failed', 'refunded'] as const;
export type PaymentStatus = (typeof paymentStatuses)[number];

/** What a showroom owes the platform for one order's material (spec 03, Payments). */
export const supplierPayments = pgTable(
  'supplier_payments',
  {
    id: id(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' })
      .unique('supplier_payments_order_unique'),
    showroomId: showroomTenantId(),
    wholesaleAmountCents: cents('wholesale_amount_cents').notNull(),
    paymentStatus: text('payment_status', { enum: paymentStatuses }).notNull().default('unpaid'),
    paymentMethod: text('payment_method'),
    paymentReference: text('payment_reference'),
    paymentDate: at('payment_date'),
    /** Date after which an unpaid amount counts as overdue in the admin overview. */
    dueDate: at('due_date'),
    notes: text('notes'),
    ...timestamps(),
  },
  (t) => [
    check('supplier_payments_status_check', oneOf(t.paymentStatus, paymentStatuses)),
    check('supplier_payments_amount_check', nonNegative(t.wholesaleAmountCents)),
    // Covers the Payments summary (sums by status over a showroom) as an index-only scan.
    index('supplier_payments_showroom_status_amount_idx').on(
      t.showroomId,
      t.paymentStatus,
      t.wholesaleAmountCents,
    ),
  ],
);

/** A receipt or screenshot attached to a supplier payment. */
export const supplierPaymentFiles = pgTable(
  'supplier_payment_files',
  {
    id: id(),
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => supplierPayments.id, { onDelete: 'cascade' }),
    showroomId: showroomTenantId(),
    fileId: uuid('file_id')
      .notNull()
      .references(() => uploadedFiles.id, { onDelete: 'cascade' }),
    uploadedByUserId: uuid('uploaded_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    uploadedAt: at('uploaded_at').notNull().defaultNow(),
  },
  (t) => [index('supplier_payment_files_payment_idx').on(t.paymentId)],
);

export type SupplierPaymentRow = typeof supplierPayments.$inferSelect;
export type NewSupplierPaymentRow = typeof supplierPayments.$inferInsert;
export type SupplierPaymentFileRow = typeof supplierPaymentFiles.$inferSelect;
