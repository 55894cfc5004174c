import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  SAVE_CONFIGURATION_FAILED,
  ZSaveStripeConfigResponse,
  ZStripeConfigResponse,
  type TSaveStripeConfigRequest,
  type TStripeConfig,
} from '@stonetool/contracts/admin-stripe-config';
import { apiJson } from '../../../../lib/http/api-json';
import { queryKeys } from '../../../../lib/query-keys';

/** GET /api/admin/stripe-config: null until the first save. */
export async function getStripeConfig(): Promise<TStripeConfig | null> {
  const answer = await apiJson(ZStripeConfigResponse, '/api/admin/stripe-config', {
    fallback: 'Failed to load data',
  });
  return answer.config;
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
  const answer = await apiJson(ZSaveStripeConfigResponse, '/api/admin/stripe-config', {
    method: firstSave ? 'POST' : 'PATCH',
    json: body,
    fallback: SAVE_CONFIGURATION_FAILED,
  });
  return answer.config;
}

export function useSaveStripeConfig() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveStripeConfig,
    onSuccess: (saved) => queryClient.setQueryData(stripeConfigQueryOptions.queryKey, saved),
  });
}
