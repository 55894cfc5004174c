import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZAdminTaxSettingsResponse, type TShowroomTaxSetting } from '@stonetool/contracts/admin-tax-settings';
import { authFetch } from '../../../../lib/session-store';
import { queryKeys } from '../../../../lib/query-keys';

/** GET /api/admin/tax-settings; any failure reads 'Failed to load tax settings' (spec 03 section 8). */
export async function getTaxSettings(): Promise<TShowroomTaxSetting[]> {
  const response = await authFetch('/api/admin/tax-settings');
  if (!response.ok) throw new Error('Failed to load tax settings');
  return ZAdminTaxSettingsResponse.parse(await response.json()).data;
}

export const taxSettingsQueryOptions = queryOptions({
  queryKey: queryKeys.admin.taxSettings,
  queryFn: getTaxSettings,
});

export function useTaxSettings() {
  return useQuery(taxSettingsQueryOptions);
}
