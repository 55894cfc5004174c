import type { TSpecialPricingRule } from '@stonetool/contracts/admin-special-pricing';
import type { Executor } from '@stonetool/db/client';
import { toSpecialPricingRule } from './list-special-pricing';
import { loadActiveSpecialRules } from '../pricing-rules';
import { requireShowroom } from '../../showrooms/require-showroom';

/**
 * GET /api/showroom/promotions: the showroom's special pricing rules that apply at `now`, the
 * same rules the catalog and checkout price with (loadActiveSpecialRules), ending soonest first.
 */
export async function listActivePromotions(
  db: Executor,
  showroomId: string,
  now: Date,
): Promise<TSpecialPricingRule[]> {
  const showroom = await requireShowroom(db, showroomId);
  const rules = await loadActiveSpecialRules(db, showroom.id, now);
  return rules
    .sort(
      (a, b) =>
        a.validUntil.getTime() - b.validUntil.getTime() ||
        a.brand.localeCompare(b.brand) ||
        (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
    )
    .map((rule) => toSpecialPricingRule(rule, showroom.name, now));
}
