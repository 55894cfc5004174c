import { looseEquals, looseKey } from '../estimate/loose-match';
import { percentOfCents } from '../money';

/** A promotional discount for one showroom (spec 03 section 3, special pricing rule). */
export interface SpecialPricingRule {
  id: string;
  showroomId: string;
  brand: string;
  /** Null or empty means every color (likewise thickness and finish). */
  color: string | null;
  thickness: string | null;
  finish: string | null;
  /** 0 to 100 with two decimals. */
  specialDiscountPercent: number;
  /** Null means unlimited. */
  maxUses: number | null;
  currentUses: number;
  validUntil: Date;
}

/** The stone a rule is matched against. */
export interface SpecialPricingTarget {
  showroomId: string;
  brand: string;
  color: string;
  thickness: string;
  finish: string;
}

function narrows(ruleValue: string | null, stoneValue: string): boolean {
  return looseKey(ruleValue) === '' || looseEquals(ruleValue, stoneValue);
}

function specificity(rule: SpecialPricingRule): number {
  return [rule.color, rule.thickness, rule.finish].filter((value) => looseKey(value) !== '').length;
}

/**
 * Whether a rule can be used now: valid until its `valid_until` (inclusive) and, with `max_uses`,
 * used fewer times than that. Status 'Expired' and 'Used Up' of spec 03 are the two negations.
 */
export function isRuleActive(rule: SpecialPricingRule, now: Date): boolean {
  if (now.getTime() > rule.validUntil.getTime()) return false;
  return rule.maxUses === null || rule.currentUses < rule.maxUses;
}

/** True when an active rule is the showroom's and covers the stone (brand, then optional narrowing). */
export function ruleMatches(rule: SpecialPricingRule, target: SpecialPricingTarget, now: Date): boolean {
  return (
    rule.showroomId === target.showroomId &&
    isRuleActive(rule, now) &&
    looseEquals(rule.brand, target.brand) &&
    narrows(rule.color, target.color) &&
    narrows(rule.thickness, target.thickness) &&
    narrows(rule.finish, target.finish)
  );
}

/**
 * The rule that prices a stone, or null. Rules never stack: the largest discount wins, as the
 * client is promised the best promotion; on equal discounts the more specific rule (more of
 * color, thickness, finish set), then the one expiring soonest (so a longer promotion is kept
 * for later), then the smaller id, so the choice never depends on the order rows were read in.
 */
export function bestSpecialRule<R extends SpecialPricingRule>(
  rules: readonly R[],
  target: SpecialPricingTarget,
  now: Date,
): R | null {
  let best: R | null = null;
  for (const rule of rules) {
    if (!ruleMatches(rule, target, now)) continue;
    if (best === null || compareRules(rule, best) < 0) best = rule;
  }
  return best;
}

function compareRules(a: SpecialPricingRule, b: SpecialPricingRule): number {
  return (
    b.specialDiscountPercent - a.specialDiscountPercent ||
    specificity(b) - specificity(a) ||
    a.validUntil.getTime() - b.validUntil.getTime() ||
    (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)
  );
}

/**
 * A price under a special rule: price × (1 − percent / 100), rounded once. Applied alike to the
 * client's price (the special price) and to the showroom's wholesale cost (spec 03 section 5:
 * special cost = wholesale cost × (1 − percent / 100)), so the promotion keeps the showroom's
 * margin in proportion.
 */
export function specialUnitCents(
  priceCents: number,
  rule: Pick<SpecialPricingRule, 'specialDiscountPercent'>,
): number {
  return priceCents - percentOfCents(priceCents, rule.specialDiscountPercent);
}
