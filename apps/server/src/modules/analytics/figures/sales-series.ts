import type { Executor } from '@stonetool/db/client';
import type { TimeWindow } from '@stonetool/domain/analytics/periods';
import { sql } from 'drizzle-orm';
import { and, type FigureScope, num, saleSource, within } from './figure-scope';

export interface SeriesPoint {
  revenueCents: number;
  orders: number;
}

type SeriesSqlRow = {
  periods_ago: number;
  orders: number;
  revenue_cents: string;
};

/**
 * Revenue and orders of each of `windows` (back-to-back full periods, oldest first), for the
 * predictions; periods without a sale are zeros.
 */
export async function salesSeries(
  db: Executor,
  scope: FigureScope,
  windows: TimeWindow[],
): Promise<SeriesPoint[]> {
  const first = windows[0];
  const last = windows[windows.length - 1];
  if (!first || !last) return [];
  const lengthSeconds = (last.end.getTime() - last.start.getTime()) / 1000;
  const sales = saleSource(scope);
  const result = await db.execute<SeriesSqlRow>(sql`
    select floor(extract(epoch from (${last.end.toISOString()}::timestamptz - o.order_date)) / ${lengthSeconds})::int as periods_ago,
      count(*)::int as orders, sum(o.total_cents)::text as revenue_cents
    from ${sales.from}
    where ${and([...sales.conditions, within('o.order_date', { start: first.start, end: last.end })])}
    group by 1`);
  const byAge = new Map(result.rows.map((row) => [num(row.periods_ago), row]));
  return windows.map((_, index) => {
    const row = byAge.get(windows.length - 1 - index);
    return { revenueCents: num(row?.revenue_cents), orders: num(row?.orders) };
  });
}
