import { describe, expect, it } from 'vitest';
import { rateRefusal } from './tax-tab';

describe('a refused sales tax rate', () => {
  it('names the field, the value typed and the rate kept', () => {
    expect(rateRefusal({ name: 'Demo Stone Gallery', sales_tax_rate: 9.75 }, ' 60 ')).toBe(
      'Sales tax rate for Demo Stone Gallery: "60" was not saved. Sales tax rate must be a number from 0 to 50 with at most two decimals; 9.75% is kept.',
    );
  });
});
