import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { expertJson } from './expert-request';

/** Recent quotes limit 10 (spec 02 section 9). */
export const RECENT_QUOTES_LIMIT = 10;

const ZServerQuoteSummary = z.object({
  id: z.string(),
  quote_number: z.string(),
  created_at: z.string(),
  total_price: z.number().nullable(),
  total_slabs: z.number().nullable(),
  status: z.string(),
  customer_first_name: z.string().nullable(),
  customer_last_name: z.string().nullable(),
  customer_email: z.string().nullable(),
  kind: z.string().optional(),
});
export type TServerQuoteSummary = z.output<typeof ZServerQuoteSummary>;

const ZQuoteListResponse = z.object({ success: z.literal(true), data: z.array(ZServerQuoteSummary) });

const ZCustomer = z.object({
  id: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
});
export type TCustomer = z.output<typeof ZCustomer>;
const ZCustomerListResponse = z.object({ success: z.literal(true), data: z.array(ZCustomer) });

/** Only Expert Mode quotes load into the estimator; material carts share the list on the server. */
const expertOnly = (quotes: TServerQuoteSummary[]) =>
  quotes.filter((quote) => quote.kind === undefined || quote.kind === 'expert_quote');

/** GET /api/quotes/recent?showroom_id&limit=10. */
export async function getRecentQuotes(showroomId: string | null): Promise<TServerQuoteSummary[]> {
  const params = new URLSearchParams({ limit: String(RECENT_QUOTES_LIMIT) });
  if (showroomId) params.set('showroom_id', showroomId);
  const body = await expertJson(
    `/api/quotes/recent?${params}`,
    undefined,
    ZQuoteListResponse,
    'Failed to load recent quotes',
    'Error loading recent quotes',
  );
  return expertOnly(body.data);
}

/** GET /api/customers/search?showroom_id&q. */
export async function searchCustomers(showroomId: string | null, q: string): Promise<TCustomer[]> {
  const params = new URLSearchParams({ q });
  if (showroomId) params.set('showroom_id', showroomId);
  return (
    await expertJson(
      `/api/customers/search?${params}`,
      undefined,
      ZCustomerListResponse,
      'Failed to search customers',
      'Error searching customers',
    )
  ).data;
}

/** GET /api/quotes/customer?customer_id. */
export async function getCustomerQuotes(customerId: string): Promise<TServerQuoteSummary[]> {
  const params = new URLSearchParams({ customer_id: customerId });
  const body = await expertJson(
    `/api/quotes/customer?${params}`,
    undefined,
    ZQuoteListResponse,
    'Failed to load customer quotes',
    'Error loading customer quotes',
  );
  return expertOnly(body.data);
}

export function useRecentQuotes(showroomId: string | null, enabled: boolean) {
  return useQuery({
    queryKey: ['expert-quotes', 'recent', showroomId],
    queryFn: () => getRecentQuotes(showroomId),
    enabled,
    staleTime: 0,
  });
}

export function useCustomerSearch(showroomId: string | null, q: string) {
  return useQuery({
    queryKey: ['customers', 'search', showroomId, q],
    queryFn: () => searchCustomers(showroomId, q),
    enabled: q.trim() !== '',
  });
}

export function useCustomerQuotes(customerId: string | null) {
  return useQuery({
    queryKey: ['expert-quotes', 'customer', customerId],
    queryFn: () => getCustomerQuotes(customerId ?? ''),
    enabled: customerId !== null,
  });
}
