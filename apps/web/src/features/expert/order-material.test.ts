import { estimateQuote } from '@stonetool/domain/estimate/estimate-quote';
import type { EstimateProduct } from '@stonetool/domain/estimate/types';
import { describe, expect, it } from 'vitest';
import { testStone, testUnpricedStone } from '../../test/test-stone';
import { slabOrders } from './order-material';

const quartz = testStone({ Color: 'Pure White' });
const granite = testStone({ Type: 'Granite', Brand: 'MSI', Color: 'Black Pearl', 'Slab Cost': 700 });
const unpriced = testUnpricedStone();
const rows = [quartz, granite, unpriced];

const piece = (stone: typeof quartz, width: number, depth: number, quantity: number): EstimateProduct => ({
  brand: stone.Brand,
  type: stone.Type,
  color: stone.Color,
  width,
  depth,
  quantity,
});

const products = [
  piece(quartz, 96, 42, 1),
  piece(quartz, 120, 25.5, 2),
  piece(granite, 60, 25, 1),
  piece(unpriced, 60, 25, 1),
  { width: 50, depth: 20 },
];

describe('Order Material', () => {
  it('orders each priced stone with the slabs of its shared layout', () => {
    const estimate = estimateQuote({ products, stones: rows, settings: { multiProductOptimization: true } });
    const quartzSlabs = estimate.stones.find((s) => s.label === 'Caesarstone Quartz Pure White')?.totalSlabs;
    expect(slabOrders(estimate, products, rows).map((o) => [o.stone.id, o.slabs])).toEqual([
      [quartz.id, quartzSlabs],
      [granite.id, 1],
    ]);
  });

  it('without multi-product optimisation adds up the slabs each product was laid out on', () => {
    const estimate = estimateQuote({ products, stones: rows, settings: { multiProductOptimization: false } });
    const [island, perimeter] = estimate.products;
    expect(slabOrders(estimate, products, rows).map((o) => [o.stone.id, o.slabs])).toEqual([
      [quartz.id, (island?.actualTotalSlabs ?? 0) + (perimeter?.actualTotalSlabs ?? 0)],
      [granite.id, 1],
    ]);
  });
});
