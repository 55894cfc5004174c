import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZShowroomPricingResponse, type TBrandPricingEntry } from '@stonetool/contracts/showroom-pricing';
import { ApiError, readServerError } from '../../../../lib/api-error';
import { authFetch } from '../../../../lib/session-store';
import { queryKeys } from '../../../../lib/query-keys';

/** GET /api/showroom/pricing (spec 03 section 7); a failure reads the server's error or 'Failed to load pricing data'. */
export async function getShowroomPricing(): Promise<TBrandPricingEntry[]> {
  let response: Response;
  try {
    response = await authFetch('/api/showroom/pricing');
  } catch {
    throw new ApiError('Failed to load pricing data', 0);
  }
  if (!response.ok) {
    throw new ApiError((await readServerError(response)) ?? 'Failed to load pricing data', response.status);
  }
  return ZShowroomPricingResponse.parse(await response.json()).data;
}

export const showroomPricingQueryOptions = queryOptions({
  queryKey: queryKeys.showroom.pricing,
  queryFn: getShowroomPricing,
});

export function useShowroomPricing() {
  return useQuery(showroomPricingQueryOptions);
}
