import {
  MAX_RECEIPT_BYTES,
  RECEIPT_EXTENSIONS,
  RECEIPT_SIZE_MESSAGE,
  RECEIPT_TYPE_MESSAGE,
} from '@stonetool/domain/payments/receipt-limits';

/** The `accept` list of the receipt picker. */
export const RECEIPT_ACCEPT = RECEIPT_EXTENSIONS.map((extension) => `.${extension}`).join(',');

/**
 * Spec 03 section 5 "Payment receipt", checked before uploading: the name's type and the 5 MB
 * limit, with the spec's messages. The server checks the bytes again; this only saves a trip.
 */
export function receiptFileProblem(file: { name: string; size: number }): string | null {
  const extension = /\.([A-Za-z0-9]+)$/.exec(file.name)?.[1]?.toLowerCase() ?? '';
  if (!(RECEIPT_EXTENSIONS as readonly string[]).includes(extension)) return RECEIPT_TYPE_MESSAGE;
  if (file.size > MAX_RECEIPT_BYTES) return RECEIPT_SIZE_MESSAGE;
  return null;
}
