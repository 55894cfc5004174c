import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ZSpecialPricingListResponse,
  ZSpecialPricingRuleResponse,
  ZStonePricingResponse,
  type TCreateSpecialPricingRequest,
  type TSpecialPricingRule,
  type TStonePricingRequest,
  type TStonePricingResponse,
  type TUpdateSpecialPricingRequest,
} from '@stonetool/contracts/admin-special-pricing';
import { readServerError } from '../../../../lib/api-error';
import { authFetch } from '../../../../lib/session-store';
import { queryKeys } from '../../../../lib/query-keys';
import { apiJson } from '../../../../lib/http/api-json';

const path = '/api/admin/special-pricing';

/** GET /api/admin/special-pricing; failure reads 'Failed to load special pricing'. */
export async function getSpecialPricing(): Promise<TSpecialPricingRule[]> {
  const answer = await apiJson(ZSpecialPricingListResponse, path, {
    fallback: 'Failed to load special pricing',
    refusal: 'fallback',
  });
  return answer.special_pricing;
}

export const specialPricingQueryOptions = queryOptions({
  queryKey: queryKeys.admin.specialPricing,
  queryFn: getSpecialPricing,
});

export function useSpecialPricing() {
  return useQuery(specialPricingQueryOptions);
}

export async function createSpecialPricing(body: TCreateSpecialPricingRequest): Promise<TSpecialPricingRule> {
  // Failures carry the server's error text, as spec 03 section 8 shows it on create and update.
  const answer = await apiJson(ZSpecialPricingRuleResponse, path, {
    method: 'POST',
    json: body,
    fallback: 'Failed to create special pricing',
  });
  return answer.data;
}

export async function updateSpecialPricing({
  id,
  body,
}: {
  id: string;
  body: TUpdateSpecialPricingRequest;
}): Promise<TSpecialPricingRule> {
  const answer = await apiJson(ZSpecialPricingRuleResponse, `${path}?pricing_id=${encodeURIComponent(id)}`, {
    method: 'PUT',
    json: body,
    fallback: 'Failed to update special pricing',
  });
  return answer.data;
}

export async function deleteSpecialPricing(id: string): Promise<void> {
  const response = await authFetch(`${path}?pricing_id=${encodeURIComponent(id)}`, { method: 'DELETE' });
  if (!response.ok) throw new Error((await readServerError(response)) ?? 'Failed to delete special pricing');
}

/** The preview's lookup; failures show the server's text or the API status, else 'Pricing lookup failed'. */
export async function getStonePricing(
  body: Omit<TStonePricingRequest, 'action'>,
): Promise<TStonePricingResponse> {
  let response: Response;
  try {
    response = await authFetch(path, {
      method: 'POST',
      body: JSON.stringify({ action: 'get_stone_pricing', ...body }),
    });
  } catch {
    throw new Error('Pricing lookup failed');
  }
  if (!response.ok)
    throw new Error((await readServerError(response)) ?? `Pricing lookup failed (${response.status})`);
  return ZStonePricingResponse.parse(await response.json());
}

function useRefreshingMutation<A, R>(mutationFn: (argument: A) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: specialPricingQueryOptions.queryKey }),
  });
}

export const useCreateSpecialPricing = () => useRefreshingMutation(createSpecialPricing);
export const useUpdateSpecialPricing = () => useRefreshingMutation(updateSpecialPricing);
export const useDeleteSpecialPricing = () => useRefreshingMutation(deleteSpecialPricing);
