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

const RECEIPT_PATH =
  /^\/api\/payments\/receipts\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i;

/**
 * The receipt a link names, whether it comes as a path or a full URL, signed or not (its signature
 * may have expired); undefined for anything that is not a receipt link.
 */
export function receiptIdOfLink(link: string): string | undefined {
  let pathname: string;
  try {
    pathname = new URL(link, 'http://receipt.invalid').pathname;
  } catch {
    return undefined;
  }
  return RECEIPT_PATH.exec(pathname)?.[1]?.toLowerCase();
}
