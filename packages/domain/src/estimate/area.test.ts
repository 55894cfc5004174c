import { describe, expect, it } from 'vitest';
import { areaSqft, pieceAreaSqft, roundAreaForDisplay } from './area';

describe('areaSqft', () => {
  it('is width × depth × quantity / 144', () => {
    expect(areaSqft(96, 25.5, 1)).toBe(17);
    expect(areaSqft(96, 25.5, 2)).toBe(34);
    expect(areaSqft(12, 12, 3)).toBe(3);
  });

  it('keeps the exact value for pricing, not a rounded one', () => {
    expect(areaSqft(10, 10, 1)).toBeCloseTo(0.694444, 6);
  });
});

describe('roundAreaForDisplay', () => {
  it('shows two decimals, halves up', () => {
    expect(roundAreaForDisplay(0.6944444)).toBe(0.69);
    expect(roundAreaForDisplay(16.995)).toBe(17);
    expect(roundAreaForDisplay(1.005)).toBe(1.01);
    expect(roundAreaForDisplay(17)).toBe(17);
  });
});

describe('pieceAreaSqft', () => {
  it('is a rectangle’s width × depth, and an L or U by its outline, over the quantity', () => {
    expect(pieceAreaSqft(96, 25.5, null, 2)).toBe(34);
    expect(pieceAreaSqft(120, 25.5, { kind: 'l', legB: 96 }, 1)).toBeCloseTo(4_857.75 / 144, 10);
    // A U: the back plus each arm below the back's depth.
    expect(pieceAreaSqft(120, 25.5, { kind: 'u', leftArm: 60, rightArm: 48 }, 1)).toBeCloseTo(
      (120 * 25.5 + (60 - 25.5) * 25.5 + (48 - 25.5) * 25.5) / 144,
      10,
    );
  });

  it('is null for a shape that cannot be drawn', () => {
    expect(pieceAreaSqft(20, 25.5, { kind: 'l', legB: 96 }, 1)).toBeNull();
  });
});
