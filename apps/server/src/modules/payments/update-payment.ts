import type { TPaymentChange, TPaymentRecord } from '@stonetool/contracts/payments';
import type { Database } from '@stonetool/db/client';
import { supplierPayments } from '@stonetool/db/schema/payments';
import { paymentDateAfterChange } from '@stonetool/domain/payments/payment-status';
import { and, eq } from 'drizzle-orm';
import { findPayment } from './list-payments';
import { paymentNotFound } from './payment-scope';

/**
 * Manage Payment (spec 03 section 4): any status may be chosen, with method, reference and
 * notes. The row is locked while the payment date is worked out (paymentDateAfterChange), so
 * two saves at once cannot both stamp a date. Another showroom's payment is not found.
 */
export async function updatePayment(
  db: Database,
  showroomId: string,
  change: TPaymentChange,
  now: Date,
): Promise<TPaymentRecord> {
  await db.transaction(async (tx) => {
    const [current] = await tx
      .select({ status: supplierPayments.paymentStatus, paymentDate: supplierPayments.paymentDate })
      .from(supplierPayments)
      .where(and(eq(supplierPayments.id, change.payment_id), eq(supplierPayments.showroomId, showroomId)))
      .for('update');
    if (!current) throw paymentNotFound();
    await tx
      .update(supplierPayments)
      .set({
        paymentStatus: change.status,
        paymentDate: paymentDateAfterChange(current, change.status, now),
        ...(change.method !== undefined ? { paymentMethod: change.method } : {}),
        ...(change.reference !== undefined ? { paymentReference: change.reference } : {}),
        ...(change.notes !== undefined ? { notes: change.notes } : {}),
        updatedAt: now,
      })
      .where(eq(supplierPayments.id, change.payment_id));
  });
  const record = await findPayment(db, { showroomId }, change.payment_id);
  if (!record) throw paymentNotFound();
  return record;
}
