import type { Executor } from '@stonetool/db/client';
import type { TimeWindow } from '@stonetool/domain/analytics/periods';
import { sql, type SQL } from 'drizzle-orm';
import {
  and,
  type FigureScope,
  num,
  rollupsAnswer,
  saleConditions,
  saleSource,
  showroomConditions,
  within,
} from './figure-scope';
import { dailyAndMonthlyRows, tagged, withinAny } from './period-rows';

/**
 * The customers who bought in a period: new ones placed their first order (ever, within the
 * filters) in it; repeat ones ordered in it and have at least two orders up to its end (a new
 * customer who came back within the period is both). A customer is the customer record of the
 * order, or its e-mail when the order has none.
 */
export async function customerCounts(
  db: Executor,
  scope: FigureScope,
  window: TimeWindow,
): Promise<{ new: number; repeat: number }> {
  const result = await db.execute<Record<string, unknown>>(
    rollupsAnswer(scope) ? customerCountsFromRollup(scope, window) : customerCountsFromOrders(scope, window),
  );
  const row = result.rows[0] ?? {};
  return { new: num(row.new_customers), repeat: num(row.repeat_customers) };
}

function customerCountsFromOrders(scope: FigureScope, window: TimeWindow): SQL {
  const sales = saleSource(scope);
  return sql`
    select
      count(*) filter (where first_order_at >= ${window.start.toISOString()}::timestamptz)::int as new_customers,
      count(*) filter (where ordered_in_period and orders_to_date >= 2)::int as repeat_customers
    from (
      select coalesce(o.customer_id::text, lower(o.customer_email)) as customer,
        min(o.order_date) as first_order_at,
        count(*) as orders_to_date,
        bool_or(o.order_date >= ${window.start.toISOString()}::timestamptz) as ordered_in_period
      from ${sales.from}
      where ${and([...sales.conditions, sql`o.order_date < ${window.end.toISOString()}::timestamptz`])}
      group by 1
    ) buyers
    where ordered_in_period`;
}

/**
 * The same counts from the rollups. Buyers with a customer record: new ones summed from the
 * buyers rollup's whole months and days (buyers by the day of their first order) and counted in
 * the customers rollup for the partial days at the window's ends; repeat ones likewise by the day
 * of their latest order among buyers with two orders or more, plus those whose latest order is
 * dated after the window's end (an order dated ahead) who ordered in it. An e-mail buyer may have
 * bought in several showrooms, so their customers rollup rows are merged and counted whole.
 */
function customerCountsFromRollup(scope: FigureScope, window: TimeWindow): SQL {
  const start = sql`${window.start.toISOString()}::timestamptz`;
  const end = sql`${window.end.toISOString()}::timestamptz`;
  const rows = showroomConditions(scope, 'r');
  const periods = tagged([{ tag: 'c', window }]);
  const edges = periods.flatMap((period) => period.split.edges);
  const orderedInWindow = (buyer: string) => sql`exists (
    select 1 from orders o
    where ${and([
      ...saleConditions(scope),
      sql`coalesce(o.customer_id::text, lower(o.customer_email)) = ${sql.raw(buyer)}.customer_key`,
      within('o.order_date', window),
    ])})`;
  return sql`
    select coalesce(sum(new_customers), 0)::int as new_customers,
      coalesce(sum(repeat_customers), 0)::int as repeat_customers
    from (
      select d.new_buyers as new_customers, d.repeat_buyers as repeat_customers
      from (${dailyAndMonthlyRows(
        scope,
        periods,
        { daily: 'analytics_daily_buyers', monthly: 'analytics_monthly_buyers' },
        'd.new_buyers, d.repeat_buyers',
      )}) d
      union all
      select count(*) filter (where ${withinAny('r.first_order_at', edges)}),
        count(*) filter (where ${withinAny('r.last_order_at', edges)} and r.second_order_at is not null)
      from analytics_customers r
      where ${and([
        ...rows,
        sql`not r.by_email`,
        sql`(${withinAny('r.first_order_at', edges)} or ${withinAny('r.last_order_at', edges)})`,
      ])}
      union all
      select 0, count(*) from analytics_customers r
      where ${and([
        ...rows,
        sql`not r.by_email`,
        sql`r.last_order_at >= ${end}`,
        sql`r.second_order_at < ${end}`,
        orderedInWindow('r'),
      ])}
      union all
      select
        count(*) filter (where b.first_at >= ${start} and b.first_at < ${end}),
        count(*) filter (where b.second_at < ${end} and
          case when b.last_at < ${end} then b.last_at >= ${start} else ${orderedInWindow('b')} end)
      from (
        select r.customer_key, min(r.first_order_at) as first_at,
          least(min(r.second_order_at), (array_agg(r.first_order_at order by r.first_order_at))[2]) as second_at,
          max(r.last_order_at) as last_at
        from analytics_customers r
        where ${and([...rows, sql`r.by_email`])}
        group by r.customer_key
        having max(r.last_order_at) >= ${start}
      ) b
    ) parts`;
}
