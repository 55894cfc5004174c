import { describe, expect, it } from 'vitest';
import { testStone } from '../../../test/test-stone';
import { newCartItem, type CartItem } from '../state/material-state';
import {
  answeredDiscount,
  canRequestOverride,
  DISCOUNT_RANGE_ERROR,
  DISCOUNT_VALIDATION_FAILED,
  discountBlocksCheckout,
  discountStatus,
  editDiscount,
  failedDiscount,
  isAnswerCurrent,
  toggleDiscount,
} from './discount-check';

const stone = testStone({
  id: 's1',
  stone_id: 'S-1',
  Brand: 'MSI',
  Type: 'Granite',
  Color: 'Black Pearl',
  client_price: 1400,
});

const line = (patch: Partial<CartItem> = {}): CartItem => ({
  ...newCartItem(stone, 'line-1', '2026-01-01T00:00:00.000Z'),
  ...patch,
});

describe('a discount entry that is not a whole percent', () => {
  it('is refused at once and counts as no discount, never as its digits (8.5 is not 85 %)', () => {
    for (const text of ['8.5', '-7', 'abc', '100%']) {
      const patch = editDiscount(text);
      expect(patch.discountPercent, text).toBe(0);
      expect(patch.discountValidation, text).toMatchObject({ valid: false, error: DISCOUNT_RANGE_ERROR });
      expect(canRequestOverride(patch), text).toBe(false);
    }
  });

  it('an entry of three digits is read whole: 100 is refused, not taken as 10', () => {
    expect(editDiscount('100')).toMatchObject({
      discountPercent: 100,
      discountValidation: { valid: false, error: DISCOUNT_RANGE_ERROR },
    });
  });
});

describe('the discount of a cart line', () => {
  it('enabling starts at 0 percent and is valid', () => {
    const patch = toggleDiscount(true);
    expect(patch).toMatchObject({ discountEnabled: true, discountPercent: 0 });
    expect(discountStatus(patch.discountValidation)).toBe('valid');
    expect(discountBlocksCheckout(patch)).toBe(false);
  });

  it('an entry above 0 is pending until the server answers, and blocks checkout meanwhile', () => {
    const patch = editDiscount('15');
    expect(patch.discountPercent).toBe(15);
    expect(discountStatus(patch.discountValidation)).toBe('pending');
    expect(discountBlocksCheckout(patch)).toBe(true);
  });

  it('an empty field or 0 needs no check', () => {
    expect(discountStatus(editDiscount('').discountValidation)).toBe('valid');
    expect(editDiscount('0').discountPercent).toBe(0);
  });

  it('an entry above 50 is invalid at once and cannot be overridden', () => {
    const patch = editDiscount('60');
    expect(patch.discountValidation).toMatchObject({ valid: false, error: DISCOUNT_RANGE_ERROR });
    expect(discountStatus(patch.discountValidation)).toBe('invalid');
    expect(canRequestOverride(patch)).toBe(false);
    expect(discountBlocksCheckout(patch)).toBe(true);
  });

  it('takes the server answer as valid, invalid or requires_override', () => {
    expect(discountStatus(answeredDiscount({ valid: true }))).toBe('valid');
    expect(answeredDiscount({ valid: false, error: 'Stone brand not found.' })).toMatchObject({
      valid: false,
      error: 'Stone brand not found.',
      requires_override: false,
    });
    const over = answeredDiscount({ valid: false, requires_override: true, error: '' });
    expect(discountStatus(over)).toBe('requires_override');
    expect(over.error).toBe(DISCOUNT_VALIDATION_FAILED);
    expect(canRequestOverride({ discountEnabled: true, discountPercent: 30, discountValidation: over })).toBe(
      true,
    );
  });

  it('a manager approval is valid and keeps the approval id for the order', () => {
    const approved = answeredDiscount({ valid: true, override_id: 'ovr-1' });
    expect(approved).toMatchObject({ valid: true, overrideId: 'ovr-1', error: null });
    expect(
      discountBlocksCheckout({ discountEnabled: true, discountPercent: 30, discountValidation: approved }),
    ).toBe(false);
  });

  it('a failed call makes the entry invalid with its message', () => {
    expect(failedDiscount('Network error during validation.')).toMatchObject({
      valid: false,
      error: 'Network error during validation.',
    });
  });

  it('applies an answer only while the line still waits for the same percent', () => {
    const pending = line(editDiscount('8'));
    expect(isAnswerCurrent(pending, 8)).toBe(true);
    expect(isAnswerCurrent(line(editDiscount('30')), 8)).toBe(false);
    expect(isAnswerCurrent(line({ ...pending, ...toggleDiscount(false) }), 8)).toBe(false);
    expect(isAnswerCurrent(undefined, 8)).toBe(false);
  });

  it('unchecking resets to a valid 0 percent', () => {
    const patch = toggleDiscount(false);
    expect(patch).toMatchObject({ discountEnabled: false, discountPercent: 0 });
    expect(discountBlocksCheckout(patch)).toBe(false);
  });
});
