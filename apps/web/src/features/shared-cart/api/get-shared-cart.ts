import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZSharedCartTokenResponse, type TSharedCartView } from '@stonetool/contracts/shared-carts';
import { queryKeys } from '../../../lib/query-keys';

export type TSharedCart = TSharedCartView;
export type TSharedCartItem = TSharedCartView['cart_items'][number];

/** A load failure with the title and message the page shows (spec 01 section 8). */
export class SharedCartLoadError extends Error {
  constructor(
    readonly title: string,
    message: string,
  ) {
    super(message);
  }
}

const DEFAULT_NOT_FOUND = 'This shared cart link does not exist or may have been removed.';

/** GET /api/shared-cart-token?token= (spec 01 section 7). */
export async function getSharedCart(token: string): Promise<TSharedCart> {
  let response: Response;
  try {
    response = await fetch(`/api/shared-cart-token?token=${encodeURIComponent(token)}`);
  } catch {
    throw new SharedCartLoadError('Loading failed', 'Failed to load cart data. Please try again.');
  }
  const body = (await response.json().catch(() => null)) as {
    error?: unknown;
    message?: unknown;
  } | null;
  if (!response.ok) {
    throw new SharedCartLoadError(
      typeof body?.error === 'string' && body.error ? body.error : 'Cart not found',
      typeof body?.message === 'string' && body.message ? body.message : DEFAULT_NOT_FOUND,
    );
  }
  const parsed = ZSharedCartTokenResponse.safeParse(body);
  if (!parsed.success) throw new SharedCartLoadError('Cart not found', DEFAULT_NOT_FOUND);
  return parsed.data.data;
}

export const sharedCartQueryOptions = (token: string) =>
  queryOptions({ queryKey: queryKeys.sharedCart(token), queryFn: () => getSharedCart(token), retry: false });

export function useSharedCart(token: string) {
  return useQuery(sharedCartQueryOptions(token));
}
