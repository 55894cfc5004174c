import { describe, expect, it } from 'vitest';
import {
  describeStones,
  formatDollars,
  formatOrderDay,
  formatRole,
  latestNote,
  formatSquareFeet,
} from './order-format';

const stone = {
  brand: 'Caesarstone',
  type: 'Quartz',
  color: 'Pure White',
  thickness: '3cm',
  finish: 'Polished',
};
const item = {
  ...stone,
  quantity_slabs: 1,
  quantity: 55.13,
  unit_price: 1,
  discount_percent: 0,
  line_total: 1,
};

describe('how the Orders tab writes an order', () => {
  it('shows dollars with two decimals, zero included, and a dash when the cost is hidden', () => {
    expect(formatDollars(8759.65)).toBe('$8,759.65');
    expect(formatDollars(0)).toBe('$0.00');
    expect(formatDollars(null)).toBe('—');
  });

  it('shows the order day in UTC, the day the date filters match', () => {
    expect(formatOrderDay('2026-03-25T23:59:00.000Z')).toBe('Mar 25, 2026');
  });

  it('names the first stone and counts the others', () => {
    expect(describeStones({ stone_details: stone, items: [item] })).toBe(
      'Caesarstone Pure White, 3cm, Polished',
    );
    expect(describeStones({ stone_details: stone, items: [item, item, item] })).toBe(
      'Caesarstone Pure White, 3cm, Polished and 2 more stones',
    );
    expect(describeStones({ stone_details: null, items: [] })).toBe('—');
  });

  it('writes quantities in square feet and roles capitalised', () => {
    expect(formatSquareFeet(110.256)).toBe('110.26 sq ft');
    expect(formatRole('salesperson')).toBe('Salesperson');
  });

  it('notes a cut orders list in the caption only when it was cut', () => {
    expect(latestNote(500, 740)).toBe(' (the latest 500)');
    expect(latestNote(12, 12)).toBe('');
  });
});
