import { HIGH_INTENT_PRIORITY } from '@stonetool/domain/analytics/opportunities';
import { sql, type SQL } from 'drizzle-orm';
import {
  and,
  consultationSource,
  type FigureScope,
  quoteSource,
  rollupsAnswer,
  showroomConditions,
  unscopedShowrooms,
} from './figure-scope';
import { prioritySql } from './opportunity-rank-sql';
import { customerColumns, DAY_SECONDS, noOrderOfCustomer } from './pipeline-rows';

/**
 * Customers with at least `minTouches` quotes and consultations together, one of them in the last
 * `activeDays`, and no order at all: they keep coming back without buying. As ranked opportunity
 * rows (OpportunityRowSql), valued at their largest quote. The team member filter keeps the
 * customers that member worked with.
 */
export function highIntentRows(scope: FigureScope, now: Date, minTouches: number, activeDays: number): SQL {
  const at = now.toISOString();
  const activeSince = sql`${at}::timestamptz - make_interval(days => ${activeDays})`;
  return sql`
    select 'high_intent' as kind, 'high_intent:' || p.customer_id as id, p.showroom_id,
      ${prioritySql(HIGH_INTENT_PRIORITY, {
        touches: sql`(p.quotes + p.consultations)`,
        largestQuoteCents: sql`p.largest_quote_cents`,
      })} as priority,
      p.largest_quote_cents::bigint as value_cents,
      floor(extract(epoch from (${at}::timestamptz - p.first_at)) / ${DAY_SECONDS})::int as days,
      p.customer_id as ref_id, p.latest_quote_number as quote_number, null::int as days_left,
      p.quotes::int as quotes, p.consultations::int as consultations, null::int as stones_compared,
      p.customer_name, p.customer_email, p.customer_phone
    from (${rollupsAnswer(scope) ? recentProspects(scope, activeSince) : recentProspectsFromRows(scope, activeSince, minTouches)}) p
    where p.quotes + p.consultations >= ${minTouches}`;
}

/**
 * The prospects (customers with a quote or consultation and no order) touched since `activeSince`,
 * with their touches counted, from the prospects table.
 */
function recentProspects(scope: FigureScope, activeSince: SQL): SQL {
  return sql`
    select p.customer_id, p.showroom_id, p.quotes, p.consultations, p.largest_quote_cents,
      p.latest_quote_number, p.first_touch_at as first_at, p.customer_name, p.customer_email, p.customer_phone
    from analytics_prospects p
    where ${and([...showroomConditions(scope, 'p'), sql`p.last_touch_at >= ${activeSince}`, noOrderOfCustomer('p')])}`;
}

/**
 * The same prospects with only their touches in a filtered scope counted. A customer qualifying
 * under a filter is a prospect touched since `activeSince` with at least `minTouches` touches in
 * all (the filter's touches being some of them), so the candidates are read from the prospects
 * table as the unfiltered figure reads them (a few thousand rows at platform scale, found by the
 * last touch). Their touches in scope are read from quoteSource and consultationSource: under a
 * brand or type filter the stone key rows of each candidate and key, an index-only look-up
 * (migration 0031, docs/decisions/141) where the quotes' lines and the consultations' viewed
 * stones were read for every candidate. One counted touch must itself be recent; the quotes
 * themselves are read for their value and number only for the customers that qualify.
 */
function recentProspectsFromRows(scope: FigureScope, activeSince: SQL, minTouches: number): SQL {
  // The showrooms are kept on the touches found, once, not within each candidate's look-ups,
  // where PostgreSQL hashed the showrooms again for every candidate.
  const quoted = quoteSource(unscopedShowrooms(scope));
  const consulted = consultationSource(unscopedShowrooms(scope));
  return sql`
    with candidates as materialized (
      select p.customer_id from analytics_prospects p
      where p.last_touch_at >= ${activeSince} and p.quotes + p.consultations >= ${minTouches}
        and ${noOrderOfCustomer('p')}
    ), touches as materialized (
      -- Each candidate's own rows through the customer indexes (a lateral join), not a hash join
      -- over every quote and consultation the planner would choose for several thousand of them.
      select p.customer_id, t.at, t.quote_id, t.showroom_id
      from candidates p cross join lateral (
        select q.created_at as at, ${quoted.id} as quote_id, q.showroom_id
        from ${quoted.from} where ${and([sql`q.customer_id = p.customer_id`, ...quoted.conditions])}
        union all
        select k.session_start, null, k.showroom_id
        from ${consulted.from} where ${and([sql`k.customer_id = p.customer_id`, ...consulted.conditions])}
      ) t
    ), per_customer as (
      select customer_id, count(quote_id)::int as quotes, (count(*) - count(quote_id))::int as consultations,
        array_agg(quote_id) filter (where quote_id is not null) as quote_ids, min(at) as first_at
      from touches t where ${and(showroomConditions(scope, 't'))}
      group by customer_id
      having max(at) >= ${activeSince} and count(*) >= ${minTouches}
    )
    select p.customer_id, p.quotes, p.consultations, v.largest_quote_cents, v.latest_quote_number, p.first_at,
      c.showroom_id, ${customerColumns}
    from per_customer p join customers c on c.id = p.customer_id
    cross join lateral (
      select coalesce(max(q.total_price_cents), 0) as largest_quote_cents,
        (array_agg(q.quote_number order by q.created_at desc, q.quote_number desc))[1] as latest_quote_number
      from quotes q where q.id = any(p.quote_ids)
    ) v`;
}
