import type { TAdminExportCsvRequest } from '@stonetool/contracts/admin-analytics';
import type { TShowroomExportCsvRequest } from '@stonetool/contracts/analytics';
import { QUOTE_REVIEW_STATE_LABELS } from '@stonetool/contracts/quote-links';
import type { Executor } from '@stonetool/db/client';
import { showrooms } from '@stonetool/db/schema/showrooms';
import { periodWindows, type AnalyticsPeriod } from '@stonetool/domain/analytics/periods';
import { averageOrderCents, NO_EARLIER_PERIOD, percentChange } from '@stonetool/domain/analytics/ratios';
import { centsToDollars } from '@stonetool/domain/money';
import { eq } from 'drizzle-orm';
import { AppError } from '../../errors/app-error';
import type { CsvCell } from '@stonetool/domain/csv-text';
import type { Principal } from '../auth/principal';
import { customersOfPeriod } from './figures/customers-of-period';
import type { FigureScope } from './figures/figure-scope';
import { quotesOfPeriod } from './figures/quotes-of-period';
import type { StonePerformance } from './figures/stone-performance';
import { getAdminAnalytics } from './get-admin-analytics';
import { maySeeProfit, showroomScope } from './get-showroom-analytics';
import { loadPerformance, type PerformanceFigures } from './performance-figures';

export interface CsvExport {
  filename: string;
  columns: string[];
  rows: CsvCell[][];
}

const day = (date: Date | null) => (date ? date.toISOString().slice(0, 10) : null);
const dollars = (cents: number) => centsToDollars(cents);

/** A file name from known words and the date only (checklist 23: file names are made by the server). */
function fileName(parts: string[], now: Date): string {
  const words = parts.map((part) =>
    part
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, ''),
  );
  return `${[...words.filter(Boolean), day(now)].join('_')}.csv`;
}

/** A change column's cell: the percent, or "no earlier period" when there is nothing to compare with. */
const changeCell = (change: number | null): CsvCell => change ?? NO_EARLIER_PERIOD;

/** The cards of a period as rows: metric, current, previous and change in percent. */
function performanceRows(figures: PerformanceFigures, withProfit: boolean): CsvCell[][] {
  const { current, previous } = figures;
  const row = (metric: string, now: number, before: number, shown: (value: number) => number = (v) => v) => [
    metric,
    shown(now),
    shown(before),
    changeCell(percentChange(now, before).change),
  ];
  return [
    row('Revenue', current.revenueCents, previous.revenueCents, dollars),
    ...(withProfit
      ? [
          row('Profit', current.profitCents, previous.profitCents, dollars),
          row('Profit margin (%)', current.margin, previous.margin),
        ]
      : []),
    row('Orders', current.orders, previous.orders),
    row(
      'Average order value',
      averageOrderCents(current.revenueCents, current.orders),
      averageOrderCents(previous.revenueCents, previous.orders),
      dollars,
    ),
    ['New customers', figures.customers.new, null, null],
    ['Repeat customers', figures.customers.repeat, null, null],
    row('Consultations', current.consultations, previous.consultations),
    row('Quotes', current.quotes, previous.quotes),
    row('Conversion rate (%)', current.conversion, previous.conversion),
  ];
}

const PERFORMANCE_COLUMNS = ['Metric', 'Current period', 'Previous period', 'Change (%)'];

function stoneRows(stones: readonly StonePerformance[]): CsvCell[][] {
  return [...stones]
    .sort((a, b) => b.revenueCents - a.revenueCents || b.quotes - a.quotes || a.brand.localeCompare(b.brand))
    .map((stone) => [
      stone.brand,
      stone.type,
      stone.color,
      stone.quotes,
      stone.orders,
      dollars(stone.revenueCents),
    ]);
}

const STONE_COLUMNS = ['Brand', 'Type', 'Color', 'Quotes', 'Orders', 'Revenue'];

async function quoteExport(
  db: Executor,
  scope: FigureScope,
  period: AnalyticsPeriod,
  now: Date,
  withShowroom: boolean,
) {
  const quotes = await quotesOfPeriod(db, scope, periodWindows(period, now).current);
  return {
    columns: [
      ...(withShowroom ? ['Showroom'] : []),
      'Quote Number',
      'Date',
      'Customer',
      'Email',
      'Created By',
      'Status',
      'Client Answer',
      'Total',
      'Valid Until',
      'Ordered',
    ],
    rows: quotes.map((quote) => [
      ...(withShowroom ? [quote.showroomName] : []),
      quote.quoteNumber,
      day(quote.createdAt),
      quote.customerName,
      quote.customerEmail,
      quote.createdBy,
      quote.status,
      QUOTE_REVIEW_STATE_LABELS[quote.reviewState],
      dollars(quote.totalCents),
      day(quote.validUntil),
      quote.ordered ? 'Yes' : 'No',
    ]),
  };
}

async function customerExport(
  db: Executor,
  scope: FigureScope,
  period: AnalyticsPeriod,
  now: Date,
  withShowroom: boolean,
) {
  const customers = await customersOfPeriod(db, scope, periodWindows(period, now).current);
  return {
    columns: [
      ...(withShowroom ? ['Showroom'] : []),
      'Customer',
      'Email',
      'Phone',
      'Orders',
      'Revenue',
      'First Order',
      'Last Order',
    ],
    rows: customers.map((customer) => [
      ...(withShowroom ? [customer.showroomName] : []),
      customer.name,
      customer.email,
      customer.phone,
      customer.orders,
      dollars(customer.revenueCents),
      day(customer.firstOrderAt),
      day(customer.lastOrderAt),
    ]),
  };
}

/**
 * POST /api/showroom/export-csv: the Performance, Quotes, Customers or Stone Performance CSV of the
 * caller's showroom over the period and filters of the screen. Profit rows need wholesale costs.
 */
export async function exportShowroomCsv(
  db: Executor,
  principal: Principal,
  showroomId: string,
  request: TShowroomExportCsvRequest,
  now: Date,
): Promise<CsvExport> {
  const scope = showroomScope(principal, showroomId, request);
  const filename = fileName(['analytics', request.dataType, request.period], now);
  switch (request.dataType) {
    case 'performance': {
      const figures = await loadPerformance(db, scope, periodWindows(request.period, now));
      return {
        filename,
        columns: PERFORMANCE_COLUMNS,
        rows: performanceRows(figures, maySeeProfit(principal)),
      };
    }
    case 'stones': {
      const figures = await loadPerformance(db, scope, periodWindows(request.period, now));
      return { filename, columns: STONE_COLUMNS, rows: stoneRows(figures.stones) };
    }
    case 'quotes':
      return { filename, ...(await quoteExport(db, scope, request.period, now, false)) };
    case 'customers':
      return { filename, ...(await customerExport(db, scope, request.period, now, false)) };
  }
}

/**
 * POST /api/admin/export-csv: the System Summary, Showroom Breakdown, All Quotes, All Customers and
 * Stone Performance CSVs of the System analytics dashboard, or one showroom's figures.
 */
export async function exportAdminCsv(
  db: Executor,
  request: TAdminExportCsvRequest,
  now: Date,
): Promise<CsvExport> {
  const scope: FigureScope = {
    showroomId: request.showroom_id,
    includeTestShowrooms: request.include_test_data,
    brand: request.brand,
    type: request.type,
  };
  const filename = fileName(['system', request.dataType, request.period], now);
  switch (request.dataType) {
    case 'summary': {
      const { systemMetrics: m } = await getAdminAnalytics(
        db,
        { ...request, showroom_id: request.showroom_id },
        now,
      );
      return {
        filename,
        columns: ['Metric', 'Value'],
        rows: [
          ['Total system revenue', m.revenue.current],
          ['Revenue change vs last period (%)', changeCell(m.revenue.change)],
          ['Total orders', m.orders.current],
          ['System conversion rate (%)', m.conversion.rate],
          ['Active showrooms', m.showrooms.active],
          ['Total showrooms', m.showrooms.total],
          ['Average order value', m.avgOrderValue],
          ['Total system profit', m.profit.current],
          ['Profit change vs last period (%)', changeCell(m.profit.change)],
          ['Profit margin (%)', m.profit.margin],
          ['Average profit per order', m.profit.avgPerOrder],
        ],
      };
    }
    case 'showrooms': {
      const { showroomBreakdown } = await getAdminAnalytics(db, request, now);
      return {
        filename,
        columns: [
          'Showroom',
          'Email',
          'Revenue',
          'Profit',
          'Margin (%)',
          'Orders',
          'Quotes',
          'Conversion (%)',
          'Growth (%)',
        ],
        rows: showroomBreakdown.map((row) => [
          row.showroom.name,
          row.showroom.email,
          row.revenue,
          row.analytics.profit.current,
          row.analytics.profit.margin,
          row.orders,
          row.quotes,
          row.conversionRate,
          changeCell(row.growth),
        ]),
      };
    }
    case 'quotes':
      return { filename, ...(await quoteExport(db, scope, request.period, now, true)) };
    case 'customers':
      return { filename, ...(await customerExport(db, scope, request.period, now, true)) };
    case 'stones': {
      const figures = await loadPerformance(db, scope, periodWindows(request.period, now));
      return { filename, columns: STONE_COLUMNS, rows: stoneRows(figures.stones) };
    }
    case 'showroom': {
      const [showroom] = await db
        .select({ name: showrooms.name })
        .from(showrooms)
        .where(eq(showrooms.id, request.showroom_id ?? ''));
      if (!showroom) throw new AppError('NOT_FOUND', 'Showroom not found');
      // One showroom's own figures, whether or not it is a test showroom.
      const figures = await loadPerformance(
        db,
        { ...scope, includeTestShowrooms: true },
        periodWindows(request.period, now),
      );
      return {
        filename: fileName(['showroom', showroom.name, request.period], now),
        columns: PERFORMANCE_COLUMNS,
        rows: performanceRows(figures, true),
      };
    }
  }
}
