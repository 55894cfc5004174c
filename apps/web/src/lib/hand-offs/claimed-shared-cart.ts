import { ZClaimedSharedCart, type TClaimedSharedCart } from '@stonetool/contracts/shared-carts';

/**
 * The shared-cart page hands a claimed cart to Material Mode through session storage: the page
 * writes it under this key after the claim, Material Mode reads it once when opened with
 * shared_cart=true (spec 01 section 3). Neither feature imports the other.
 */
export const SHARED_CART_SESSION_KEY = 'shared_cart_data';

/** Reads the claimed cart that the shared-cart page left in session storage; null when none or unreadable. */
export function parseClaimedCart(raw: string | null): TClaimedSharedCart | null {
  if (raw === null) return null;
  try {
    const parsed = ZClaimedSharedCart.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
