import {
  ZQuoteDepositSettingsResponse,
  type TUpdateQuoteDepositSettingsRequest,
} from '@stonetool/contracts/quote-links';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '../../../lib/http/api-json';
import { queryKeys } from '../../../lib/query-keys';

export const DEPOSIT_SETTINGS_LOAD_FAILED = 'Failed to load the deposit setting';
export const DEPOSIT_SETTINGS_SAVE_FAILED = 'Failed to save the deposit setting';

const PATH = '/api/quotes/deposit-settings';

/** GET /api/quotes/deposit-settings: the business's deposit percent and whether cards are taken. */
export async function getDepositSettings() {
  const body = await apiJson(ZQuoteDepositSettingsResponse, PATH, { fallback: DEPOSIT_SETTINGS_LOAD_FAILED });
  return body.data;
}

/** PUT /api/quotes/deposit-settings with the new percent. */
export async function updateDepositSettings(request: TUpdateQuoteDepositSettingsRequest) {
  const body = await apiJson(ZQuoteDepositSettingsResponse, PATH, {
    method: 'PUT',
    json: request,
    fallback: DEPOSIT_SETTINGS_SAVE_FAILED,
  });
  return body.data;
}

export function useDepositSettings(enabled: boolean) {
  return useQuery({ queryKey: queryKeys.quoteDepositSettings, queryFn: getDepositSettings, enabled });
}

export function useUpdateDepositSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateDepositSettings,
    onSuccess: (data) => client.setQueryData(queryKeys.quoteDepositSettings, data),
  });
}
