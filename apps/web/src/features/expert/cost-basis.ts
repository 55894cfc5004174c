import type { TStone } from '@stonetool/contracts/stones';
import { stoneCostDollars } from '../../lib/stone-cost';

/**
 * The catalogue as the estimator prices it: each slab at what the business pays for it (its
 * wholesale price, as the server prices a saved quote), not the catalogue's own slab cost, so the
 * estimate's cost per slab is what ordering that slab costs before the business's own mark-up
 * (decision 084). A principal the server sends no cost to gets 'Price on request', as before.
 */
export function pricedAtBusinessCost(rows: readonly TStone[]): TStone[] {
  return rows.map((stone) => ({ ...stone, 'Slab Cost': stoneCostDollars(stone) }));
}
