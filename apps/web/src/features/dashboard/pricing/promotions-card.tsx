import type { TSpecialPricingRule } from '@stonetool/contracts/admin-special-pricing';
import { useId } from 'react';
import { Alert } from '../../../components/alert';
import { formatDate } from '../../../lib/format-date';
import { useShowroomPromotions } from './api/get-showroom-promotions';

/** What a rule covers: "Caesarstone, every color" or "Caesarstone Calacatta Nuvo 3cm Polished". */
function coverage(rule: TSpecialPricingRule): string {
  const narrowing = [rule.color, rule.thickness, rule.finish].filter((part): part is string => Boolean(part));
  return narrowing.length === 0 ? `${rule.brand}, every color` : `${rule.brand} ${narrowing.join(' ')}`;
}

function uses(rule: TSpecialPricingRule): string {
  return rule.max_uses === null
    ? 'unlimited uses'
    : `${rule.current_uses} of ${rule.max_uses} ${rule.max_uses === 1 ? 'use' : 'uses'} taken`;
}

/**
 * The promotions the platform runs for the showroom now (decision 086): the special prices its
 * catalog cards and checkout apply, so the owner knows why a client sees a lower price and until when.
 */
export function PromotionsCard() {
  const headingId = useId();
  const promotions = useShowroomPromotions();
  return (
    <section aria-labelledby={headingId} className="card space-y-2">
      <h3 id={headingId} className="text-lg font-semibold text-stone-900">
        Active Promotions
      </h3>
      {promotions.isPending ? (
        <p className="text-stone-700">Loading promotions…</p>
      ) : promotions.isError ? (
        <Alert tone="error">{promotions.error.message || 'Failed to load promotions'}</Alert>
      ) : promotions.data.length === 0 ? (
        <p className="text-stone-700">
          No promotions are running for your showroom. When the platform sets special pricing for you, it is
          listed here and shown on the catalog cards.
        </p>
      ) : (
        <>
          <p className="text-sm text-stone-700">
            Your catalog cards and checkout show these special prices automatically; clients need no code.
          </p>
          <ul aria-label="Active promotions" className="divide-y divide-stone-200">
            {promotions.data.map((rule) => (
              <li key={rule.id} className="flex flex-wrap justify-between gap-x-4 gap-y-1 py-2">
                <span className="font-semibold text-stone-900">
                  {coverage(rule)}: {rule.special_discount_percent}% off
                </span>
                <span className="text-sm text-stone-700">
                  until {formatDate(rule.valid_until)} · {uses(rule)}
                  {rule.promo_code ? ` · reference ${rule.promo_code}` : ''}
                </span>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
