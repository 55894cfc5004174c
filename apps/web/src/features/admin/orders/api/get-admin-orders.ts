import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ZAdminOrdersResponse, type TAdminOrdersResponse } from '@stonetool/contracts/admin-orders';
import { apiJson } from '../../../../lib/http/api-json';
import type { OrderFiltersInput } from '../../../../components/back-office/orders/api/get-showroom-orders';
import { queryKeys } from '../../../../lib/query-keys';

/** Spec 03 section 8: the admin orders screen's load failure. */
export const LOAD_ADMIN_ORDERS_FAILED = 'Failed to load orders. Please try again.';

/** The showroom Orders tab's filters plus one showroom ('all': every one). */
export interface AdminOrderFiltersInput extends OrderFiltersInput {
  showroomId: string;
}

export const NO_ADMIN_ORDER_FILTERS: AdminOrderFiltersInput = {
  showroomId: 'all',
  status: 'all',
  search: '',
  dateFrom: '',
  dateTo: '',
};

async function fetchAdminOrders(params: URLSearchParams): Promise<TAdminOrdersResponse> {
  return apiJson(ZAdminOrdersResponse, `/api/admin/orders?${params.toString()}`, {
    fallback: LOAD_ADMIN_ORDERS_FAILED,
    refusal: 'fallback',
  });
}

/** GET /api/admin/orders?showroom_id&status&search&date_from&date_to&limit=200 (spec 03 section 7). */
export function getAdminOrders(filters: AdminOrderFiltersInput): Promise<TAdminOrdersResponse> {
  const params = new URLSearchParams({ limit: '200' });
  if (filters.showroomId !== 'all') params.set('showroom_id', filters.showroomId);
  if (filters.status !== 'all') params.set('status', filters.status);
  if (filters.search.trim()) params.set('search', filters.search.trim());
  if (filters.dateFrom) params.set('date_from', filters.dateFrom);
  if (filters.dateTo) params.set('date_to', filters.dateTo);
  return fetchAdminOrders(params);
}

/** GET /api/admin/orders?orderNumber={n}: the order with that number (orders[0]), or null. */
export async function findAdminOrder(orderNumber: string) {
  const { orders } = await fetchAdminOrders(new URLSearchParams({ orderNumber: orderNumber.trim() }));
  return orders[0] ?? null;
}

export const adminOrdersQueryOptions = (filters: AdminOrderFiltersInput) =>
  queryOptions({
    queryKey: queryKeys.admin.orders(filters),
    queryFn: () => getAdminOrders(filters),
    // Keep the table on screen while the next filter's answer is on its way.
    placeholderData: keepPreviousData,
  });

export function useAdminOrders(filters: AdminOrderFiltersInput) {
  return useQuery(adminOrdersQueryOptions(filters));
}
