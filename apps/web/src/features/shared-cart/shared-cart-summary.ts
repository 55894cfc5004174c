import type { TSharedCart, TSharedCartItem } from './api/get-shared-cart';

export type SharedCartStatusLabel = 'New' | 'Viewed' | 'Claimed' | 'Expired';

/** Expired when is_expired is true, else the status: Viewed, Claimed, or New by default (spec 01 section 4). */
export function sharedCartStatus(cart: Pick<TSharedCart, 'status' | 'is_expired'>): SharedCartStatusLabel {
  if (cart.is_expired) return 'Expired';
  const status = cart.status?.toLowerCase();
  if (status === 'claimed') return 'Claimed';
  if (status === 'viewed') return 'Viewed';
  return 'New';
}

/** Total of client price per sq ft times sq ft, in cents to avoid float drift; null when not above 0. */
export function sharedCartTotal(items: TSharedCartItem[]): number | null {
  const cents = items.reduce((sum, item) => {
    const price = item.current_pricing?.client_price ?? 0;
    const quantity = item.quantity ?? 0;
    return sum + Math.round(price * 100) * quantity;
  }, 0);
  const total = Math.round(cents) / 100;
  return total > 0 ? total : null;
}
