import type { TPaymentFile } from '@stonetool/contracts/payments';
import type { Executor } from '@stonetool/db/client';
import { uploadedFiles } from '@stonetool/db/schema/files';
import { supplierPaymentFiles, supplierPayments } from '@stonetool/db/schema/payments';
import { and, asc, eq, inArray, type SQL } from 'drizzle-orm';
import { paymentNotFound, type PaymentScope } from './payment-scope';

/** Spec 03 section 3 "Payment file", with `url` made by the caller (a signed, expiring link). */
export function toPaymentFile(
  row: { id: string; name: string | null; contentType: string; sizeBytes: number; uploadedAt: Date },
  url: string,
): TPaymentFile {
  return {
    id: row.id,
    name: row.name ?? 'receipt',
    type: row.contentType,
    size: row.sizeBytes,
    url,
    uploaded_at: row.uploadedAt.toISOString(),
  };
}

/** What a payment file answer needs of a stored receipt. */
const fileColumns = {
  id: uploadedFiles.id,
  name: uploadedFiles.originalName,
  contentType: uploadedFiles.contentType,
  sizeBytes: uploadedFiles.sizeBytes,
  uploadedAt: supplierPaymentFiles.uploadedAt,
};

/**
 * GET /api/payments/files: the receipts of one payment inside the scope, oldest first. A payment
 * of another showroom answers 404 exactly as one that does not exist.
 */
export async function listPaymentFiles(
  db: Executor,
  scope: PaymentScope,
  paymentId: string,
  linkTo: (fileId: string) => string,
): Promise<TPaymentFile[]> {
  const inScope: SQL[] = [eq(supplierPayments.id, paymentId)];
  if (scope.showroomId) inScope.push(eq(supplierPayments.showroomId, scope.showroomId));
  const [payment] = await db
    .select({ id: supplierPayments.id })
    .from(supplierPayments)
    .where(and(...inScope));
  if (!payment) throw paymentNotFound();
  const rows = await db
    .select(fileColumns)
    .from(supplierPaymentFiles)
    .innerJoin(uploadedFiles, eq(uploadedFiles.id, supplierPaymentFiles.fileId))
    .where(eq(supplierPaymentFiles.paymentId, payment.id))
    .orderBy(asc(supplierPaymentFiles.uploadedAt), asc(uploadedFiles.id));
  return rows.map((row) => toPaymentFile(row, linkTo(row.id)));
}

/**
 * The supplier payment of each of some orders (those synced), with its receipts oldest first, for
 * the admin order details; two queries for the whole page.
 */
export async function findOrderPayments(
  db: Executor,
  orderIds: readonly string[],
  linkTo: (fileId: string) => string,
): Promise<Map<string, { id: string; payment_status: string; files: TPaymentFile[] }>> {
  const byOrder = new Map<string, { id: string; payment_status: string; files: TPaymentFile[] }>();
  if (orderIds.length === 0) return byOrder;
  const payments = await db
    .select({
      id: supplierPayments.id,
      orderId: supplierPayments.orderId,
      status: supplierPayments.paymentStatus,
    })
    .from(supplierPayments)
    .where(inArray(supplierPayments.orderId, [...orderIds]));
  if (payments.length === 0) return byOrder;
  const files = await db
    .select({ paymentId: supplierPaymentFiles.paymentId, ...fileColumns })
    .from(supplierPaymentFiles)
    .innerJoin(uploadedFiles, eq(uploadedFiles.id, supplierPaymentFiles.fileId))
    .where(
      inArray(
        supplierPaymentFiles.paymentId,
        payments.map((payment) => payment.id),
      ),
    )
    .orderBy(asc(supplierPaymentFiles.uploadedAt), asc(uploadedFiles.id));
  for (const payment of payments) {
    byOrder.set(payment.orderId, {
      id: payment.id,
      payment_status: payment.status,
      files: files
        .filter((file) => file.paymentId === payment.id)
        .map((file) => toPaymentFile(file, linkTo(file.id))),
    });
  }
  return byOrder;
}
