import { describe, expect, it } from 'vitest';
import { searchStones } from './search-stones';

const stones = [
  { Brand: 'Caesarstone', Type: 'Quartz', Color: 'Calacatta Nuvo' },
  { Brand: 'MSI', Type: 'Granite', Color: 'Black Pearl' },
  { Brand: 'Dekton', Type: 'Porcelain', Color: 'Aura' },
];

describe('searchStones', () => {
  it('matches brand, type or color case-insensitively', () => {
    expect(searchStones(stones, 'caesar')).toHaveLength(1);
    expect(searchStones(stones, 'GRANITE')).toEqual([stones[1]]);
    expect(searchStones(stones, 'aura')).toEqual([stones[2]]);
  });

  it('matches a substring in the middle of a field', () => {
    expect(searchStones(stones, 'pearl')).toEqual([stones[1]]);
  });

  it('an empty or blank query keeps every stone', () => {
    expect(searchStones(stones, '  ')).toBe(stones);
  });

  it('finds nothing when no field matches', () => {
    expect(searchStones(stones, 'onyx')).toEqual([]);
  });
});
