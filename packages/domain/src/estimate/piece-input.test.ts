import { describe, expect, it } from 'vitest';
import {
  isIsland,
  normalizeQuantity,
  parseDimension,
  pieceLengthError,
  pieceQuantityError,
  piecePriority,
  PIECE_LENGTH_MESSAGE,
} from './piece-input';

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

describe('piece fields as a person types them', () => {
  it('reads feet and fractions with the same reader as the import', () => {
    expect(parseDimension('25 1/2')).toBe(25.5);
    expect(parseDimension(`7' 6"`)).toBe(90);
    expect(parseDimension('25½')).toBe(25.5);
    expect(parseDimension('8 ft')).toBe(96);
  });

  it('marks a length that cannot be read at once, and not an empty field', () => {
    expect(pieceLengthError('25 1/2')).toBeNull();
    expect(pieceLengthError('')).toBeNull();
    for (const text of ['ninety', '-3', '0', '25 1/0', '12x']) {
      expect(pieceLengthError(text), text).toBe(PIECE_LENGTH_MESSAGE);
    }
  });

  it('refuses a piece quantity of 2.5 instead of counting 2', () => {
    expect(pieceQuantityError('2.5')).toBe('Quantity must be a whole number from 1 to 999');
    expect(pieceQuantityError('1000')).toBe('Quantity must be a whole number from 1 to 999');
    expect(pieceQuantityError('3')).toBeNull();
    expect(pieceQuantityError('')).toBeNull();
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
