import type { TShowroomInsightsResponse } from '@stonetool/contracts/analytics';
import { countLabel } from '@stonetool/domain/count-label';
import { formatDollars } from '../orders/order-format';

type Opportunity = TShowroomInsightsResponse['opportunities'][number];

/** Spec 03 section 4: high red, medium yellow, low blue. */
const PRIORITY_STYLES = {
  high: 'border-red-300 bg-red-50 text-red-800',
  medium: 'border-amber-300 bg-amber-50 text-amber-900',
  low: 'border-sky-300 bg-sky-50 text-sky-900',
} as const;

/** The left edge of an opportunity in its priority's colour. */
const PRIORITY_BORDERS = {
  high: 'border-red-500',
  medium: 'border-amber-400',
  low: 'border-sky-500',
} as const;

export function PriorityBadge({ priority }: { priority: keyof typeof PRIORITY_STYLES }) {
  return (
    <span
      className={`inline-block rounded-full border px-2 py-0.5 text-xs font-semibold capitalize ${PRIORITY_STYLES[priority]}`}
    >
      {priority} priority
    </span>
  );
}

/**
 * One opportunity with its priority colour, customer, value, days in pipeline, quote number and
 * suggested action; the admin's list adds the showroom's name.
 */
export function OpportunityCard({
  opportunity,
  showroomName,
}: {
  opportunity: Opportunity;
  showroomName?: string;
}) {
  const { customer } = opportunity;
  return (
    <li className={`rounded-lg border border-l-4 bg-white p-4 ${PRIORITY_BORDERS[opportunity.priority]}`}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h5 className="font-semibold text-stone-900">{opportunity.title}</h5>
        <PriorityBadge priority={opportunity.priority} />
      </div>
      {showroomName ? <p className="text-sm font-medium text-stone-800">{showroomName}</p> : null}
      <p className="mt-1 text-sm text-stone-800">{opportunity.message}</p>
      <p className="mt-1 text-sm break-all text-stone-700">
        {customer.name}
        {customer.email ? ` · ${customer.email}` : ''}
        {customer.phone ? ` · ${customer.phone}` : ''}
      </p>
      <p className="mt-1 text-sm text-stone-700">
        {formatDollars(opportunity.potentialValue)} potential ·{' '}
        {countLabel(opportunity.daysInPipeline, 'day')} in pipeline
        {opportunity.quoteNumber ? ` · Quote ${opportunity.quoteNumber}` : ''}
      </p>
      <p className="mt-1 text-sm font-medium text-stone-900">
        Suggested action: {opportunity.suggestedAction}
      </p>
    </li>
  );
}
