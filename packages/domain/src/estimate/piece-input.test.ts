import { describe, expect, it } from 'vitest';
import { isIsland, normalizeQuantity, parseDimension, piecePriority } from './piece-input';

describe('parseDimension', () => {
  it('reads inches from numbers and the text of the form', () => {
    expect(parseDimension(25.5)).toBe(25.5);
    expect(parseDimension('96')).toBe(96);
  });

  it('has no dimension unless it is above 0', () => {
    expect(parseDimension(0)).toBeNull();
    expect(parseDimension(-3)).toBeNull();
    expect(parseDimension('')).toBeNull();
    expect(parseDimension('abc')).toBeNull();
    expect(parseDimension(null)).toBeNull();
    expect(parseDimension(Number.POSITIVE_INFINITY)).toBeNull();
  });
});

describe('normalizeQuantity', () => {
  it('keeps whole quantities of 1 or more', () => {
    expect(normalizeQuantity(3)).toBe(3);
    expect(normalizeQuantity('2')).toBe(2);
  });

  it('has a minimum of 1', () => {
    expect(normalizeQuantity(0)).toBe(1);
    expect(normalizeQuantity(-4)).toBe(1);
    expect(normalizeQuantity(undefined)).toBe(1);
    expect(normalizeQuantity('')).toBe(1);
  });

  it('counts whole pieces only', () => {
    expect(normalizeQuantity(2.7)).toBe(2);
  });
});

describe('piecePriority', () => {
  it('is normal by default', () => {
    expect(piecePriority({})).toBe('normal');
    expect(piecePriority({ priority: 'low' })).toBe('low');
  });

  it('gives islands priority high', () => {
    expect(piecePriority({ pieceType: 'island' })).toBe('high');
    expect(piecePriority({ pieceType: 'countertop', customName: 'Kitchen Island', priority: 'low' })).toBe(
      'high',
    );
    expect(isIsland({ customName: 'Islander vanity' })).toBe(false);
  });
});
