import { describe, expect, it } from 'vitest';
import { parseProductList } from './parse-product-list';

const stones = ['Caesarstone Quartz Calacatta Nuvo', 'MSI Quartz Calacatta Laza', 'MSI Granite Black Pearl'];

describe('parseProductList', () => {
  it('reads a product per line with its count, type, edge and stone', () => {
    const products = parseProductList(
      'Kitchen island 96 x 42 bullnose, Calacatta Nuvo\nPerimeter 120 x 25.5 qty 2\nVanity 36" x 22" (2) w/ undermount sink',
      { availableStones: stones },
    );
    expect(products).toEqual([
      expect.objectContaining({
        name: 'Kitchen island',
        width: 96,
        depth: 42,
        quantity: 1,
        edgeDetail: 'Bullnose',
        pieceType: 'island',
        stoneType: 'Caesarstone Quartz Calacatta Nuvo',
      }),
      expect.objectContaining({ name: 'Perimeter', width: 120, depth: 25.5, quantity: 2, stoneType: null }),
      expect.objectContaining({ name: 'Vanity', quantity: 2, features: ['Undermount sink cutout'] }),
    ]);
    for (const product of products) {
      expect(product.confidence).toBeGreaterThan(0);
      expect(product.confidence).toBeLessThanOrEqual(1);
    }
  });

  it('gives a matched stone more confidence than an unmatched one', () => {
    const [matched, unmatched] = parseProductList('Island 96 x 42 Black Pearl\nIsland 90 x 40', {
      availableStones: stones,
    });
    expect(matched?.confidence).toBeGreaterThan(unmatched?.confidence ?? 1);
  });

  it('picks no stone when the words fit several equally', () => {
    const [product] = parseProductList('Island 96 x 42 Calacatta quartz', { availableStones: stones });
    expect(product?.stoneType).toBeNull();
  });

  it('carries a heading stone to the pieces below and a footnote edge to every piece', () => {
    const products = parseProductList(
      'Black Pearl granite:\nIsland 96 x 42\nPerimeter 120 x 25.5\nAll edges ogee',
      {
        availableStones: stones,
      },
    );
    expect(products.map((p) => [p.stoneType, p.edgeDetail])).toEqual([
      ['MSI Granite Black Pearl', 'Ogee'],
      ['MSI Granite Black Pearl', 'Ogee'],
    ]);
  });

  it('merges identical pieces of one stone into one with a quantity, keeping other stones apart', () => {
    const products = parseProductList('Vanity 36 x 22\nVanity 36 x 22 qty 2\nVanity 36 x 22 Black Pearl', {
      availableStones: stones,
    });
    expect(products.map((p) => [p.quantity, p.stoneType])).toEqual([
      [3, null],
      [1, 'MSI Granite Black Pearl'],
    ]);
  });

  it('reads a pasted spreadsheet by its header', () => {
    const products = parseProductList(
      'Piece\tLength\tDepth\tQty\tEdge\nIsland\t96\t42\t1\tOgee\nPerimeter\t120\t25 1/2\t2\t',
    );
    expect(products.map((p) => [p.name, p.width, p.depth, p.quantity, p.edgeDetail])).toEqual([
      ['Island', 96, 42, 1, 'Ogee'],
      ['Perimeter', 120, 25.5, 2, 'Eased'],
    ]);
  });

  it("matches a showroom's own edge names", () => {
    const [product] = parseProductList('Island 96 x 42 dupont edge', { edgeDetails: ['Eased', 'Dupont'] });
    expect(product?.edgeDetail).toBe('Dupont');
  });

  it('reads nothing from text without sides', () => {
    expect(parseProductList('Hi, please quote my kitchen. Thanks!')).toEqual([]);
  });
});
