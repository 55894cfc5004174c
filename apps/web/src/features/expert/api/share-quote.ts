import {
  ZRevokeQuoteShareResponse,
  ZShareQuoteResponse,
  type TShareQuoteRequest,
} from '@stonetool/contracts/quote-links';
import { useMutation } from '@tanstack/react-query';
import { apiJson } from '../../../lib/http/api-json';

export const SHARE_FAILED = 'Failed to create the review link';
export const REVOKE_FAILED = 'Failed to revoke the review links';

const sharePath = (quoteId: string) => `/api/quotes/${encodeURIComponent(quoteId)}/share`;

/** POST /api/quotes/:id/share: a review link for the client, e-mailed with the PDF when asked. */
export async function shareQuote(quoteId: string, request: TShareQuoteRequest) {
  const body = await apiJson(ZShareQuoteResponse, sharePath(quoteId), {
    method: 'POST',
    json: request,
    fallback: SHARE_FAILED,
  });
  return body.data;
}

/** DELETE /api/quotes/:id/share: every review link of the quote stops working. */
export async function revokeQuoteShare(quoteId: string) {
  const body = await apiJson(ZRevokeQuoteShareResponse, sharePath(quoteId), {
    method: 'DELETE',
    fallback: REVOKE_FAILED,
  });
  return body.data.revoked;
}

export function useShareQuote(quoteId: string) {
  return useMutation({ mutationFn: (request: TShareQuoteRequest) => shareQuote(quoteId, request) });
}

export function useRevokeQuoteShare(quoteId: string) {
  return useMutation({ mutationFn: () => revokeQuoteShare(quoteId) });
}
