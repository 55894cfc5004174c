import type {
  TShowroomRevenueTargetsResponse,
  TShowroomTargetsResponse,
  TSystemTargetsResponse,
  TTarget,
} from '@stonetool/contracts/analytics';
import type { Executor } from '@stonetool/db/client';
import { targets, type TargetRow } from '@stonetool/db/schema/analytics';
import { showrooms } from '@stonetool/db/schema/showrooms';
import { periodWindows, type AnalyticsPeriod } from '@stonetool/domain/analytics/periods';
import {
  SYSTEM_TARGET_METRICS,
  suggestTarget,
  TARGET_METRICS,
  targetProgress,
  type TargetMetric,
} from '@stonetool/domain/analytics/targets';
import { centsToDollars } from '@stonetool/domain/money';
import { and, asc, eq, isNotNull, isNull } from 'drizzle-orm';
import type { Principal } from '../auth/principal';
import { ownOrdersMemberId } from '../orders/find-orders';
import type { FigureScope } from './figures/figure-scope';
import { salesByShowroom } from './figures/sales-by-showroom';
import { maySeeProfit } from './get-showroom-analytics';
import { loadPerformance } from './performance-figures';

/** Each metric's value in its stored unit: cents for money, a count for orders, percent for conversion. */
export type MetricValues = Record<TargetMetric, { current: number; previous: number }>;

const isMoney = (metric: TargetMetric) => metric === 'revenue' || metric === 'profit';

/** A stored value (cents for money) in the API's unit (dollars for money). */
function metricAnswerValue(metric: TargetMetric, value: number): number {
  return isMoney(metric) ? centsToDollars(Math.round(value)) : value;
}

/** The current and previous value of every target metric over a scope. */
export async function metricValues(
  db: Executor,
  scope: FigureScope,
  period: AnalyticsPeriod,
  now: Date,
): Promise<MetricValues> {
  const { current, previous } = await loadPerformance(db, scope, periodWindows(period, now));
  return {
    revenue: { current: current.revenueCents, previous: previous.revenueCents },
    profit: { current: current.profitCents, previous: previous.profitCents },
    orders: { current: current.orders, previous: previous.orders },
    conversion: { current: current.conversion, previous: previous.conversion },
  };
}

/** A stored target with its progress against the current value (both in the stored unit). */
export function targetAnswer(
  row: Pick<TargetRow, 'metricType' | 'targetValue' | 'period'>,
  current: number,
): TTarget {
  const progress = targetProgress(current, row.targetValue);
  return {
    metric_type: row.metricType,
    target_value: metricAnswerValue(row.metricType, row.targetValue),
    period: row.period,
    current_value: metricAnswerValue(row.metricType, current),
    progress_percent: progress.percent,
    bar_percent: progress.barPercent,
    progress_color: progress.color,
  };
}

function targetsAndSuggestions<M extends TargetMetric>(
  metrics: readonly M[],
  rows: readonly TargetRow[],
  values: MetricValues,
) {
  const byMetric: Partial<Record<M, TTarget>> = {};
  const suggestions: Partial<Record<M, number>> = {};
  for (const metric of metrics) {
    const row = rows.find((candidate) => candidate.metricType === metric);
    if (row) byMetric[metric] = targetAnswer(row, values[metric].current);
    suggestions[metric] = metricAnswerValue(
      metric,
      suggestTarget(metric, values[metric].current, values[metric].previous),
    );
  }
  return { targets: byMetric, suggestions };
}

/**
 * GET /api/showroom/targets: the showroom's targets of a period by metric, with progress, and the
 * suggested target of each metric. Profit is left out for a caller who may not see it.
 */
export async function listShowroomTargets(
  db: Executor,
  principal: Principal,
  showroomId: string,
  period: AnalyticsPeriod,
  now: Date,
): Promise<TShowroomTargetsResponse> {
  const [rows, values] = await Promise.all([
    db
      .select()
      .from(targets)
      .where(and(eq(targets.showroomId, showroomId), eq(targets.period, period))),
    // Current values follow the caller's view of the orders (their own sales for a salesperson).
    metricValues(
      db,
      { showroomId, includeTestShowrooms: true, teamMember: ownOrdersMemberId(principal) },
      period,
      now,
    ),
  ]);
  const metrics = TARGET_METRICS.filter((metric) => metric !== 'profit' || maySeeProfit(principal));
  return { period, ...targetsAndSuggestions(metrics, rows, values) };
}

/** GET /api/admin/system-targets: the platform's targets (test showrooms left out of the current values). */
export async function listSystemTargets(
  db: Executor,
  period: AnalyticsPeriod,
  now: Date,
): Promise<TSystemTargetsResponse> {
  const [rows, values] = await Promise.all([
    db
      .select()
      .from(targets)
      .where(and(isNull(targets.showroomId), eq(targets.period, period))),
    metricValues(db, { includeTestShowrooms: false }, period, now),
  ]);
  return { period, ...targetsAndSuggestions(SYSTEM_TARGET_METRICS, rows, values) };
}

/** GET /api/admin/showroom-targets: every showroom's revenue target of a period, with progress. */
export async function listShowroomRevenueTargets(
  db: Executor,
  period: AnalyticsPeriod,
  now: Date,
): Promise<TShowroomRevenueTargetsResponse> {
  const [rows, sales] = await Promise.all([
    db
      .select({ target: targets, showroomName: showrooms.name })
      .from(targets)
      .innerJoin(showrooms, eq(showrooms.id, targets.showroomId))
      .where(
        and(isNotNull(targets.showroomId), eq(targets.metricType, 'revenue'), eq(targets.period, period)),
      )
      .orderBy(asc(showrooms.name)),
    salesByShowroom(db, { includeTestShowrooms: true }, periodWindows(period, now)),
  ]);
  const revenueOf = new Map(sales.map((row) => [row.showroomId, row.current.revenueCents]));
  return {
    period,
    targets: rows.map(({ target, showroomName }) => ({
      ...targetAnswer(target, revenueOf.get(target.showroomId ?? '') ?? 0),
      showroom_id: target.showroomId ?? '',
      showroom_name: showroomName,
    })),
  };
}
