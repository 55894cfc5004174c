import type { TStone } from '@stonetool/contracts/stones';
import { findStone, normalizeStoneRow } from '@stonetool/domain/estimate/normalize-stone';
import type { EstimateProduct, QuoteEstimate } from '@stonetool/domain/estimate/types';
import { materialReducer } from '../material/state/material-state';
import { loadMaterialState, saveMaterialState, storageOwner } from '../material/state/material-storage';
import type { KeyValueStorage } from '../../lib/session';

/** A catalogue stone and the slabs the estimate cut its pieces from. */
export interface SlabOrder {
  stone: TStone;
  slabs: number;
}

/**
 * What Order Material puts in the cart: per stone, the slabs of its computed layout. With
 * multi-product optimisation that is the stone's shared slab count; without it, the slabs each
 * product was laid out on, added up per stone. Products without a price (no result, or an
 * error such as a missing slab cost) order nothing. The breakage buffer is a price allowance,
 * not extra slabs, so it is not ordered.
 */
export function slabOrders(
  estimate: QuoteEstimate,
  products: readonly EstimateProduct[],
  rows: readonly TStone[],
): SlabOrder[] {
  const catalogue = rows.map(normalizeStoneRow);
  const rowOf = (productIndex: number): TStone | null => {
    const product = products[productIndex];
    const stone = product ? findStone(catalogue, product) : null;
    return stone ? (rows[catalogue.indexOf(stone)] ?? null) : null;
  };
  const orders = new Map<string, SlabOrder>();
  const add = (stone: TStone | null, slabs: number) => {
    if (!stone || slabs <= 0) return;
    const seen = orders.get(stone.id);
    if (seen) seen.slabs += slabs;
    else orders.set(stone.id, { stone, slabs });
  };
  if (estimate.multiProductOptimized) {
    for (const stone of estimate.stones) {
      const first = stone.productIndexes.find((index) => {
        const result = estimate.products[index];
        return result !== null && result !== undefined && result.error === null;
      });
      if (stone.error === null && first !== undefined) add(rowOf(first), stone.totalSlabs);
    }
  } else {
    estimate.products.forEach((result, index) => {
      if (result && result.error === null) add(rowOf(index), result.actualTotalSlabs);
    });
  }
  return [...orders.values()];
}

/**
 * Hands the slabs to the same business's Material Mode cart: through Material Mode's own reducer
 * (so its rules for an incomplete stone hold) into the stored state its screen restores, which
 * then opens on the cart. Returns how many stones were added.
 */
export function addSlabsToMaterialCart(
  storage: KeyValueStorage,
  owner: { showroomId: string | null; userEmail: string },
  orders: readonly SlabOrder[],
  now: Date,
  newId: () => string,
): number {
  const key = storageOwner(owner.showroomId, owner.userEmail);
  const at = now.toISOString();
  let state = loadMaterialState(storage, key, now.getTime());
  let added = 0;
  for (const order of orders) {
    const next = materialReducer(state, {
      type: 'cart/add',
      stone: order.stone,
      quantity: order.slabs,
      fromEstimate: true,
      id: newId(),
      now: at,
    });
    if (next.notice === null) added += 1;
    state = { ...next, notice: null };
  }
  state = materialReducer(state, { type: 'view/set', view: 'cart' });
  saveMaterialState(storage, key, state, now.getTime());
  return added;
}
