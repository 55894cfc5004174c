import { useMutation } from '@tanstack/react-query';
import { readServerError } from '../../../lib/api-error';
import { authFetch } from '../../../lib/session-store';

/** Where a claimed cart waits for Material Mode to load it (spec 01 section 3). */
export const SHARED_CART_SESSION_KEY = 'shared_cart_data';

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
    throw new Error('Failed to claim cart');
  }
  if (!response.ok) throw new Error((await readServerError(response)) ?? 'Failed to claim cart');
  const body = (await response.json()) as { data?: unknown };
  window.sessionStorage.setItem(SHARED_CART_SESSION_KEY, JSON.stringify(body.data ?? null));
}

export function useClaimSharedCart() {
  return useMutation({ mutationFn: claimSharedCart });
}
