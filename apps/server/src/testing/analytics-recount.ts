import type { Executor } from '@stonetool/db/client';
import { sql, type SQL } from 'drizzle-orm';
import { expect } from 'vitest';

/**
 * The analytics rollups and pipeline tables against a recount from the rows they summarise, for
 * the rollup tests and the scale-out tests of the fold worker (they hold once every delta is
 * folded; `unfoldedRows` of rebuild-analytics.ts counts what is not).
 */

/** Rows of `query` (its columns named apart) as text, sorted, for an exact comparison. */
export async function rowsOf(db: Executor, query: SQL): Promise<string[]> {
  const result = await db.execute<Record<string, unknown>>(query);
  return result.rows.map((row) => JSON.stringify(Object.values(row).map((value) => String(value)))).sort();
}

/** A rollup's rows (the first query) are exactly those a recount from the rows (the second) gives. */
export async function expectSameRows(db: Executor, rollup: SQL, recount: SQL): Promise<void> {
  expect(await rowsOf(db, rollup)).toEqual(await rowsOf(db, recount));
}

/** Every rollup holds exactly what a recomputation from the rows it summarises gives. */
export async function expectRollupsToMatchRows(db: Executor): Promise<void> {
  const day = (column: string) => sql.raw(`(${column} at time zone 'UTC')::date`);
  await expectSameRows(
    db,
    sql`
      select showroom_id, day, revenue_cents, tax_cents, wholesale_cost_cents, orders, fulfilled_orders
      from analytics_daily_sales where (revenue_cents, orders) <> (0, 0)`,
    sql`
      select showroom_id, ${day('order_date')} as day, sum(total_cents) as revenue, sum(tax_cents) as tax,
        sum(wholesale_cost_cents) as cost, count(*) as orders,
        count(*) filter (where status in ('completed', 'delivered')) as fulfilled
      from orders where status <> 'cancelled' group by 1, 2`,
  );
  await expectSameRows(
    db,
    sql`
      select showroom_id, day, quotes, consultations from analytics_daily_activity
      where (quotes, consultations) <> (0, 0)`,
    sql`
      select showroom_id, day, sum(quotes) as quotes, sum(consultations) as consultations from (
        select showroom_id, ${day('created_at')} as day, 1 as quotes, 0 as consultations from quotes
        union all
        select showroom_id, ${day('session_start')}, 0, 1 from consultations
      ) rows group by 1, 2`,
  );
  await expectSameRows(
    db,
    sql`select showroom_id, day, new_buyers, repeat_buyers from analytics_daily_buyers
      where (new_buyers, repeat_buyers) <> (0, 0)`,
    sql`
      select showroom_id, day, sum(new_buyers) as new_buyers, sum(repeat_buyers) as repeat_buyers from (
        select showroom_id, ${day('first_order_at')} as day, 1 as new_buyers, 0 as repeat_buyers
        from analytics_customers where position('@' in customer_key) = 0
        union all
        select showroom_id, ${day('last_order_at')}, 0, 1
        from analytics_customers where position('@' in customer_key) = 0 and second_order_at is not null
      ) buyers group by 1, 2`,
  );
  for (const [monthly, daily, measures] of [
    [
      'analytics_monthly_sales',
      'analytics_daily_sales',
      'revenue_cents, tax_cents, wholesale_cost_cents, orders, fulfilled_orders',
    ],
    ['analytics_monthly_activity', 'analytics_daily_activity', 'quotes, consultations'],
    ['analytics_monthly_buyers', 'analytics_daily_buyers', 'new_buyers, repeat_buyers'],
  ] as const) {
    const sums = measures
      .split(', ')
      .map((measure) => `sum(${measure}) as ${measure}`)
      .join(', ');
    const nonZero = `(${measures}) <> (${measures.replace(/[a-z_]+/g, '0')})`;
    await expectSameRows(
      db,
      sql.raw(`select showroom_id, month, ${measures} from ${monthly} where ${nonZero}`),
      sql.raw(`
        select * from (
          select showroom_id, date_trunc('month', day)::date as month, ${sums} from ${daily} group by 1, 2
        ) m where ${nonZero}`),
    );
  }
  await expectSameRows(
    db,
    sql`
      select showroom_id, day, brand, type, color, quotes, orders, revenue_cents from analytics_daily_stones
      where (quotes, orders, revenue_cents) <> (0, 0, 0)`,
    sql`
      select showroom_id, day, brand, type, color, sum(quotes) as quotes, sum(orders) as orders,
        sum(revenue_cents) as revenue from (
        select q.showroom_id, ${day('q.created_at')} as day, qi.brand, qi.type, qi.color,
          count(distinct qi.quote_id) as quotes, 0 as orders, 0 as revenue_cents
        from quote_items qi join quotes q on q.id = qi.quote_id group by 1, 2, 3, 4, 5
        union all
        select o.showroom_id, ${day('o.order_date')}, oi.brand, oi.type, oi.color, 0,
          count(distinct oi.order_id), sum(oi.line_total_cents)
        from order_items oi join orders o on o.id = oi.order_id where o.status <> 'cancelled'
        group by 1, 2, 3, 4, 5
      ) rows group by 1, 2, 3, 4, 5`,
  );
  await expectSameRows(
    db,
    sql`
      select day, test_showrooms, brand, type, color, quotes, orders, revenue_cents
      from analytics_platform_daily_stones where (quotes, orders, revenue_cents) <> (0, 0, 0)`,
    sql`
      select d.day, s.is_test, d.brand, d.type, d.color, sum(d.quotes) as quotes, sum(d.orders) as orders,
        sum(d.revenue_cents) as revenue
      from analytics_daily_stones d join showrooms s on s.id = d.showroom_id
      group by 1, 2, 3, 4, 5 having (sum(d.quotes), sum(d.orders), sum(d.revenue_cents)) <> (0, 0, 0)`,
  );
  await expectSameRows(
    db,
    sql`
      select month, test_showrooms, brand, type, color, quotes, orders, revenue_cents, newest_quote_at,
        newest_quote_stone_id, newest_order_at, newest_order_stone_id
      from analytics_platform_monthly_stones where (quotes, orders, revenue_cents) <> (0, 0, 0)`,
    sql`
      select date_trunc('month', day)::date as month, test_showrooms, brand, type, color, sum(quotes) as quotes,
        sum(orders) as orders, sum(revenue_cents) as revenue_cents, max(newest_quote_at) as newest_quote_at,
        (array_agg(newest_quote_stone_id order by newest_quote_at desc nulls last))[1] as newest_quote_stone_id,
        max(newest_order_at) as newest_order_at,
        (array_agg(newest_order_stone_id order by newest_order_at desc nulls last))[1] as newest_order_stone_id
      from analytics_platform_daily_stones group by 1, 2, 3, 4, 5
      having (sum(quotes), sum(orders), sum(revenue_cents)) <> (0, 0, 0)`,
  );
  await expectSameRows(
    db,
    sql`
      select showroom_id, customer_key, orders, first_order_at, second_order_at, last_order_at
      from analytics_customers`,
    sql`
      select showroom_id, coalesce(customer_id::text, lower(customer_email)) as customer_key, count(*) as orders,
        min(order_date) as first_at, (array_agg(order_date order by order_date))[2] as second_at,
        max(order_date) as last_at
      from orders where status <> 'cancelled' group by 1, 2`,
  );
  await expectOrderKeyRollupsToMatchRows(db);
  await expectActivityKeyRollupsToMatchRows(db);
}

/**
 * The filters' order key rollups and key buyers (migration 0029) against a recount from the orders
 * and their lines themselves (each brand, each type, each brand and type of one line, as decision
 * 093 keys an order), not from the stone key rows they are folded from.
 */
async function expectOrderKeyRollupsToMatchRows(db: Executor): Promise<void> {
  const keyed = sql`
    select o.*, k.brand, k.type from orders o cross join lateral (
      select oi.brand, '' as type from order_items oi where oi.order_id = o.id
      union select '', oi.type from order_items oi where oi.order_id = o.id
      union select oi.brand, oi.type from order_items oi where oi.order_id = o.id
    ) k where o.status <> 'cancelled'`;
  const sales = (dated: string) =>
    sql.raw(`
    select showroom_id, brand, type, ${dated}, sum(total_cents) as revenue, sum(tax_cents) as tax,
      sum(wholesale_cost_cents) as cost, count(*) as orders,
      count(*) filter (where status in ('completed', 'delivered')) as fulfilled`);
  const measures = 'revenue_cents, tax_cents, wholesale_cost_cents, orders, fulfilled_orders';
  await expectSameRows(
    db,
    sql.raw(`select showroom_id, brand, type, day, ${measures} from analytics_daily_order_keys
      where (revenue_cents, orders) <> (0, 0)`),
    sql`${sales(`(order_date at time zone 'UTC')::date`)} from (${keyed}) o group by 1, 2, 3, 4`,
  );
  await expectSameRows(
    db,
    sql.raw(`select showroom_id, brand, type, month, ${measures} from analytics_monthly_order_keys
      where (revenue_cents, orders) <> (0, 0)`),
    sql`${sales(`date_trunc('month', order_date at time zone 'UTC')::date`)} from (${keyed}) o group by 1, 2, 3, 4`,
  );
  await expectSameRows(
    db,
    sql`
      select brand, type, customer_key, showroom_id, orders, first_order_at, second_order_at, last_order_at
      from analytics_key_customers`,
    sql`
      select brand, type, coalesce(customer_id::text, lower(customer_email)) as customer_key, showroom_id,
        count(*) as orders, min(order_date) as first_at,
        (array_agg(order_date order by order_date))[2] as second_at, max(order_date) as last_at
      from (${keyed}) o group by 1, 2, 3, 4`,
  );
}

/**
 * The filters' activity key rollups (migration 0030) against a recount from the quotes' lines and
 * the consultations' `stones_viewed` lists themselves: a quote under each brand, each type and each
 * brand and type of one line; a consultation under each brand and each type it viewed, and each
 * pair of a brand and a type it viewed (docs/decisions/138).
 */
async function expectActivityKeyRollupsToMatchRows(db: Executor): Promise<void> {
  const keyed = sql`
    select q.showroom_id, k.brand, k.type, q.created_at as at, 1 as quotes, 0 as consultations
    from quotes q cross join lateral (
      select qi.brand, '' as type from quote_items qi where qi.quote_id = q.id
      union select '', qi.type from quote_items qi where qi.quote_id = q.id
      union select qi.brand, qi.type from quote_items qi where qi.quote_id = q.id
    ) k
    union all
    select c.showroom_id, k.brand, k.type, c.session_start, 0, 1
    from consultations c cross join lateral (
      with viewed as (
        select e from jsonb_array_elements(
          case when jsonb_typeof(c.stones_viewed) = 'array' then c.stones_viewed else '[]' end) e
      ), brands as (
        select e ->> 'brand' as brand from viewed where jsonb_typeof(e -> 'brand') = 'string'
      ), types as (
        select e ->> 'type' as type from viewed where jsonb_typeof(e -> 'type') = 'string'
      )
      select brand, '' as type from brands
      union select '', type from types
      union select b.brand, t.type from brands b cross join types t where b.brand <> '' and t.type <> ''
    ) k`;
  for (const [table, dated] of [
    ['analytics_daily_activity_keys', 'day'],
    ['analytics_monthly_activity_keys', 'month'],
  ] as const) {
    const period = sql.raw(
      dated === 'day' ? `(at at time zone 'UTC')::date` : `date_trunc('month', at at time zone 'UTC')::date`,
    );
    await expectSameRows(
      db,
      sql.raw(`select showroom_id, brand, type, ${dated}, quotes, consultations from ${table}
        where (quotes, consultations) <> (0, 0)`),
      sql`select showroom_id, brand, type, ${period} as period, sum(quotes) as quotes,
        sum(consultations) as consultations
      from (${keyed}) k group by 1, 2, 3, 4`,
    );
  }
}

/** The pipeline tables (migration 0013) hold exactly the open prospects, consultations and quotes of the rows. */
export async function expectPipelineToMatchRows(db: Executor): Promise<void> {
  const contact = sql.raw(`trim(cu.first_name || ' ' || cu.last_name) as name, cu.email, cu.phone`);
  await expectSameRows(
    db,
    sql`
      select customer_id, showroom_id, quotes, consultations, largest_quote_cents, latest_quote_number,
        first_touch_at, last_touch_at, customer_name, customer_email, customer_phone
      from analytics_prospects`,
    sql`
      select cu.id, cu.showroom_id, count(t.quote_number) as quotes, count(*) - count(t.quote_number) as consultations,
        coalesce(max(t.quote_cents), 0) as largest,
        (array_agg(t.quote_number order by t.at desc, t.quote_number desc) filter (where t.quote_number is not null))[1] as latest,
        min(t.at) as first_at, max(t.at) as last_at, ${contact}
      from customers cu join (
        select customer_id, created_at as at, total_price_cents as quote_cents, quote_number from quotes
        union all
        select customer_id, session_start, null, null from consultations
      ) t on t.customer_id = cu.id
      where not exists (select 1 from orders o where o.customer_id = cu.id)
      group by cu.id`,
  );
  await expectSameRows(
    db,
    sql`
      select consultation_id, showroom_id, customer_id, session_start, stones_compared, customer_name,
        customer_email, customer_phone
      from analytics_open_consultations`,
    sql`
      select k.id, k.showroom_id, k.customer_id, k.session_start, jsonb_array_length(k.stones_compared) as compared,
        ${contact}
      from consultations k join customers cu on cu.id = k.customer_id
      where not k.order_placed
        and not exists (select 1 from quotes q where q.consultation_id = k.id)
        and not exists (select 1 from orders o where o.customer_id = k.customer_id and o.order_date >= k.session_start)`,
  );
  await expectSameRows(
    db,
    sql`
      select quote_id, showroom_id, customer_id, quote_number, total_price_cents, created_at, valid_until,
        customer_name, customer_email, customer_phone
      from analytics_open_quotes`,
    sql`
      select q.id, q.showroom_id, q.customer_id, q.quote_number, q.total_price_cents, q.created_at, q.valid_until,
        ${contact}
      from quotes q join customers cu on cu.id = q.customer_id
      where q.status = 'open' and q.valid_until is not null
        and not exists (select 1 from orders o where o.quote_id = q.id)`,
  );
}
