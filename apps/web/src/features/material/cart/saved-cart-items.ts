import type { TSavedCartDetail } from '@stonetool/contracts/carts';
import {
  clampQuantity,
  EMPTY_CLIENT,
  VALID_DISCOUNT,
  type CartItem,
  type ClientInfo,
} from '../state/material-state';
import { editDiscount } from './discount-check';

/**
 * A saved cart's lines as cart items. A saved discount above 0 is checked again (pending), since
 * the price or the salesperson may differ from when it was saved; a manager's approval is not
 * carried over for the same reason.
 */
export function savedCartToItems(cart: TSavedCartDetail): CartItem[] {
  return cart.cart_items.map((line) => {
    const discount =
      line.discountEnabled && line.discountPercent > 0
        ? editDiscount(String(line.discountPercent))
        : { discountEnabled: line.discountEnabled, discountPercent: 0, discountValidation: VALID_DISCOUNT };
    return {
      id: line.id,
      stone: line.stone,
      quantity: clampQuantity(line.quantity),
      addedAt: line.addedAt,
      notes: line.notes,
      specialPricing: null,
      ...discount,
    };
  });
}

/** The saved cart's customer as the consultation's client, so the order form starts filled in. */
export function savedCartClient(cart: TSavedCartDetail): ClientInfo {
  return {
    ...EMPTY_CLIENT,
    firstName: cart.customer_data.first_name,
    lastName: cart.customer_data.last_name,
    email: cart.customer_data.email ?? '',
    phone: cart.customer_data.phone ?? '',
    application: cart.customer_data.projectType ?? '',
  };
}
