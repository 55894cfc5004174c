import {
  ZEmailQuoteResponse,
  ZLoadQuoteResponse,
  ZSaveQuoteResponse,
  ZUpdateQuoteResultsResponse,
  type TEmailQuoteRequest,
  type TQuotePdfRequest,
  type TSavedQuote,
  type TSaveQuoteRequest,
  type TSaveQuoteResponse,
  type TQuoteSummary,
  type TUpdateQuoteResultsRequest,
} from '@stonetool/contracts/quotes';
import { ApiError, readServerError } from '../../../lib/api-error';
import { authFetch } from '../../../lib/session-store';
import { apiJson } from '../../../lib/http/api-json';

export const SAVE_FAILED = 'Failed to save quote. Please try again.';
export const LOAD_FAILED = 'Failed to load quote. Please try again.';
export const PDF_FAILED = 'Failed to generate PDF';
export const EMAIL_FAILED = 'Failed to send quote email';

/** POST /api/quotes/save: a new quote, or the same one again when `quote_id` is given. */
export async function saveQuote(request: TSaveQuoteRequest): Promise<TSaveQuoteResponse['data']> {
  return (
    await apiJson(ZSaveQuoteResponse, '/api/quotes/save', {
      method: 'POST',
      json: request,
      fallback: SAVE_FAILED,
    })
  ).data;
}

/** POST /api/quotes/update-results: Calculate's results stored on the saved quote. */
export async function updateQuoteResults(request: TUpdateQuoteResultsRequest): Promise<TQuoteSummary> {
  const body = await apiJson(ZUpdateQuoteResultsResponse, '/api/quotes/update-results', {
    method: 'POST',
    json: request,
    fallback: 'Failed to store results',
  });
  return body.data;
}

/** GET /api/quotes/:id: a saved quote of the caller's business. */
export async function loadQuote(id: string): Promise<TSavedQuote> {
  return (
    await apiJson(ZLoadQuoteResponse, `/api/quotes/${encodeURIComponent(id)}`, { fallback: LOAD_FAILED })
  ).data;
}

/**
 * POST /api/quotes/pdf: the quote PDF, with the number printed on it. The one call here not on
 * `apiJson`: its answer is a file, not JSON a contract schema can read (decision 102).
 */
export async function generateQuotePdf(
  request: TQuotePdfRequest,
): Promise<{ blob: Blob; quoteNumber: string | null }> {
  let response: Response;
  try {
    response = await authFetch('/api/quotes/pdf', { method: 'POST', body: JSON.stringify(request) });
  } catch {
    throw new Error(PDF_FAILED);
  }
  if (!response.ok) throw new ApiError((await readServerError(response)) ?? PDF_FAILED, response.status);
  return { blob: await response.blob(), quoteNumber: response.headers.get('X-Quote-Number') };
}

/** POST /api/quotes/email: the same PDF e-mailed to the customer as an attachment. */
export async function emailQuote(request: TEmailQuoteRequest) {
  const body = await apiJson(ZEmailQuoteResponse, '/api/quotes/email', {
    method: 'POST',
    json: request,
    fallback: EMAIL_FAILED,
  });
  return body.data;
}
