import { ZSaveCartRequest, type TSaveCartRequest } from '@stonetool/contracts/carts';
import { z } from 'zod';
import type { CartItem, ClientInfo } from '../state/material-state';

export const NO_CONSULTATION_DATA =
  'No consultation data available. Please start a consultation session first.';
export const CART_NAME_REQUIRED = 'Please enter a cart name.';
export const CART_EMPTY_FOR_SAVE = 'Cart is empty. Add some items before saving.';

/** Default cart name: the client's application, else 'Material Cart' (spec 01 section 5). */
export function defaultCartName(client: ClientInfo | null | undefined): string {
  return client?.application.trim() || 'Material Cart';
}

/** The Save Cart form: the cart name, by the rule POST /api/material-carts/save applies to it. */
export const ZSaveCartForm = z.object({ cartName: ZSaveCartRequest.shape.cart_name });
export type TSaveCartForm = z.infer<typeof ZSaveCartForm>;

/** The save-cart checks of spec 01 section 5, in its order; null when the cart may be saved. */
export function saveCartProblem(
  client: ClientInfo | null | undefined,
  cartName: string,
  items: readonly CartItem[],
): string | null {
  if (!client || !client.firstName.trim() || !client.lastName.trim()) return NO_CONSULTATION_DATA;
  const name = ZSaveCartForm.shape.cartName.safeParse(cartName);
  if (!name.success) return name.error.issues[0]?.message ?? CART_NAME_REQUIRED;
  if (items.length === 0) return CART_EMPTY_FOR_SAVE;
  return null;
}

/** The cart lines as POST /api/material-carts/save takes them: ids and quantities; the server prices them. */
export function cartLinesForServer(items: readonly CartItem[]): TSaveCartRequest['cart_items'] {
  return items.map((item) => ({
    id: item.id,
    stone: { id: item.stone.id },
    quantity: item.quantity,
    notes: item.notes || null,
    discountEnabled: item.discountEnabled,
    discountPercent: item.discountEnabled ? Math.min(item.discountPercent, 50) : 0,
    // Spec 01 section 3's cart item carries the approval inside discountValidation.
    discountValidation: { overrideId: item.discountValidation.overrideId ?? null },
  }));
}
