import type { FileUrlSigner } from '../../uploads/signed-file-url';

/** How long a receipt link works: long enough to click Open, short enough that a leaked one dies. */
export const RECEIPT_LINK_TTL_SECONDS = 5 * 60;

export function receiptPath(fileId: string): string {
  return `/api/payments/receipts/${fileId}`;
}

/** A signed, expiring link to one receipt; serving it still needs the owner's or admin's session. */
export function receiptLink(signer: FileUrlSigner, fileId: string, now: Date): string {
  return signer.sign(receiptPath(fileId), new Date(now.getTime() + RECEIPT_LINK_TTL_SECONDS * 1000));
}
