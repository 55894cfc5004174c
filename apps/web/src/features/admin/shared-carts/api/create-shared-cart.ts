import { useMutation } from '@tanstack/react-query';
import {
  ZCreateSharedCartResponse,
  type TCreateSharedCartRequest,
  type TCreateSharedCartResponse,
} from '@stonetool/contracts/shared-carts';
import { apiJson } from '../../../../lib/http/api-json';

/**
 * POST /api/admin/create-shared-cart: the server e-mails the link to the showroom and answers it
 * once. A refusal shows the server's text, anything else 'Failed to send cart' (spec 03 section 8).
 */
export async function createSharedCart(
  body: Omit<TCreateSharedCartRequest, 'expires_in_days'>,
): Promise<TCreateSharedCartResponse['data']> {
  const answer = await apiJson(ZCreateSharedCartResponse, '/api/admin/create-shared-cart', {
    method: 'POST',
    json: body,
    fallback: 'Failed to send cart',
  });
  return answer.data;
}

export function useCreateSharedCart() {
  return useMutation({ mutationFn: createSharedCart });
}
