import { ZFileUrlResponse, type TPaymentFile } from '@stonetool/contracts/payments';
import { ApiError, readServerError } from '../../../../lib/api-error';
import { filenameFromDisposition } from '../../../../lib/download-response';
import { saveFile } from '../../../../lib/save-file';
import { authFetch } from '../../../../lib/session-store';

export const OPEN_FILE_FAILED = 'Unable to open the file. Please try again.';

/**
 * GET /api/payments/file-url?filePath={url}: a fresh signed link for a listed one (links live five
 * minutes). Spec 03 section 8: a failed lookup falls back to the link as listed.
 */
export async function freshFileLink(listedUrl: string): Promise<string> {
  try {
    const response = await authFetch(`/api/payments/file-url?filePath=${encodeURIComponent(listedUrl)}`);
    if (!response.ok) return listedUrl;
    return ZFileUrlResponse.parse(await response.json()).url;
  } catch {
    return listedUrl;
  }
}

/** A receipt's bytes, fetched with the session through a fresh link (the link alone serves nothing). */
export async function fetchPaymentFile(file: TPaymentFile): Promise<{ blob: Blob; filename: string }> {
  const response = await authFetch(await freshFileLink(file.url));
  if (!response.ok)
    throw new ApiError((await readServerError(response)) ?? OPEN_FILE_FAILED, response.status);
  return {
    blob: await response.blob(),
    filename: filenameFromDisposition(response.headers.get('Content-Disposition'), file.name),
  };
}

/** Opens a receipt: fetches it and hands it to the browser as a download. */
export async function openPaymentFile(file: TPaymentFile): Promise<void> {
  const { blob, filename } = await fetchPaymentFile(file);
  saveFile(filename, blob);
}
