import {
  ZAcceptQuoteRequest,
  ZAcceptQuoteResponse,
  type TAcceptQuoteRequest,
} from '@stonetool/contracts/quote-links';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '../../../lib/http/api-json';
import { queryKeys } from '../../../lib/query-keys';

/** The accept form: the contract's own fields (the page adds the version it showed). */
export const ZAcceptQuoteForm = ZAcceptQuoteRequest.omit({ version_hash: true });

export const ACCEPT_FAILED = 'The quote could not be accepted. Please try again.';

/** POST /api/public/quotes/:token/accept with the typed name, the terms and the version shown. */
export async function acceptQuote(token: string, request: TAcceptQuoteRequest) {
  const body = await apiJson(ZAcceptQuoteResponse, `/api/public/quotes/${encodeURIComponent(token)}/accept`, {
    method: 'POST',
    auth: 'none',
    json: request,
    fallback: ACCEPT_FAILED,
  });
  return body.data;
}

/** Accepting refreshes the quote, which then shows who signed and when. */
export function useAcceptQuote(token: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (request: TAcceptQuoteRequest) => acceptQuote(token, request),
    onSettled: () => client.invalidateQueries({ queryKey: queryKeys.publicQuote(token) }),
  });
}
