import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { netSalesCents, profitCents, profitMargin } from './profit';

describe('profit', () => {
  it('is revenue less sales tax less wholesale cost', () => {
    const sales = { revenueCents: 1_097_50, taxCents: 97_50, wholesaleCostCents: 600_00 };
    expect(netSalesCents(sales)).toBe(1_000_00);
    expect(profitCents(sales)).toBe(400_00);
    expect(profitMargin(sales)).toBe(40);
  });

  it('leaves the margin at 0 when nothing was sold', () => {
    expect(profitMargin({ revenueCents: 0, taxCents: 0, wholesaleCostCents: 0 })).toBe(0);
  });

  it('adds up: profit, tax and wholesale cost make the revenue', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10 ** 10 }),
        fc.integer({ min: 0, max: 10 ** 9 }),
        fc.integer({ min: 0, max: 10 ** 10 }),
        (revenueCents, taxCents, wholesaleCostCents) => {
          const sales = { revenueCents, taxCents, wholesaleCostCents };
          expect(profitCents(sales) + taxCents + wholesaleCostCents).toBe(revenueCents);
        },
      ),
      { numRuns: 200 },
    );
  });
});
