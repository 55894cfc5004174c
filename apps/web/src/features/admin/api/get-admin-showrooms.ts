import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZAdminShowroom, type TAdminShowroom } from '@stonetool/contracts/admin';
import { readServerError } from '../../../lib/api-error';
import { authFetch } from '../../../lib/session-store';
import { queryKeys } from '../../../lib/query-keys';

/**
 * GET /api/admin/showrooms answers `showrooms[]` or `data` (spec 03 section 7); rows that do not
 * match the contract are skipped rather than failing the whole list.
 */
export async function getAdminShowrooms(): Promise<TAdminShowroom[]> {
  const response = await authFetch('/api/admin/showrooms');
  if (!response.ok) throw new Error((await readServerError(response)) ?? 'Failed to load data');
  const body = (await response.json()) as { showrooms?: unknown; data?: unknown };
  const rows = Array.isArray(body.showrooms) ? body.showrooms : Array.isArray(body.data) ? body.data : [];
  return rows.flatMap((row) => {
    const parsed = ZAdminShowroom.safeParse(row);
    return parsed.success ? [parsed.data] : [];
  });
}

export const adminShowroomsQueryOptions = queryOptions({
  queryKey: queryKeys.admin.showrooms,
  queryFn: getAdminShowrooms,
});

export function useAdminShowrooms() {
  return useQuery(adminShowroomsQueryOptions);
}
