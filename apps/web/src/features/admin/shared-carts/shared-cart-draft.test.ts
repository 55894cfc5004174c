import type { TStone } from '@stonetool/contracts/stones';
import { describe, expect, it } from 'vitest';
import { slabsCoveringArea } from '@stonetool/domain/catalog/slabs-for-area';
import {
  addStone,
  partialSlabsProblem,
  setQuantity,
  slabSquareFeet,
  toCartItem,
  type DraftLine,
} from './shared-cart-draft';

const stone = {
  id: 'stone-1',
  Brand: 'Caesarstone',
  Type: 'Quartz',
  Color: 'Pure White',
  Thickness: '3cm',
  Finish: 'Polished',
  'Slab Width': 130,
  'Slab Height': 65,
} as TStone;

describe('addStone', () => {
  it('adds a new stone as a line of 1 slab', () => {
    expect(addStone([], stone)).toEqual([
      expect.objectContaining({ stone_id: 'stone-1', brand: 'Caesarstone', quantity: 1, notes: '' }),
    ]);
  });

  it('raises the quantity by 1 when the same stone, thickness and finish is added again', () => {
    const twice = addStone(addStone([], stone), stone);
    expect(twice).toHaveLength(1);
    expect(twice[0]?.quantity).toBe(2);
  });

  it('adds another line for another stone', () => {
    expect(addStone(addStone([], stone), { ...stone, id: 'stone-2', Thickness: '2cm' })).toHaveLength(2);
  });
});

describe('setQuantity', () => {
  const lines: DraftLine[] = addStone([], stone);

  it('keeps a positive quantity, decimals included', () => {
    expect(setQuantity(lines, 0, '42.5')[0]?.quantity).toBe(42.5);
  });

  it('removes the line for 0 or less', () => {
    expect(setQuantity(lines, 0, '0')).toEqual([]);
    expect(setQuantity(lines, 0, '-3')).toEqual([]);
  });

  it('makes something that is not a number 1', () => {
    expect(setQuantity(lines, 0, 'abc')[0]?.quantity).toBe(1);
    expect(setQuantity(lines, 0, '')[0]?.quantity).toBe(1);
  });
});

describe('toCartItem', () => {
  it('sends the square feet of the whole slabs, which the claim reads back as those slabs', () => {
    const [line] = setQuantity(addStone([], stone), 0, '3');
    if (!line) throw new Error('no line');
    // 130 × 65 in = 58.68 sq ft a slab; 3 slabs = 176.04 sq ft (rounded down).
    expect(slabSquareFeet(line)).toBe(58.68);
    expect(toCartItem({ ...line, notes: '  ' })).toEqual({
      stone_id: 'stone-1',
      brand: 'Caesarstone',
      type: 'Quartz',
      color: 'Pure White',
      thickness: '3cm',
      finish: 'Polished',
      quantity: 176.04,
      notes: null,
    });
    expect(slabsCoveringArea(toCartItem(line).quantity, 130, 65)).toBe(3);
  });
});

describe('partialSlabsProblem', () => {
  const lines = addStone([], stone);

  it('passes whole slabs', () => {
    expect(partialSlabsProblem(setQuantity(lines, 0, '3'))).toBeNull();
  });

  it('names a line whose slabs are not a whole number', () => {
    expect(partialSlabsProblem(setQuantity(lines, 0, '2.5'))).toBe(
      'Slabs of Caesarstone Pure White 3cm Polished must be a whole number from 1 to 999',
    );
  });
});
