import { describe, expect, it } from 'vitest';
import { parseRate } from './tax-tab';

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
