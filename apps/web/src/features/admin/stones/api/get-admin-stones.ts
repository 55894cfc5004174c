import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { ZStonesResponse, type TStone } from '@stonetool/contracts/stones';
import { apiJson } from '../../../../lib/http/api-json';
import { queryKeys } from '../../../../lib/query-keys';

/**
 * GET /api/stones as the platform admin sees it (every stone with its costs). Unlike Material
 * Mode, a failed load says so ('Failed to load data'), since an empty list would read as an empty
 * catalog.
 */
export async function getAdminStones(): Promise<TStone[]> {
  return apiJson(ZStonesResponse, '/api/stones', { fallback: 'Failed to load data' });
}

export const adminStonesQueryOptions = queryOptions({
  queryKey: queryKeys.admin.stones,
  queryFn: getAdminStones,
});

export function useAdminStones() {
  return useQuery(adminStonesQueryOptions);
}

/** After any catalog change: this list and every other copy of the catalog load again. */
export async function catalogChanged(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: adminStonesQueryOptions.queryKey }),
    queryClient.invalidateQueries({ queryKey: queryKeys.stones.all }),
  ]);
}
