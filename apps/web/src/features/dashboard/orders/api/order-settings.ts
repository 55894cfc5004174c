import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ZOrderSettingsResponse,
  type TOrderSettings,
  type TUpdateOrderSettingsRequest,
} from '@stonetool/contracts/showroom-orders';
import { readServerError } from '../../../../lib/api-error';
import { authFetch } from '../../../../lib/session-store';
import { queryKeys } from '../../../../lib/query-keys';

export const ORDER_SETTINGS_LOAD_FAILED = 'Failed to load order settings';
export const ORDER_SETTINGS_SAVE_FAILED = 'Failed to save order settings';

async function orderSettingsCall(init: RequestInit, failed: string): Promise<TOrderSettings> {
  let response: Response;
  try {
    response = await authFetch('/api/showroom/order-settings', init);
  } catch {
    throw new Error(failed);
  }
  if (!response.ok) throw new Error((await readServerError(response)) ?? failed);
  return ZOrderSettingsResponse.parse(await response.json()).settings;
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
