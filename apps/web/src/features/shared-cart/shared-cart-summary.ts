import { dollarsToCents, multiplyCents, sumCents } from '@stonetool/domain/money';

export type SharedCartStatusLabel = 'New' | 'Viewed' | 'Claimed' | 'Expired';

/** Expired when is_expired is true, else the status: Viewed, Claimed, or New by default (spec 01 section 4). */
export function sharedCartStatus(cart: {
  status?: string | null;
  is_expired?: boolean | null;
}): SharedCartStatusLabel {
  if (cart.is_expired) return 'Expired';
  const status = cart.status?.toLowerCase();
  if (status === 'claimed') return 'Claimed';
  if (status === 'viewed') return 'Viewed';
  return 'New';
}

type PricedLine = { quantity?: number | null; current_pricing?: { client_price?: number | null } | null };

/**
 * Total of client price per sq ft times sq ft, in cents (spec 01 section 5); null when it is not
 * above 0, so the page shows no total.
 */
export function sharedCartTotalCents(items: readonly PricedLine[]): number | null {
  const total = sumCents(
    items.map((item) => {
      const price = item.current_pricing?.client_price ?? 0;
      const quantity = item.quantity ?? 0;
      return price > 0 && quantity > 0 ? multiplyCents(dollarsToCents(price), quantity) : 0;
    }),
  );
  return total > 0 ? total : null;
}
