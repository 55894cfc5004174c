import { describe, expect, it } from 'vitest';
import { parseRate, rateRefusal } from './tax-tab';

describe('a typed sales tax rate', () => {
  it.each([
    ['9.75', 9.75],
    ['0', 0],
    ['50', 50],
    ['8.5', 8.5],
  ])('takes %s as %s', (text, rate) => {
    expect(parseRate(text)).toBe(rate);
  });

  it.each(['', ' ', 'abc', '-0.01', '50.01', '9.755', 'Infinity'])('ignores %j', (text) => {
    expect(parseRate(text)).toBeNull();
  });
});

describe('a refused sales tax rate', () => {
  it('names the field, the value typed and the rate kept', () => {
    expect(rateRefusal({ name: 'Demo Stone Gallery', sales_tax_rate: 9.75 }, ' 60 ')).toBe(
      'Sales tax rate for Demo Stone Gallery: "60" was not saved. Sales tax rate must be a number from 0 to 50 with at most two decimals; 9.75% is kept.',
    );
  });
});
