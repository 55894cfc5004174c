import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  bestSpecialRule,
  isRuleActive,
  normalizePromoCode,
  ruleMatches,
  SPECIAL_PRICING_MESSAGES,
  specialPricingFiguresError,
  specialPricingStatus,
  specialUnitCents,
  specialValidUntil,
  type SpecialPricingRule,
} from './special-pricing';

const now = new Date('2026-03-01T12:00:00Z');
const later = new Date('2026-03-31T00:00:00Z');
const target = {
  showroomId: 's1',
  brand: 'Caesarstone',
  color: 'Calacatta Nuvo',
  thickness: '3cm',
  finish: 'Polished',
};

function rule(values: Partial<SpecialPricingRule>): SpecialPricingRule {
  return {
    id: 'r1',
    showroomId: 's1',
    brand: 'Caesarstone',
    color: null,
    thickness: null,
    finish: null,
    specialDiscountPercent: 10,
    maxUses: null,
    currentUses: 0,
    validUntil: later,
    ...values,
  };
}

describe('special pricing rules', () => {
  it('match the showroom and brand, narrowed by any color, thickness and finish they set', () => {
    expect(ruleMatches(rule({}), target, now)).toBe(true);
    expect(
      ruleMatches(rule({ color: 'calacatta nuvo', thickness: '3 cm', finish: 'Polished' }), target, now),
    ).toBe(true);
    expect(ruleMatches(rule({ color: '' }), target, now)).toBe(true);
    expect(ruleMatches(rule({ color: 'Blizzard' }), target, now)).toBe(false);
    expect(ruleMatches(rule({ thickness: '2cm' }), target, now)).toBe(false);
    expect(ruleMatches(rule({ finish: 'Honed' }), target, now)).toBe(false);
    expect(ruleMatches(rule({ brand: 'Silestone' }), target, now)).toBe(false);
    expect(ruleMatches(rule({ showroomId: 's2' }), target, now)).toBe(false);
  });

  it('stop at valid_until and when used up', () => {
    expect(isRuleActive(rule({ validUntil: now }), now)).toBe(true);
    expect(isRuleActive(rule({ validUntil: new Date(now.getTime() - 1) }), now)).toBe(false);
    expect(isRuleActive(rule({ maxUses: 3, currentUses: 2 }), now)).toBe(true);
    expect(isRuleActive(rule({ maxUses: 3, currentUses: 3 }), now)).toBe(false);
  });

  it('pick the largest discount, then the most specific, then the soonest to expire, then the smaller id', () => {
    const small = rule({ id: 'a', specialDiscountPercent: 5, color: 'Calacatta Nuvo' });
    const large = rule({ id: 'b', specialDiscountPercent: 12 });
    expect(bestSpecialRule([small, large], target, now)?.id).toBe('b');
    const specific = rule({ id: 'c', specialDiscountPercent: 12, color: 'Calacatta Nuvo' });
    expect(bestSpecialRule([large, specific], target, now)?.id).toBe('c');
    const sooner = rule({ id: 'd', specialDiscountPercent: 12, color: 'Calacatta Nuvo', validUntil: now });
    expect(bestSpecialRule([specific, sooner], target, now)?.id).toBe('d');
    const twin = rule({ id: 'e', specialDiscountPercent: 12, color: 'Calacatta Nuvo' });
    expect(bestSpecialRule([twin, specific], target, now)?.id).toBe('c');
    expect(bestSpecialRule([rule({ maxUses: 1, currentUses: 1 })], target, now)).toBeNull();
  });

  it('take the percent off a price, rounded once to the cent', () => {
    expect(specialUnitCents(210_000, { specialDiscountPercent: 12 })).toBe(184_800);
    expect(specialUnitCents(99_999, { specialDiscountPercent: 12.5 })).toBe(87_499);
  });
});

describe('special pricing status', () => {
  it('is Active until valid_until inclusive, then Expired; Used Up once uses reach the maximum', () => {
    expect(specialPricingStatus(rule({}), now)).toBe('Active');
    expect(specialPricingStatus(rule({ validUntil: now }), now)).toBe('Active');
    expect(specialPricingStatus(rule({ validUntil: new Date(now.getTime() - 1) }), now)).toBe('Expired');
    expect(specialPricingStatus(rule({ maxUses: 3, currentUses: 2 }), now)).toBe('Active');
    expect(specialPricingStatus(rule({ maxUses: 3, currentUses: 3 }), now)).toBe('Used Up');
    expect(specialPricingStatus(rule({ maxUses: 3, currentUses: 3, validUntil: new Date(0) }), now)).toBe(
      'Used Up',
    );
  });

  it('agrees with isRuleActive for every rule and moment', () => {
    fc.assert(
      fc.property(
        fc.option(fc.integer({ min: 1, max: 5 }), { nil: null }),
        fc.integer({ min: 0, max: 5 }),
        fc.integer({ min: -10, max: 10 }),
        (maxUses, currentUses, days) => {
          const r = rule({
            maxUses,
            currentUses: maxUses === null ? currentUses : Math.min(currentUses, maxUses),
            validUntil: new Date(now.getTime() + days * 86_400_000),
          });
          expect(specialPricingStatus(r, now) === 'Active').toBe(isRuleActive(r, now));
        },
      ),
    );
  });
});

describe('special pricing figures', () => {
  it('take a discount from 0 to 100 in hundredths, max uses and valid days of at least 1', () => {
    expect(
      specialPricingFiguresError({ specialDiscountPercent: 12.25, maxUses: null, validDays: 30 }),
    ).toBeNull();
    expect(specialPricingFiguresError({ specialDiscountPercent: 0, maxUses: 1, validDays: 1 })).toBeNull();
    expect(specialPricingFiguresError({ specialDiscountPercent: 100, maxUses: 1 })).toBeNull();
    for (const discount of [-0.01, 100.01, 12.345, Number.NaN]) {
      expect(specialPricingFiguresError({ specialDiscountPercent: discount, maxUses: null })).toBe(
        'Discount must be from 0 to 100% with at most two decimals',
      );
    }
    expect(specialPricingFiguresError({ specialDiscountPercent: 5, maxUses: 0 })).toBe(
      'Max uses must be a whole number of at least 1',
    );
    expect(specialPricingFiguresError({ specialDiscountPercent: 5, maxUses: 1.5 })).not.toBeNull();
    expect(specialPricingFiguresError({ specialDiscountPercent: 5, maxUses: null, validDays: 0 })).toBe(
      'Valid days must be a whole number of at least 1',
    );
  });

  it('force the promo code to upper-case letters and digits, at most 20 of them', () => {
    expect(normalizePromoCode('spring-12 sale!')).toBe('SPRING12SALE');
    expect(
      specialPricingFiguresError({ specialDiscountPercent: 5, maxUses: null, promoCode: 'a-'.repeat(20) }),
    ).toBeNull();
    expect(
      specialPricingFiguresError({ specialDiscountPercent: 5, maxUses: null, promoCode: 'A'.repeat(21) }),
    ).toBe('Promo code must be at most 20 letters and digits');
  });

  it('say which brand and color have no price at a showroom', () => {
    expect(SPECIAL_PRICING_MESSAGES.noPricing('Caesarstone', 'Blizzard')).toBe(
      'No pricing available for Caesarstone Blizzard at this showroom',
    );
    expect(SPECIAL_PRICING_MESSAGES.noPricing('Caesarstone', '')).toBe(
      'No pricing available for Caesarstone at this showroom',
    );
  });

  it('keep a new rule valid for the given days', () => {
    expect(specialValidUntil(now, 30).toISOString()).toBe('2026-03-31T12:00:00.000Z');
  });
});
