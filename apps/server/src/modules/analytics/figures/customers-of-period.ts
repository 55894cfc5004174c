import type { Executor } from '@stonetool/db/client';
import type { TimeWindow } from '@stonetool/domain/analytics/periods';
import { sql } from 'drizzle-orm';
import { EXPORT_ROW_LIMIT } from './export-row-limit';
import { and, type FigureScope, num, saleSource } from './figure-scope';

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
 * with their orders and revenue in the period and the dates of their first order ever and last one;
 * the name, e-mail and phone are those of their latest order. The orders are those the sales figures
 * count (saleSource): under a brand or type filter, the order stone keys of that filter, an order
 * holding such a line counted once and whole (docs/decisions/093).
 */
export async function customersOfPeriod(
  db: Executor,
  scope: FigureScope,
  window: TimeWindow,
): Promise<CustomerExportRow[]> {
  const start = sql`${window.start.toISOString()}::timestamptz`;
  const sales = saleSource(scope);
  const result = await db.execute<CustomerExportSqlRow>(sql`
    with buyers as (
      select o.showroom_id,
        (array_agg(${sales.id} order by o.order_date desc))[1] as latest_order_id,
        count(*) filter (where o.order_date >= ${start})::int as orders,
        coalesce(sum(o.total_cents) filter (where o.order_date >= ${start}), 0) as revenue_cents,
        min(o.order_date) as first_order_at,
        max(o.order_date) as last_order_at
      from ${sales.from}
      where ${and([...sales.conditions, sql`o.order_date < ${window.end.toISOString()}::timestamptz`])}
      group by o.showroom_id, analytics_buyer_key(o.customer_id, o.customer_email)
      having bool_or(o.order_date >= ${start})
    )
    select s.name as showroom_name,
      trim(latest.customer_first_name || ' ' || latest.customer_last_name) as name,
      latest.customer_email as email, latest.customer_phone as phone, b.orders,
      b.revenue_cents::text as revenue_cents,
      (extract(epoch from b.first_order_at) * 1000)::float8 as first_ms,
      (extract(epoch from b.last_order_at) * 1000)::float8 as last_ms
    from buyers b
      join showrooms s on s.id = b.showroom_id
      join orders latest on latest.id = b.latest_order_id
    order by b.revenue_cents desc, 2
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
