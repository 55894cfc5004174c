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

/** True when the rule's brand, and its color, thickness and finish where set, cover the stone. */
export function ruleCovers(
  rule: Pick<SpecialPricingRule, 'brand' | 'color' | 'thickness' | 'finish'>,
  stone: Omit<SpecialPricingTarget, 'showroomId'>,
): boolean {
  return (
    looseEquals(rule.brand, stone.brand) &&
    narrows(rule.color, stone.color) &&
    narrows(rule.thickness, stone.thickness) &&
    narrows(rule.finish, stone.finish)
  );
}

/** True when an active rule is the showroom's and covers the stone (brand, then optional narrowing). */
export function ruleMatches(rule: SpecialPricingRule, target: SpecialPricingTarget, now: Date): boolean {
  return rule.showroomId === target.showroomId && isRuleActive(rule, now) && ruleCovers(rule, target);
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

/** A special price: the rule that gives it and the price per slab under it, in cents. */
export interface SpecialPrice<R extends SpecialPricingRule> {
  rule: R;
  unitCents: number;
}

/**
 * The special price of a stone whose client price per slab is `clientCents`, under the best rule
 * that covers it now (bestSpecialRule, specialUnitCents), or null. The catalog card and the
 * checkout line both price through here, so the two cannot disagree.
 */
export function bestSpecialPrice<R extends SpecialPricingRule>(
  rules: readonly R[],
  target: SpecialPricingTarget,
  clientCents: number,
  now: Date,
): SpecialPrice<R> | null {
  const rule = bestSpecialRule(rules, target, now);
  return rule ? { rule, unitCents: specialUnitCents(clientCents, rule) } : null;
}

/** Spec 03 section 9: default validity 30 days; promo code at most 20 characters. */
export const DEFAULT_SPECIAL_PRICING_VALID_DAYS = 30;
export const PROMO_CODE_MAX_LENGTH = 20;

const DAY_MS = 24 * 60 * 60 * 1000;

export const SPECIAL_PRICING_STATUSES = ['Active', 'Expired', 'Used Up'] as const;
export type SpecialPricingStatus = (typeof SPECIAL_PRICING_STATUSES)[number];

/**
 * Spec 03 section 4: Active, Used Up (usage reached max), Expired (past valid_until). A rule that
 * is both reads Used Up: running out is what ended it for good, as its date cannot be moved.
 */
export function specialPricingStatus(
  rule: Pick<SpecialPricingRule, 'maxUses' | 'currentUses' | 'validUntil'>,
  now: Date,
): SpecialPricingStatus {
  if (rule.maxUses !== null && rule.currentUses >= rule.maxUses) return 'Used Up';
  if (now.getTime() > rule.validUntil.getTime()) return 'Expired';
  return 'Active';
}

/** A new rule is valid for `validDays` days from its creation (spec 03: valid_days, default 30). */
export function specialValidUntil(createdAt: Date, validDays: number): Date {
  return new Date(createdAt.getTime() + validDays * DAY_MS);
}

/**
 * Spec 03 section 5: the promo code is forced to upper-case letters and digits. It is only a
 * reference; the discount applies without it.
 */
export function normalizePromoCode(text: string): string {
  return text.toUpperCase().replace(/[^A-Z0-9]/g, '');
}

/** The messages of special pricing the spec gives (section 5), and ours worded like them. */
export const SPECIAL_PRICING_MESSAGES = {
  noPricing: (brand: string, color: string | null) =>
    `No pricing available for ${[brand, color ?? ''].filter((part) => part.trim() !== '').join(' ')} at this showroom`,
  discountRange: 'Discount must be from 0 to 100% with at most two decimals',
  maxUsesMinimum: 'Max uses must be a whole number of at least 1',
  validDaysMinimum: 'Valid days must be a whole number of at least 1',
  promoCodeLength: `Promo code must be at most ${PROMO_CODE_MAX_LENGTH} letters and digits`,
  maxUsesBelowUses: (uses: number) =>
    `Max uses cannot be less than the ${uses} ${uses === 1 ? 'use' : 'uses'} so far`,
} as const;

/** The figures of a rule the admin types (spec 03 section 5); null where left empty. */
export interface SpecialPricingFigures {
  specialDiscountPercent: number;
  maxUses: number | null;
  validDays?: number;
  promoCode?: string | null;
}

function isWholeAtLeastOne(value: number): boolean {
  return Number.isInteger(value) && value >= 1;
}

/**
 * Spec 03 section 5, special pricing create and edit: discount 0 to 100 in steps of 0.01, max uses
 * at least 1 (empty is unlimited), valid days at least 1, promo code (after forcing) at most 20.
 * The first broken rule's message, or null.
 */
export function specialPricingFiguresError(figures: SpecialPricingFigures): string | null {
  const discount = figures.specialDiscountPercent;
  const hundredths = discount * 100;
  if (
    !Number.isFinite(discount) ||
    discount < 0 ||
    discount > 100 ||
    Math.abs(hundredths - Math.round(hundredths)) > 1e-6
  ) {
    return SPECIAL_PRICING_MESSAGES.discountRange;
  }
  if (figures.maxUses !== null && !isWholeAtLeastOne(figures.maxUses)) {
    return SPECIAL_PRICING_MESSAGES.maxUsesMinimum;
  }
  if (figures.validDays !== undefined && !isWholeAtLeastOne(figures.validDays)) {
    return SPECIAL_PRICING_MESSAGES.validDaysMinimum;
  }
  if (figures.promoCode && normalizePromoCode(figures.promoCode).length > PROMO_CODE_MAX_LENGTH) {
    return SPECIAL_PRICING_MESSAGES.promoCodeLength;
  }
  return null;
}
