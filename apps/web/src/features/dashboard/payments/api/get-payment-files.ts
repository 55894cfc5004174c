import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZPaymentFilesResponse, type TPaymentFile } from '@stonetool/contracts/payments';
import { ApiError, readServerError } from '../../../../lib/api-error';
import { authFetch } from '../../../../lib/session-store';

export const LOAD_FILES_FAILED = 'Failed to load payment files';

/** GET /api/payments/files?paymentId={id}: the payment's receipts, each with a short-lived link. */
export async function getPaymentFiles(paymentId: string): Promise<TPaymentFile[]> {
  const response = await authFetch(`/api/payments/files?paymentId=${encodeURIComponent(paymentId)}`);
  if (!response.ok) {
    throw new ApiError((await readServerError(response)) ?? LOAD_FILES_FAILED, response.status);
  }
  return ZPaymentFilesResponse.parse(await response.json()).files;
}

export const paymentFilesQueryKey = (paymentId: string) => ['payments', 'files', paymentId] as const;

export function paymentFilesQueryOptions(paymentId: string) {
  return queryOptions({
    queryKey: paymentFilesQueryKey(paymentId),
    queryFn: () => getPaymentFiles(paymentId),
  });
}

export function usePaymentFiles(paymentId: string) {
  return useQuery(paymentFilesQueryOptions(paymentId));
}
