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
});
