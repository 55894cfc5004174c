import type { TStone } from '@stonetool/contracts/stones';
import { describe, expect, it } from 'vitest';
import { addStone, sendProblem, setQuantity, type DraftLine } from './shared-cart-draft';

const stone = {
  id: 'stone-1',
  Brand: 'Caesarstone',
  Type: 'Quartz',
  Color: 'Pure White',
  Thickness: '3cm',
  Finish: 'Polished',
} as TStone;

describe('addStone', () => {
  it('adds a new stone as a line of 1 sq ft', () => {
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

describe('sendProblem', () => {
  const lines = addStone([], stone);

  it('asks for a showroom, then a stone, then the notes, in that order', () => {
    expect(sendProblem('', [], '')).toBe('Please select a showroom');
    expect(sendProblem('showroom-1', [], '')).toBe('Please add at least one stone to the cart');
    expect(sendProblem('showroom-1', lines, '   ')).toBe('Please add context notes for the showroom');
    expect(sendProblem('showroom-1', lines, 'For the Smith kitchen')).toBeNull();
  });
});
