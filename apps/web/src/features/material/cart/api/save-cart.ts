import { useMutation } from '@tanstack/react-query';
import { ZSaveCartResponse, type TSaveCartRequest, type TSaveCartResponse } from '@stonetool/contracts/carts';
import { callApi } from './call-api';

export const SAVE_CART_FAILED = 'Failed to save cart. Please try again.';

/** POST /api/material-carts/save (spec 01 section 7): a new cart, or an update when quote_id is set. */
export async function saveCart(request: TSaveCartRequest): Promise<TSaveCartResponse> {
  const body = await callApi(
    '/api/material-carts/save',
    { method: 'POST', json: request },
    { fallback: SAVE_CART_FAILED },
  );
  const parsed = ZSaveCartResponse.safeParse(body);
  if (!parsed.success) throw new Error(SAVE_CART_FAILED);
  return parsed.data;
}

export function useSaveCart() {
  return useMutation({ mutationFn: saveCart });
}
