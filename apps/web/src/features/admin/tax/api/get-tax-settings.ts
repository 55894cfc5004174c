import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZAdminTaxSettingsResponse, type TShowroomTaxSetting } from '@stonetool/contracts/admin-tax-settings';
import { apiJson } from '../../../../lib/http/api-json';
import { queryKeys } from '../../../../lib/query-keys';

/** GET /api/admin/tax-settings; any failure reads 'Failed to load tax settings' (spec 03 section 8). */
export async function getTaxSettings(): Promise<TShowroomTaxSetting[]> {
  const answer = await apiJson(ZAdminTaxSettingsResponse, '/api/admin/tax-settings', {
    fallback: 'Failed to load tax settings',
    refusal: 'fallback',
  });
  return answer.data;
}

export const taxSettingsQueryOptions = queryOptions({
  queryKey: queryKeys.admin.taxSettings,
  queryFn: getTaxSettings,
});

export function useTaxSettings() {
  return useQuery(taxSettingsQueryOptions);
}
