import type { Executor } from '@stonetool/db/client';
import type { PeriodWindows } from '@stonetool/domain/analytics/periods';
import type { SaleAmounts } from '@stonetool/domain/analytics/profit';
import { sql } from 'drizzle-orm';
import {
  and,
  type FigureScope,
  keyRollupsAnswer,
  num,
  rollupsAnswer,
  saleSource,
  stoneKeyConditions,
} from './figure-scope';
import { currentAndPrevious, dailyAndMonthlyRows, rowPeriod, rowWindows, withinAny } from './period-rows';

/**
 * The sales of one period, in cents; revenue is the sum of order totals (what customers paid,
 * sales tax and delivery included).
 */
export interface SalesTotals extends SaleAmounts {
  orders: number;
  /** Orders completed or delivered. */
  fulfilledOrders: number;
}

export interface PeriodSales {
  showroomId: string;
  current: SalesTotals;
  previous: SalesTotals;
}

/** The current ('c') and the previous ('p') period. */
type Period = 'c' | 'p';

/** A showroom's totals of both periods as text, `<period>_<index>` in the order `totals` lists them. */
type PeriodSalesSqlRow = { showroom_id: string } & Record<`${Period}_${0 | 1 | 2 | 3 | 4}`, string>;

/**
 * Sales of the current and previous periods, per showroom: the whole months and days from the
 * monthly and daily sales rollups (under a brand or type filter, the order key rollups of its
 * key) and the partial days at the windows' ends from the orders or their stone keys (through their
 * date indexes), or every order of both windows when a team member filter needs the rows.
 */
export async function salesByShowroom(
  db: Executor,
  scope: FigureScope,
  windows: PeriodWindows,
): Promise<PeriodSales[]> {
  const periods = currentAndPrevious(windows);
  const rollups = rollupsAnswer(scope);
  const keyRollups = keyRollupsAnswer(scope);
  const sales = saleSource(scope);
  const orderRows = sql`
    select o.showroom_id, ${rowPeriod('o.order_date', periods)} as period, o.total_cents as revenue_cents,
      o.tax_cents, o.wholesale_cost_cents, 1 as orders,
      analytics_is_fulfilled(o.status)::int as fulfilled_orders
    from ${sales.from}
    where ${and([...sales.conditions, withinAny('o.order_date', rowWindows(periods, rollups || keyRollups))])}`;
  const tables = rollups
    ? { daily: 'analytics_daily_sales', monthly: 'analytics_monthly_sales', deltas: 'analytics_sales_deltas' }
    : {
        daily: 'analytics_daily_order_keys',
        monthly: 'analytics_monthly_order_keys',
        deltas: 'analytics_order_key_deltas',
      };
  const parts =
    rollups || keyRollups
      ? sql`${orderRows}
      union all
      ${dailyAndMonthlyRows(
        scope,
        periods,
        tables,
        'd.revenue_cents, d.tax_cents, d.wholesale_cost_cents, d.orders, d.fulfilled_orders',
        keyRollups ? stoneKeyConditions(scope, 'd') : [],
      )}`
      : orderRows;
  const totals = (prefix: Period) => {
    const inPeriod = sql`period = ${prefix}`;
    return sql.join(
      [
        sql`coalesce(sum(revenue_cents) filter (where ${inPeriod}), 0)::text`,
        sql`coalesce(sum(tax_cents) filter (where ${inPeriod}), 0)::text`,
        sql`coalesce(sum(wholesale_cost_cents) filter (where ${inPeriod}), 0)::text`,
        sql`coalesce(sum(orders) filter (where ${inPeriod}), 0)::text`,
        sql`coalesce(sum(fulfilled_orders) filter (where ${inPeriod}), 0)::text`,
      ].map((part, index) => sql`${part} as ${sql.raw(`${prefix}_${index}`)}`),
      sql`, `,
    );
  };
  const result = await db.execute<PeriodSalesSqlRow>(sql`
    select showroom_id, ${totals('c')}, ${totals('p')}
    from (${parts}) parts
    group by showroom_id`);
  const read = (row: PeriodSalesSqlRow, prefix: Period): SalesTotals => ({
    revenueCents: num(row[`${prefix}_0`]),
    taxCents: num(row[`${prefix}_1`]),
    wholesaleCostCents: num(row[`${prefix}_2`]),
    orders: num(row[`${prefix}_3`]),
    fulfilledOrders: num(row[`${prefix}_4`]),
  });
  return result.rows.map((row) => ({
    showroomId: row.showroom_id,
    current: read(row, 'c'),
    previous: read(row, 'p'),
  }));
}
