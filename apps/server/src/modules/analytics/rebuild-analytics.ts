import type { Executor } from '@stonetool/db/client';
import { sql, type SQL } from 'drizzle-orm';

/**
 * The analytics the triggers and the fold keep from the rows (not preferences or targets): the
 * rollups, the pipeline and the stone keys. The queues the triggers append to and the fold
 * empties are not among them.
 */
export const FOLDED_ANALYTICS_TABLES = [
  'analytics_daily_sales',
  'analytics_daily_activity',
  'analytics_daily_stones',
  'analytics_platform_daily_stones',
  'analytics_platform_monthly_stones',
  'analytics_daily_buyers',
  'analytics_monthly_sales',
  'analytics_monthly_activity',
  'analytics_monthly_buyers',
  'analytics_customers',
  'analytics_prospects',
  'analytics_open_consultations',
  'analytics_open_quotes',
  'analytics_order_stone_keys',
  'analytics_quote_stone_keys',
  'analytics_consultation_stone_keys',
  'analytics_daily_order_keys',
  'analytics_monthly_order_keys',
  'analytics_key_customers',
  'analytics_daily_activity_keys',
  'analytics_monthly_activity_keys',
];

/** The queues the triggers append to and the fold empties: the deltas and the changes. */
export const ANALYTICS_DELTA_TABLES = [
  'analytics_sales_deltas',
  'analytics_activity_deltas',
  'analytics_stone_deltas',
  'analytics_buyer_changes',
  'analytics_pipeline_changes',
  'analytics_order_key_deltas',
  'analytics_activity_key_deltas',
];

/** Rows waiting in the delta and change tables, which the fold has still to empty. */
export async function unfoldedRows(db: Executor): Promise<number> {
  const result = await db.execute<{ rows: string }>(
    sql.raw(
      `select (${ANALYTICS_DELTA_TABLES.map((table) => `(select count(*) from ${table})`).join(' + ')})::text as rows`,
    ),
  );
  return Number(result.rows[0]?.rows);
}

/** Every table the analytics triggers and the fold derive from the rows: the queues, then what they fold into. */
const DERIVED_TABLES = [...ANALYTICS_DELTA_TABLES, ...FOLDED_ANALYTICS_TABLES];

/**
 * The stone deltas of every line of `parent` as the line triggers append them when the lines are
 * inserted (migrations 0011 and 0017): each stone counts a parent once a day, lines add their
 * revenue, and the newest parent names its stone.
 */
const linesSource = (parent: 'quotes' | 'orders') => {
  const [lines, key, at, counts, revenue] =
    parent === 'quotes'
      ? ['quote_items', 'quote_id', 'created_at', 'true', '0']
      : ['order_items', 'order_id', 'order_date', 'analytics_is_sale(p.status)', 'l.line_total_cents'];
  return `
    select p.showroom_id, analytics_day(p.${at}) as day, l.brand, l.type, l.color,
      count(distinct l.${key}) as counted, sum(${revenue})::bigint as revenue_cents, max(p.${at}) as at,
      (array_agg(l.stone_id order by p.${at} desc))[1] as stone_id
    from ${lines} l join ${parent} p on p.id = l.${key}
    where ${counts}
    group by 1, 2, 3, 4, 5`;
};

/** Runs each statement of a text[] the migrations' SQL generators answer. */
async function runGenerated(db: Executor, generator: SQL): Promise<void> {
  const result = await db.execute<{ statement: string }>(sql`select unnest(${generator}) as statement`);
  for (const row of result.rows) await db.execute(sql.raw(row.statement));
}

/**
 * Rebuilds every analytics table from the rows they summarise in one set-based pass, for rows
 * loaded the way an import loads them, with the analytics triggers off (the benchmark's platform
 * of a million orders: row by row, the triggers took over an hour). It gives what the writers'
 * triggers and the fold would have: the deltas an insert of every row would append (activity and
 * stones through the triggers' own generators, analytics_activity_sql and analytics_stone_sql;
 * the sales and buyers as analytics_orders_inserted appends them, its static statements over the
 * whole table), then the fold itself (analytics_fold) in one batch; the pipeline tables and the
 * stone keys recomputed for every key by the generators and refresh functions the triggers call.
 * rebuild-analytics.test.ts holds it to the triggers' result table by table. Run it with no writer
 * at work: it empties the tables first.
 */
export async function rebuildAnalytics(db: Executor): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql.raw(`truncate ${DERIVED_TABLES.join(', ')}`));
    await tx.execute(sql`select analytics_order_stone_keys_refresh(array(select id from orders))`);
    // The order key rollups and buyers from those key rows in one pass, not through the deltas
    // their triggers just appended (migration 0029).
    await tx.execute(sql`select analytics_order_keys_rebuild()`);
    await tx.execute(
      sql`select analytics_quote_stone_keys_refresh(array(select distinct quote_id from quote_items))`,
    );
    await tx.execute(sql`
      select analytics_consultation_stone_keys_refresh(array(
        select id from consultations where stones_viewed <> '[]'::jsonb))`);
    // The activity key deltas those key rows' triggers appended, folded into their rollups (migration 0030).
    await tx.execute(sql`select analytics_fold_activity_keys(2147483647)`);
    // What analytics_orders_inserted appends for a new order (migration 0017).
    await tx.execute(sql`
      insert into analytics_sales_deltas (showroom_id, day, revenue_cents, tax_cents, wholesale_cost_cents, orders,
        fulfilled_orders)
      select n.showroom_id, analytics_day(n.order_date), sum(n.total_cents), sum(n.tax_cents),
        sum(n.wholesale_cost_cents), count(*), count(*) filter (where analytics_is_fulfilled(n.status))
      from orders n
      where analytics_is_sale(n.status) and exists (select 1 from showrooms s where s.id = n.showroom_id)
      group by 1, 2`);
    await tx.execute(sql`
      insert into analytics_buyer_changes (showroom_id, customer_key)
      select distinct n.showroom_id, analytics_buyer_key(n.customer_id, n.customer_email)
      from orders n
      where analytics_is_sale(n.status) and analytics_buyer_key(n.customer_id, n.customer_email) is not null
        and exists (select 1 from showrooms s where s.id = n.showroom_id)`);
    for (const [measure, at] of [
      ['quotes', 'created_at'],
      ['consultations', 'session_start'],
    ] as const) {
      const source = `select showroom_id, analytics_day(${at}) as day, 1 as sign from ${measure}`;
      const statement = await tx.execute<{ text: string }>(
        sql`select analytics_activity_sql(${measure}, ${source}) as text`,
      );
      await tx.execute(sql.raw(String(statement.rows[0]?.text)));
    }
    for (const parent of ['quotes', 'orders'] as const) {
      const statement = await tx.execute<{ text: string }>(
        sql`select analytics_stone_sql(${parent}, ${linesSource(parent)}) as text`,
      );
      await tx.execute(sql.raw(String(statement.rows[0]?.text)));
    }
    // The server's fold, every delta in one batch: the daily rollups, and through their triggers
    // the monthly ones, the buyers and the buyers by day.
    await tx.execute(sql`select analytics_fold(2147483647)`);
    await runGenerated(tx, sql`analytics_prospects_sql('select id as customer_id from customers')`);
    await runGenerated(
      tx,
      sql`analytics_open_consultations_sql('select id as consultation_id from consultations')`,
    );
    await runGenerated(tx, sql`analytics_open_quotes_sql('select id as quote_id from quotes')`);
  });
}
