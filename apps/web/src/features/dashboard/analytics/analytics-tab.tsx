import * as Tabs from '@radix-ui/react-tabs';
import type { TShowroomExportCsvRequest } from '@stonetool/contracts/analytics';
import type { TShowroomEmailReportRequest } from '@stonetool/contracts/analytics-reports';
import { ANALYTICS_PERIODS, type AnalyticsPeriod } from '@stonetool/domain/analytics/periods';
import { useEffect, useMemo, useState } from 'react';
import { Alert, LoadFailure } from '../../../components/alert';
import { SectionTabList } from '../../../components/section-tab-list';
import { useStones } from '../../../lib/get-stones';
import { lastUpdatedLabel } from '../../../components/back-office/analytics/analytics-format';
import {
  ALL_FILTERS,
  loadFilters,
  loadPeriod,
  saveFilters,
  savePeriod,
  type AnalyticsFilters,
} from '../../../components/back-office/analytics/analytics-storage';
import {
  useEmailShowroomReport,
  useExportShowroomPdf,
} from '../../../components/back-office/analytics/api/analytics-reports';
import { useExportAnalyticsCsv } from './api/export-analytics-csv';
import { INSIGHTS_FAILED, useShowroomAnalytics, useShowroomInsights } from './api/get-showroom-analytics';
import { useSaveShowroomTarget, useShowroomTargets } from './api/showroom-targets';
import { EmailReportButton } from '../../../components/back-office/analytics/email-report-dialog';
import { ExportMenu } from '../../../components/back-office/analytics/export-menu';
import { FilterSelect, FiltersPanel } from '../../../components/back-office/analytics/filters-panel';
import { InsightsPanel } from './insights-panel';
import { hasNoData, PerformancePanel } from './performance-panel';
import { TargetsPanel, type TargetMetricName } from '../../../components/back-office/analytics/targets-panel';

const periodLabels: Record<AnalyticsPeriod, string> = {
  today: 'Today',
  week: 'Week',
  month: 'Month',
  year: 'Year',
};

type ExportChoice = 'pdf' | TShowroomExportCsvRequest['dataType'];

const exports: readonly { value: ExportChoice; label: string }[] = [
  { value: 'pdf', label: 'PDF Report' },
  { value: 'performance', label: 'Performance CSV' },
  { value: 'quotes', label: 'Quotes CSV' },
  { value: 'customers', label: 'Customers CSV' },
  { value: 'stones', label: 'Stone Performance CSV' },
];

const reportSections: readonly { value: TShowroomEmailReportRequest['sections'][number]; label: string }[] = [
  { value: 'performance', label: 'Performance' },
  { value: 'insights', label: 'Insights' },
];

const targetMetrics: readonly { metric: TargetMetricName; label: string }[] = [
  { metric: 'revenue', label: 'Revenue' },
  { metric: 'profit', label: 'Profit' },
  { metric: 'orders', label: 'Orders' },
  { metric: 'conversion', label: 'Conversion Rate' },
];

/** Re-renders every minute so that 'Last updated' moves on. */
function useMinuteClock(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), 60_000);
    return () => window.clearInterval(timer);
  }, []);
  return now;
}

const sortedUnique = (values: readonly string[]) =>
  [...new Set(values.filter((value) => value.trim()))].sort((a, b) => a.localeCompare(b));

/**
 * Business Analytics of the showroom dashboard (spec 03 section 2 item 3): period buttons, Filters
 * panel (brand, stone type, team member), Refresh, the CSV Export menu and 'Last updated', over the
 * Performance and Insights tabs. Period and filters are kept in browser storage (section 3) and a
 * change reloads the figures (section 4).
 */
export function AnalyticsTab({ canSetTargets }: { canSetTargets: boolean }) {
  const [period, setPeriod] = useState<AnalyticsPeriod>(() => loadPeriod(localStorage));
  const [filters, setFilters] = useState<AnalyticsFilters>(() => loadFilters(localStorage));
  const [showFilters, setShowFilters] = useState(false);
  const [view, setView] = useState('performance');
  const [exportError, setExportError] = useState<string | null>(null);
  const now = useMinuteClock();

  const analytics = useShowroomAnalytics(period, filters);
  const insights = useShowroomInsights(period, filters, view === 'insights');
  const targets = useShowroomTargets(period);
  const saveTarget = useSaveShowroomTarget();
  const exportCsv = useExportAnalyticsCsv();
  const exportPdf = useExportShowroomPdf();
  const emailReport = useEmailShowroomReport();
  const [reportSent, setReportSent] = useState<string | null>(null);
  const stones = useStones(true);

  // The team list as the unfiltered figures give it, kept while one member is picked.
  const members = analytics.data?.teamMembers;
  const [knownMembers, setKnownMembers] = useState(members);
  if (members && filters.team_member === 'all' && members !== knownMembers) setKnownMembers(members);
  const team = (knownMembers ?? []).map((member) => ({
    value: member.id,
    label: `${member.name} (${member.role})`,
  }));

  const brandOptions = useMemo(
    () =>
      sortedUnique((stones.data ?? []).map((stone) => stone.Brand)).map((brand) => ({
        value: brand,
        label: brand,
      })),
    [stones.data],
  );
  const typeOptions = useMemo(
    () =>
      sortedUnique((stones.data ?? []).map((stone) => stone.Type)).map((type) => ({
        value: type,
        label: type,
      })),
    [stones.data],
  );
  const teamOptions =
    filters.team_member !== 'all' && !team.some((member) => member.value === filters.team_member)
      ? [
          ...team,
          {
            value: filters.team_member,
            label: filters.team_member === 'owner' ? 'Owner (owner)' : 'Selected member',
          },
        ]
      : team;

  const choosePeriod = (next: AnalyticsPeriod) => {
    setPeriod(next);
    savePeriod(localStorage, next);
  };
  const changeFilters = (patch: Partial<AnalyticsFilters>) => {
    const next = { ...filters, ...patch };
    setFilters(next);
    saveFilters(localStorage, next);
  };
  const activeFilters = Object.values(filters).filter((value) => value !== 'all').length;

  const refresh = () => {
    void analytics.refetch();
    void targets.refetch();
    if (view === 'insights') void insights.refetch();
  };
  const runExport = (choice: ExportChoice) => {
    setExportError(null);
    const onError = (error: Error) => setExportError(error.message);
    if (choice === 'pdf') exportPdf.mutate({ period, filters }, { onError });
    else exportCsv.mutate({ dataType: choice, period, filters }, { onError });
  };
  const saveMetricTarget = async (metric: TargetMetricName, value: number) => {
    await saveTarget.mutateAsync({ metric_type: metric, target_value: value, period });
  };

  const updatedAt = analytics.dataUpdatedAt ? new Date(analytics.dataUpdatedAt) : null;
  const data = analytics.data;
  const busy = analytics.isFetching || insights.isFetching;

  return (
    <div className="mt-4 space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div role="group" aria-label="Period" className="flex flex-wrap gap-1">
          {ANALYTICS_PERIODS.map((value) => (
            <button
              key={value}
              type="button"
              aria-pressed={period === value}
              onClick={() => choosePeriod(value)}
              className={`btn ${period === value ? 'btn-primary' : 'btn-secondary'}`}
            >
              {periodLabels[value]}
            </button>
          ))}
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <button
            type="button"
            className="btn btn-secondary"
            aria-expanded={showFilters}
            aria-controls="analytics-filters"
            onClick={() => setShowFilters((shown) => !shown)}
          >
            Filters{activeFilters > 0 ? ` (${activeFilters})` : ''}
          </button>
          <button type="button" className="btn btn-secondary" onClick={refresh} disabled={busy}>
            {busy ? 'Updating...' : 'Refresh'}
          </button>
          <ExportMenu
            items={exports}
            busy={exportCsv.isPending || exportPdf.isPending}
            onExport={runExport}
          />
          <EmailReportButton
            rule="showroom"
            sections={reportSections}
            sending={emailReport.isPending}
            onSend={(form) =>
              emailReport.mutateAsync({
                period,
                filters,
                mail: {
                  recipients: form.recipients,
                  sections: form.sections,
                  customMessage: form.customMessage,
                },
              })
            }
            onOpen={() => setReportSent(null)}
            onSent={setReportSent}
          />
        </div>
      </div>
      {updatedAt ? (
        <p className="text-sm text-stone-700">Last updated: {lastUpdatedLabel(updatedAt, now)}</p>
      ) : null}

      {showFilters ? (
        <FiltersPanel id="analytics-filters" onClear={() => changeFilters(ALL_FILTERS)}>
          <FilterSelect
            label="Brand"
            value={filters.brand}
            allLabel="All"
            options={brandOptions}
            onChange={(brand) => changeFilters({ brand })}
          />
          <FilterSelect
            label="Stone Type"
            value={filters.type}
            allLabel="All"
            options={typeOptions}
            onChange={(type) => changeFilters({ type })}
          />
          <FilterSelect
            label="Team Member"
            value={filters.team_member}
            allLabel="All"
            options={teamOptions}
            onChange={(team_member) => changeFilters({ team_member })}
          />
        </FiltersPanel>
      ) : null}

      {exportError ? <Alert tone="error">{exportError}</Alert> : null}
      {reportSent ? <Alert tone="success">{reportSent}</Alert> : null}

      <Tabs.Root value={view} onValueChange={setView}>
        <SectionTabList
          label="Analytics views"
          tabs={[
            { value: 'performance', label: 'Performance' },
            { value: 'insights', label: 'Insights' },
          ]}
        />

        <Tabs.Content value="performance" className="pt-4">
          {analytics.isPending ? (
            <p className="text-stone-700">Loading analytics...</p>
          ) : analytics.isError ? (
            <LoadFailure message="Unable to Load Analytics" onRetry={() => void analytics.refetch()} />
          ) : data && hasNoData(data) ? (
            <div className="rounded-lg border border-stone-200 bg-white p-6 text-center">
              <h4 className="text-lg font-semibold text-stone-900">No Data Available</h4>
              <p className="mt-1 text-stone-700">
                There are no consultations, quotes or orders for this period and these filters.
              </p>
            </div>
          ) : data ? (
            <PerformancePanel analytics={data} />
          ) : null}
        </Tabs.Content>

        <Tabs.Content value="insights" className="space-y-6 pt-4">
          {insights.isPending ? (
            <p className="text-stone-700">Loading insights...</p>
          ) : insights.isError ? (
            <Alert tone="error">{INSIGHTS_FAILED}</Alert>
          ) : (
            <InsightsPanel insights={insights.data} />
          )}
          <section aria-labelledby="targets-heading">
            <h4 id="targets-heading" className="mb-2 font-semibold text-stone-900">
              Targets
            </h4>
            {targets.data ? (
              <TargetsPanel
                metrics={targetMetrics.filter(
                  ({ metric }) =>
                    targets.data.suggestions[metric] !== undefined ||
                    targets.data.targets[metric] !== undefined,
                )}
                targets={targets.data.targets}
                suggestions={targets.data.suggestions}
                canEdit={canSetTargets}
                saving={saveTarget.isPending}
                onSave={saveMetricTarget}
              />
            ) : targets.isError ? (
              <Alert tone="error">{targets.error.message}</Alert>
            ) : (
              <p className="text-stone-700">Loading targets...</p>
            )}
          </section>
        </Tabs.Content>
      </Tabs.Root>
    </div>
  );
}
