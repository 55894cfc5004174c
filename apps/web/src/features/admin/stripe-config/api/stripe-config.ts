import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  SAVE_CONFIGURATION_FAILED,
  ZSaveStripeConfigResponse,
  ZStripeConfigResponse,
  type TSaveStripeConfigRequest,
  type TStripeConfig,
} from '@stonetool/contracts/admin-stripe-config';
import { readServerError } from '../../../../lib/api-error';
import { authFetch } from '../../../../lib/session-store';
import { queryKeys } from '../../../../lib/query-keys';

/** GET /api/admin/stripe-config: null until the first save. */
export async function getStripeConfig(): Promise<TStripeConfig | null> {
  const response = await authFetch('/api/admin/stripe-config');
  if (!response.ok) throw new Error((await readServerError(response)) ?? 'Failed to load data');
  return ZStripeConfigResponse.parse(await response.json()).config;
}

export const stripeConfigQueryOptions = queryOptions({
  queryKey: queryKeys.admin.stripeConfig,
  queryFn: getStripeConfig,
});

export function useStripeConfig() {
  return useQuery(stripeConfigQueryOptions);
}

/**
 * POST (first save) or PATCH (saved configuration) /api/admin/stripe-config; a refusal shows the
 * server's text, anything else 'Failed to save configuration' (spec 03 section 8).
 */
export async function saveStripeConfig({
  firstSave,
  body,
}: {
  firstSave: boolean;
  body: TSaveStripeConfigRequest;
}): Promise<TStripeConfig> {
  const response = await authFetch('/api/admin/stripe-config', {
    method: firstSave ? 'POST' : 'PATCH',
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error((await readServerError(response)) ?? SAVE_CONFIGURATION_FAILED);
  return ZSaveStripeConfigResponse.parse(await response.json()).config;
}

export function useSaveStripeConfig() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveStripeConfig,
    onSuccess: (saved) => queryClient.setQueryData(stripeConfigQueryOptions.queryKey, saved),
  });
}
