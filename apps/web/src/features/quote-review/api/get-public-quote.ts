import { ZPublicQuoteResponse, type TPublicQuote } from '@stonetool/contracts/quote-links';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '../../../lib/http/api-json';
import { queryKeys } from '../../../lib/query-keys';

export const QUOTE_LOAD_FAILED = 'The quote could not be loaded. Please check your connection and try again.';

/**
 * GET /api/public/quotes/:token, without a session: the link's token is the credential. A
 * refusal carries the server's own words (unknown 404, revoked or expired 410: what to do).
 */
export function getPublicQuote(token: string): Promise<TPublicQuote> {
  return apiJson(ZPublicQuoteResponse, `/api/public/quotes/${encodeURIComponent(token)}`, {
    auth: 'none',
    fallback: QUOTE_LOAD_FAILED,
  }).then((body) => body.data);
}

export const publicQuoteQueryOptions = (token: string) =>
  queryOptions({
    queryKey: queryKeys.publicQuote(token),
    queryFn: () => getPublicQuote(token),
    retry: false,
  });

/** How often the page asks again while Stripe's confirmation of a payment is on its way. */
const PAYMENT_CONFIRMATION_POLL_MS = 2_000;

/**
 * The quote; with `awaitingPayment` (the client is back from Stripe's payment page) it is read
 * again every few seconds until the deposit shows paid, since Stripe's webhook may arrive after
 * the client does.
 */
export function usePublicQuote(token: string, awaitingPayment = false) {
  return useQuery({
    ...publicQuoteQueryOptions(token),
    refetchInterval: (query) =>
      awaitingPayment && query.state.data?.deposit?.status === 'due' ? PAYMENT_CONFIRMATION_POLL_MS : false,
  });
}
