/** Spec 03 section 9: a payment receipt is at most 5 MB. */
export const MAX_RECEIPT_BYTES = 5 * 1024 * 1024;

/** Spec 03 section 9: the receipt types, as their MIME types (recognised by their bytes). */
export const RECEIPT_CONTENT_TYPES = [
  'application/pdf',
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/gif',
] as const;
export type ReceiptContentType = (typeof RECEIPT_CONTENT_TYPES)[number];

/** Spec 03 section 9: the receipt file name extensions accepted. */
export const RECEIPT_EXTENSIONS = ['pdf', 'jpg', 'jpeg', 'png', 'webp', 'gif'] as const;

/** Spec 03 section 5 "Payment receipt" messages. */
export const RECEIPT_TYPE_MESSAGE = 'Please select a valid file type (PDF, JPG, PNG, WebP, GIF)';
export const RECEIPT_SIZE_MESSAGE = 'File size must be less than 5MB';
