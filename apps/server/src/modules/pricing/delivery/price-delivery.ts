import type { TDeliveryPricingRequest, TDeliveryPricingResponse } from '@stonetool/contracts/pricing';
import type { Executor } from '@stonetool/db/client';
import { centsToDollars } from '@stonetool/domain/money';
import { quoteDelivery } from '@stonetool/domain/pricing/delivery';
import { loadDeliveryRules } from '../pricing-rules';

/**
 * POST /api/delivery-pricing: delivery per brand for a cart, summed with a breakdown. The spec
 * sends it without a bearer token, so a visitor gets the platform's brand rules only, which are
 * public delivery charges; a showroom's own rules are applied only when a valid token says whose
 * they are (send it, and the figure matches the order's). Nothing is written, and the body is
 * bounded by its schema.
 */
export async function priceDelivery(
  db: Executor,
  showroomId: string | null,
  items: TDeliveryPricingRequest['cartItems'],
): Promise<TDeliveryPricingResponse> {
  const rules = await loadDeliveryRules(db, showroomId);
  const quote = quoteDelivery(items, rules, showroomId);
  return {
    success: true,
    deliveryCost: centsToDollars(quote.totalCents),
    breakdown: quote.breakdown.map((line) => ({
      brand: line.brand,
      slabs: line.slabs,
      pricing_type: line.pricingType,
      amount: centsToDollars(line.amountCents),
    })),
  };
}
