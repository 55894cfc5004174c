import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ZSaveWholesalePricingResponse,
  ZWholesalePricingResponse,
  ZWholesaleReferenceResponse,
  type TSaveWholesalePricingRequest,
  type TWholesalePricingRow,
  type TWholesaleReferenceResponse,
} from '@stonetool/contracts/admin-wholesale-pricing';
import { queryKeys } from '../../../../lib/query-keys';
import { apiJson } from '../../../../lib/http/api-json';
import { failuresOf } from '../../../../lib/http/failures-of';

/** GET /api/admin/wholesale-pricing: brands, brandMsrpData, brandCostData. */
export async function getWholesaleReference(): Promise<TWholesaleReferenceResponse> {
  return apiJson(ZWholesaleReferenceResponse, '/api/admin/wholesale-pricing', {
    fallback: 'Failed to load pricing data',
    refusal: 'fallback',
  });
}

/** GET /api/admin/wholesale-pricing?showroom_id: the showroom's saved rows. */
export async function getWholesalePricing(showroomId: string): Promise<TWholesalePricingRow[]> {
  const answer = await apiJson(
    ZWholesalePricingResponse,
    `/api/admin/wholesale-pricing?showroom_id=${encodeURIComponent(showroomId)}`,
    { fallback: 'Failed to load pricing data', refusal: 'fallback' },
  );
  return answer.data;
}

export const wholesaleReferenceQueryOptions = queryOptions({
  queryKey: queryKeys.admin.wholesalePricing.reference,
  queryFn: getWholesaleReference,
});

export const wholesalePricingQueryOptions = (showroomId: string) =>
  queryOptions({
    queryKey: queryKeys.admin.wholesalePricing.of(showroomId),
    queryFn: () => getWholesalePricing(showroomId),
  });

export function useWholesaleReference() {
  return useQuery(wholesaleReferenceQueryOptions);
}

export function useWholesalePricing(showroomId: string) {
  return useQuery({ ...wholesalePricingQueryOptions(showroomId), enabled: showroomId !== '' });
}

/** One PUT per brand row (spec 03 section 7); resolves to the messages of the rows that failed. */
export async function saveWholesaleRows(rows: readonly TSaveWholesalePricingRequest[]): Promise<string[]> {
  return failuresOf(rows, (row) =>
    apiJson(ZSaveWholesalePricingResponse, '/api/admin/wholesale-pricing', {
      method: 'PUT',
      json: row,
      fallback: row.brand,
    }),
  );
}

export function useSaveWholesaleRows(showroomId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveWholesaleRows,
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: wholesalePricingQueryOptions(showroomId).queryKey }),
  });
}
