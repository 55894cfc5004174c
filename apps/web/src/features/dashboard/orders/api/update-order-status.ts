import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  ZUpdateOrderStatusResponse,
  type TShowroomOrder,
  type TUpdateOrderStatusRequest,
} from '@stonetool/contracts/showroom-orders';
import { ApiError } from '../../../../lib/api-error';
import { apiJson } from '../../../../lib/http/api-json';
import { queryKeys } from '../../../../lib/query-keys';

export const UPDATE_STATUS_FAILED = 'Failed to update order status. Please try again.';

/**
 * PATCH /api/showroom/orders {order_id, status, version} (spec 03 section 7). A failure reads the
 * spec's message, followed by the server's reason when it gives one (a change made meanwhile by
 * someone else, a final status).
 */
export async function updateOrderStatus(input: TUpdateOrderStatusRequest): Promise<TShowroomOrder> {
  try {
    const answer = await apiJson(ZUpdateOrderStatusResponse, '/api/showroom/orders', {
      method: 'PATCH',
      json: input,
      fallback: UPDATE_STATUS_FAILED,
    });
    return answer.order;
  } catch (error) {
    if (error instanceof ApiError && error.message !== UPDATE_STATUS_FAILED)
      throw new ApiError(`${UPDATE_STATUS_FAILED} ${error.message}`, error.status);
    throw error;
  }
}

/** Changes a status, then reloads the orders and stats, success or not (a stale version needs the new one). */
export function useUpdateOrderStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateOrderStatus,
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.showroom.orders.all }),
  });
}
