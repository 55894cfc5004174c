import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZStonesResponse, type TStone } from '@stonetool/contracts/stones';
import { apiJson } from '../../../../lib/http/api-json';
import { queryKeys } from '../../../../lib/query-keys';

/**
 * GET /api/stones?mode=material for the shared cart's stone picker. Unlike Material Mode's
 * catalog, which spec 01 empties quietly on a failure, the admin screen says 'Failed to load data'
 * (spec 03 section 8), so a failure throws.
 */
export async function getPickerStones(): Promise<TStone[]> {
  return apiJson(ZStonesResponse, '/api/stones?mode=material', { fallback: 'Failed to load data' });
}

export const pickerStonesQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.admin.sharedCartStones, queryFn: getPickerStones });

export function usePickerStones() {
  return useQuery(pickerStonesQueryOptions());
}
