import { ZSpecialPricingCheckResponse, type TSpecialPricingCheckRequest } from '@stonetool/contracts/pricing';
import type { CartItem, SpecialPricing } from '../../state/material-state';
import { apiJson } from '../../../../lib/http/api-json';

/**
 * POST /api/showroom/special-pricing-check (spec 01 section 7): the special price per line id,
 * null where no rule applies. The server answers the items in the order sent. Any failure answers
 * null, and the plain cart is used silently (spec 01 section 4).
 */
export async function checkSpecialPricing(
  items: readonly CartItem[],
): Promise<Record<string, SpecialPricing | null> | null> {
  const request: TSpecialPricingCheckRequest = {
    cartItems: items.map((item) => ({ id: item.id, stone: { id: item.stone.id }, quantity: item.quantity })),
  };
  try {
    const body = await apiJson(ZSpecialPricingCheckResponse, '/api/showroom/special-pricing-check', {
      method: 'POST',
      json: request,
      fallback: 'special pricing unavailable',
    });
    if (body.cartItems.length !== items.length) return null;
    const prices: Record<string, SpecialPricing | null> = {};
    items.forEach((item, index) => {
      const special = body.cartItems[index]?.specialPricing;
      prices[item.id] = special ? { specialPrice: special.specialPrice } : null;
    });
    return prices;
  } catch {
    return null;
  }
}
