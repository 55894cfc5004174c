import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ZOrderSettingsResponse,
  type TOrderSettings,
  type TUpdateOrderSettingsRequest,
} from '@stonetool/contracts/showroom-orders';
import { queryKeys } from '../../../../lib/query-keys';
import { apiJson } from '../../../../lib/http/api-json';

export const ORDER_SETTINGS_LOAD_FAILED = 'Failed to load order settings';
export const ORDER_SETTINGS_SAVE_FAILED = 'Failed to save order settings';

async function orderSettingsCall(init: RequestInit, failed: string): Promise<TOrderSettings> {
  const answer = await apiJson(ZOrderSettingsResponse, '/api/showroom/order-settings', {
    ...init,
    fallback: failed,
  });
  return answer.settings;
}

/** GET /api/showroom/order-settings: who reads which orders, and whether customers hear of status changes. */
export const orderSettingsQuery = () =>
  queryOptions({
    queryKey: queryKeys.showroom.orderSettings,
    queryFn: () => orderSettingsCall({}, ORDER_SETTINGS_LOAD_FAILED),
  });

export const useOrderSettings = () => useQuery(orderSettingsQuery());

/** PUT /api/showroom/order-settings with the one setting changed. */
export function useUpdateOrderSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: TUpdateOrderSettingsRequest) =>
      orderSettingsCall({ method: 'PUT', body: JSON.stringify(change) }, ORDER_SETTINGS_SAVE_FAILED),
    onSuccess: (settings) => queryClient.setQueryData(orderSettingsQuery().queryKey, settings),
  });
}
