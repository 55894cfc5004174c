import type { Executor } from '@stonetool/db/client';
import { sql, type SQL } from 'drizzle-orm';
import {
  and,
  consultationConditions,
  consultationSource,
  type FigureScope,
  num,
  quoteConditions,
  quoteSource,
  rollupsAnswer,
  showroomConditions,
  type SqlNumber,
} from './figure-scope';
import {
  customerColumns,
  type CustomerColumnsRow,
  DAY_SECONDS,
  noOrderOfCustomer,
  type PipelineRow,
  readCustomer,
} from './pipeline-rows';

export interface HighIntentRow extends PipelineRow {
  customerId: string;
  quotes: number;
  consultations: number;
  largestQuoteCents: number;
  latestQuoteNumber: string | null;
  daysInPipeline: number;
}

type HighIntentSqlRow = CustomerColumnsRow & {
  customer_id: string;
  showroom_id: string;
  quotes: SqlNumber;
  consultations: SqlNumber;
  largest_quote_cents: SqlNumber;
  latest_quote_number: string | null;
  days_in_pipeline: number;
};

/**
 * Customers with at least `minTouches` quotes and consultations together, one of them in the last
 * `activeDays`, and no order at all: they keep coming back without buying. The team member filter
 * keeps the customers that member worked with.
 */
export async function highIntentCustomers(
  db: Executor,
  scope: FigureScope,
  now: Date,
  minTouches: number,
  activeDays: number,
): Promise<HighIntentRow[]> {
  const at = now.toISOString();
  const activeSince = sql`${at}::timestamptz - make_interval(days => ${activeDays})`;
  const result = await db.execute<HighIntentSqlRow>(sql`
    select p.customer_id, p.showroom_id, p.quotes, p.consultations, p.largest_quote_cents, p.latest_quote_number,
      floor(extract(epoch from (${at}::timestamptz - p.first_at)) / ${DAY_SECONDS})::int as days_in_pipeline,
      p.customer_name, p.customer_email, p.customer_phone
    from (${rollupsAnswer(scope) ? recentProspects(scope, activeSince) : recentProspectsFromRows(scope, activeSince)}) p
    where p.quotes + p.consultations >= ${minTouches}`);
  return result.rows.map((row) => ({
    showroomId: row.showroom_id,
    customer: readCustomer(row),
    customerId: row.customer_id,
    quotes: num(row.quotes),
    consultations: num(row.consultations),
    largestQuoteCents: num(row.largest_quote_cents),
    latestQuoteNumber: row.latest_quote_number,
    daysInPipeline: num(row.days_in_pipeline),
  }));
}

/**
 * The prospects (customers with a quote or consultation and no order) touched since `activeSince`,
 * with their touches counted, from the prospects table.
 */
function recentProspects(scope: FigureScope, activeSince: SQL): SQL {
  return sql`
    select p.customer_id, p.showroom_id, p.quotes, p.consultations, p.largest_quote_cents::text as largest_quote_cents,
      p.latest_quote_number, p.first_touch_at as first_at, p.customer_name, p.customer_email, p.customer_phone
    from analytics_prospects p
    where ${and([...showroomConditions(scope, 'p'), sql`p.last_touch_at >= ${activeSince}`, noOrderOfCustomer('p')])}`;
}

/** The same prospects counted from the quotes and consultations of a filtered scope. */
function recentProspectsFromRows(scope: FigureScope, activeSince: SQL): SQL {
  const quoteScope = and([...quoteConditions(scope), sql`q.customer_id is not null`]);
  const consultationScope = and([...consultationConditions(scope), sql`k.customer_id is not null`]);
  // The recent touches are found through the stone keys under a brand or type filter.
  const quotes = quoteSource(scope);
  const consultations = consultationSource(scope);
  const recentQuotes = and([...quotes.conditions, sql`q.customer_id is not null`]);
  const recentConsultations = and([...consultations.conditions, sql`k.customer_id is not null`]);
  // Only a customer touched since `activeSince` and without an order can qualify: find those
  // first through the date indexes, then count every touch of theirs, not every touch ever. Most
  // customers have bought, so the customers rollup (a row per buyer with an order not cancelled)
  // leaves out most of them before their orders are looked up for one of any status.
  return sql`
    with unsold as materialized (
      select recent.customer_id from (
        select q.showroom_id, q.customer_id from ${quotes.from} where ${recentQuotes} and q.created_at >= ${activeSince}
        union all
        select k.showroom_id, k.customer_id from ${consultations.from}
        where ${recentConsultations} and k.session_start >= ${activeSince}
      ) recent
      where not exists (
        select 1 from analytics_customers r
        where r.showroom_id = recent.showroom_id and r.customer_key = recent.customer_id::text
      )
    ), candidates as (
      -- A subquery per customer left (a few hundred), not an anti-join the planner would run over
      -- every order for its estimate of them.
      select distinct customer_id from unsold
      where (select o.id from orders o where o.customer_id = unsold.customer_id limit 1) is null
    ), touches as (
      select q.customer_id, q.created_at as at, q.total_price_cents as quote_cents, q.quote_number
      from quotes q where ${quoteScope} and q.customer_id in (select customer_id from candidates)
      union all
      select k.customer_id, k.session_start as at, null, null
      from consultations k where ${consultationScope} and k.customer_id in (select customer_id from candidates)
    ), per_customer as (
      select customer_id, count(quote_number)::int as quotes,
        (count(*) - count(quote_number))::int as consultations,
        coalesce(max(quote_cents), 0)::text as largest_quote_cents,
        (array_agg(quote_number order by at desc, quote_number desc) filter (where quote_number is not null))[1]
          as latest_quote_number,
        min(at) as first_at
      from touches group by customer_id
    )
    select p.*, c.showroom_id, ${customerColumns}
    from per_customer p join customers c on c.id = p.customer_id`;
}
