import { useMutation } from '@tanstack/react-query';
import { ZClaimSharedCartResponse } from '@stonetool/contracts/shared-carts';
import { SHARED_CART_SESSION_KEY } from '../../../lib/hand-offs/claimed-shared-cart';
import { apiJson } from '../../../lib/http/api-json';

export const CLAIM_FAILED = 'Failed to claim cart';

/**
 * POST /api/shared-cart/claim (spec 01 section 7). On success the cart data goes to session
 * storage for Material Mode, which opens with shared_cart=true.
 */
export async function claimSharedCart(token: string): Promise<void> {
  const body = await apiJson(ZClaimSharedCartResponse, '/api/shared-cart/claim', {
    method: 'POST',
    json: { share_token: token },
    fallback: CLAIM_FAILED,
  });
  window.sessionStorage.setItem(SHARED_CART_SESSION_KEY, JSON.stringify(body.data));
}

export function useClaimSharedCart() {
  return useMutation({ mutationFn: claimSharedCart });
}
