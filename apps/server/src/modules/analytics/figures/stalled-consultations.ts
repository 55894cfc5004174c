import type { Executor } from '@stonetool/db/client';
import { sql, type SQL } from 'drizzle-orm';
import {
  and,
  consultationInScope,
  type FigureScope,
  num,
  rollupsAnswer,
  showroomConditions,
} from './figure-scope';
import {
  type CustomerColumnsRow,
  DAY_SECONDS,
  noOrderSince,
  type PipelineRow,
  readCustomer,
} from './pipeline-rows';

export interface StalledConsultationRow extends PipelineRow {
  consultationId: string;
  stonesCompared: number;
  daysInPipeline: number;
  /** The showroom's average order value over the 90 UTC days before today, in cents. */
  typicalOrderCents: number;
}

type StalledConsultationSqlRow = CustomerColumnsRow & {
  id: string;
  showroom_id: string;
  stones_compared: number;
  days_in_pipeline: number;
  typical_order_cents: string;
};

/**
 * Consultations with a customer held between `afterDays` and `untilDays` ago that led to no quote
 * and after which the customer placed no order, each valued at its showroom's typical order (from
 * the daily sales rollup).
 */
export async function stalledConsultations(
  db: Executor,
  scope: FigureScope,
  now: Date,
  afterDays: number,
  untilDays: number,
): Promise<StalledConsultationRow[]> {
  const at = now.toISOString();
  const heldInWindow = (column: string): SQL[] => [
    sql`${sql.raw(column)} < ${at}::timestamptz - make_interval(days => ${afterDays})`,
    sql`${sql.raw(column)} >= ${at}::timestamptz - make_interval(days => ${untilDays})`,
  ];
  const today = sql`(${at}::timestamptz at time zone 'UTC')::date`;
  const result = await db.execute<StalledConsultationSqlRow>(sql`
    with stalled as materialized (
      ${openConsultations(scope, heldInWindow)}
    ), typical as (
      select d.showroom_id, round(sum(d.revenue_cents)::numeric / nullif(sum(d.orders), 0))::text as cents
      from (
        select showroom_id, day, revenue_cents, orders from analytics_daily_sales
        union all
        select showroom_id, day, revenue_cents, orders from analytics_sales_deltas
      ) d
      where d.showroom_id in (select showroom_id from stalled) and d.day >= ${today} - 90 and d.day < ${today}
      group by d.showroom_id
    )
    select s.id, s.showroom_id, s.stones_compared,
      floor(extract(epoch from (${at}::timestamptz - s.session_start)) / ${DAY_SECONDS})::int as days_in_pipeline,
      coalesce(typical.cents, '0') as typical_order_cents, s.customer_name, s.customer_email, s.customer_phone
    from stalled s left join typical on typical.showroom_id = s.showroom_id`);
  return result.rows.map((row) => ({
    showroomId: row.showroom_id,
    customer: readCustomer(row),
    consultationId: row.id,
    stonesCompared: num(row.stones_compared),
    daysInPipeline: num(row.days_in_pipeline),
    typicalOrderCents: num(row.typical_order_cents),
  }));
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
