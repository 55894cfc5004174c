import { randomUUID } from 'node:crypto';
import type { TPaymentFile } from '@stonetool/contracts/payments';
import type { Database } from '@stonetool/db/client';
import { uploadedFiles } from '@stonetool/db/schema/files';
import { orders } from '@stonetool/db/schema/orders';
import { supplierPaymentFiles, supplierPayments } from '@stonetool/db/schema/payments';
import {
  RECEIPT_CONTENT_TYPES,
  RECEIPT_EXTENSIONS,
  RECEIPT_TYPE_MESSAGE,
} from '@stonetool/domain/payments/receipt-limits';
import { and, eq } from 'drizzle-orm';
import { AppError } from '../../errors/app-error';
import type { Storage } from '../../storage/storage';
import { detectFileType } from '../../uploads/detect-file-type';
import { isRasterContentType, reencodeImage } from '../../uploads/reencode-image';
import { paymentNotFound } from './payment-scope';
import { toPaymentFile } from './list-payment-files';

/** Receipts are photos of paper or screenshots: 4,000 pixels on the long side is plenty. */
const MAX_RECEIPT_DIMENSION = 4000;

export interface ReceiptUpload {
  paymentId: string;
  /** When sent, it must be the order number of the payment's order. */
  orderNumber: string | undefined;
  file: { bytes: Uint8Array; filename: string } | null;
  uploadedByUserId: string;
}

/** The uploader's file name as shown in the file list: no path, no control characters, bounded. */
function displayName(filename: string): string {
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is removed
  const base = (filename.split(/[\\/]/).pop() ?? '').replace(/[\x00-\x1f\x7f]/g, '').trim();
  return (base || 'receipt').slice(0, 200);
}

/**
 * POST /api/payments/upload-receipt (spec 03 sections 5 and 9): a PDF, JPEG, PNG, WebP or GIF,
 * recognised by its bytes (the size was capped while reading). Rasters are re-encoded with
 * sharp, PDFs kept byte for byte. The file is stored under a server-made key
 * (`receipts/<showroom>/<uuid>.<ext>`), then recorded with its payment in one transaction; if
 * that fails the stored bytes are removed again.
 */
export async function uploadReceipt(
  db: Database,
  storage: Storage,
  showroomId: string,
  upload: ReceiptUpload,
  linkTo: (fileId: string) => string,
): Promise<TPaymentFile> {
  if (!upload.file || upload.file.bytes.length === 0) {
    throw new AppError('VALIDATION_FAILED', 'Please select a file to upload');
  }
  const [payment] = await db
    .select({ id: supplierPayments.id, orderNumber: orders.quoteNumber })
    .from(supplierPayments)
    .innerJoin(orders, eq(orders.id, supplierPayments.orderId))
    .where(and(eq(supplierPayments.id, upload.paymentId), eq(supplierPayments.showroomId, showroomId)));
  if (!payment) throw paymentNotFound();
  if (upload.orderNumber && upload.orderNumber !== payment.orderNumber) {
    throw new AppError('VALIDATION_FAILED', 'The order number does not match this payment');
  }

  const type = await detectFileType(upload.file.bytes, upload.file.filename, {
    contentTypes: RECEIPT_CONTENT_TYPES,
    extensions: RECEIPT_EXTENSIONS,
  });
  if (!type) throw new AppError('UNSUPPORTED_FILE_TYPE', RECEIPT_TYPE_MESSAGE);
  let bytes: Uint8Array = upload.file.bytes;
  if (isRasterContentType(type.contentType)) {
    try {
      bytes = await reencodeImage(bytes, type.contentType, { maxDimension: MAX_RECEIPT_DIMENSION });
    } catch {
      throw new AppError('UNSUPPORTED_FILE_TYPE', RECEIPT_TYPE_MESSAGE);
    }
  }

  const key = `receipts/${showroomId}/${randomUUID()}.${type.extension}`;
  await storage.put(key, bytes, type.contentType);
  try {
    const row = await db.transaction(async (tx) => {
      const [file] = await tx
        .insert(uploadedFiles)
        .values({
          storageKey: key,
          showroomId,
          kind: 'receipt',
          contentType: type.contentType,
          sizeBytes: bytes.length,
          originalName: displayName(upload.file?.filename ?? ''),
          uploadedByUserId: upload.uploadedByUserId,
        })
        .returning();
      if (!file) throw new Error('receipt file not inserted');
      const [link] = await tx
        .insert(supplierPaymentFiles)
        .values({
          paymentId: payment.id,
          showroomId,
          fileId: file.id,
          uploadedByUserId: upload.uploadedByUserId,
        })
        .returning({ uploadedAt: supplierPaymentFiles.uploadedAt });
      if (!link) throw new Error('receipt link not inserted');
      return { ...file, name: file.originalName, uploadedAt: link.uploadedAt };
    });
    return toPaymentFile(row, linkTo(row.id));
  } catch (error) {
    await storage.delete(key);
    throw error;
  }
}
