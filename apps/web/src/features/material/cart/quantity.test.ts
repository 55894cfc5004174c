import { describe, expect, it } from 'vitest';
import { quantityDraft, quantityOnBlur } from './quantity';

describe('quantity field', () => {
  it('keeps only digits, at most three, while typing', () => {
    expect(quantityDraft('12a')).toBe('12');
    expect(quantityDraft('-4')).toBe('4');
    expect(quantityDraft('12345')).toBe('123');
    expect(quantityDraft('')).toBe('');
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
});
