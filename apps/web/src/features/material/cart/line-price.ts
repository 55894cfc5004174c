import { centsToDollars } from '@stonetool/domain/money';
import { specialUnitCents, unitPriceCents } from '../order/order-summary';
import type { CartItem } from '../state/material-state';

/**
 * The price per slab a line's discount applies to, in dollars as the discount check takes it: the
 * special price when a rule gives one below the client price, else the client price; 0 without one.
 */
export function linePriceDollars(item: CartItem): number {
  const unit = unitPriceCents(item);
  if (unit === null) return 0;
  return centsToDollars(specialUnitCents(item, unit) ?? unit);
}
