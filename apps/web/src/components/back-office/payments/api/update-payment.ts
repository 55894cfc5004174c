import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  ZUpdatePaymentResponse,
  type TPaymentRecord,
  type TUpdatePaymentRequest,
} from '@stonetool/contracts/payments';
import { ApiError, readServerError } from '../../../../lib/api-error';
import { authFetch } from '../../../../lib/session-store';
import type { PaymentFilesScope } from './get-payment-files';
import { queryKeys } from '../../../../lib/query-keys';

export const UPDATE_PAYMENT_FAILED = 'Failed to update payment. Please try again.';

const paths: Record<PaymentFilesScope, string> = {
  own: '/api/showroom/payments',
  admin: '/api/admin/payments',
};

/**
 * PATCH /api/showroom/payments (or /api/admin/payments for the admin) (Manage Payment): status,
 * method, reference, notes.
 */
export async function updatePayment(
  body: TUpdatePaymentRequest,
  scope: PaymentFilesScope = 'own',
): Promise<TPaymentRecord> {
  const response = await authFetch(paths[scope], { method: 'PATCH', body: JSON.stringify(body) });
  if (!response.ok) {
    throw new ApiError((await readServerError(response)) ?? UPDATE_PAYMENT_FAILED, response.status);
  }
  return ZUpdatePaymentResponse.parse(await response.json()).payment;
}

/** Spec 03 section 4: on success the current view is refreshed. */
export function useUpdatePayment(scope: PaymentFilesScope = 'own') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TUpdatePaymentRequest) => updatePayment(body, scope),
    onSuccess: () =>
      queryClient.invalidateQueries({
        queryKey: scope === 'own' ? queryKeys.showroom.payments.all : queryKeys.admin.payments.all,
      }),
  });
}
