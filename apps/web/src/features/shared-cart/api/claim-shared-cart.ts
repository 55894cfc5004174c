import { useMutation } from '@tanstack/react-query';
import { ZClaimSharedCartResponse } from '@stonetool/contracts/shared-carts';
import { readServerError } from '../../../lib/api-error';
import { authFetch } from '../../../lib/session-store';
import { SHARED_CART_SESSION_KEY } from '../claimed-cart';

export const CLAIM_FAILED = 'Failed to claim cart';

/**
 * POST /api/shared-cart/claim (spec 01 section 7). On success the cart data goes to session
 * storage for Material Mode, which opens with shared_cart=true.
 */
export async function claimSharedCart(token: string): Promise<void> {
  let response: Response;
  try {
    response = await authFetch('/api/shared-cart/claim', {
      method: 'POST',
      body: JSON.stringify({ share_token: token }),
    });
  } catch {
    throw new Error(CLAIM_FAILED);
  }
  if (!response.ok) throw new Error((await readServerError(response)) ?? CLAIM_FAILED);
  const parsed = ZClaimSharedCartResponse.safeParse(await response.json().catch(() => null));
  if (!parsed.success) throw new Error(CLAIM_FAILED);
  window.sessionStorage.setItem(SHARED_CART_SESSION_KEY, JSON.stringify(parsed.data.data));
}

export function useClaimSharedCart() {
  return useMutation({ mutationFn: claimSharedCart });
}
