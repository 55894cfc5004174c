import { describe, expect, it } from 'vitest';
import { fabricationRangeLines } from './fabrication-lead';

const matrix = [
  { stoneType: 'Quartz', minPrice: 30, maxPrice: 45, display: '$30 - $45' },
  { stoneType: 'Porcelain', minPrice: 35, maxPrice: 45, display: '$35 - $45' },
  { stoneType: 'Natural', minPrice: 35, maxPrice: 50, display: '$35 - $50' },
];

describe('the fabrication ranges the checkout lists', () => {
  it("lists each stone type's range once", () => {
    expect(
      fabricationRangeLines(['Granite', 'Quartz', 'Marble', 'Laminate'], matrix).map((r) => r.label),
    ).toEqual(['Quartz: $30 - $45 per sq ft', 'Natural: $35 - $50 per sq ft']);
  });

  it('lists the whole matrix when no stone of the cart has a range', () => {
    expect(fabricationRangeLines(['Laminate'], matrix)).toHaveLength(3);
  });
});
