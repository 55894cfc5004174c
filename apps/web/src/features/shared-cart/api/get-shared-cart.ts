import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  ZSharedCartNotFoundResponse,
  ZSharedCartTokenResponse,
  type TSharedCartView,
} from '@stonetool/contracts/shared-carts';
import { ApiError } from '../../../lib/api-error';
import { apiJson } from '../../../lib/http/api-json';
import { queryString } from '../../../lib/http/query-string';
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

const LOAD_FAILED = 'Failed to load cart data. Please try again.';

/** GET /api/shared-cart-token?token= (spec 01 section 7); a public page, so no session token is sent. */
export async function getSharedCart(token: string): Promise<TSharedCart> {
  try {
    const body = await apiJson(ZSharedCartTokenResponse, `/api/shared-cart-token?${queryString({ token })}`, {
      fallback: DEFAULT_NOT_FOUND,
      network: LOAD_FAILED,
      auth: 'none',
    });
    return body.data;
  } catch (error) {
    if (!(error instanceof ApiError) || error.status === 0)
      throw new SharedCartLoadError('Loading failed', LOAD_FAILED);
    // The not-found answer names its own title and message; any other answer reads the defaults.
    const notFound = ZSharedCartNotFoundResponse.safeParse(error.body);
    throw new SharedCartLoadError(
      notFound.success && notFound.data.error ? notFound.data.error : 'Cart not found',
      notFound.success && notFound.data.message ? notFound.data.message : DEFAULT_NOT_FOUND,
    );
  }
}

export const sharedCartQueryOptions = (token: string) =>
  queryOptions({ queryKey: queryKeys.sharedCart(token), queryFn: () => getSharedCart(token), retry: false });

export function useSharedCart(token: string) {
  return useQuery(sharedCartQueryOptions(token));
}
