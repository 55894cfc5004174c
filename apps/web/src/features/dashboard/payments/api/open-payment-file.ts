import { ApiError, readServerError } from '../../../../lib/api-error';
import { authFetch } from '../../../../lib/session-store';
import { getPaymentFiles } from './get-payment-files';

export const OPEN_FILE_FAILED = 'Unable to open the file. Please try again.';

/** The file name the server chose (Content-Disposition), else the fallback. */
function attachmentName(response: Response, fallback: string): string {
  const header = response.headers.get('Content-Disposition') ?? '';
  return /filename="([^"]+)"/.exec(header)?.[1] ?? fallback;
}

/**
 * Opens a receipt: asks for a fresh signed link (links live five minutes), fetches the file with
 * the session, and hands it to the browser as a download. The link alone never serves the file.
 */
export async function openPaymentFile(
  paymentId: string,
  fileId: string,
  fallbackName: string,
): Promise<void> {
  const file = (await getPaymentFiles(paymentId)).find((candidate) => candidate.id === fileId);
  if (!file) throw new ApiError(OPEN_FILE_FAILED, 404);
  const response = await authFetch(file.url);
  if (!response.ok)
    throw new ApiError((await readServerError(response)) ?? OPEN_FILE_FAILED, response.status);
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = attachmentName(response, fallbackName);
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
