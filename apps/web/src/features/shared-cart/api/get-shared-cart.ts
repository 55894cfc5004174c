import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';

/**
 * A shared cart as the page reads it (spec 01 section 3 "Shared cart (response data)"). Kept local
 * and loose until packages/contracts has the shared-cart schemas.
 */
const ZSharedCartItem = z.object({
  brand: z.string().nullish(),
  color: z.string().nullish(),
  type: z.string().nullish(),
  thickness: z.string().nullish(),
  finish: z.string().nullish(),
  quantity: z.coerce.number().nullish(),
  notes: z.string().nullish(),
  current_pricing: z
    .object({ client_price: z.coerce.number().nullish(), available: z.boolean().nullish() })
    .nullish(),
});
export type TSharedCartItem = z.infer<typeof ZSharedCartItem>;

export const ZSharedCart = z.object({
  admin_name: z.string().nullish(),
  customer_reference: z.string().nullish(),
  admin_notes: z.string().nullish(),
  showroom_contact_name: z.string().nullish(),
  target_showroom_name: z.string().nullish(),
  status: z.string().nullish(),
  is_expired: z.boolean().nullish(),
  can_claim: z.boolean().nullish(),
  expires_at: z.string().nullish(),
  claimed_at: z.string().nullish(),
  created_at: z.string().nullish(),
  items_count: z.number().nullish(),
  cart_items: z.array(ZSharedCartItem).default([]),
});
export type TSharedCart = z.infer<typeof ZSharedCart>;

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
    data?: unknown;
    error?: unknown;
    message?: unknown;
  } | null;
  if (!response.ok) {
    throw new SharedCartLoadError(
      typeof body?.error === 'string' && body.error ? body.error : 'Cart not found',
      typeof body?.message === 'string' && body.message ? body.message : DEFAULT_NOT_FOUND,
    );
  }
  const parsed = ZSharedCart.safeParse(body?.data);
  if (!parsed.success) throw new SharedCartLoadError('Cart not found', DEFAULT_NOT_FOUND);
  return parsed.data;
}

export const sharedCartQueryOptions = (token: string) =>
  queryOptions({ queryKey: ['shared-cart', token], queryFn: () => getSharedCart(token), retry: false });

export function useSharedCart(token: string) {
  return useQuery(sharedCartQueryOptions(token));
}
