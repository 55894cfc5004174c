import { describe, expect, it } from 'vitest';
import { groupStatus, groupSummary, productsFromGroups, type StoneGroup } from './bulk-groups';

const kitchen: StoneGroup = {
  name: 'Kitchen',
  brand: 'MSI',
  type: 'Quartz',
  color: 'Frost',
  pieces: [
    { customName: 'Perimeter', width: 96, depth: 25.5, quantity: 2, edgeDetail: 'Eased' },
    { customName: 'Island', unitType: 'island', width: 72, depth: 36, quantity: 1 },
    { customName: 'To measure', width: '', depth: 25.5, quantity: 1 },
  ],
};

describe('groupStatus', () => {
  it('is Ready when brand, type and color are set, otherwise Incomplete', () => {
    expect(groupStatus(kitchen)).toBe('Ready');
    expect(groupStatus({ brand: 'MSI', type: 'Quartz', color: '' })).toBe('Incomplete');
  });
});

describe('groupSummary', () => {
  it('counts pieces with their quantities, area in ft², piece types and status', () => {
    expect(groupSummary(kitchen)).toEqual({
      totalPieces: 4,
      totalAreaSqft: 34 + 18,
      pieceTypes: 3,
      status: 'Ready',
    });
  });

  it('counts an L or U by its true area, not its bounding box', () => {
    const lShaped: StoneGroup = {
      pieces: [{ width: 120, depth: 25.5, quantity: 1, shape: { kind: 'l', legB: 96 } }],
    };
    // Leg A 120 × 25.5 plus the rest of leg B, (96 − 25.5) × 25.5: 36.73 ft², where the box is 80.
    expect(groupSummary(lShaped).totalAreaSqft).toBeCloseTo(((120 + 96 - 25.5) * 25.5) / 144, 6);
  });
});

describe('productsFromGroups', () => {
  it('gives each group piece the group stone, and says where each product came from', () => {
    const { products, origins } = productsFromGroups([kitchen, { name: 'Empty', pieces: [] }]);
    expect(products).toHaveLength(3);
    expect(products[1]).toMatchObject({ brand: 'MSI', color: 'Frost', width: 72, pieceType: 'island' });
    expect(origins).toEqual([
      { groupIndex: 0, pieceIndex: 0 },
      { groupIndex: 0, pieceIndex: 1 },
      { groupIndex: 0, pieceIndex: 2 },
    ]);
  });

  it("keeps a piece's shape, cutouts and moved seams, and gives a piece without them none", () => {
    const sink = { type: 'undermount_sink' as const, width: 30, depth: 16, x: 20, y: 4 };
    const seamsAt = [{ axis: 'x' as const, at: 90 }];
    const { products } = productsFromGroups([
      {
        pieces: [
          {
            width: 120,
            depth: 25.5,
            shape: { kind: 'u', leftArm: 60, rightArm: 70 },
            cutouts: [sink],
            seamsAt,
          },
          { width: 96, depth: 25.5 },
        ],
      },
    ]);
    expect(products[0]).toMatchObject({
      shape: { kind: 'u', leftArm: 60, rightArm: 70 },
      cutouts: [sink],
      seamsAt,
    });
    expect(products[1]).toMatchObject({ shape: null, cutouts: null, seamsAt: null });
  });
});
