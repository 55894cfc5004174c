import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZShowroomPricingResponse, type TBrandPricingEntry } from '@stonetool/contracts/showroom-pricing';
import { queryKeys } from '../../../../lib/query-keys';
import { apiJson } from '../../../../lib/http/api-json';

/** GET /api/showroom/pricing (spec 03 section 7); a failure reads the server's error or 'Failed to load pricing data'. */
export async function getShowroomPricing(): Promise<TBrandPricingEntry[]> {
  const answer = await apiJson(ZShowroomPricingResponse, '/api/showroom/pricing', {
    fallback: 'Failed to load pricing data',
  });
  return answer.data;
}

export const showroomPricingQueryOptions = queryOptions({
  queryKey: queryKeys.showroom.pricing,
  queryFn: getShowroomPricing,
});

export function useShowroomPricing() {
  return useQuery(showroomPricingQueryOptions);
}
