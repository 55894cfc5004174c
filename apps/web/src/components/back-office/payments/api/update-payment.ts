import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  ZUpdatePaymentResponse,
  type TPaymentRecord,
  type TUpdatePaymentRequest,
} from '@stonetool/contracts/payments';
import { apiJson } from '../../../../lib/http/api-json';
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
  const answer = await apiJson(ZUpdatePaymentResponse, paths[scope], {
    method: 'PATCH',
    json: body,
    fallback: UPDATE_PAYMENT_FAILED,
  });
  return answer.payment;
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
