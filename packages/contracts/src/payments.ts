import { PAYMENT_STATUSES } from '@stonetool/domain/payments/payment-status';
import { z } from 'zod';
import { MAX_TEXT_LENGTH, ZSuccessResponse } from './common';

/** Spec 03 section 4 "Payment status". */
export const ZPaymentStatus = z.enum(
  PAYMENT_STATUSES,
  'Status must be unpaid, pending, paid, failed or refunded',
);
export type TPaymentStatus = z.infer<typeof ZPaymentStatus>;

/** Spec 03 section 3 "Payment file": size in bytes (shown in KB); url is a signed, expiring link. */
export const ZPaymentFile = z.object({
  id: z.string(),
  name: z.string(),
  type: z.string(),
  size: z.number().int(),
  url: z.string(),
  uploaded_at: z.string(),
});
export type TPaymentFile = z.infer<typeof ZPaymentFile>;

/** A stone line of the order a payment is for, as View Order shows it. */
export const ZPaymentOrderStone = z.object({
  brand: z.string(),
  color: z.string(),
  thickness: z.string().nullable(),
  finish: z.string().nullable(),
  quantity_slabs: z.number(),
});

/** The order a payment is for, for View Order (spec 03 section 2 item 5). Amounts in dollars. */
export const ZPaymentOrder = z.object({
  id: z.string(),
  quote_number: z.string(),
  status: z.string(),
  order_date: z.string(),
  customer_name: z.string(),
  customer_email: z.string(),
  customer_phone: z.string().nullable(),
  delivery_method: z.string(),
  quantity: z.number(),
  total: z.number(),
  wholesale_cost: z.number(),
  stones: z.array(ZPaymentOrderStone),
});
export type TPaymentOrder = z.infer<typeof ZPaymentOrder>;

/**
 * Spec 03 section 3 "Payment record" as the showroom sees it. `wholesale_amount` in dollars;
 * `payment_status` as stored (the client shows an unknown value as unpaid).
 */
export const ZPaymentRecord = z.object({
  id: z.string(),
  order_id: z.string(),
  order_number: z.string(),
  customer_name: z.string(),
  customer_email: z.string(),
  order_date: z.string(),
  wholesale_amount: z.number(),
  payment_status: z.string(),
  payment_method: z.string().nullable(),
  payment_reference: z.string().nullable(),
  payment_date: z.string().nullable(),
  notes: z.string().nullable(),
  file_count: z.number().int(),
  order: ZPaymentOrder,
});
export type TPaymentRecord = z.infer<typeof ZPaymentRecord>;

/**
 * Spec 03 section 3 "Showroom summary", in dollars: total owed = paid + pending, where pending is
 * everything unpaid, pending or failed; refunded payments are owed no longer.
 */
export const ZPaymentSummary = z.object({
  total_orders: z.number().int(),
  total_owed: z.number(),
  paid_amount: z.number(),
  pending_amount: z.number(),
});
export type TPaymentSummary = z.infer<typeof ZPaymentSummary>;

/** GET /api/showroom/payments */
export const ZShowroomPaymentsResponse = ZSuccessResponse.extend({
  payments: z.array(ZPaymentRecord),
  summary: ZPaymentSummary,
});
export type TShowroomPaymentsResponse = z.infer<typeof ZShowroomPaymentsResponse>;

/** POST /api/showroom/payments (Sync Orders): how many payment records were created. */
export const ZSyncPaymentsResponse = ZSuccessResponse.extend({
  created: z.number().int(),
  message: z.string(),
});
export type TSyncPaymentsResponse = z.infer<typeof ZSyncPaymentsResponse>;

const optionalText = (label: string, max: number) =>
  z
    .string(`${label} must be text`)
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .nullish()
    .transform((value) => (value === undefined ? undefined : value ? value : null));

/**
 * PATCH /api/showroom/payments (spec 03 section 7). Strict: an amount, a payment date or a
 * showroom cannot be sent. Method, reference and notes left out stay as they are; empty clears.
 */
export const ZUpdatePaymentRequest = z.strictObject({
  payment_id: z.uuid('Invalid payment id'),
  status: ZPaymentStatus,
  method: optionalText('Payment method', 100),
  reference: optionalText('Payment reference', MAX_TEXT_LENGTH),
  notes: optionalText('Notes', 2000),
});
export type TUpdatePaymentRequest = z.input<typeof ZUpdatePaymentRequest>;
/** The request as the server reads it: trimmed; undefined leaves a field, null clears it. */
export type TPaymentChange = z.output<typeof ZUpdatePaymentRequest>;

export const ZUpdatePaymentResponse = ZSuccessResponse.extend({ payment: ZPaymentRecord });
export type TUpdatePaymentResponse = z.infer<typeof ZUpdatePaymentResponse>;

/** GET /api/payments/files?paymentId={id} */
export const ZPaymentFilesQuery = z.strictObject({ paymentId: z.uuid('Invalid payment id') });
export const ZPaymentFilesResponse = ZSuccessResponse.extend({ files: z.array(ZPaymentFile) });
export type TPaymentFilesResponse = z.infer<typeof ZPaymentFilesResponse>;

/** POST /api/payments/upload-receipt (multipart `file`, `paymentId`, `orderNumber`). */
export const ZUploadReceiptFields = z.strictObject({
  paymentId: z.uuid('Invalid payment id'),
  orderNumber: z.string().trim().max(100).optional(),
});
export const ZUploadReceiptResponse = ZSuccessResponse.extend({ file: ZPaymentFile });
export type TUploadReceiptResponse = z.infer<typeof ZUploadReceiptResponse>;

/** The signature part of a receipt link: GET /api/payments/receipts/{fileId}?expires&signature. */
export const ZSignedFileQuery = z.strictObject({
  expires: z.coerce.number().int().positive('This link is invalid'),
  signature: z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'This link is invalid'),
});

/**
 * GET /api/payments/file-url?filePath={url} (spec 03 section 7): a fresh signed link for a receipt
 * link the caller already holds (its signature may have expired), for previews.
 */
export const ZFileUrlQuery = z.strictObject({
  filePath: z.string().trim().min(1, 'File not found').max(1000, 'File not found'),
});
export const ZFileUrlResponse = ZSuccessResponse.extend({ url: z.string() });
export type TFileUrlResponse = z.infer<typeof ZFileUrlResponse>;
