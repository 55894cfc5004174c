import { describe, expect, it } from 'vitest';
import { asksDeposit, DEFAULT_DEPOSIT_PERCENT, depositCents } from './quote-deposit';

describe('depositCents', () => {
  it('asks half of the total by default', () => {
    expect(depositCents(800_000, DEFAULT_DEPOSIT_PERCENT)).toBe(400_000);
  });

  it('rounds a half cent up once: 50 % of $4,321.05 is $2,160.53', () => {
    expect(depositCents(432_105, 50)).toBe(216_053);
  });

  it('takes the whole total at 100 % and nothing at 0 %', () => {
    expect(depositCents(123_457, 100)).toBe(123_457);
    expect(depositCents(123_457, 0)).toBe(0);
  });

  it('takes 33 % of $100.00 as $33.00', () => {
    expect(depositCents(10_000, 33)).toBe(3_300);
  });
});

describe('asksDeposit', () => {
  it('asks only for a positive deposit of a priced quote', () => {
    expect(asksDeposit(10_000, 50)).toBe(true);
    expect(asksDeposit(10_000, 0)).toBe(false);
    expect(asksDeposit(0, 50)).toBe(false);
    expect(asksDeposit(1, 40)).toBe(false);
  });
});
