import type { Executor } from '@stonetool/db/client';
import type { TimeWindow } from '@stonetool/domain/analytics/periods';
import { sql, type SQL } from 'drizzle-orm';
import {
  and,
  type FigureScope,
  memberCondition,
  num,
  showroomConditions,
  stoneConditions,
} from './figure-scope';
import { monthsAndDays, rollupDays, rowWindows, tagged, withinAny } from './period-rows';

export interface StonePerformance {
  /** The catalog stone of the newest line (null when the stone left the catalog). */
  stoneId: string | null;
  brand: string;
  type: string;
  color: string;
  /** Saved quotes holding the stone. */
  quotes: number;
  /** Orders (not cancelled) holding the stone. */
  orders: number;
  /** What those lines sold for, in cents (line totals, before tax and delivery). */
  revenueCents: number;
}

type StonePerformanceSqlRow = {
  brand: string;
  type: string;
  color: string;
  quotes: number;
  orders: number;
  revenue_cents: string;
  stone_id: string | null;
};

/**
 * Every stone quoted or sold in a period, by brand, type and colour (the snapshot on the line):
 * the quotes and orders holding it and the revenue of its order lines. The brand and type filters
 * keep the lines of that brand and type. Whole days come from the daily stones rollup (whose rows
 * are a brand, type and colour each, so the filters apply to them too), the partial days at the
 * window's ends from the lines (a quote or order lies in one day, so the parts add up), and over
 * every showroom the whole months from the monthly platform rollup (migration 0025); a team
 * member filter reads every line, the rollups not knowing who made a quote or an order.
 */
export async function stonePerformance(
  db: Executor,
  scope: FigureScope,
  window: TimeWindow,
): Promise<StonePerformance[]> {
  const periods = tagged([{ tag: 'c', window }]);
  // The stones rollups keep each line's brand and type, so only a team member filter needs the lines.
  const rollups = scope.teamMember === undefined;
  const days = rollupDays(periods);
  const raw = rowWindows(periods, rollups);
  const lineFilters = (alias: string) => stoneConditions(scope, alias);
  const quoteScope = [
    ...showroomConditions(scope, 'q'),
    ...memberCondition(scope, 'q.created_by_team_member_id'),
  ];
  const orderScope = [
    sql`analytics_is_sale(o.status)`,
    ...showroomConditions(scope, 'o'),
    ...memberCondition(scope, 'o.placed_by_team_member_id'),
  ];
  const stoneRows = (table: string, conditions: SQL[]) => sql`
    select d.brand, d.type, d.color, d.quotes, d.orders, d.revenue_cents, d.newest_quote_at,
      d.newest_quote_stone_id::text, d.newest_order_at, d.newest_order_stone_id::text
    from ${sql.raw(table)} d where ${and([...conditions, ...lineFilters('d')])}`;
  // Every showroom at once reads the platform's rollups (a row per stone and month, and per stone
  // and day around the whole months, test showrooms apart); one showroom its own daily rows. The
  // deltas not folded yet add to either (docs/decisions/090-analytics-deltas-folded-by-a-worker.md).
  const platform = scope.includeTestShowrooms ? [] : [sql`not d.test_showrooms`];
  const { days: platformDays, months } = monthsAndDays(periods);
  const rollupParts =
    scope.showroomId === undefined
      ? [
          stoneRows('analytics_platform_monthly_stones', [...platform, months.where]),
          stoneRows('analytics_platform_daily_stones', [...platform, platformDays.where]),
        ]
      : [stoneRows('analytics_daily_stones', [...showroomConditions(scope, 'd'), days.where])];
  const rollupRows = sql.join(
    [
      ...rollupParts,
      stoneRows('analytics_stone_deltas', [...showroomConditions(scope, 'd'), days.where]),
    ].map((part) => sql` union all ${part}`),
  );
  const result = await db.execute<StonePerformanceSqlRow>(sql`
    select brand, type, color, sum(quotes)::int as quotes, sum(orders)::int as orders,
      sum(revenue_cents)::text as revenue_cents,
      coalesce(
        (array_agg(order_stone_id order by order_at desc nulls last) filter (where orders > 0))[1],
        (array_agg(quote_stone_id order by quote_at desc nulls last) filter (where quotes > 0))[1]
      ) as stone_id
    from (
      select qi.brand, qi.type, qi.color, count(distinct qi.quote_id) as quotes, 0 as orders,
        0 as revenue_cents, max(q.created_at) as quote_at,
        (array_agg(qi.stone_id::text order by q.created_at desc))[1] as quote_stone_id,
        null::timestamptz as order_at, null as order_stone_id
      from quote_items qi join quotes q on q.id = qi.quote_id
      where ${and([...quoteScope, ...lineFilters('qi'), withinAny('q.created_at', raw)])}
      group by qi.brand, qi.type, qi.color
      union all
      select oi.brand, oi.type, oi.color, 0, count(distinct oi.order_id), sum(oi.line_total_cents), null, null,
        max(o.order_date), (array_agg(oi.stone_id::text order by o.order_date desc))[1]
      from order_items oi join orders o on o.id = oi.order_id
      where ${and([...orderScope, ...lineFilters('oi'), withinAny('o.order_date', raw)])}
      group by oi.brand, oi.type, oi.color
      ${rollups ? rollupRows : sql``}
    ) parts
    group by brand, type, color
    having sum(quotes) > 0 or sum(orders) > 0`);
  return result.rows.map((row) => ({
    stoneId: row.stone_id,
    brand: row.brand,
    type: row.type,
    color: row.color,
    quotes: num(row.quotes),
    orders: num(row.orders),
    revenueCents: num(row.revenue_cents),
  }));
}
