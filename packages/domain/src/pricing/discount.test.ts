import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkDiscount, countedDiscountPercent, DISCOUNT_MESSAGES } from './discount';

const base = { priceCents: 210_000, floorCents: 172_500, maxDiscountPercent: 10 };

describe('checkDiscount', () => {
  it('accepts a discount within the caller’s limit and above the floor', () => {
    expect(checkDiscount({ ...base, discountPercent: 10 })).toEqual({
      valid: true,
      requiresOverride: false,
      reasons: [],
      error: null,
      warning: null,
      discountedCents: 189_000,
    });
  });

  it('needs an override above the caller’s limit', () => {
    const check = checkDiscount({ ...base, discountPercent: 12 });
    expect(check).toMatchObject({ valid: false, requiresOverride: true, reasons: ['over_limit'] });
    expect(check.error).toBe('Discount exceeds your 10% limit. Manager approval required.');
  });

  it('needs an override below the floor even within the caller’s limit', () => {
    const check = checkDiscount({ ...base, maxDiscountPercent: 100, discountPercent: 20 });
    expect(check).toMatchObject({ valid: false, requiresOverride: true, reasons: ['below_floor'] });
    expect(check.error).toBe(DISCOUNT_MESSAGES.belowFloor);
  });

  it('names both reasons when both apply, with the limit message first', () => {
    const check = checkDiscount({ ...base, discountPercent: 30 });
    expect(check.reasons).toEqual(['over_limit', 'below_floor']);
    expect(check.error).toBe(DISCOUNT_MESSAGES.overLimit(10));
  });

  it('accepts exactly the floor price, and warns when close to it', () => {
    const check = checkDiscount({
      priceCents: 10_000,
      floorCents: 9_000,
      maxDiscountPercent: 50,
      discountPercent: 10,
    });
    expect(check).toMatchObject({
      valid: true,
      discountedCents: 9_000,
      warning: DISCOUNT_MESSAGES.nearFloor,
    });
  });

  it('always accepts 0 %, even on a price under its floor', () => {
    expect(
      checkDiscount({ priceCents: 100, floorCents: 500, maxDiscountPercent: 0, discountPercent: 0 }).valid,
    ).toBe(true);
  });

  it('refuses a discount outside 0–50 or not whole, and a price of 0', () => {
    for (const discountPercent of [-1, 51, 12.5, Number.NaN]) {
      expect(checkDiscount({ ...base, maxDiscountPercent: 100, discountPercent })).toMatchObject({
        valid: false,
        requiresOverride: false,
        error: DISCOUNT_MESSAGES.outOfRange,
      });
    }
    expect(checkDiscount({ ...base, priceCents: 0, discountPercent: 5 }).error).toBe('Invalid price.');
  });

  it('requires an override exactly when over the limit or under the floor', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_000_000 }),
        fc.integer({ min: 0, max: 120 }),
        fc.integer({ min: 1, max: 50 }),
        fc.integer({ min: 0, max: 100 }),
        (priceCents, floorPercent, discountPercent, maxDiscountPercent) => {
          const floorCents = Math.round((priceCents * floorPercent) / 100);
          const check = checkDiscount({ priceCents, floorCents, discountPercent, maxDiscountPercent });
          const discounted = check.discountedCents ?? Number.NaN;
          expect(check.requiresOverride).toBe(
            discountPercent > maxDiscountPercent || discounted < floorCents,
          );
          expect(check.valid).toBe(!check.requiresOverride);
          expect(discounted).toBeLessThanOrEqual(priceCents);
        },
      ),
    );
  });
});

describe('countedDiscountPercent', () => {
  it('an approved discount is in the totals', () => {
    expect(countedDiscountPercent({ enabled: true, percent: 20, approved: true })).toBe(20);
  });

  it('a discount waiting for its check, refused or awaiting a manager is not', () => {
    expect(countedDiscountPercent({ enabled: true, percent: 20, approved: false })).toBe(0);
  });

  it('a switched-off discount is not, whatever it was approved at', () => {
    expect(countedDiscountPercent({ enabled: false, percent: 20, approved: true })).toBe(0);
  });
});
