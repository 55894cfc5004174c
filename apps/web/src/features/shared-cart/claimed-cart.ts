import { ZClaimedSharedCart, type TClaimedSharedCart } from '@stonetool/contracts/shared-carts';
import type { TStone } from '@stonetool/contracts/stones';
import { clampQuantity, isCompleteStone, newCartItem, type CartItem } from '../material/state/material-state';

/** Where a claimed cart waits for Material Mode to load it (spec 01 section 3). */
export const SHARED_CART_SESSION_KEY = 'shared_cart_data';
export const SHARED_CART_LOAD_FAILED = 'Failed to load shared cart data';

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

/**
 * Slabs that cover an area: a shared cart counts square feet (spec 01 section 9), the Material
 * cart counts slabs, so each line becomes the fewest whole slabs of the stone's size that cover its
 * square feet (at least 1, at most 999).
 */
export function slabsForSquareFeet(
  squareFeet: number,
  stone: Pick<TStone, 'Slab Width' | 'Slab Height'>,
): number {
  const slabSquareFeet = (stone['Slab Width'] * stone['Slab Height']) / 144;
  if (!(slabSquareFeet > 0) || !(squareFeet > 0)) return 1;
  return clampQuantity(Math.ceil(squareFeet / slabSquareFeet - 1e-9));
}

const namesKey = (parts: string[]) => parts.map((part) => part.trim().toLowerCase()).join('|');

export type ClaimedCartLoad = { items: CartItem[]; dropped: number };

/**
 * Turns a claimed shared cart into cart lines with the caller's own catalog stones (found by id,
 * else by brand, type, color, thickness and finish), so prices are the showroom's current ones.
 * A line whose stone is not in the catalog, or lacks Brand, Color, Type or a price, is dropped
 * (spec 01 section 4) and counted for the warning.
 */
export function claimedCartToItems(
  cart: TClaimedSharedCart,
  catalog: readonly TStone[],
  newId: () => string,
  now: string,
): ClaimedCartLoad {
  const byId = new Map(catalog.map((stone) => [stone.id, stone]));
  const byNames = new Map<string, TStone>();
  for (const stone of catalog) {
    const key = namesKey([stone.Brand, stone.Type, stone.Color, stone.Thickness, stone.Finish]);
    if (!byNames.has(key)) byNames.set(key, stone);
  }
  const items: CartItem[] = [];
  let dropped = 0;
  for (const line of cart.cart_items) {
    const stone =
      byId.get(line.stone_id) ??
      byNames.get(namesKey([line.brand, line.type, line.color, line.thickness, line.finish]));
    if (!stone || !isCompleteStone(stone)) {
      dropped += 1;
      continue;
    }
    const notes = [line.notes?.trim(), `Shared cart: ${line.quantity} sq ft`].filter(Boolean).join(' · ');
    items.push({
      ...newCartItem(stone, newId(), now, slabsForSquareFeet(line.quantity, stone)),
      notes,
    });
  }
  return { items, dropped };
}
