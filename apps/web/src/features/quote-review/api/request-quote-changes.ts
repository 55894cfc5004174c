import {
  ZRequestQuoteChangesResponse,
  type TRequestQuoteChangesRequest,
} from '@stonetool/contracts/quote-links';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '../../../lib/http/api-json';
import { queryKeys } from '../../../lib/query-keys';

export const REQUEST_CHANGES_FAILED = 'Your request could not be sent. Please try again.';

/** POST /api/public/quotes/:token/request-changes with the client's note. */
export async function requestQuoteChanges(token: string, request: TRequestQuoteChangesRequest) {
  const body = await apiJson(
    ZRequestQuoteChangesResponse,
    `/api/public/quotes/${encodeURIComponent(token)}/request-changes`,
    { method: 'POST', auth: 'none', json: request, fallback: REQUEST_CHANGES_FAILED },
  );
  return body.data;
}

export function useRequestQuoteChanges(token: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (request: TRequestQuoteChangesRequest) => requestQuoteChanges(token, request),
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.publicQuote(token) }),
  });
}
