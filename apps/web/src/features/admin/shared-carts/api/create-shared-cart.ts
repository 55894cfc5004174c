import { useMutation } from '@tanstack/react-query';
import {
  ZCreateSharedCartResponse,
  type TCreateSharedCartRequest,
  type TCreateSharedCartResponse,
} from '@stonetool/contracts/shared-carts';
import { readServerError } from '../../../../lib/api-error';
import { authFetch } from '../../../../lib/session-store';

/**
 * POST /api/admin/create-shared-cart: the server e-mails the link to the showroom and answers it
 * once. A refusal shows the server's text, anything else 'Failed to send cart' (spec 03 section 8).
 */
export async function createSharedCart(
  body: Omit<TCreateSharedCartRequest, 'expires_in_days'>,
): Promise<TCreateSharedCartResponse['data']> {
  const response = await authFetch('/api/admin/create-shared-cart', {
    method: 'POST',
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error((await readServerError(response)) ?? 'Failed to send cart');
  return ZCreateSharedCartResponse.parse(await response.json()).data;
}

export function useCreateSharedCart() {
  return useMutation({ mutationFn: createSharedCart });
}
