import { describe, expect, it } from 'vitest';
import {
  estimateProductNamesOf,
  estimateProductsOf,
  estimateSettingsOf,
  type QuoteEntry,
} from './quote-entry';

const standard: QuoteEntry = {
  entryMode: 'standard',
  products: [
    {
      brand: 'Caesarstone',
      color: 'Calacatta Nuvo',
      width: 120,
      depth: 25.5,
      quantity: 1,
      customName: 'Island',
    },
    { brand: 'Caesarstone', width: '96', depth: '25 1/2' },
  ],
  groups: [{ name: 'Kitchen', brand: 'Cambria', pieces: [{ width: 60, depth: 25 }, { customName: 'Bar' }] }],
};

describe("a saved quote's entry", () => {
  it('prices the Standard products with only the fields the engine reads', () => {
    const withScreenFields = { ...standard, products: [{ ...standard.products[0], note: 'seen' }] };
    expect(estimateProductsOf(withScreenFields)).toEqual([
      {
        brand: 'Caesarstone',
        type: null,
        color: 'Calacatta Nuvo',
        finish: null,
        slabSize: null,
        thickness: null,
        width: 120,
        depth: 25.5,
        quantity: 1,
        edgeDetail: null,
        priority: null,
        pieceType: null,
        customName: 'Island',
        cutouts: null,
        shape: null,
        seamsAt: null,
      },
    ]);
  });

  it('prices the Bulk groups as their pieces', () => {
    const products = estimateProductsOf({ ...standard, entryMode: 'bulk' });
    expect(products.map((p) => [p.brand, p.width])).toEqual([
      ['Cambria', 60],
      ['Cambria', null],
    ]);
  });

  it('names a product by its custom name, else "Type n", and a Bulk piece "Group – Piece n"', () => {
    expect(estimateProductNamesOf(standard)).toEqual(['Island', 'Type 2']);
    expect(estimateProductNamesOf({ ...standard, entryMode: 'bulk' })).toEqual(['Kitchen – Piece 1', 'Bar']);
  });

  it("passes the engine's settings and leaves the screen's out", () => {
    const panel = { breakageBuffer: 5, kerfWidth: 0.125, showVisualLayouts: true, useRemnantsFirst: true };
    expect(estimateSettingsOf(panel)).toEqual({
      multiProductOptimization: null,
      breakageBuffer: 5,
      kerfWidth: 0.125,
      includeFabrication: null,
      includeInstallation: null,
      allowSeams: null,
      minSeamPart: null,
      cutoutClearance: null,
      useRemnantsFirst: true,
    });
  });
});
