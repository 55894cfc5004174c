import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  ZUpdateTaxSettingsResponse,
  type TShowroomTaxSetting,
  type TUpdateTaxSettingsRequest,
} from '@stonetool/contracts/admin-tax-settings';
import { apiJson } from '../../../../lib/http/api-json';
import { taxSettingsQueryOptions } from './get-tax-settings';

/** PUT /api/admin/tax-settings with the one changed field; failure reads 'Failed to update tax settings'. */
export async function updateTaxSettings(body: TUpdateTaxSettingsRequest): Promise<TShowroomTaxSetting> {
  const answer = await apiJson(ZUpdateTaxSettingsResponse, '/api/admin/tax-settings', {
    method: 'PUT',
    json: body,
    fallback: 'Failed to update tax settings',
    refusal: 'fallback',
  });
  return answer.data;
}

/** Saves one change and puts the saved row into the list, so the table shows what the server holds. */
export function useUpdateTaxSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateTaxSettings,
    onSuccess: (saved) => {
      queryClient.setQueryData(taxSettingsQueryOptions.queryKey, (rows) =>
        rows?.map((row) => (row.id === saved.id ? saved : row)),
      );
    },
  });
}
