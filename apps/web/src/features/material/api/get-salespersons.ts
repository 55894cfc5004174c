import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZSalespersonsResponse, type TSalesperson } from '@stonetool/contracts/pricing';
import { ApiError, readServerError } from '../../../lib/api-error';
import { authFetch } from '../../../lib/session-store';
import { queryKeys } from '../../../lib/query-keys';

/** GET /api/showroom/salespersons (spec 01 section 7): the showroom's team, active or not. */
export async function getSalespersons(): Promise<TSalesperson[]> {
  const response = await authFetch('/api/showroom/salespersons');
  if (!response.ok) {
    throw new ApiError((await readServerError(response)) ?? 'Failed to load salespersons', response.status);
  }
  return ZSalespersonsResponse.parse(await response.json()).salespersons;
}

export const salespersonsQueryOptions = queryOptions({
  queryKey: queryKeys.showroom.salespersons,
  queryFn: getSalespersons,
  staleTime: 5 * 60 * 1000,
});

export function useSalespersons(enabled: boolean) {
  return useQuery({ ...salespersonsQueryOptions, enabled });
}
