import type { Executor } from '@stonetool/db/client';
import type { TimeWindow } from '@stonetool/domain/analytics/periods';
import { sql, type SQL } from 'drizzle-orm';
import {
  and,
  type FigureScope,
  num,
  keyRollupsAnswer,
  rollupsAnswer,
  saleSource,
  showroomConditions,
  stoneKeyConditions,
  type SqlNumber,
  within,
} from './figure-scope';
import { dailyAndMonthlyRows, inRanges, tagged, wholeDays, withinAny } from './period-rows';

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
  const result = await db.execute<{ new_customers: SqlNumber; repeat_customers: SqlNumber }>(
    rollupsAnswer(scope)
      ? customerCountsFromRollup(scope, window)
      : keyRollupsAnswer(scope)
        ? customerCountsFromKeyBuyers(scope, window)
        : customerCountsFromOrders(scope, window),
  );
  const row = result.rows[0];
  return { new: num(row?.new_customers), repeat: num(row?.repeat_customers) };
}

function customerCountsFromOrders(scope: FigureScope, window: TimeWindow): SQL {
  const sales = saleSource(scope);
  return sql`
    select
      count(*) filter (where first_order_at >= ${window.start.toISOString()}::timestamptz)::int as new_customers,
      count(*) filter (where ordered_in_period and orders_to_date >= 2)::int as repeat_customers
    from (
      select analytics_buyer_key(o.customer_id, o.customer_email) as customer,
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
 *
 * A buyer whose orders changed since the last fold (analytics_buyer_changes) is counted from their
 * orders instead: their customers row is replaced by one recounted from the orders, and what their
 * old row gave the buyers rollup is taken back and the new row's given, so the counts are exact
 * before the fold (docs/decisions/090-analytics-deltas-folded-by-a-worker.md).
 */
function customerCountsFromRollup(scope: FigureScope, window: TimeWindow): SQL {
  const start = sql`${window.start.toISOString()}::timestamptz`;
  const end = sql`${window.end.toISOString()}::timestamptz`;
  const rows = showroomConditions(scope, 'r');
  const periods = tagged([{ tag: 'c', window }]);
  const edges = periods.flatMap((period) => period.split.edges);
  const onWholeDay = (column: string) => inRanges(`analytics_day(${column})`, wholeDays(periods)).where;
  const sales = saleSource(scope);
  const orderedInWindow = (buyer: string) => sql`exists (
    select 1 from ${sales.from}
    where ${and([
      ...sales.conditions,
      sql`analytics_buyer_key(o.customer_id, o.customer_email) = ${sql.raw(buyer)}.customer_key`,
      within('o.order_date', window),
    ])})`;
  return sql`
    with pending as materialized (
      select distinct c.showroom_id, c.customer_key from analytics_buyer_changes c
      where ${and(showroomConditions(scope, 'c'))}
    ), recounted as materialized (
      select o.showroom_id, analytics_buyer_key(o.customer_id, o.customer_email) as customer_key,
        min(o.order_date) as first_order_at,
        (array_agg(o.order_date order by o.order_date))[2] as second_order_at,
        max(o.order_date) as last_order_at
      from orders o
      where analytics_is_sale(o.status)
        and (analytics_buyer_key(o.customer_id, o.customer_email), o.showroom_id) in
          (select p.customer_key, p.showroom_id from pending p)
      group by 1, 2
    ), customers as not materialized (${buyerRows('analytics_customers', rows)}), moved as (
      select 1 as sign, r.first_order_at, r.second_order_at, r.last_order_at
      from recounted r where not analytics_is_email_buyer_key(r.customer_key)
      union all
      select -1, r.first_order_at, r.second_order_at, r.last_order_at
      from analytics_customers r join pending p on p.showroom_id = r.showroom_id and p.customer_key = r.customer_key
      where not r.by_email
    )
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
      select coalesce(sum(m.sign) filter (where ${onWholeDay('m.first_order_at')}), 0),
        coalesce(sum(m.sign) filter (where m.second_order_at is not null and ${onWholeDay('m.last_order_at')}), 0)
      from moved m
      union all
      select count(*) filter (where ${withinAny('r.first_order_at', edges)}),
        count(*) filter (where ${withinAny('r.last_order_at', edges)} and r.second_order_at is not null)
      from customers r
      where ${and([
        sql`not r.by_email`,
        sql`(${withinAny('r.first_order_at', edges)} or ${withinAny('r.last_order_at', edges)})`,
      ])}
      union all
      select 0, count(*) from customers r
      where ${and([
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
      from (${emailBuyers('customers', start)}) b
    ) parts`;
}

/**
 * The same counts under a brand or type filter, from the key buyers (analytics_key_customers,
 * migration 0029, docs/decisions/131): one row per buyer of the key and showroom with the dates of
 * their first, second and latest orders holding it, so each buyer is counted once, exactly as the
 * orders' grouping by buyer counts them. Only the buyers whose latest order is in the window or
 * after it are read (every new and repeat buyer is one), through an index holding every column
 * counted. An e-mail buyer's rows of several showrooms are merged and counted whole, as in the
 * customers rollup. A buyer with order key deltas not yet folded is recounted from their order
 * stone keys (found through the orders' buyer index) in place of their row.
 */
function customerCountsFromKeyBuyers(scope: FigureScope, window: TimeWindow): SQL {
  const start = sql`${window.start.toISOString()}::timestamptz`;
  const end = sql`${window.end.toISOString()}::timestamptz`;
  const key = (alias: string) =>
    and([...stoneKeyConditions(scope, alias), ...showroomConditions(scope, alias)]);
  const orderedInWindow = (buyer: string) => sql`exists (
    select 1 from orders placed join analytics_order_stone_keys o on o.order_id = placed.id
    where ${and([
      sql`analytics_buyer_key(placed.customer_id, placed.customer_email) = ${sql.raw(buyer)}.customer_key`,
      key('o'),
      within('o.order_date', window),
    ])})`;
  return sql`
    with pending as materialized (
      select distinct d.showroom_id, d.customer_key from analytics_order_key_deltas d where ${key('d')}
    ), recounted as materialized (
      select o.showroom_id, p.customer_key, min(o.order_date) as first_order_at,
        (array_agg(o.order_date order by o.order_date))[2] as second_order_at, max(o.order_date) as last_order_at
      from pending p
        join orders b on analytics_buyer_key(b.customer_id, b.customer_email) = p.customer_key
          and b.showroom_id = p.showroom_id
        join analytics_order_stone_keys o on o.order_id = b.id
      where ${and([key('o'), sql`analytics_buyer_key(o.customer_id, o.customer_email) = p.customer_key`])}
      group by 1, 2
    ), buyers as not materialized (${buyerRows('analytics_key_customers', [key('r')])}), merged as (
      select r.customer_key, r.first_order_at as first_at, r.second_order_at as second_at, r.last_order_at as last_at
      from buyers r
      where not r.by_email and r.last_order_at >= ${start}
      union all
      ${emailBuyers('buyers', start)}
    )
    select count(*) filter (where b.first_at >= ${start} and b.first_at < ${end})::int as new_customers,
      count(*) filter (where b.second_at < ${end} and
        case when b.last_at < ${end} then b.last_at >= ${start} else ${orderedInWindow('b')} end)::int
        as repeat_customers
    from merged b`;
}

/**
 * The buyer rows of `table` (`r`) matching `conditions`, the rows of the buyers in the query's
 * `pending` replaced by their rows in its `recounted`, which count their orders as they are now.
 */
function buyerRows(table: 'analytics_customers' | 'analytics_key_customers', conditions: SQL[]): SQL {
  return sql`
      select r.showroom_id, r.customer_key, r.first_order_at, r.second_order_at, r.last_order_at, r.by_email
      from ${sql.raw(table)} r
      where ${and([
        ...conditions,
        sql`not exists (select 1 from pending p where p.showroom_id = r.showroom_id and p.customer_key = r.customer_key)`,
      ])}
      union all
      select r.showroom_id, r.customer_key, r.first_order_at, r.second_order_at, r.last_order_at,
        analytics_is_email_buyer_key(r.customer_key)
      from recounted r`;
}

/**
 * The e-mail buyers of the query's `rows` who ordered since `start`, each one row with their rows
 * of every showroom merged: the first order of all, the second (a second showroom's first order
 * when it comes before any showroom's second) and the latest.
 */
function emailBuyers(rows: 'customers' | 'buyers', start: SQL): SQL {
  return sql`
      select r.customer_key, min(r.first_order_at) as first_at,
        least(min(r.second_order_at), (array_agg(r.first_order_at order by r.first_order_at))[2]) as second_at,
        max(r.last_order_at) as last_at
      from ${sql.raw(rows)} r
      where r.by_email
      group by r.customer_key
      having max(r.last_order_at) >= ${start}`;
}
