import * as Tabs from '@radix-ui/react-tabs';
import type { TAdminAnalyticsResponse } from '@stonetool/contracts/admin-analytics';
import type { TAdminEmailReportRequest } from '@stonetool/contracts/analytics-reports';
import {
  ANALYTICS_PERIODS,
  DEFAULT_ANALYTICS_PERIOD,
  type AnalyticsPeriod,
} from '@stonetool/domain/analytics/periods';
import { useState } from 'react';
import { Alert } from '../../../components/alert';
import { SectionTabList } from '../../../components/section-tab-list';
import { formatPercent } from '../../../components/back-office/analytics/analytics-format';
import { EmailReportButton } from '../../../components/back-office/analytics/email-report-dialog';
import { ExportMenu } from '../../../components/back-office/analytics/export-menu';
import { FilterSelect, FiltersPanel } from '../../../components/back-office/analytics/filters-panel';
import { MetricCard } from '../../../components/back-office/analytics/metric-card';
import { TargetsPanel } from '../../../components/back-office/analytics/targets-panel';
import type { SystemTargetMetric } from '@stonetool/domain/analytics/targets';
import { formatDollars } from '../../../components/back-office/orders/order-format';
import {
  useSaveShowroomTarget,
  useSaveSystemTarget,
  useShowroomRevenueTargets,
  useSystemTargets,
} from './api/admin-targets';
import { useEmailAdminReport, useExportAdminPdf } from './api/admin-reports';
import { useExportAdminCsv, type AdminCsvType } from './api/export-admin-csv';
import { useAdminAnalytics, type AdminAnalyticsControls } from './api/get-admin-analytics';
import { ShowroomTargetDialog } from './showroom-target-dialog';
import { ShowroomsTable } from './showrooms-table';
import { OpportunitiesList } from './opportunities-list';
import { SystemOverview } from './system-overview';

/** Spec 03 section 2: week = Last 7 Days, month = Last 30 Days, year = Last Year. */
const periodLabels: Record<AnalyticsPeriod, string> = {
  today: 'Today',
  week: 'Last 7 Days',
  month: 'Last 30 Days',
  year: 'Last Year',
};
const periodOptions = ANALYTICS_PERIODS.map((period) => ({ value: period, label: periodLabels[period] }));

/** The System Report holds every section; All Showrooms Report only Showroom Performance. */
type ExportChoice = 'system-pdf' | 'showrooms-pdf' | Exclude<AdminCsvType, 'showroom'>;

const exports: readonly { value: ExportChoice; label: string }[] = [
  { value: 'system-pdf', label: 'System Report (PDF)' },
  { value: 'showrooms-pdf', label: 'All Showrooms Report (PDF)' },
  { value: 'summary', label: 'System Summary (CSV)' },
  { value: 'showrooms', label: 'Showroom Breakdown (CSV)' },
  { value: 'quotes', label: 'All Quotes (CSV)' },
  { value: 'customers', label: 'All Customers (CSV)' },
  { value: 'stones', label: 'Stone Performance (CSV)' },
];

const reportSections: readonly { value: TAdminEmailReportRequest['sections'][number]; label: string }[] = [
  { value: 'overview', label: 'System Overview' },
  { value: 'showrooms', label: 'Showroom Performance' },
  { value: 'opportunities', label: 'Opportunities' },
];

const systemTargetMetrics: readonly { metric: SystemTargetMetric; label: string }[] = [
  { metric: 'revenue', label: 'Total Revenue' },
  { metric: 'orders', label: 'Total Orders' },
  { metric: 'conversion', label: 'Avg Conversion' },
];

const NO_FILTERS = { brand: 'all', type: 'all', showroomId: 'all' } as const;

function SixCards({ analytics }: { analytics: TAdminAnalyticsResponse }) {
  const metrics = analytics.systemMetrics;
  return (
    <section aria-label="System figures">
      <dl className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3">
        <MetricCard
          label="Total System Revenue"
          value={formatDollars(metrics.revenue.current)}
          change={metrics.revenue.change}
        />
        <MetricCard
          label="Total Orders"
          value={metrics.orders.current.toLocaleString('en-US')}
          detail={`System conversion ${formatPercent(metrics.conversion.rate)}`}
        />
        <MetricCard
          label="Active Showrooms"
          value={metrics.showrooms.active.toLocaleString('en-US')}
          detail={`of ${metrics.showrooms.total.toLocaleString('en-US')} showrooms`}
        />
        <MetricCard label="Average Order Value" value={formatDollars(metrics.avgOrderValue)} />
        <MetricCard
          label="Total System Profit"
          value={formatDollars(metrics.profit.current)}
          change={metrics.profit.change}
        />
        <MetricCard
          label="Profit Margin"
          value={formatPercent(metrics.profit.margin)}
          detail={`${formatDollars(metrics.profit.avgPerOrder)} average profit per order`}
        />
      </dl>
    </section>
  );
}

/**
 * The admin's System analytics dashboard (spec 03 section 2): Include Test Data, period select,
 * Filters with the active-filter badge, the CSV Export menu and Refresh over six metric cards and the
 * System Overview, Showrooms, Opportunities and Targets tabs.
 */
export function AdminAnalyticsTab() {
  const [controls, setControls] = useState<AdminAnalyticsControls>({
    period: DEFAULT_ANALYTICS_PERIOD,
    includeTestData: false,
    ...NO_FILTERS,
  });
  const [showFilters, setShowFilters] = useState(false);
  const [exportError, setExportError] = useState<string | null>(null);
  const [targetFor, setTargetFor] = useState<{ id: string; name: string; value: number | undefined } | null>(
    null,
  );

  const analytics = useAdminAnalytics(controls);
  const systemTargets = useSystemTargets(controls.period);
  const showroomTargets = useShowroomRevenueTargets(controls.period);
  const saveSystemTarget = useSaveSystemTarget();
  const saveShowroomTarget = useSaveShowroomTarget();
  const exportCsv = useExportAdminCsv();
  const exportPdf = useExportAdminPdf();
  const emailReport = useEmailAdminReport();
  const [reportSent, setReportSent] = useState<string | null>(null);

  const set = (patch: Partial<AdminAnalyticsControls>) =>
    setControls((current) => ({ ...current, ...patch }));
  const activeFilters = [controls.brand, controls.type, controls.showroomId].filter(
    (value) => value !== 'all',
  ).length;
  const runExport = (dataType: AdminCsvType, showroomId?: string) => {
    setExportError(null);
    exportCsv.mutate(
      { dataType, controls, showroomId },
      { onError: (error) => setExportError(error.message) },
    );
  };
  const runMenuExport = (choice: ExportChoice) => {
    if (choice === 'system-pdf' || choice === 'showrooms-pdf') {
      setExportError(null);
      exportPdf.mutate(
        { controls, sections: choice === 'showrooms-pdf' ? ['showrooms'] : undefined },
        { onError: (error) => setExportError(error.message) },
      );
    } else runExport(choice);
  };
  const refresh = () => {
    void analytics.refetch();
    void systemTargets.refetch();
    void showroomTargets.refetch();
  };

  if (analytics.isPending) return <p className="text-stone-700">Loading admin analytics...</p>;
  if (analytics.isError) {
    return (
      <div className="rounded-lg border border-red-200 bg-red-50 p-6" role="alert">
        <h3 className="text-lg font-semibold text-red-800">Unable to Load Analytics</h3>
        <p className="mt-1 text-red-800">Please check your admin permissions and try again.</p>
        <button type="button" className="btn btn-secondary mt-3" onClick={() => void analytics.refetch()}>
          Retry
        </button>
      </div>
    );
  }
  const data = analytics.data;

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="flex flex-wrap items-end gap-3">
          <label className="flex min-h-11 items-center gap-2 text-sm font-medium text-stone-800">
            <input
              type="checkbox"
              className="h-4 w-4"
              checked={controls.includeTestData}
              onChange={(event) => set({ includeTestData: event.target.checked })}
            />
            Include Test Data
          </label>
          <FilterSelect
            label="Period"
            value={controls.period}
            options={periodOptions}
            onChange={(period) => set({ period: period as AnalyticsPeriod })}
          />
        </div>
        <div className="flex flex-wrap gap-2">
          <button
            type="button"
            className="btn btn-secondary"
            aria-expanded={showFilters}
            aria-controls="admin-analytics-filters"
            onClick={() => setShowFilters((shown) => !shown)}
          >
            Filters
            {activeFilters > 0 ? (
              <span className="ml-1 rounded-full bg-stone-900 px-2 text-xs text-white">
                {activeFilters}
                <span className="sr-only"> active</span>
              </span>
            ) : null}
          </button>
          <ExportMenu
            items={exports}
            busy={exportCsv.isPending || exportPdf.isPending}
            onExport={runMenuExport}
          />
          <EmailReportButton
            rule="admin"
            sections={reportSections}
            initialIncludeTestData={controls.includeTestData}
            sending={emailReport.isPending}
            onSend={({ includeTestData, ...mail }) =>
              emailReport.mutateAsync({ controls: { ...controls, includeTestData }, mail })
            }
            onOpen={() => setReportSent(null)}
            onSent={setReportSent}
          />
          <button
            type="button"
            className="btn btn-secondary"
            onClick={refresh}
            disabled={analytics.isFetching}
          >
            {analytics.isFetching ? 'Updating...' : 'Refresh'}
          </button>
        </div>
      </div>

      {showFilters ? (
        <FiltersPanel id="admin-analytics-filters" onClear={() => set(NO_FILTERS)}>
          <FilterSelect
            label="Brand"
            value={controls.brand}
            allLabel="All brands"
            options={data.brands.map((brand) => ({ value: brand, label: brand }))}
            onChange={(brand) => set({ brand })}
          />
          <FilterSelect
            label="Type"
            value={controls.type}
            allLabel="All types"
            options={data.types.map((type) => ({ value: type, label: type }))}
            onChange={(type) => set({ type })}
          />
          <FilterSelect
            label="Showroom"
            value={controls.showroomId}
            allLabel="All showrooms"
            options={data.showrooms.map((showroom) => ({ value: showroom.id, label: showroom.name }))}
            onChange={(showroomId) => set({ showroomId })}
          />
        </FiltersPanel>
      ) : null}

      {exportError ? <Alert tone="error">{exportError}</Alert> : null}
      {reportSent ? <Alert tone="success">{reportSent}</Alert> : null}

      <SixCards analytics={data} />

      <Tabs.Root defaultValue="overview">
        <SectionTabList
          label="System analytics views"
          tabs={[
            { value: 'overview', label: 'System Overview' },
            { value: 'showrooms', label: 'Showrooms' },
            {
              value: 'opportunities',
              label: `Opportunities (${data.opportunitiesTotal.toLocaleString('en-US')})`,
            },
            { value: 'targets', label: 'Targets' },
          ]}
        />
        <Tabs.Content value="overview" className="pt-4">
          <SystemOverview analytics={data} />
        </Tabs.Content>
        <Tabs.Content value="showrooms" className="pt-4">
          <ShowroomsTable
            rows={data.showroomBreakdown}
            targets={showroomTargets.data?.targets ?? []}
            exporting={exportCsv.isPending}
            onSetTarget={(row, target) =>
              setTargetFor({ id: row.showroom.id, name: row.showroom.name, value: target?.target_value })
            }
            onExport={(row) => runExport('showroom', row.showroom.id)}
          />
        </Tabs.Content>
        <Tabs.Content value="opportunities" className="pt-4">
          <OpportunitiesList
            key={[controls.includeTestData, controls.brand, controls.type, controls.showroomId].join('|')}
            analytics={data}
            controls={controls}
          />
        </Tabs.Content>
        <Tabs.Content value="targets" className="space-y-3 pt-4">
          <p className="text-sm text-stone-700">Individual showroom targets are set in the Showrooms tab.</p>
          {systemTargets.data ? (
            <TargetsPanel
              metrics={systemTargetMetrics}
              targets={systemTargets.data.targets}
              suggestions={systemTargets.data.suggestions}
              canEdit
              saving={saveSystemTarget.isPending}
              onSave={async (metric, value) => {
                await saveSystemTarget.mutateAsync({
                  metric_type: metric,
                  target_value: value,
                  period: controls.period,
                });
              }}
            />
          ) : systemTargets.isError ? (
            <Alert tone="error">{systemTargets.error.message}</Alert>
          ) : (
            <p className="text-stone-700">Loading targets...</p>
          )}
        </Tabs.Content>
      </Tabs.Root>

      {targetFor ? (
        <ShowroomTargetDialog
          key={targetFor.id}
          showroomName={targetFor.name}
          currentTarget={targetFor.value}
          saving={saveShowroomTarget.isPending}
          onSave={async (value) => {
            await saveShowroomTarget.mutateAsync({
              showroom_id: targetFor.id,
              target_value: value,
              period: controls.period,
            });
          }}
          onClose={() => setTargetFor(null)}
        />
      ) : null}
    </div>
  );
}
