import type { Executor } from '@stonetool/db/client';
import type { PeriodWindows } from '@stonetool/domain/analytics/periods';
import { profitCents, profitMargin } from '@stonetool/domain/analytics/profit';
import { conversionRate } from '@stonetool/domain/analytics/ratios';
import { activityByShowroom } from './figures/activity-by-showroom';
import { customerCounts } from './figures/customer-counts';
import type { FigureScope } from './figures/figure-scope';
import { salesByShowroom, type SalesTotals } from './figures/sales-by-showroom';
import { stonePerformance, type StonePerformance } from './figures/stone-performance';

/** The sales of one period over a whole scope, with profit and margin. */
export interface PeriodFigures extends SalesTotals {
  /** Revenue less sales tax less wholesale cost, in cents. */
  profitCents: number;
  /** Profit over net sales (revenue less sales tax), in percent. */
  margin: number;
  consultations: number;
  quotes: number;
  /** Orders over consultations, in percent. */
  conversion: number;
}

export interface PerformanceFigures {
  current: PeriodFigures;
  previous: PeriodFigures;
  customers: { new: number; repeat: number };
  stones: StonePerformance[];
  /** The per-showroom rows the totals were summed from, for the admin's breakdown. */
  byShowroom: {
    sales: Awaited<ReturnType<typeof salesByShowroom>>;
    activity: Awaited<ReturnType<typeof activityByShowroom>>;
  };
}

const noSales: SalesTotals = {
  revenueCents: 0,
  taxCents: 0,
  wholesaleCostCents: 0,
  orders: 0,
  fulfilledOrders: 0,
};

/** One period's figures from its sales and activity counts. */
export function periodFigures(sales: SalesTotals, consultations: number, quotes: number): PeriodFigures {
  return {
    ...sales,
    profitCents: profitCents(sales),
    margin: profitMargin(sales),
    consultations,
    quotes,
    conversion: conversionRate(sales.orders, consultations),
  };
}

function addSales(a: SalesTotals, b: SalesTotals): SalesTotals {
  return {
    revenueCents: a.revenueCents + b.revenueCents,
    taxCents: a.taxCents + b.taxCents,
    wholesaleCostCents: a.wholesaleCostCents + b.wholesaleCostCents,
    orders: a.orders + b.orders,
    fulfilledOrders: a.fulfilledOrders + b.fulfilledOrders,
  };
}

/** The figures of a scope's current and previous periods, summed over its showrooms. */
export async function loadPerformance(
  db: Executor,
  scope: FigureScope,
  windows: PeriodWindows,
): Promise<PerformanceFigures> {
  const [sales, activity, customers, stones] = await Promise.all([
    salesByShowroom(db, scope, windows),
    activityByShowroom(db, scope, windows),
    customerCounts(db, scope, windows.current),
    stonePerformance(db, scope, windows.current),
  ]);
  const sum = (pick: (row: (typeof activity)[number]) => number) =>
    activity.reduce((total, row) => total + pick(row), 0);
  return {
    current: periodFigures(
      sales.reduce((total, row) => addSales(total, row.current), noSales),
      sum((row) => row.consultations.current),
      sum((row) => row.quotes.current),
    ),
    previous: periodFigures(
      sales.reduce((total, row) => addSales(total, row.previous), noSales),
      sum((row) => row.consultations.previous),
      sum((row) => row.quotes.previous),
    ),
    customers,
    stones,
    byShowroom: { sales, activity },
  };
}

/** The `limit` stones ranked highest by `measure` (ties by brand and colour), leaving out zeros. */
export function topStones(
  stones: readonly StonePerformance[],
  measure: (stone: StonePerformance) => number,
  limit: number,
): StonePerformance[] {
  return stones
    .filter((stone) => measure(stone) > 0)
    .sort(
      (a, b) => measure(b) - measure(a) || a.brand.localeCompare(b.brand) || a.color.localeCompare(b.color),
    )
    .slice(0, limit);
}
