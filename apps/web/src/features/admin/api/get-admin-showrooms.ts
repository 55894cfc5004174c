import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { readServerError } from '../../../lib/api-error';
import { authFetch } from '../../../lib/session-store';

/**
 * The fields the showrooms list reads. Spec 03 section 3 "Showroom (admin view)"; kept local and
 * loose until packages/contracts has the admin schemas.
 */
const ZAdminShowroomRow = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string().nullish(),
  phone: z.string().nullish(),
  showroom_type: z.string().nullish(),
  is_test: z.boolean().nullish(),
  stones_count: z.number().nullish(),
  expert_mode_enabled: z.boolean().nullish(),
});
export type TAdminShowroomRow = z.infer<typeof ZAdminShowroomRow>;

/** GET /api/admin/showrooms answers `showrooms[]` or `data` (spec 03 section 7). */
export async function getAdminShowrooms(): Promise<TAdminShowroomRow[]> {
  const response = await authFetch('/api/admin/showrooms');
  if (!response.ok) throw new Error((await readServerError(response)) ?? 'Failed to load data');
  const body = (await response.json()) as { showrooms?: unknown; data?: unknown };
  const rows = Array.isArray(body.showrooms) ? body.showrooms : Array.isArray(body.data) ? body.data : [];
  return rows.flatMap((row) => {
    const parsed = ZAdminShowroomRow.safeParse(row);
    return parsed.success ? [parsed.data] : [];
  });
}

export const adminShowroomsQueryOptions = queryOptions({
  queryKey: ['admin', 'showrooms'],
  queryFn: getAdminShowrooms,
});

export function useAdminShowrooms() {
  return useQuery(adminShowroomsQueryOptions);
}
