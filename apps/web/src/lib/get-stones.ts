import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { ZStone, type TStone } from '@stonetool/contracts/stones';
import { queryKeys } from './query-keys';
import { apiJson } from './http/api-json';

/**
 * GET /api/stones?mode=material (spec 01 section 7) with the bearer token; in the read-only
 * preview without one, as the spec allows (the server then answers an empty list). A failed load
 * empties the list without a message (spec 01 section 8); rows that do not parse are skipped.
 */
export async function getStones(authenticated: boolean): Promise<TStone[]> {
  try {
    const body = await apiJson(z.array(z.unknown()), '/api/stones?mode=material', {
      fallback: 'Failed to load stones',
      auth: authenticated ? 'session' : 'none',
    });
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
