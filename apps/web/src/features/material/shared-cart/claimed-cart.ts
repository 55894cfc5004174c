import type { TClaimedSharedCart } from '@stonetool/contracts/shared-carts';
import type { TStone } from '@stonetool/contracts/stones';
import { slabsCoveringArea } from '@stonetool/domain/catalog/slabs-for-area';
import { isCompleteStone, newCartItem, type CartItem } from '../state/material-state';

export const SHARED_CART_LOAD_FAILED = 'Failed to load shared cart data';

/**
 * Slabs that cover a shared cart line's square feet, by the rule the shared-cart page showed the
 * owner before the claim (slabsCoveringArea), so the cart holds what the page announced.
 */
export function slabsForSquareFeet(
  squareFeet: number,
  stone: Pick<TStone, 'Slab Width' | 'Slab Height'>,
): number {
  return slabsCoveringArea(squareFeet, stone['Slab Width'], stone['Slab Height']);
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
