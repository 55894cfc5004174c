import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  ZUpdatePaymentResponse,
  type TPaymentRecord,
  type TUpdatePaymentRequest,
} from '@stonetool/contracts/payments';
import { ApiError, readServerError } from '../../../../lib/api-error';
import { authFetch } from '../../../../lib/session-store';
import { paymentsQueryKey } from './get-payments';

export const UPDATE_PAYMENT_FAILED = 'Failed to update payment. Please try again.';

/** PATCH /api/showroom/payments (Manage Payment): status, method, reference, notes. */
export async function updatePayment(body: TUpdatePaymentRequest): Promise<TPaymentRecord> {
  const response = await authFetch('/api/showroom/payments', { method: 'PATCH', body: JSON.stringify(body) });
  if (!response.ok) {
    throw new ApiError((await readServerError(response)) ?? UPDATE_PAYMENT_FAILED, response.status);
  }
  return ZUpdatePaymentResponse.parse(await response.json()).payment;
}

/** Spec 03 section 4: on success the current view is refreshed. */
export function useUpdatePayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePayment,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: paymentsQueryKey }),
  });
}
