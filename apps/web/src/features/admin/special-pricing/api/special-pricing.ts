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
import { ZSuccessResponse } from '@stonetool/contracts/common';
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
  await apiJson(ZSuccessResponse, `${path}?pricing_id=${encodeURIComponent(id)}`, {
    method: 'DELETE',
    fallback: 'Failed to delete special pricing',
  });
}

/** The preview's lookup; failures show the server's text, else 'Pricing lookup failed'. */
export async function getStonePricing(
  body: Omit<TStonePricingRequest, 'action'>,
): Promise<TStonePricingResponse> {
  return apiJson(ZStonePricingResponse, path, {
    method: 'POST',
    json: { action: 'get_stone_pricing', ...body },
    fallback: 'Pricing lookup failed',
  });
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
