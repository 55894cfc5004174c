import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, readServerError } from '../../../lib/api-error';
import { authFetch } from '../../../lib/session-store';

export type Salesperson = { id: string; name: string; role?: string; is_active: boolean };

/** GET /api/showroom/salespersons (spec 01 section 7): the showroom's salespeople, active first. */
export async function getSalespersons(): Promise<Salesperson[]> {
  const response = await authFetch('/api/showroom/salespersons');
  if (!response.ok) {
    throw new ApiError((await readServerError(response)) ?? 'Failed to load salespersons', response.status);
  }
  const body = (await response.json()) as { salespersons?: Salesperson[] };
  return body.salespersons ?? [];
}

export const salespersonsQueryOptions = queryOptions({
  queryKey: ['showroom', 'salespersons'],
  queryFn: getSalespersons,
  staleTime: 5 * 60 * 1000,
});

export function useSalespersons(enabled: boolean) {
  return useQuery({ ...salespersonsQueryOptions, enabled });
}
