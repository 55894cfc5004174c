import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  RECENT_QUOTES_LIMIT,
  ZQuoteListResponse,
  type TQuoteKind,
  type TQuoteSummary,
} from '@stonetool/contracts/carts';
import { ZCustomerSearchResponse, type TCustomerListEntry } from '@stonetool/contracts/customers';
import { apiJson } from './http/api-json';
import { queryString } from './http/query-string';
import { queryKeys } from './query-keys';

/**
 * The Load Quote modal's three lists (spec 01 section 7). Material Mode loads saved material
 * carts only: an Expert Mode quote has no slab lines to put in a cart, so `kind=material_cart`.
 * Each failure has its own banner pair (spec 01 section 8): the server's answer gives the first
 * text, a network failure the second.
 */
export const LOAD_QUOTE_ERRORS = {
  recent: { fallback: 'Failed to load recent quotes', network: 'Error loading recent quotes' },
  search: { fallback: 'Failed to search customers', network: 'Error searching customers' },
  customer: { fallback: 'Failed to load customer quotes', network: 'Error loading customer quotes' },
} as const;

/** Customer search debounce (spec 01 section 9). */
export const CUSTOMER_SEARCH_DEBOUNCE_MS = 300;

async function quoteList(
  url: string,
  messages: { fallback: string; network: string },
): Promise<TQuoteSummary[]> {
  return (await apiJson(ZQuoteListResponse, url, messages)).data;
}

/** GET /api/quotes/recent?showroom_id&limit=10; Expert Mode asks for its own kind. */
export function getRecentQuotes(
  showroomId: string | null,
  kind: TQuoteKind = 'material_cart',
): Promise<TQuoteSummary[]> {
  const query = queryString({ showroom_id: showroomId, limit: RECENT_QUOTES_LIMIT, kind });
  return quoteList(`/api/quotes/recent?${query}`, LOAD_QUOTE_ERRORS.recent);
}

/** GET /api/quotes/customer?customer_id. */
export function getCustomerQuotes(
  showroomId: string | null,
  customerId: string,
  kind: TQuoteKind = 'material_cart',
): Promise<TQuoteSummary[]> {
  const query = queryString({ showroom_id: showroomId, customer_id: customerId, kind });
  return quoteList(`/api/quotes/customer?${query}`, LOAD_QUOTE_ERRORS.customer);
}

/** GET /api/customers/search?showroom_id&q. */
export async function searchCustomers(showroomId: string | null, q: string): Promise<TCustomerListEntry[]> {
  const query = queryString({ showroom_id: showroomId, q: q.trim() });
  return (await apiJson(ZCustomerSearchResponse, `/api/customers/search?${query}`, LOAD_QUOTE_ERRORS.search))
    .data;
}

export function useRecentQuotes(
  showroomId: string | null,
  enabled: boolean,
  kind: TQuoteKind = 'material_cart',
) {
  return useQuery({
    queryKey: queryKeys.quotes.recent(showroomId, kind),
    queryFn: () => getRecentQuotes(showroomId, kind),
    enabled,
    retry: false,
  });
}

export function useCustomerQuotes(
  showroomId: string | null,
  customerId: string | null,
  kind: TQuoteKind = 'material_cart',
) {
  return useQuery({
    queryKey: queryKeys.quotes.ofCustomer(showroomId, customerId, kind),
    queryFn: () => getCustomerQuotes(showroomId, customerId ?? '', kind),
    enabled: customerId !== null,
    retry: false,
  });
}

export function useCustomerSearch(showroomId: string | null, q: string, enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.customerSearch(showroomId, q.trim()),
    queryFn: () => searchCustomers(showroomId, q),
    enabled: enabled && q.trim() !== '',
    placeholderData: keepPreviousData,
    retry: false,
  });
}
