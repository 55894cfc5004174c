import { describe, expect, it } from 'vitest';
import {
  bestSpecialRule,
  isRuleActive,
  ruleMatches,
  specialUnitCents,
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
