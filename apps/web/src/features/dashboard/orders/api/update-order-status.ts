import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  ZUpdateOrderStatusResponse,
  type TShowroomOrder,
  type TUpdateOrderStatusRequest,
} from '@stonetool/contracts/showroom-orders';
import { readServerError } from '../../../../lib/api-error';
import { authFetch } from '../../../../lib/session-store';
import { queryKeys } from '../../../../lib/query-keys';

export const UPDATE_STATUS_FAILED = 'Failed to update order status. Please try again.';

/**
 * PATCH /api/showroom/orders {order_id, status, version} (spec 03 section 7). A failure reads the
 * spec's message, followed by the server's reason when it gives one (a change made meanwhile by
 * someone else, a final status).
 */
export async function updateOrderStatus(input: TUpdateOrderStatusRequest): Promise<TShowroomOrder> {
  let response: Response;
  try {
    response = await authFetch('/api/showroom/orders', { method: 'PATCH', body: JSON.stringify(input) });
  } catch {
    throw new Error(UPDATE_STATUS_FAILED);
  }
  if (!response.ok) {
    const reason = await readServerError(response);
    throw new Error(reason ? `${UPDATE_STATUS_FAILED} ${reason}` : UPDATE_STATUS_FAILED);
  }
  return ZUpdateOrderStatusResponse.parse(await response.json()).order;
}

/** Changes a status, then reloads the orders and stats, success or not (a stale version needs the new one). */
export function useUpdateOrderStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateOrderStatus,
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.showroom.orders.all }),
  });
}
