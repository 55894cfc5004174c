import { z } from 'zod';
import type { CartItem, SpecialPricing } from '../../state/material-state';
import { callApi } from './call-api';

const ZSpecialPricingAnswer = z.object({
  cartItems: z.array(
    z.looseObject({
      id: z.string(),
      specialPricing: z.object({ specialPrice: z.number() }).nullish(),
    }),
  ),
});

/**
 * POST /api/showroom/special-pricing-check (spec 01 section 7): the special price per line id,
 * null where no rule applies. Any failure answers null, and the plain cart is used silently
 * (spec 01 section 4).
 */
export async function checkSpecialPricing(
  items: readonly CartItem[],
): Promise<Record<string, SpecialPricing | null> | null> {
  try {
    const body = await callApi(
      '/api/showroom/special-pricing-check',
      {
        method: 'POST',
        json: {
          cartItems: items.map((item) => ({
            id: item.id,
            stone: { id: item.stone.id },
            quantity: item.quantity,
          })),
        },
      },
      { fallback: 'special pricing unavailable' },
    );
    const parsed = ZSpecialPricingAnswer.safeParse(body);
    if (!parsed.success) return null;
    const prices: Record<string, SpecialPricing | null> = {};
    for (const item of items) prices[item.id] = null;
    for (const line of parsed.data.cartItems) {
      if (line.id in prices) prices[line.id] = line.specialPricing ?? null;
    }
    return prices;
  } catch {
    return null;
  }
}
