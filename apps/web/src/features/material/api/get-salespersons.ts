import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZSalespersonsResponse, type TSalesperson } from '@stonetool/contracts/pricing';
import { queryKeys } from '../../../lib/query-keys';
import { apiJson } from '../../../lib/http/api-json';

/** GET /api/showroom/salespersons (spec 01 section 7): the showroom's team, active or not. */
export async function getSalespersons(): Promise<TSalesperson[]> {
  const body = await apiJson(ZSalespersonsResponse, '/api/showroom/salespersons', {
    fallback: 'Failed to load salespersons',
  });
  return body.salespersons;
}

export const salespersonsQueryOptions = queryOptions({
  queryKey: queryKeys.showroom.salespersons,
  queryFn: getSalespersons,
  staleTime: 5 * 60 * 1000,
});

export function useSalespersons(enabled: boolean) {
  return useQuery({ ...salespersonsQueryOptions, enabled });
}
