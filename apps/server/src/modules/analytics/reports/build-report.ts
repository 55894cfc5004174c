import type { TAdminAnalyticsResponse } from '@stonetool/contracts/admin-analytics';
import type {
  TShowroomAnalyticsQuery,
  TShowroomAnalyticsResponse,
  TShowroomInsightsResponse,
} from '@stonetool/contracts/analytics';
import {
  ADMIN_REPORT_SECTIONS,
  type TAdminExportPdfRequest,
  type TShowroomExportPdfRequest,
} from '@stonetool/contracts/analytics-reports';
import type { Executor } from '@stonetool/db/client';
import { changeText } from '@stonetool/domain/analytics/ratios';
import { countLabel } from '@stonetool/domain/count-label';
import { dollarsToCents, formatUsd, formatWholeUsd } from '@stonetool/domain/money';
import type { Principal } from '../../auth/principal';
import { getAdminAnalytics } from '../get-admin-analytics';
import { getShowroomAnalytics } from '../get-showroom-analytics';
import { getShowroomInsights } from '../get-showroom-insights';
import { requireShowroom } from '../../showrooms/require-showroom';
import type { ReportModel, ReportSection } from './report-model';

type ShowroomReportRequest = Omit<TShowroomExportPdfRequest, 'format'>;
type AdminReportRequest = Omit<TAdminExportPdfRequest, 'format'>;

const PERIOD_NAMES = {
  today: 'Today',
  week: 'Last 7 days',
  month: 'Last 30 days',
  year: 'Last year',
} as const;

const usd = (dollars: number) => formatUsd(dollarsToCents(dollars));
/** Insights money is whole dollars (spec 03 section 9). */
const wholeUsd = (dollars: number) => formatWholeUsd(dollarsToCents(dollars));
const percent = (value: number) => `${value.toFixed(1)}%`;
const changeNote = (change: number | null) =>
  change === null ? changeText(change) : `${changeText(change)} vs previous period`;

function filterText(filters: { brand?: string; type?: string; team?: string; showroom?: string }): string {
  const parts = [
    filters.showroom && `Showroom: ${filters.showroom}`,
    filters.brand && `Brand: ${filters.brand}`,
    filters.type && `Type: ${filters.type}`,
    filters.team && `Team member: ${filters.team}`,
  ].filter(Boolean);
  return parts.length > 0 ? parts.join(', ') : 'All data';
}

function performanceSection(analytics: TShowroomAnalyticsResponse): ReportSection {
  const { metrics, topPerformers } = analytics;
  const stone = (s: { name: string; brand: string; type: string }) => `${s.brand} ${s.name} (${s.type})`;
  return {
    title: 'Performance',
    figures: [
      { label: 'Revenue', value: usd(metrics.revenue.current), note: changeNote(metrics.revenue.change) },
      ...(metrics.profit
        ? [
            {
              label: 'Profit',
              value: usd(metrics.profit.current),
              note: changeNote(metrics.profit.change),
            },
            { label: 'Profit margin', value: percent(metrics.profit.margin) },
          ]
        : []),
      {
        label: 'Orders',
        value: `${metrics.orders.current}`,
        note: `${countLabel(metrics.orders.previous, 'order')} previous period`,
      },
      { label: 'New customers', value: `${metrics.customers.new}` },
      { label: 'Repeat customers', value: `${metrics.customers.repeat}` },
      { label: 'Conversion rate', value: percent(metrics.conversion.rate) },
    ],
    charts: [
      {
        title: 'Sales funnel',
        bars: metrics.conversion.funnelData.map((stage) => ({
          label: stage.stage,
          value: stage.value,
          shown: `${stage.value}`,
        })),
      },
      {
        title: 'Top revenue stones',
        bars: topPerformers.revenue.map((s) => ({
          label: stone(s),
          value: s.revenue,
          shown: usd(s.revenue),
        })),
      },
    ],
    tables: [
      {
        title: 'Most quoted stones',
        columns: ['Stone', 'Quotes'],
        rows: topPerformers.quoted.map((s) => [stone(s), `${s.quotes}`]),
        empty: 'No Data Available',
      },
      {
        title: 'Best selling stones',
        columns: ['Stone', 'Orders'],
        rows: topPerformers.sold.map((s) => [stone(s), `${s.orders}`]),
        empty: 'No Data Available',
      },
      {
        title: 'Team performance',
        columns: ['Name', 'Role', 'Orders', 'Revenue', 'Average order'],
        rows: analytics.teamMembers.map((m) => [
          m.name,
          m.role,
          `${m.orders}`,
          usd(m.revenue),
          usd(m.avgOrderValue),
        ]),
        empty: 'No Data Available',
      },
    ],
  };
}

function insightsSection(insights: TShowroomInsightsResponse): ReportSection {
  return {
    title: 'Insights',
    figures: insights.insights.map((insight) => ({
      label: insight.title,
      value: insight.value,
      note: insight.context,
    })),
    charts: [],
    tables: [
      {
        title: 'Opportunities',
        columns: ['Priority', 'Opportunity', 'Customer', 'Value', 'Suggested action'],
        rows: insights.opportunities.map((o) => [
          o.priority,
          o.title,
          o.customer.name,
          wholeUsd(o.potentialValue),
          o.suggestedAction,
        ]),
        empty: 'No opportunities right now',
      },
      {
        title: 'Predictions for the next period',
        columns: ['Metric', 'Likely', 'Range', 'Based on'],
        rows: insights.predictions.map((p) => {
          const shown = (value: number) => (p.metric === 'revenue' ? wholeUsd(value) : `${value}`);
          return [
            p.metric === 'revenue' ? 'Revenue' : 'Orders',
            // Without a prediction, "Based on" already says why: the sentence is not repeated here.
            p.prediction ? shown(p.prediction.likely) : '',
            p.prediction ? `${shown(p.prediction.min)} to ${shown(p.prediction.max)}` : '',
            p.basedOn,
          ];
        }),
        empty: 'No Data Available',
      },
      {
        title: 'Recommendations',
        columns: ['Priority', 'Recommendation', 'Suggestion'],
        rows: insights.recommendations.map((r) => [r.priority, `${r.title}: ${r.message}`, r.suggestion]),
        empty: 'No recommendations right now',
      },
    ],
  };
}

/**
 * The showroom's report: the Performance and Insights tabs' own answers, so every figure is the one
 * the dashboard shows (and profit is absent for a caller who may not see costs).
 */
export async function buildShowroomReport(
  db: Executor,
  principal: Principal,
  showroomId: string,
  request: ShowroomReportRequest,
  now: Date,
): Promise<ReportModel> {
  const query: TShowroomAnalyticsQuery = {
    period: request.period,
    brand: request.brand,
    type: request.type,
    team_member: request.team_member,
  };
  const [{ name }, analytics, insights] = await Promise.all([
    requireShowroom(db, showroomId),
    request.sections.includes('performance')
      ? getShowroomAnalytics(db, principal, showroomId, query, now)
      : null,
    request.sections.includes('insights') ? getShowroomInsights(db, principal, showroomId, query, now) : null,
  ]);
  const team = analytics?.teamMembers.find((m) => m.id === request.team_member)?.name ?? request.team_member;
  return {
    title: `${name} Business Analytics Report`,
    subtitle: `${PERIOD_NAMES[request.period]} · ${filterText({ brand: request.brand, type: request.type, team })}`,
    generatedAt: now,
    includeCharts: request.includeCharts,
    sections: [
      ...(analytics ? [performanceSection(analytics)] : []),
      ...(insights ? [insightsSection(insights)] : []),
    ],
    fileWords: ['analytics', 'report', request.period],
  };
}

function overviewSection(admin: TAdminAnalyticsResponse): ReportSection {
  const m = admin.systemMetrics;
  return {
    title: 'System Overview',
    figures: [
      { label: 'Total system revenue', value: usd(m.revenue.current), note: changeNote(m.revenue.change) },
      { label: 'Total orders', value: `${m.orders.current}` },
      { label: 'System conversion rate', value: percent(m.conversion.rate) },
      { label: 'Active showrooms', value: `${m.showrooms.active} of ${m.showrooms.total}` },
      { label: 'Average order value', value: usd(m.avgOrderValue) },
      {
        label: 'Total system profit',
        value: usd(m.profit.current),
        note: `${percent(m.profit.margin)} margin`,
      },
    ],
    charts: [
      {
        title: 'Top showrooms by revenue',
        bars: admin.topPerformers.showrooms.map((s) => ({
          label: s.name,
          value: s.revenue,
          shown: usd(s.revenue),
        })),
      },
      {
        title: 'Top stones by revenue',
        bars: admin.topPerformers.stones.map((s) => ({
          label: `${s.brand} ${s.color} (${s.type})`,
          value: s.revenue,
          shown: usd(s.revenue),
        })),
      },
    ],
    tables: [],
  };
}

function showroomsSection(admin: TAdminAnalyticsResponse): ReportSection {
  return {
    title: 'Showroom Performance',
    figures: [],
    charts: [],
    tables: [
      {
        title: 'Showroom breakdown',
        columns: ['Showroom', 'Revenue', 'Profit', 'Orders', 'Quotes', 'Conversion', 'Growth'],
        rows: admin.showroomBreakdown.map((row) => [
          row.showroom.name,
          usd(row.revenue),
          usd(row.analytics.profit.current),
          `${row.orders}`,
          `${row.quotes}`,
          percent(row.conversionRate),
          changeText(row.growth),
        ]),
        empty: 'No Data Available',
      },
    ],
  };
}

function opportunitiesSection(admin: TAdminAnalyticsResponse): ReportSection {
  return {
    title: 'Opportunities',
    figures: [],
    charts: [],
    tables: [
      {
        title:
          admin.opportunitiesTotal > admin.opportunities.length
            ? `Open opportunities: the ${admin.opportunities.length} most promising of ${admin.opportunitiesTotal}`
            : `Open opportunities (${admin.opportunitiesTotal})`,
        columns: ['Priority', 'Showroom', 'Opportunity', 'Customer', 'Value'],
        rows: admin.opportunities.map((o) => [
          o.priority,
          o.showroomName,
          o.title,
          o.customer.name,
          wholeUsd(o.potentialValue),
        ]),
        empty: 'No opportunities right now',
      },
    ],
  };
}

/**
 * The admin's report (System Report, or one showroom's with `showroom_id`): the System analytics
 * dashboard's own answer, so every figure is the one the dashboard shows.
 */
export async function buildAdminReport(
  db: Executor,
  request: AdminReportRequest,
  now: Date,
): Promise<ReportModel> {
  const admin = await getAdminAnalytics(
    db,
    {
      period: request.period,
      include_test_data: request.include_test_data,
      brand: request.brand,
      type: request.type,
      showroom_id: request.showroom_id,
    },
    now,
  );
  const showroom = request.showroom_id ? (await requireShowroom(db, request.showroom_id)).name : undefined;
  const builders = {
    overview: overviewSection,
    showrooms: showroomsSection,
    opportunities: opportunitiesSection,
  };
  // The export menu's All Showrooms Report is the Showroom Performance section alone: its file is
  // named for it, so it does not overwrite or pass for the System Report in a downloads folder.
  const allShowrooms = !showroom && request.sections.length === 1 && request.sections[0] === 'showrooms';
  return {
    title: showroom
      ? `${showroom} Analytics Report`
      : allShowrooms
        ? 'All Showrooms Analytics Report'
        : 'System Analytics Report',
    subtitle: `${PERIOD_NAMES[request.period]} · ${filterText({ brand: request.brand, type: request.type, showroom })}${
      request.include_test_data ? ' · test showrooms included' : ''
    }`,
    generatedAt: now,
    includeCharts: request.includeCharts,
    sections: ADMIN_REPORT_SECTIONS.filter((section) => request.sections.includes(section)).map((section) =>
      builders[section](admin),
    ),
    fileWords: showroom
      ? ['showroom', showroom, 'report', request.period]
      : allShowrooms
        ? ['all', 'showrooms', 'report', request.period]
        : ['system', 'report', request.period],
  };
}
