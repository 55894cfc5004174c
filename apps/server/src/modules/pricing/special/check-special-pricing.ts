import type { TSpecialPricingCheckRequest, TSpecialPricingCheckResponse } from '@stonetool/contracts/pricing';
import type { Executor } from '@stonetool/db/client';
import { centsToDollars } from '@stonetool/domain/money';
import { quoteStones, type StoneQuote } from '../quote-stones';

type CartItem = TSpecialPricingCheckRequest['cartItems'][number];

function stoneIdOf(item: CartItem): string | undefined {
  return item.stone?.stone_id ?? item.stone?.id ?? item.stone_id;
}

function specialPricingOf(quote: StoneQuote | undefined) {
  if (!quote?.specialRule || quote.specialUnitPriceCents === null || !quote.price) return null;
  return {
    specialPrice: centsToDollars(quote.specialUnitPriceCents),
    originalPrice: centsToDollars(quote.price.clientCents),
    discountPercent: quote.specialRule.specialDiscountPercent,
    ruleId: quote.specialRule.id,
    validUntil: quote.specialRule.validUntil.toISOString(),
  };
}

/**
 * POST /api/showroom/special-pricing-check: each cart item with the special price per slab of the
 * rule that applies to its stone now, for the caller's showroom. Prices come from the database,
 * never from the item; an item whose stone is unknown, hidden or unpriced gets null. No use of a
 * rule is counted here: that happens once, when an order is placed.
 */
export async function checkSpecialPricing(
  db: Executor,
  showroomId: string,
  items: readonly CartItem[],
  now: Date,
): Promise<TSpecialPricingCheckResponse['cartItems']> {
  const ids = items.map(stoneIdOf).filter((id): id is string => id !== undefined);
  const quotes = await quoteStones(db, showroomId, ids, now);
  return items.map((item) => {
    const id = stoneIdOf(item);
    return { ...item, specialPricing: specialPricingOf(id === undefined ? undefined : quotes.get(id)) };
  });
}
