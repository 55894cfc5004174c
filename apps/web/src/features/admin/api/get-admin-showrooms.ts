import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZAdminShowroomsResponse, type TAdminShowroom } from '@stonetool/contracts/admin';
import { apiJson } from '../../../lib/http/api-json';
import { queryKeys } from '../../../lib/query-keys';

/** GET /api/admin/showrooms (spec 03 section 7); a failure reads the server's text, else 'Failed to load data'. */
export async function getAdminShowrooms(): Promise<TAdminShowroom[]> {
  // Read as the spec's client reads it: `showrooms` (the `data` copy is for older clients).
  const answer = await apiJson(
    ZAdminShowroomsResponse.pick({ success: true, showrooms: true }),
    '/api/admin/showrooms',
    {
      fallback: 'Failed to load data',
    },
  );
  return answer.showrooms;
}

export const adminShowroomsQueryOptions = queryOptions({
  queryKey: queryKeys.admin.showrooms,
  queryFn: getAdminShowrooms,
});

export function useAdminShowrooms() {
  return useQuery(adminShowroomsQueryOptions);
}
