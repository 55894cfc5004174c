import { estimateQuote } from '@stonetool/domain/estimate/estimate-quote';
import { describe, expect, it } from 'vitest';
import { testStone } from '../../test/test-stone';
import { pricedAtBusinessCost } from './cost-basis';

describe("the estimator's cost per slab", () => {
  const product = { brand: 'Caesarstone', type: 'Quartz', color: 'Calacatta Nuvo', width: 96, depth: 25.5 };

  it("is the business's wholesale price, not the catalogue's slab cost", () => {
    const stone = testStone({
      'Slab Cost': 6138,
      wholesale_price_to_showroom: 8286.3,
      client_price: 11600.82,
    });
    const estimate = estimateQuote({
      products: [product],
      stones: pricedAtBusinessCost([stone]),
      settings: { breakageBuffer: 0 },
    });
    expect(estimate.products[0]).toMatchObject({ slabCost: 828_630, materialCost: 828_630, error: null });
  });

  it('is the showroom price when only that is sent, and Price on request when no cost is', () => {
    const showroomOnly = testStone({ wholesale_price_to_showroom: undefined, showroom_price: 900 });
    expect(
      estimateQuote({ products: [product], stones: pricedAtBusinessCost([showroomOnly]) }).products[0]
        ?.slabCost,
    ).toBe(90_000);
    const noCost = testStone({ 'Slab Cost': 6138, wholesale_price_to_showroom: null, showroom_price: null });
    expect(
      estimateQuote({ products: [product], stones: pricedAtBusinessCost([noCost]) }).products[0]?.error,
    ).not.toBeNull();
  });
});
