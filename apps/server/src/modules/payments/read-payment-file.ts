import type { Executor } from '@stonetool/db/client';
import { uploadedFiles } from '@stonetool/db/schema/files';
import { orders } from '@stonetool/db/schema/orders';
import { supplierPaymentFiles, supplierPayments } from '@stonetool/db/schema/payments';
import { and, eq, type SQL } from 'drizzle-orm';
import { AppError } from '../../errors/app-error';
import type { Storage } from '../../storage/storage';
import type { PaymentScope } from './payment-scope';

const fileNotFound = () => new AppError('NOT_FOUND', 'File not found');

/**
 * Where one receipt inside the scope is stored, and the order it is for; undefined for another
 * showroom's receipt or one that does not exist.
 */
export async function findPaymentFile(db: Executor, scope: PaymentScope, fileId: string) {
  const inScope: SQL[] = [eq(supplierPaymentFiles.fileId, fileId)];
  if (scope.showroomId) inScope.push(eq(supplierPaymentFiles.showroomId, scope.showroomId));
  const [row] = await db
    .select({
      storageKey: uploadedFiles.storageKey,
      contentType: uploadedFiles.contentType,
      orderNumber: orders.quoteNumber,
    })
    .from(supplierPaymentFiles)
    .innerJoin(uploadedFiles, eq(uploadedFiles.id, supplierPaymentFiles.fileId))
    .innerJoin(supplierPayments, eq(supplierPayments.id, supplierPaymentFiles.paymentId))
    .innerJoin(orders, eq(orders.id, supplierPayments.orderId))
    .where(and(...inScope));
  return row;
}

/**
 * The bytes of one receipt inside the scope, with a server-made download name
 * (`receipt-<order number>-<id prefix>.<ext>`); the uploader's own file name is never sent as a
 * header. Another showroom's receipt is not found, whatever link the caller holds.
 */
export async function readPaymentFile(
  db: Executor,
  storage: Storage,
  scope: PaymentScope,
  fileId: string,
): Promise<{ bytes: Uint8Array; contentType: string; filename: string }> {
  const row = await findPaymentFile(db, scope, fileId);
  if (!row) throw fileNotFound();
  const stored = await storage.get(row.storageKey);
  if (!stored) throw fileNotFound();
  const extension = row.storageKey.split('.').pop() ?? 'bin';
  return {
    bytes: stored.bytes,
    contentType: row.contentType,
    filename: `receipt-${row.orderNumber}-${fileId.slice(0, 8)}.${extension}`,
  };
}
