import { describe, expect, it } from 'vitest';
import {
  canRequestOverride,
  DISCOUNT_RANGE_ERROR,
  DISCOUNT_VALIDATION_FAILED,
  discountBlocksCheckout,
  discountReducer,
  initialDiscountState,
  needsServerCheck,
  parseDiscountPercent,
  type DiscountEvent,
  type DiscountState,
} from './discount-check';

const run = (...events: DiscountEvent[]): DiscountState =>
  events.reduce(discountReducer, initialDiscountState);

describe('parseDiscountPercent', () => {
  it('accepts whole numbers from 0 to 50 and reads an empty field as 0', () => {
    expect(parseDiscountPercent('0')).toBe(0);
    expect(parseDiscountPercent(' 50 ')).toBe(50);
    expect(parseDiscountPercent('')).toBe(0);
  });

  it('refuses fractions, negatives, text and anything above 50', () => {
    for (const text of ['51', '12.5', '-1', 'ten', '1e1']) expect(parseDiscountPercent(text)).toBeNull();
  });
});

describe('discountReducer', () => {
  it('enabling starts at 0 percent and is valid', () => {
    const state = run({ type: 'toggle', enabled: true });
    expect(state).toMatchObject({ enabled: true, percent: 0, input: '0' });
    expect(state.check.status).toBe('valid');
    expect(needsServerCheck(state)).toBe(false);
  });

  it('an entry above 0 is pending until the server answers', () => {
    const state = run({ type: 'toggle', enabled: true }, { type: 'input', text: '15' });
    expect(state.percent).toBe(15);
    expect(state.check.status).toBe('pending');
    expect(needsServerCheck(state)).toBe(true);
    expect(discountBlocksCheckout(state)).toBe(true);
  });

  it('an entry outside 0 to 50 is invalid at once and is never sent', () => {
    const state = run({ type: 'toggle', enabled: true }, { type: 'input', text: '60' });
    expect(state.check).toMatchObject({ status: 'invalid', error: DISCOUNT_RANGE_ERROR });
    expect(needsServerCheck(state)).toBe(false);
    expect(canRequestOverride(state)).toBe(false);
  });

  it('takes the answer to the latest entry as valid, invalid or requires_override', () => {
    const pending = run({ type: 'toggle', enabled: true }, { type: 'input', text: '8' });
    const revision = pending.check.revision;
    expect(discountReducer(pending, { type: 'answer', revision, answer: { valid: true } }).check.status).toBe(
      'valid',
    );
    const refused = discountReducer(pending, {
      type: 'answer',
      revision,
      answer: { valid: false, error: 'Stone brand not found.' },
    });
    expect(refused.check).toMatchObject({ status: 'invalid', error: 'Stone brand not found.' });
    const over = discountReducer(pending, {
      type: 'answer',
      revision,
      answer: { valid: false, requires_override: true, error: '' },
    });
    expect(over.check).toMatchObject({ status: 'requires_override', error: DISCOUNT_VALIDATION_FAILED });
    expect(canRequestOverride(over)).toBe(true);
  });

  it('ignores an answer to an entry the user has since changed', () => {
    const first = run({ type: 'toggle', enabled: true }, { type: 'input', text: '8' });
    const second = discountReducer(first, { type: 'input', text: '30' });
    const late = discountReducer(second, {
      type: 'answer',
      revision: first.check.revision,
      answer: { valid: true },
    });
    expect(late.check.status).toBe('pending');
    expect(late.percent).toBe(30);
  });

  it('a network failure makes the entry invalid with its message', () => {
    const pending = run({ type: 'toggle', enabled: true }, { type: 'input', text: '8' });
    const failed = discountReducer(pending, {
      type: 'failed',
      revision: pending.check.revision,
      message: 'Network error during validation.',
    });
    expect(failed.check).toMatchObject({ status: 'invalid', error: 'Network error during validation.' });
  });

  it('a manager override makes the discount valid and keeps the approval id', () => {
    const pending = run({ type: 'toggle', enabled: true }, { type: 'input', text: '30' });
    const over = discountReducer(pending, {
      type: 'answer',
      revision: pending.check.revision,
      answer: { valid: false, requires_override: true, error: 'Needs approval' },
    });
    const approved = discountReducer(over, {
      type: 'override_approved',
      revision: over.check.revision,
      overrideId: 'ovr-1',
    });
    expect(approved.check).toMatchObject({ status: 'valid', overrideId: 'ovr-1', error: null });
    expect(discountBlocksCheckout(approved)).toBe(false);
    // Editing the percent afterwards drops the approval: it was given for 30 %.
    const edited = discountReducer(approved, { type: 'input', text: '31' });
    expect(edited.check.overrideId).toBeNull();
  });

  it('unchecking resets to a valid 0 percent', () => {
    const state = run(
      { type: 'toggle', enabled: true },
      { type: 'input', text: '70' },
      { type: 'toggle', enabled: false },
    );
    expect(state).toMatchObject({ enabled: false, percent: 0 });
    expect(state.check.status).toBe('valid');
    expect(discountBlocksCheckout(state)).toBe(false);
  });

  it('typing is ignored while the discount is disabled', () => {
    expect(run({ type: 'input', text: '20' })).toEqual(initialDiscountState);
  });
});
