import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZStonesResponse, type TStone } from '@stonetool/contracts/stones';
import { apiJson } from '../../../../lib/http/api-json';
import { queryKeys } from '../../../../lib/query-keys';

/**
 * GET /api/stones?mode=material&showroom_id=: the catalog priced for that showroom, which only
 * the platform admin may ask for (docs/decisions/061-admin-catalog-tab-the-catalog-endpoint-takes-an.md, "Admin Catalog tab").
 */
export async function getShowroomCatalog(showroomId: string): Promise<TStone[]> {
  return apiJson(ZStonesResponse, `/api/stones?mode=material&showroom_id=${encodeURIComponent(showroomId)}`, {
    fallback: 'Failed to load data',
  });
}

export const showroomCatalogQueryOptions = (showroomId: string) =>
  queryOptions({
    queryKey: queryKeys.admin.showroomCatalog(showroomId),
    queryFn: () => getShowroomCatalog(showroomId),
    enabled: showroomId !== '',
  });

export function useShowroomCatalog(showroomId: string) {
  return useQuery(showroomCatalogQueryOptions(showroomId));
}
