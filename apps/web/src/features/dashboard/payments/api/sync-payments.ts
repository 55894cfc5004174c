import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZSyncPaymentsResponse, type TSyncPaymentsResponse } from '@stonetool/contracts/payments';
import { ApiError, readServerError } from '../../../../lib/api-error';
import { authFetch } from '../../../../lib/session-store';
import { queryKeys } from '../../../../lib/query-keys';

export const SYNC_FAILED = 'Failed to sync orders. Please try again.';

/** POST /api/showroom/payments (Sync Orders): a payment record for each order without one. */
export async function syncPayments(): Promise<TSyncPaymentsResponse> {
  const response = await authFetch('/api/showroom/payments', { method: 'POST' });
  if (!response.ok) throw new ApiError((await readServerError(response)) ?? SYNC_FAILED, response.status);
  return ZSyncPaymentsResponse.parse(await response.json());
}

export function useSyncPayments() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: syncPayments,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.showroom.payments.all }),
  });
}
