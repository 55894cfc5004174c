import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZSyncPaymentsResponse, type TSyncPaymentsResponse } from '@stonetool/contracts/payments';
import { apiJson } from '../../../../lib/http/api-json';
import { queryKeys } from '../../../../lib/query-keys';

export const SYNC_FAILED = 'Failed to sync orders. Please try again.';

/** POST /api/showroom/payments (Sync Orders): a payment record for each order without one. */
export async function syncPayments(): Promise<TSyncPaymentsResponse> {
  return apiJson(ZSyncPaymentsResponse, '/api/showroom/payments', { method: 'POST', fallback: SYNC_FAILED });
}

export function useSyncPayments() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: syncPayments,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.showroom.payments.all }),
  });
}
