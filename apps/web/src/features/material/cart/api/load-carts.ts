import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  SAVED_CARTS_PAGE_SIZE,
  ZLoadCartDetailResponse,
  ZLoadCartsListResponse,
  type TLoadCartsListResponse,
  type TSavedCartDetail,
} from '@stonetool/contracts/carts';
import { apiJson } from '../../../../lib/http/api-json';
import { queryString } from '../../../../lib/http/query-string';
import { queryKeys } from '../../../../lib/query-keys';

export const LOAD_CARTS_FAILED = 'Failed to load carts';
export const LOAD_CART_DETAILS_FAILED = 'Failed to load cart details';
export const LOAD_CART_FAILED = 'Failed to load cart. Please try again.';

/** GET /api/material-carts/load?showroom_id&limit=20[&customer_email] (spec 01 section 7), one page. */
export async function listSavedCarts(
  showroomId: string | null,
  page: number,
  customerEmail: string,
): Promise<TLoadCartsListResponse> {
  const query = queryString({
    showroom_id: showroomId,
    limit: SAVED_CARTS_PAGE_SIZE,
    offset: page * SAVED_CARTS_PAGE_SIZE,
    customer_email: customerEmail.trim().toLowerCase(),
  });
  return apiJson(ZLoadCartsListResponse, `/api/material-carts/load?${query}`, {
    fallback: LOAD_CARTS_FAILED,
  });
}

/** GET /api/material-carts/load?showroom_id&cart_id: one saved cart with its lines at today's prices. */
export async function getSavedCart(showroomId: string | null, cartId: string): Promise<TSavedCartDetail> {
  const query = queryString({ showroom_id: showroomId, cart_id: cartId });
  const body = await apiJson(ZLoadCartDetailResponse, `/api/material-carts/load?${query}`, {
    fallback: LOAD_CART_DETAILS_FAILED,
  });
  return body.data;
}

export const savedCartsQueryOptions = (showroomId: string | null, page: number, customerEmail: string) =>
  queryOptions({
    queryKey: queryKeys.materialCarts(showroomId, page, customerEmail.trim().toLowerCase()),
    queryFn: () => listSavedCarts(showroomId, page, customerEmail),
    placeholderData: keepPreviousData,
    retry: false,
  });

export function useSavedCarts(
  showroomId: string | null,
  page: number,
  customerEmail: string,
  enabled: boolean,
) {
  return useQuery({ ...savedCartsQueryOptions(showroomId, page, customerEmail), enabled });
}

export function useSavedCart(showroomId: string | null, cartId: string | null) {
  return useQuery({
    queryKey: queryKeys.materialCart(showroomId, cartId),
    queryFn: () => getSavedCart(showroomId, cartId ?? ''),
    enabled: cartId !== null,
    retry: false,
  });
}
