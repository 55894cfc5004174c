import { describe, expect, it } from 'vitest';
import { estimateQuote } from './estimate-quote';
import { quoteEstimateInDollars } from './estimate-in-dollars';

describe('quoteEstimateInDollars', () => {
  it('turns every money field into dollars and leaves the rest alone', () => {
    const quote = estimateQuote({
      products: [{ brand: 'MSI', type: 'Quartz', color: 'Frost', width: 96, depth: 25.5, quantity: 4 }, {}],
      stones: [
        { brand: 'MSI', type: 'Quartz', color: 'Frost', slabCost: '$1,200', fabCost: 45, markUp: 1.2 },
      ],
      settings: { breakageBuffer: 10 },
    });
    const dollars = quoteEstimateInDollars(quote);
    expect(dollars.products[0]).toMatchObject({
      materialCost: 3_168,
      fabricationCost: 3_672,
      installationCost: 0,
      rawCost: 5_700,
      finalPrice: 6_840,
      usableAreaSqft: 68,
      actualTotalSlabs: 2,
    });
    expect(dollars.products[1]).toBeNull();
    expect(dollars.stones[0]?.materialCost).toBe(3_168);
    expect(dollars.totals).toMatchObject({ totalPrice: 6_840, totalSlabs: 2, averageEfficiency: 61.7 });
    expect(quote.totals.totalPrice).toBe(684_000);
  });
});
