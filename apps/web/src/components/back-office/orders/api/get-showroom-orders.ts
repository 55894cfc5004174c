import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  ZShowroomOrdersResponse,
  type TOrderStatus,
  type TShowroomOrdersResponse,
} from '@stonetool/contracts/showroom-orders';
import { apiJson } from '../../../../lib/http/api-json';
import { queryKeys } from '../../../../lib/query-keys';

export const LOAD_ORDERS_FAILED = 'Failed to load orders. Please try again.';

/** The filters of the Orders tab; empty strings mean "no filter". */
export interface OrderFiltersInput {
  status: TOrderStatus | 'all';
  search: string;
  dateFrom: string;
  dateTo: string;
}

export const NO_ORDER_FILTERS: OrderFiltersInput = { status: 'all', search: '', dateFrom: '', dateTo: '' };

/** GET /api/showroom/orders?status&search&date_from&date_to&limit=100 (spec 03 section 7). */
export async function getShowroomOrders(filters: OrderFiltersInput): Promise<TShowroomOrdersResponse> {
  const params = new URLSearchParams({ limit: '100' });
  if (filters.status !== 'all') params.set('status', filters.status);
  if (filters.search.trim()) params.set('search', filters.search.trim());
  if (filters.dateFrom) params.set('date_from', filters.dateFrom);
  if (filters.dateTo) params.set('date_to', filters.dateTo);
  return apiJson(ZShowroomOrdersResponse, `/api/showroom/orders?${params.toString()}`, {
    fallback: LOAD_ORDERS_FAILED,
    refusal: 'fallback',
  });
}

export const showroomOrdersQueryOptions = (filters: OrderFiltersInput) =>
  queryOptions({
    queryKey: queryKeys.showroom.orders.filtered(filters),
    queryFn: () => getShowroomOrders(filters),
    // Keep the table on screen while the next filter's answer is on its way.
    placeholderData: keepPreviousData,
  });

export function useShowroomOrders(filters: OrderFiltersInput) {
  return useQuery(showroomOrdersQueryOptions(filters));
}
