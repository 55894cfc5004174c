import { useMutation } from '@tanstack/react-query';
import { ZSaveCartResponse, type TSaveCartRequest, type TSaveCartResponse } from '@stonetool/contracts/carts';
import { apiJson } from '../../../../lib/http/api-json';

export const SAVE_CART_FAILED = 'Failed to save cart. Please try again.';

/** POST /api/material-carts/save (spec 01 section 7): a new cart, or an update when quote_id is set. */
export async function saveCart(request: TSaveCartRequest): Promise<TSaveCartResponse> {
  return apiJson(ZSaveCartResponse, '/api/material-carts/save', {
    method: 'POST',
    json: request,
    fallback: SAVE_CART_FAILED,
  });
}

export function useSaveCart() {
  return useMutation({ mutationFn: saveCart });
}
