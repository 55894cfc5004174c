import { STALLED_CONSULTATION_PRIORITY } from '@stonetool/domain/analytics/opportunities';
import { sql, type SQL } from 'drizzle-orm';
import {
  and,
  consultationInScope,
  type FigureScope,
  rollupsAnswer,
  showroomConditions,
} from './figure-scope';
import { prioritySql } from './opportunity-rank-sql';
import { DAY_SECONDS, noOrderSince } from './pipeline-rows';

/**
 * Consultations with a customer held between `afterDays` and `untilDays` ago that led to no quote
 * and after which the customer placed no order, as ranked opportunity rows (OpportunityRowSql),
 * each valued at its showroom's typical order: the average order over the 90 UTC days before
 * today, from the daily sales rollup and its deltas.
 */
export function stalledConsultationRows(
  scope: FigureScope,
  now: Date,
  afterDays: number,
  untilDays: number,
): SQL {
  const at = now.toISOString();
  const heldInWindow = (column: string): SQL[] => [
    sql`${sql.raw(column)} < ${at}::timestamptz - make_interval(days => ${afterDays})`,
    sql`${sql.raw(column)} >= ${at}::timestamptz - make_interval(days => ${untilDays})`,
  ];
  const today = sql`(${at}::timestamptz at time zone 'UTC')::date`;
  return sql`
    with stalled as materialized (
      select s.*, floor(extract(epoch from (${at}::timestamptz - s.session_start)) / ${DAY_SECONDS})::int as days
      from (${openConsultations(scope, heldInWindow)}) s
    ), typical as (
      select d.showroom_id, round(sum(d.revenue_cents)::numeric / nullif(sum(d.orders), 0))::bigint as cents
      from (
        select showroom_id, day, revenue_cents, orders from analytics_daily_sales
        union all
        select showroom_id, day, revenue_cents, orders from analytics_sales_deltas
      ) d
      where d.showroom_id in (select showroom_id from stalled) and d.day >= ${today} - 90 and d.day < ${today}
      group by d.showroom_id
    )
    select 'stalled_consultation' as kind, 'stalled_consultation:' || s.id as id, s.showroom_id,
      ${prioritySql(STALLED_CONSULTATION_PRIORITY, {
        stonesCompared: sql`s.stones_compared`,
        daysInPipeline: sql`s.days`,
      })} as priority,
      coalesce(typical.cents, 0) as value_cents, s.days, s.id as ref_id, null::text as quote_number,
      null::int as days_left, null::int as quotes, null::int as consultations, s.stones_compared::int as stones_compared,
      s.customer_name, s.customer_email, s.customer_phone
    from stalled s left join typical on typical.showroom_id = s.showroom_id`;
}

/**
 * The open consultations held in `window`, from the open consultations table; a filtered scope
 * keeps those its consultation stone keys or team member name (consultationInScope).
 */
function openConsultations(scope: FigureScope, window: (column: string) => SQL[]): SQL {
  return sql`
    select s.consultation_id as id, s.showroom_id, s.session_start, s.stones_compared,
      s.customer_name, s.customer_email, s.customer_phone
    from analytics_open_consultations s
    where ${and([
      ...showroomConditions(scope, 's'),
      ...window('s.session_start'),
      noOrderSince('s'),
      ...(rollupsAnswer(scope) ? [] : [consultationInScope(scope, 's')]),
    ])}`;
}
