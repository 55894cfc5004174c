import type { TStone } from '@stonetool/contracts/stones';

/**
 * The business's own cost of a slab, when the server sent it to this principal: what Material
 * Mode shows as cost and what Expert Mode prices an estimate's slabs at (decision 084).
 */
export function stoneCostDollars(stone: TStone): number | null {
  return stone.wholesale_price_to_showroom ?? stone.showroom_price ?? null;
}
