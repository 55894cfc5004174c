import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZPaymentFilesResponse, type TPaymentFile } from '@stonetool/contracts/payments';
import { apiJson } from '../../../../lib/http/api-json';
import { queryKeys } from '../../../../lib/query-keys';

export const LOAD_FILES_FAILED = 'Failed to load payment files';

/** Whose call lists the files: the showroom owner's, or the platform admin's (any showroom). */
export type PaymentFilesScope = 'own' | 'admin';

const filesPath: Record<PaymentFilesScope, string> = {
  own: '/api/payments/files',
  admin: '/api/admin/payments/files',
};

/**
 * GET /api/payments/files?paymentId={id} (or /api/admin/payments/files for the admin): the
 * payment's receipts, each with a short-lived link.
 */
export async function getPaymentFiles(
  paymentId: string,
  scope: PaymentFilesScope = 'own',
): Promise<TPaymentFile[]> {
  const answer = await apiJson(
    ZPaymentFilesResponse,
    `${filesPath[scope]}?paymentId=${encodeURIComponent(paymentId)}`,
    { fallback: LOAD_FILES_FAILED },
  );
  return answer.files;
}

export function paymentFilesQueryOptions(paymentId: string, scope: PaymentFilesScope = 'own') {
  return queryOptions({
    queryKey: queryKeys.paymentFiles(paymentId, scope),
    queryFn: () => getPaymentFiles(paymentId, scope),
  });
}

export function usePaymentFiles(paymentId: string, scope: PaymentFilesScope = 'own') {
  return useQuery(paymentFilesQueryOptions(paymentId, scope));
}
