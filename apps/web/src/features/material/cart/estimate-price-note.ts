import type { TStone } from '@stonetool/contracts/stones';
import { formatUsd } from '@stonetool/domain/money';
import { stoneCostDollars } from '../../../lib/stone-cost';
import { priceCents } from '../../../lib/catalog-query';

/**
 * What a cart line put there by Expert Mode's Order Material says about its price (decision 084):
 * the estimate priced the slab at the business's own cost, the cart at the client price, and the
 * order adds delivery and tax. The cost is named only when the server sent it to this person.
 */
export function estimatePriceNote(stone: TStone): string {
  const cost = priceCents(stoneCostDollars(stone));
  const estimate =
    cost === null
      ? 'From your estimate, which priced this slab at what it costs you.'
      : `From your estimate, which priced this slab at ${formatUsd(cost)}, what it costs you.`;
  return `${estimate} The price here is the client price: your cost plus your client mark-up (Pricing & Margins). Delivery and sales tax are added at checkout.`;
}
