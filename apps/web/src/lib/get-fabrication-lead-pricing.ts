import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  ZFabricationLeadPricingResponse,
  type TFabricationLeadRange,
} from '@stonetool/contracts/fabrication-lead-pricing';
import { apiJson } from './http/api-json';
import { queryKeys } from './query-keys';

/** GET /api/fabrication/lead-pricing: the fabrication lead price matrix the admin keeps. */
export async function getFabricationLeadPricing(): Promise<TFabricationLeadRange[]> {
  const body = await apiJson(ZFabricationLeadPricingResponse, '/api/fabrication/lead-pricing', {
    fallback: 'Failed to load data',
  });
  return body.data;
}

export const fabricationLeadPricingQueryOptions = queryOptions({
  queryKey: queryKeys.fabricationLeadPricing,
  queryFn: getFabricationLeadPricing,
});

export function useFabricationLeadPricing() {
  return useQuery(fabricationLeadPricingQueryOptions);
}
