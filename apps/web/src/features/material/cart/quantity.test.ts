import { describe, expect, it } from 'vitest';
import { quantityEntry, quantityOnBlur, refusedQuantityMessage } from './quantity';

const RULE = 'Quantity must be a whole number from 1 to 999';

describe('quantity field', () => {
  it('counts a whole number from 1 to 999 while typing, and waits on an empty field', () => {
    expect(quantityEntry('12')).toEqual({ quantity: 12, error: null });
    expect(quantityEntry('999')).toEqual({ quantity: 999, error: null });
    expect(quantityEntry('')).toEqual({ quantity: null, error: null });
  });

  it('refuses "2.5", "1000", "-3" and letters with the rule instead of reading their digits', () => {
    for (const text of ['2.5', '1000', '-3', '12a', '1e2']) {
      expect(quantityEntry(text), text).toEqual({ quantity: null, error: RULE });
    }
  });

  it('an empty entry or one under 1 becomes 1 on blur', () => {
    expect(quantityOnBlur('')).toBe(1);
    expect(quantityOnBlur('0')).toBe(1);
    expect(quantityOnBlur('000')).toBe(1);
  });

  it('keeps 1 to 999 as typed', () => {
    expect(quantityOnBlur('1')).toBe(1);
    expect(quantityOnBlur('42')).toBe(42);
    expect(quantityOnBlur('999')).toBe(999);
  });

  it('puts back the quantity the line had when the entry is refused, and says so', () => {
    expect(quantityOnBlur('2.5', 3)).toBe(3);
    expect(quantityOnBlur('1000', 3)).toBe(3);
    expect(quantityOnBlur('-3', 2)).toBe(2);
    expect(refusedQuantityMessage('2.5', 3)).toBe(
      '"2.5" is not a whole number from 1 to 999; the quantity stays 3.',
    );
    expect(refusedQuantityMessage('7', 3)).toBeNull();
    expect(refusedQuantityMessage('0', 3)).toBeNull();
  });
});
