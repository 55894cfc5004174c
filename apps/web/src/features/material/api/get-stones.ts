import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZStone, type TStone } from '@stonetool/contracts/stones';
import { authFetch } from '../../../lib/session-store';
import { queryKeys } from '../../../lib/query-keys';

/**
 * GET /api/stones?mode=material (spec 01 section 7) with the bearer token; in the read-only
 * preview without one, as the spec allows (the server then answers an empty list). A failed load
 * empties the list without a message (spec 01 section 8); rows that do not parse are skipped.
 */
export async function getStones(authenticated: boolean): Promise<TStone[]> {
  try {
    const url = '/api/stones?mode=material';
    const response = authenticated ? await authFetch(url) : await fetch(url);
    if (!response.ok) return [];
    const body: unknown = await response.json();
    if (!Array.isArray(body)) return [];
    return body.flatMap((row) => {
      const parsed = ZStone.safeParse(row);
      return parsed.success ? [parsed.data] : [];
    });
  } catch {
    return [];
  }
}

export const stonesQueryOptions = (authenticated: boolean) =>
  queryOptions({
    queryKey: queryKeys.stones.material(authenticated),
    queryFn: () => getStones(authenticated),
    staleTime: 5 * 60 * 1000,
  });

export function useStones(authenticated: boolean) {
  return useQuery(stonesQueryOptions(authenticated));
}
