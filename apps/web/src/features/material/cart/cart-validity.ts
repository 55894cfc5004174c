import { unitPriceCents } from '../order/order-summary';
import { isCompleteStone, type CartItem } from '../state/material-state';

/**
 * Lines that cannot be ordered: a stone without Brand, Type or Color, or without a client price
 * (a saved cart whose stone has left the catalog, or has no price any more). The cart shows
 * 'Cart Contains Invalid Items' with Reset Cart while any remain.
 */
export function invalidCartItems(items: readonly CartItem[]): CartItem[] {
  return items.filter((item) => !isCompleteStone(item.stone) || unitPriceCents(item) === null);
}
