import { describe, expect, it } from 'vitest';
import { countLabel } from './count-label';

describe('countLabel', () => {
  it('is singular only for one', () => {
    expect([0, 1, 2, 150].map((count) => countLabel(count, 'stone'))).toEqual([
      '0 stones',
      '1 stone',
      '2 stones',
      '150 stones',
    ]);
  });

  it('takes an irregular plural', () => {
    expect(countLabel(1, 'person', 'people')).toBe('1 person');
    expect(countLabel(12, 'person', 'people')).toBe('12 people');
  });
});
