import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { inferDrawingUnit, isPlausiblePiece, unitOfInsUnits } from './drawing-units';

/** Countertop pieces as fabricators draw them: runs, islands, vanities, splashes (inches). */
const piece = fc.tuple(
  fc.double({ min: 24, max: 200, noNaN: true }),
  fc.double({ min: 4, max: 60, noNaN: true }),
);

describe('drawing units', () => {
  it('reads the unit $INSUNITS names, and nothing for unitless or unset', () => {
    expect([1, 2, 4, 5, 6].map(unitOfInsUnits)).toEqual(['in', 'ft', 'mm', 'cm', 'm']);
    expect(unitOfInsUnits(0)).toBeNull();
    expect(unitOfInsUnits(null)).toBeNull();
  });

  it('a 203 ft run or a 25 ft deep top is no countertop piece; a 4" splash and a 10 ft island are', () => {
    expect(isPlausiblePiece(2438, 635)).toBe(false);
    expect(isPlausiblePiece(300, 200)).toBe(false);
    expect(isPlausiblePiece(96, 4)).toBe(true);
    expect(isPlausiblePiece(120, 60)).toBe(true);
  });

  it('reads a drawing whose pieces only make sense in millimetres as millimetres', () => {
    fc.assert(
      fc.property(fc.array(piece, { minLength: 1, maxLength: 8 }), (pieces) => {
        const drawnInMm = pieces.map(([a, b]) => [a * 25.4, b * 25.4] as const);
        expect(inferDrawingUnit(drawnInMm)).toBe('mm');
      }),
      { numRuns: 200, seed: 2026 },
    );
  });

  it('keeps inches for a drawing whose pieces make sense in inches', () => {
    fc.assert(
      fc.property(fc.array(piece, { minLength: 1, maxLength: 8 }), (pieces) => {
        expect(inferDrawingUnit(pieces)).toBe('in');
      }),
      { numRuns: 200, seed: 2026 },
    );
    expect(inferDrawingUnit([])).toBe('in');
  });
});
