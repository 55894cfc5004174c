import type { TAdminPaymentRecord } from '@stonetool/contracts/admin-payments';
import type { TPaymentChange } from '@stonetool/contracts/payments';
import type { Database } from '@stonetool/db/client';
import { supplierPayments } from '@stonetool/db/schema/payments';
import { paymentDateAfterChange } from '@stonetool/domain/payments/payment-status';
import { and, eq, type SQL } from 'drizzle-orm';
import { findPayment } from './list-payments';
import { paymentNotFound, type PaymentScope } from './payment-scope';

/**
 * Manage Payment (spec 03 section 4): any status may be chosen, with method, reference and
 * notes. The row is locked while the payment date is worked out (paymentDateAfterChange), so
 * two saves at once cannot both stamp a date. A payment outside the scope (another showroom's,
 * for a showroom owner; none for the admin's null scope) is not found.
 */
export async function updatePayment(
  db: Database,
  scope: PaymentScope,
  change: TPaymentChange,
  now: Date,
): Promise<TAdminPaymentRecord> {
  const inScope: SQL[] = [eq(supplierPayments.id, change.payment_id)];
  if (scope.showroomId) inScope.push(eq(supplierPayments.showroomId, scope.showroomId));
  await db.transaction(async (tx) => {
    const [current] = await tx
      .select({ status: supplierPayments.paymentStatus, paymentDate: supplierPayments.paymentDate })
      .from(supplierPayments)
      .where(and(...inScope))
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
  const record = await findPayment(db, scope, change.payment_id);
  if (!record) throw paymentNotFound();
  return record;
}
