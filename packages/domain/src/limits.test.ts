import { describe, expect, it } from 'vitest';
import { becomesOneOnBlur, MAX_QUANTITY, QUANTITY_MESSAGE, readWholeQuantity } from './limits';

describe('readWholeQuantity', () => {
  it('reads a whole number from 1 to 999 as typed', () => {
    expect(readWholeQuantity('1')).toBe(1);
    expect(readWholeQuantity(' 42 ')).toBe(42);
    expect(readWholeQuantity('007')).toBe(7);
    expect(readWholeQuantity(String(MAX_QUANTITY))).toBe(999);
  });

  it('refuses a fraction, a sign, an exponent or a number past the limits instead of reading its digits', () => {
    for (const text of ['2.5', '2,5', '-3', '+3', '1e2', '1000', '0', '', 'two', '3 slabs']) {
      expect(readWholeQuantity(text), text).toBeNull();
    }
  });

  it('says the rule in the words of the spec', () => {
    expect(QUANTITY_MESSAGE).toBe('Quantity must be a whole number from 1 to 999');
  });
});

describe('becomesOneOnBlur', () => {
  it('is true for an empty field or zero, and for nothing else', () => {
    expect(['', '  ', '0', '000'].every(becomesOneOnBlur)).toBe(true);
    expect(['-3', '2.5', '1', 'a'].some(becomesOneOnBlur)).toBe(false);
  });
});
