import { describe, expect, it } from 'vitest';
import { testStone } from '../../../test/test-stone';
import { formatRelativePrice, relativePrices } from './relative-price';

describe('relative price', () => {
  it('is the percentage above the lowest price, with Lowest Price for the minimum', () => {
    const stones = [1200, 1000, 1333.33].map((client_price) => testStone({ client_price }));
    expect(relativePrices(stones).map(formatRelativePrice)).toEqual(['+20.0%', 'Lowest Price', '+33.3%']);
  });

  it('marks every stone at the lowest price when several tie', () => {
    const stones = [500, 500, 750].map((client_price) => testStone({ client_price }));
    expect(relativePrices(stones).map(formatRelativePrice)).toEqual([
      'Lowest Price',
      'Lowest Price',
      '+50.0%',
    ]);
  });

  it('leaves stones without a price out of the comparison', () => {
    const stones = [
      testStone({ client_price: null }),
      testStone({ client_price: 0 }),
      testStone({ client_price: 99.99 }),
    ];
    expect(relativePrices(stones).map(formatRelativePrice)).toEqual(['—', '—', 'Lowest Price']);
  });

  it('rounds a tenth of a percent half up', () => {
    // 1000.50 is 0.05 % above 1000.00: half a tenth, rounded up to 0.1 %.
    expect(
      relativePrices([testStone({ client_price: 1000 }), testStone({ client_price: 1000.5 })])[1],
    ).toEqual({
      kind: 'above',
      tenthsOfPercent: 1,
    });
  });
});
