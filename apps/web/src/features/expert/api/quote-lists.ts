import { useQuery } from '@tanstack/react-query';
import { RECENT_QUOTES_LIMIT, ZQuoteListResponse, type TQuoteSummary } from '@stonetool/contracts/carts';
import { ZCustomerSearchResponse, type TCustomerListEntry } from '@stonetool/contracts/customers';
import { expertJson } from './expert-request';

export type TServerQuoteSummary = TQuoteSummary;
export type TCustomer = TCustomerListEntry;

/**
 * GET /api/quotes/recent?showroom_id&limit=10, Expert Mode quotes only: material carts share the
 * server's list but do not load into the estimator.
 */
export async function getRecentQuotes(showroomId: string | null): Promise<TQuoteSummary[]> {
  const params = new URLSearchParams({ limit: String(RECENT_QUOTES_LIMIT), kind: 'expert_quote' });
  if (showroomId) params.set('showroom_id', showroomId);
  const body = await expertJson(
    `/api/quotes/recent?${params}`,
    undefined,
    ZQuoteListResponse,
    'Failed to load recent quotes',
    'Error loading recent quotes',
  );
  return body.data;
}

/** GET /api/customers/search?showroom_id&q. */
export async function searchCustomers(showroomId: string | null, q: string): Promise<TCustomerListEntry[]> {
  const params = new URLSearchParams({ q });
  if (showroomId) params.set('showroom_id', showroomId);
  const body = await expertJson(
    `/api/customers/search?${params}`,
    undefined,
    ZCustomerSearchResponse,
    'Failed to search customers',
    'Error searching customers',
  );
  return body.data;
}

/** GET /api/quotes/customer?customer_id, Expert Mode quotes only. */
export async function getCustomerQuotes(customerId: string): Promise<TQuoteSummary[]> {
  const params = new URLSearchParams({ customer_id: customerId, kind: 'expert_quote' });
  const body = await expertJson(
    `/api/quotes/customer?${params}`,
    undefined,
    ZQuoteListResponse,
    'Failed to load customer quotes',
    'Error loading customer quotes',
  );
  return body.data;
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
