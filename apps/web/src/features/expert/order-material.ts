import type { TStone } from '@stonetool/contracts/stones';
import { findStone, normalizeStoneRow } from '@stonetool/domain/estimate/normalize-stone';
import type { EstimateProduct, QuoteEstimate } from '@stonetool/domain/estimate/types';
import type { SlabOrder } from '../../lib/hand-offs/material-cart';

export type { SlabOrder };

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
