import { describe, expect, it } from 'vitest';
import { displayRange, fabricationCategory, rangesForStoneTypes } from './fabrication-lead-ranges';

const matrix = [
  { stoneType: 'Quartz', minPrice: 30, maxPrice: 45 },
  { stoneType: 'Porcelain', minPrice: 35, maxPrice: 45 },
  { stoneType: 'Natural', minPrice: 35, maxPrice: 50 },
];

describe('fabricationCategory', () => {
  it('maps granite, marble and stone to Natural', () => {
    expect(fabricationCategory('Granite')).toBe('Natural');
    expect(fabricationCategory('marble')).toBe('Natural');
    expect(fabricationCategory('Natural Stone')).toBe('Natural');
  });

  it('tells quartz from quartzite, and knows porcelain', () => {
    expect(fabricationCategory('Quartz')).toBe('Quartz');
    expect(fabricationCategory('Quartzite')).toBe('Natural');
    expect(fabricationCategory('Porcelain')).toBe('Porcelain');
  });

  it('gives no category for a type it does not know', () => {
    expect(fabricationCategory('Laminate')).toBeNull();
  });
});

describe('rangesForStoneTypes', () => {
  it("lists each category of the cart once, in the matrix's order", () => {
    expect(rangesForStoneTypes(['Granite', 'Quartz', 'Marble', 'Laminate'], matrix)).toEqual([
      matrix[0],
      matrix[2],
    ]);
  });

  it('prefers a row named like the stone type to its category', () => {
    const quartzite = { stoneType: 'quartzite', minPrice: 55, maxPrice: 80 };
    expect(rangesForStoneTypes(['Quartzite', 'Granite'], [...matrix, quartzite])).toEqual([
      matrix[2],
      quartzite,
    ]);
  });

  it('gives nothing when the matrix has no row for the cart', () => {
    expect(rangesForStoneTypes(['Quartz'], [])).toEqual([]);
  });
});

describe('displayRange', () => {
  it("reads '$min - $max'", () => {
    expect(displayRange({ minPrice: 30, maxPrice: 45 })).toBe('$30 - $45');
  });
});
