import type { Executor } from '@stonetool/db/client';
import type { TimeWindow } from '@stonetool/domain/analytics/periods';
import { sql } from 'drizzle-orm';
import { EXPORT_ROW_LIMIT } from './export-row-limit';
import { and, type FigureScope, num, saleConditions } from './figure-scope';

export interface CustomerExportRow {
  showroomName: string;
  name: string;
  email: string;
  phone: string | null;
  orders: number;
  revenueCents: number;
  firstOrderAt: Date;
  lastOrderAt: Date;
}

type CustomerExportSqlRow = {
  showroom_name: string;
  name: string;
  email: string;
  phone: string | null;
  orders: number;
  revenue_cents: string;
  first_ms: number;
  last_ms: number;
};

/**
 * The customers who bought in a period (as in customerCounts: the customer record, or the e-mail),
 * with their orders and revenue in the period and the dates of their first order ever and last one.
 */
export async function customersOfPeriod(
  db: Executor,
  scope: FigureScope,
  window: TimeWindow,
): Promise<CustomerExportRow[]> {
  const start = window.start.toISOString();
  const result = await db.execute<CustomerExportSqlRow>(sql`
    select s.name as showroom_name,
      (array_agg(trim(o.customer_first_name || ' ' || o.customer_last_name) order by o.order_date desc))[1] as name,
      (array_agg(o.customer_email order by o.order_date desc))[1] as email,
      (array_agg(o.customer_phone order by o.order_date desc))[1] as phone,
      count(*) filter (where o.order_date >= ${start}::timestamptz)::int as orders,
      coalesce(sum(o.total_cents) filter (where o.order_date >= ${start}::timestamptz), 0)::text as revenue_cents,
      (extract(epoch from min(o.order_date)) * 1000)::float8 as first_ms,
      (extract(epoch from max(o.order_date)) * 1000)::float8 as last_ms
    from orders o join showrooms s on s.id = o.showroom_id
    where ${and([...saleConditions(scope), sql`o.order_date < ${window.end.toISOString()}::timestamptz`])}
    group by s.name, o.showroom_id, analytics_buyer_key(o.customer_id, o.customer_email)
    having bool_or(o.order_date >= ${start}::timestamptz)
    order by coalesce(sum(o.total_cents) filter (where o.order_date >= ${start}::timestamptz), 0) desc, 2
    limit ${EXPORT_ROW_LIMIT}`);
  return result.rows.map((row) => ({
    showroomName: row.showroom_name,
    name: row.name,
    email: row.email,
    phone: row.phone,
    orders: num(row.orders),
    revenueCents: num(row.revenue_cents),
    firstOrderAt: new Date(num(row.first_ms)),
    lastOrderAt: new Date(num(row.last_ms)),
  }));
}
