import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isSixteenths } from './remnant-size';

describe('isSixteenths', () => {
  it('takes every whole number of sixteenths of an inch up to the longest remnant', () => {
    fc.assert(fc.property(fc.integer({ min: 1, max: 3200 }), (n) => isSixteenths(n / 16)));
  });

  it('refuses a length finer than a sixteenth', () => {
    expect(isSixteenths(30.03)).toBe(false);
    expect(isSixteenths(25.5)).toBe(true);
  });
});
