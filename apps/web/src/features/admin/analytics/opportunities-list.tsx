import type { TAdminAnalyticsResponse } from '@stonetool/contracts/admin-analytics';
import { OPPORTUNITY_PAGE_LIMIT } from '@stonetool/domain/analytics/opportunities';
import { useState } from 'react';
import { Alert } from '../../../components/alert';
import { FilterSelect } from '../../../components/back-office/analytics/filters-panel';
import { OpportunityCard } from '../../../components/back-office/analytics/opportunity-card';
import type { AdminAnalyticsControls } from './api/get-admin-analytics';
import { useAdminOpportunityPage } from './api/list-admin-opportunities';

const count = (value: number) => value.toLocaleString('en-US');

const PAGE_SIZES = [10, 25, OPPORTUNITY_PAGE_LIMIT].map((size) => ({
  value: String(size),
  label: String(size),
}));

/**
 * The Opportunities tab: every showroom's opportunities with the showroom's name, most promising
 * first, a page at a time (100 unless the person picks fewer; docs/decisions/092). The first page
 * of 100 comes with the analytics answer; any other is asked for by the cursor of the page before,
 * and Previous goes back through the cursors already used. Mount it anew when the filters change.
 */
export function OpportunitiesList({
  analytics,
  controls,
}: {
  analytics: TAdminAnalyticsResponse;
  controls: AdminAnalyticsControls;
}) {
  const [perPage, setPerPage] = useState(OPPORTUNITY_PAGE_LIMIT);
  const [cursors, setCursors] = useState<string[]>([]);
  const cursor = cursors[cursors.length - 1];
  const answered = cursor === undefined && perPage === OPPORTUNITY_PAGE_LIMIT;
  const asked = useAdminOpportunityPage(controls, cursor, perPage, !answered);
  const first = {
    opportunities: analytics.opportunities,
    total: analytics.opportunitiesTotal,
    nextCursor: analytics.opportunitiesCursor,
  };
  const page = answered ? first : asked.data;
  const loading = !answered && (asked.isPending || asked.isPlaceholderData);

  if (first.total === 0) return <p className="text-stone-700">No Immediate Opportunities</p>;
  const from = cursors.length * perPage + 1;
  const to = from - 1 + (page?.opportunities.length ?? 0);
  const total = page?.total ?? first.total;
  return (
    <section aria-label="Opportunities" className="space-y-3">
      <nav aria-label="Opportunity pages" className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-stone-800" aria-live="polite">
          {loading
            ? 'Loading opportunities...'
            : `Showing ${count(from)}–${count(to)} of ${count(total)} opportunities, most promising first`}
        </p>
        <div className="flex flex-wrap items-end gap-2">
          <FilterSelect
            label="Per page"
            value={String(perPage)}
            options={PAGE_SIZES}
            onChange={(size) => {
              setPerPage(Number(size));
              setCursors([]);
            }}
          />
          <button
            type="button"
            className="btn btn-secondary"
            disabled={cursors.length === 0 || loading}
            onClick={() => setCursors((used) => used.slice(0, -1))}
          >
            Previous
          </button>
          <button
            type="button"
            className="btn btn-secondary"
            disabled={!page?.nextCursor || loading}
            onClick={() => {
              const next = page?.nextCursor;
              if (next) setCursors((used) => [...used, next]);
            }}
          >
            Next
          </button>
        </div>
      </nav>
      {asked.isError && !answered ? <Alert tone="error">{asked.error.message}</Alert> : null}
      {page && !loading ? (
        <ul className="space-y-3">
          {page.opportunities.map((opportunity) => (
            <OpportunityCard
              key={opportunity.id}
              opportunity={opportunity}
              showroomName={opportunity.showroomName}
            />
          ))}
        </ul>
      ) : null}
    </section>
  );
}
