import type { Executor } from '@stonetool/db/client';
import {
  splitByDay,
  splitByMonth,
  type DayRange,
  type DaySplit,
  type PeriodWindows,
  type TimeWindow,
} from '@stonetool/domain/analytics/periods';
import { sql, type SQL } from 'drizzle-orm';

/**
 * The one SQL module of Business Analytics: every figure the showroom and admin dashboards show
 * is computed here by PostgreSQL over the real rows, never over a page in JavaScript. Each query
 * takes the same `FigureScope`, so the filters mean the same thing in every figure (documented in
 * docs/decisions/063-business-analytics-figures-insights-predictions-and-targets.md, "Business Analytics").
 */

/** The pseudo team member the spec adds for the showroom owner (spec 03 section 2). */
export const OWNER_MEMBER_ID = 'owner';

export interface FigureScope {
  /** One showroom (a showroom user's own, or the admin's showroom filter); all when absent. */
  showroomId?: string | undefined;
  /** Whether test showrooms count; a showroom user's own showroom always counts for them. */
  includeTestShowrooms: boolean;
  brand?: string | undefined;
  type?: string | undefined;
  /** A team member's id, or 'owner' for what the owner did himself. */
  teamMember?: string | undefined;
}

/** Text of a sum or count, read as a number: bigint sums stay exact in both database drivers. */
const num = (value: unknown): number => Number(value ?? 0);

function showroomConditions(scope: FigureScope, alias: string): SQL[] {
  const conditions: SQL[] = [];
  const column = sql.raw(`${alias}.showroom_id`);
  if (scope.showroomId !== undefined) conditions.push(sql`${column} = ${scope.showroomId}`);
  if (!scope.includeTestShowrooms) {
    conditions.push(sql`${column} in (select id from showrooms where not is_test)`);
  }
  return conditions;
}

function memberCondition(scope: FigureScope, column: string): SQL[] {
  if (scope.teamMember === undefined) return [];
  const ref = sql.raw(column);
  return scope.teamMember === OWNER_MEMBER_ID ? [sql`${ref} is null`] : [sql`${ref} = ${scope.teamMember}`];
}

/** Lines of a stone snapshot table (order_items, quote_items) matching the brand and type filters. */
function stoneConditions(scope: FigureScope, alias: string): SQL[] {
  const conditions: SQL[] = [];
  if (scope.brand !== undefined) conditions.push(sql`${sql.raw(alias)}.brand = ${scope.brand}`);
  if (scope.type !== undefined) conditions.push(sql`${sql.raw(alias)}.type = ${scope.type}`);
  return conditions;
}

const and = (conditions: SQL[]): SQL =>
  conditions.length === 0 ? sql`true` : sql.join(conditions, sql` and `);

const within = (column: string, window: TimeWindow): SQL =>
  sql`${sql.raw(column)} >= ${window.start.toISOString()}::timestamptz and ${sql.raw(column)} < ${window.end.toISOString()}::timestamptz`;

/**
 * The orders that count as sales (alias `o`): not cancelled (a cancelled sale brought no money,
 * as on the Orders tab), in scope, placed by the team member filtered on, and, with a brand or
 * type filter, holding at least one line of that brand or type (the order is counted whole).
 */
function saleConditions(scope: FigureScope): SQL[] {
  const conditions = [sql`o.status <> 'cancelled'`, ...showroomConditions(scope, 'o')];
  conditions.push(...memberCondition(scope, 'o.placed_by_team_member_id'));
  const stone = stoneConditions(scope, 'oi');
  if (stone.length > 0) {
    conditions.push(sql`exists (select 1 from order_items oi where oi.order_id = o.id and ${and(stone)})`);
  }
  return conditions;
}

/** Consultations in scope (alias `k`); a brand or type filter keeps those that viewed such a stone. */
function consultationConditions(scope: FigureScope): SQL[] {
  const conditions = [...showroomConditions(scope, 'k'), ...memberCondition(scope, 'k.salesperson_id')];
  if (scope.brand !== undefined) {
    conditions.push(sql`k.stones_viewed @> ${JSON.stringify([{ brand: scope.brand }])}::jsonb`);
  }
  if (scope.type !== undefined) {
    conditions.push(sql`k.stones_viewed @> ${JSON.stringify([{ type: scope.type }])}::jsonb`);
  }
  return conditions;
}

/** Saved quotes in scope (alias `q`); a brand or type filter keeps those with such a line. */
function quoteConditions(scope: FigureScope): SQL[] {
  const conditions = [
    ...showroomConditions(scope, 'q'),
    ...memberCondition(scope, 'q.created_by_team_member_id'),
  ];
  const stone = stoneConditions(scope, 'qi');
  if (stone.length > 0) {
    conditions.push(sql`exists (select 1 from quote_items qi where qi.quote_id = q.id and ${and(stone)})`);
  }
  return conditions;
}

/** The sales of one period, in cents. */
export interface SalesTotals {
  /** Sum of order totals (what customers paid, sales tax and delivery included). */
  revenueCents: number;
  /** Sales tax collected for the state, part of revenue but never profit. */
  taxCents: number;
  /** What the showroom owes the platform for the material. */
  wholesaleCostCents: number;
  orders: number;
  /** Orders completed or delivered. */
  fulfilledOrders: number;
}

export interface PeriodSales {
  showroomId: string;
  current: SalesTotals;
  previous: SalesTotals;
}

/**
 * Whether the daily rollups and the pipeline tables (packages/db/src/schema/analytics-rollups.ts)
 * answer a scope exactly: they keep showrooms and days, not the brands, types and team members of
 * the filters, so a filtered figure or opportunity is read from the rows themselves.
 */
function rollupsAnswer(scope: FigureScope): boolean {
  return scope.brand === undefined && scope.type === undefined && scope.teamMember === undefined;
}

/** A window named by the period tag its rows are summed under ('c' current, 'p' previous). */
interface TaggedWindow {
  tag: string;
  window: TimeWindow;
  split: DaySplit;
}

const tagged = (windows: { tag: string; window: TimeWindow }[]): TaggedWindow[] =>
  windows.map((entry) => ({ ...entry, split: splitByDay(entry.window) }));

const currentAndPrevious = (windows: PeriodWindows): TaggedWindow[] =>
  tagged([
    { tag: 'c', window: windows.current },
    { tag: 'p', window: windows.previous },
  ]);

/**
 * Where the figures read raw rows: the whole windows without the rollups, or only the partial
 * days at their ends with them.
 */
const rowWindows = (periods: TaggedWindow[], rollups: boolean): TimeWindow[] =>
  periods.flatMap((period) => (rollups ? period.split.edges : [period.window]));

const withinAny = (column: string, windows: TimeWindow[]): SQL =>
  windows.length === 0
    ? sql`false`
    : sql`(${sql.join(
        windows.map((window) => within(column, window)),
        sql` or `,
      )})`;

/** The period tag of a raw row by its timestamp. */
const rowPeriod = (column: string, periods: TaggedWindow[]): SQL =>
  sql`case ${sql.join(
    periods.map((period) => sql`when ${within(column, period.window)} then ${period.tag}`),
    sql` `,
  )} end`;

interface TaggedRange {
  tag: string;
  range: DayRange;
}

/** Rows whose `column` (a date) falls in one of `ranges`, and the period tag of each. */
function inRanges(column: string, ranges: TaggedRange[]): { where: SQL; tag: SQL } {
  if (ranges.length === 0) return { where: sql`false`, tag: sql`null` };
  const inRange = ({ range }: TaggedRange) =>
    sql`${sql.raw(column)} >= ${range.first}::date and ${sql.raw(column)} < ${range.end}::date`;
  return {
    where: sql`(${sql.join(
      ranges.map((entry) => sql`(${inRange(entry)})`),
      sql` or `,
    )})`,
    tag: sql`case ${sql.join(
      ranges.map((entry) => sql`when ${inRange(entry)} then ${entry.tag}`),
      sql` `,
    )} end`,
  };
}

const wholeDays = (periods: TaggedWindow[]): TaggedRange[] =>
  periods.flatMap((period) =>
    period.split.days === null ? [] : [{ tag: period.tag, range: period.split.days }],
  );

/** Rollup rows of the whole days of `periods`, and the period tag of each (alias `d`). */
const rollupDays = (periods: TaggedWindow[]) => inRanges('d.day', wholeDays(periods));

/**
 * The rows of a daily rollup and its monthly one that answer the whole days of `periods`, with
 * `measures` and the period tag (as `period`): each whole calendar month from the monthly table,
 * the days before the first and after the last from the daily one.
 */
function dailyAndMonthlyRows(
  scope: FigureScope,
  periods: TaggedWindow[],
  tables: { daily: string; monthly: string },
  measures: string,
): SQL {
  const split = wholeDays(periods).map(({ tag, range }) => ({ tag, ...splitByMonth(range) }));
  const days = inRanges(
    'd.day',
    split.flatMap(({ tag, days }) => days.map((range) => ({ tag, range }))),
  );
  const months = inRanges(
    'd.month',
    split.flatMap(({ tag, months }) => (months === null ? [] : [{ tag, range: months }])),
  );
  const rows = (table: string, ranges: { where: SQL; tag: SQL }) => sql`
    select d.showroom_id, ${ranges.tag} as period, ${sql.raw(measures)}
    from ${sql.raw(table)} d
    where ${and([...showroomConditions(scope, 'd'), ranges.where])}`;
  return sql`${rows(tables.daily, days)} union all ${rows(tables.monthly, months)}`;
}

/**
 * Sales of the current and previous periods, per showroom: the whole months and days from the
 * monthly and daily sales rollups and the partial days at the windows' ends from the orders
 * (through their date indexes), or every order of both windows when a filter needs the rows.
 */
export async function salesByShowroom(
  db: Executor,
  scope: FigureScope,
  windows: PeriodWindows,
): Promise<PeriodSales[]> {
  const periods = currentAndPrevious(windows);
  const rollups = rollupsAnswer(scope);
  const orderRows = sql`
    select o.showroom_id, ${rowPeriod('o.order_date', periods)} as period, o.total_cents as revenue_cents,
      o.tax_cents, o.wholesale_cost_cents, 1 as orders,
      (o.status in ('completed', 'delivered'))::int as fulfilled_orders
    from orders o
    where ${and([...saleConditions(scope), withinAny('o.order_date', rowWindows(periods, rollups))])}`;
  const parts = rollups
    ? sql`${orderRows}
      union all
      ${dailyAndMonthlyRows(
        scope,
        periods,
        { daily: 'analytics_daily_sales', monthly: 'analytics_monthly_sales' },
        'd.revenue_cents, d.tax_cents, d.wholesale_cost_cents, d.orders, d.fulfilled_orders',
      )}`
    : orderRows;
  const totals = (prefix: string) => {
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
  const result = await db.execute<Record<string, unknown>>(sql`
    select showroom_id, ${totals('c')}, ${totals('p')}
    from (${parts}) parts
    group by showroom_id`);
  const read = (row: Record<string, unknown>, prefix: string): SalesTotals => ({
    revenueCents: num(row[`${prefix}_0`]),
    taxCents: num(row[`${prefix}_1`]),
    wholesaleCostCents: num(row[`${prefix}_2`]),
    orders: num(row[`${prefix}_3`]),
    fulfilledOrders: num(row[`${prefix}_4`]),
  });
  return result.rows.map((row) => ({
    showroomId: String(row.showroom_id),
    current: read(row, 'c'),
    previous: read(row, 'p'),
  }));
}

export interface PeriodActivity {
  showroomId: string;
  consultations: { current: number; previous: number };
  quotes: { current: number; previous: number };
}

/**
 * Consultations held and quotes saved in the current and previous periods, per showroom: whole
 * months and days from the monthly and daily activity rollups, the partial days at the ends from
 * the rows.
 */
export async function activityByShowroom(
  db: Executor,
  scope: FigureScope,
  windows: PeriodWindows,
): Promise<PeriodActivity[]> {
  const periods = currentAndPrevious(windows);
  const rollups = rollupsAnswer(scope);
  const raw = rowWindows(periods, rollups);
  const rollupRows = sql`
    union all
    ${dailyAndMonthlyRows(
      scope,
      periods,
      { daily: 'analytics_daily_activity', monthly: 'analytics_monthly_activity' },
      'd.consultations, d.quotes',
    )}`;
  const count = (measure: string, tag: string) =>
    sql`coalesce(sum(${sql.raw(measure)}) filter (where period = ${tag}), 0)::int`;
  const result = await db.execute<Record<string, unknown>>(sql`
    select showroom_id,
      ${count('consultations', 'c')} as consultations_current, ${count('consultations', 'p')} as consultations_previous,
      ${count('quotes', 'c')} as quotes_current, ${count('quotes', 'p')} as quotes_previous
    from (
      select k.showroom_id, ${rowPeriod('k.session_start', periods)} as period, 1 as consultations, 0 as quotes
      from consultations k
      where ${and([...consultationConditions(scope), withinAny('k.session_start', raw)])}
      union all
      select q.showroom_id, ${rowPeriod('q.created_at', periods)}, 0, 1
      from quotes q
      where ${and([...quoteConditions(scope), withinAny('q.created_at', raw)])}
      ${rollups ? rollupRows : sql``}
    ) parts
    group by showroom_id`);
  return result.rows.map((row) => ({
    showroomId: String(row.showroom_id),
    consultations: { current: num(row.consultations_current), previous: num(row.consultations_previous) },
    quotes: { current: num(row.quotes_current), previous: num(row.quotes_previous) },
  }));
}

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
  const result = await db.execute<Record<string, unknown>>(
    rollupsAnswer(scope) ? customerCountsFromRollup(scope, window) : customerCountsFromOrders(scope, window),
  );
  const row = result.rows[0] ?? {};
  return { new: num(row.new_customers), repeat: num(row.repeat_customers) };
}

function customerCountsFromOrders(scope: FigureScope, window: TimeWindow): SQL {
  return sql`
    select
      count(*) filter (where first_order_at >= ${window.start.toISOString()}::timestamptz)::int as new_customers,
      count(*) filter (where ordered_in_period and orders_to_date >= 2)::int as repeat_customers
    from (
      select coalesce(o.customer_id::text, lower(o.customer_email)) as customer,
        min(o.order_date) as first_order_at,
        count(*) as orders_to_date,
        bool_or(o.order_date >= ${window.start.toISOString()}::timestamptz) as ordered_in_period
      from orders o
      where ${and([...saleConditions(scope), sql`o.order_date < ${window.end.toISOString()}::timestamptz`])}
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
 */
function customerCountsFromRollup(scope: FigureScope, window: TimeWindow): SQL {
  const start = sql`${window.start.toISOString()}::timestamptz`;
  const end = sql`${window.end.toISOString()}::timestamptz`;
  const rows = showroomConditions(scope, 'r');
  const periods = tagged([{ tag: 'c', window }]);
  const edges = periods.flatMap((period) => period.split.edges);
  const orderedInWindow = (buyer: string) => sql`exists (
    select 1 from orders o
    where ${and([
      ...saleConditions(scope),
      sql`coalesce(o.customer_id::text, lower(o.customer_email)) = ${sql.raw(buyer)}.customer_key`,
      within('o.order_date', window),
    ])})`;
  return sql`
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
      select count(*) filter (where ${withinAny('r.first_order_at', edges)}),
        count(*) filter (where ${withinAny('r.last_order_at', edges)} and r.second_order_at is not null)
      from analytics_customers r
      where ${and([
        ...rows,
        sql`not r.by_email`,
        sql`(${withinAny('r.first_order_at', edges)} or ${withinAny('r.last_order_at', edges)})`,
      ])}
      union all
      select 0, count(*) from analytics_customers r
      where ${and([
        ...rows,
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
      from (
        select r.customer_key, min(r.first_order_at) as first_at,
          least(min(r.second_order_at), (array_agg(r.first_order_at order by r.first_order_at))[2]) as second_at,
          max(r.last_order_at) as last_at
        from analytics_customers r
        where ${and([...rows, sql`r.by_email`])}
        group by r.customer_key
        having max(r.last_order_at) >= ${start}
      ) b
    ) parts`;
}

export interface StonePerformance {
  /** The catalog stone of the newest line (null when the stone left the catalog). */
  stoneId: string | null;
  brand: string;
  type: string;
  color: string;
  /** Saved quotes holding the stone. */
  quotes: number;
  /** Orders (not cancelled) holding the stone. */
  orders: number;
  /** What those lines sold for, in cents (line totals, before tax and delivery). */
  revenueCents: number;
}

/**
 * Every stone quoted or sold in a period, by brand, type and colour (the snapshot on the line):
 * the quotes and orders holding it and the revenue of its order lines. The brand and type filters
 * keep the lines of that brand and type. Whole days come from the daily stones rollup, the
 * partial days at the window's ends from the lines (a quote or order lies in one day, so the
 * parts add up).
 */
export async function stonePerformance(
  db: Executor,
  scope: FigureScope,
  window: TimeWindow,
): Promise<StonePerformance[]> {
  const periods = tagged([{ tag: 'c', window }]);
  const rollups = rollupsAnswer(scope);
  const days = rollupDays(periods);
  const raw = rowWindows(periods, rollups);
  const lineFilters = (alias: string) => stoneConditions(scope, alias);
  const quoteScope = [
    ...showroomConditions(scope, 'q'),
    ...memberCondition(scope, 'q.created_by_team_member_id'),
  ];
  const orderScope = [
    sql`o.status <> 'cancelled'`,
    ...showroomConditions(scope, 'o'),
    ...memberCondition(scope, 'o.placed_by_team_member_id'),
  ];
  // Every showroom at once reads the platform's rollup (a row per stone and day, test showrooms
  // apart); one showroom its own.
  const rollupSource =
    scope.showroomId === undefined
      ? sql`analytics_platform_daily_stones d where ${and([
          ...(scope.includeTestShowrooms ? [] : [sql`not d.test_showrooms`]),
          days.where,
        ])}`
      : sql`analytics_daily_stones d where ${and([...showroomConditions(scope, 'd'), days.where])}`;
  const rollupRows = sql`
    union all
    select d.brand, d.type, d.color, d.quotes, d.orders, d.revenue_cents, d.newest_quote_at,
      d.newest_quote_stone_id::text, d.newest_order_at, d.newest_order_stone_id::text
    from ${rollupSource}`;
  const result = await db.execute<Record<string, unknown>>(sql`
    select brand, type, color, sum(quotes)::int as quotes, sum(orders)::int as orders,
      sum(revenue_cents)::text as revenue_cents,
      coalesce(
        (array_agg(order_stone_id order by order_at desc nulls last) filter (where orders > 0))[1],
        (array_agg(quote_stone_id order by quote_at desc nulls last) filter (where quotes > 0))[1]
      ) as stone_id
    from (
      select qi.brand, qi.type, qi.color, count(distinct qi.quote_id) as quotes, 0 as orders,
        0 as revenue_cents, max(q.created_at) as quote_at,
        (array_agg(qi.stone_id::text order by q.created_at desc))[1] as quote_stone_id,
        null::timestamptz as order_at, null as order_stone_id
      from quote_items qi join quotes q on q.id = qi.quote_id
      where ${and([...quoteScope, ...lineFilters('qi'), withinAny('q.created_at', raw)])}
      group by qi.brand, qi.type, qi.color
      union all
      select oi.brand, oi.type, oi.color, 0, count(distinct oi.order_id), sum(oi.line_total_cents), null, null,
        max(o.order_date), (array_agg(oi.stone_id::text order by o.order_date desc))[1]
      from order_items oi join orders o on o.id = oi.order_id
      where ${and([...orderScope, ...lineFilters('oi'), withinAny('o.order_date', raw)])}
      group by oi.brand, oi.type, oi.color
      ${rollups ? rollupRows : sql``}
    ) parts
    group by brand, type, color
    having sum(quotes) > 0 or sum(orders) > 0`);
  return result.rows.map((row) => ({
    stoneId: row.stone_id === null ? null : String(row.stone_id),
    brand: String(row.brand),
    type: String(row.type),
    color: String(row.color),
    quotes: num(row.quotes),
    orders: num(row.orders),
    revenueCents: num(row.revenue_cents),
  }));
}

export interface MemberSales {
  /** A team member's id, or 'owner'. */
  memberId: string;
  orders: number;
  revenueCents: number;
}

/** Sales of a period by who placed them: each team member, and the owner ('owner'). */
export async function salesByTeamMember(
  db: Executor,
  scope: FigureScope,
  window: TimeWindow,
): Promise<MemberSales[]> {
  const result = await db.execute<Record<string, unknown>>(sql`
    select coalesce(o.placed_by_team_member_id::text, ${OWNER_MEMBER_ID}) as member_id,
      count(*)::int as orders, sum(o.total_cents)::text as revenue_cents
    from orders o
    where ${and([...saleConditions(scope), within('o.order_date', window)])}
    group by 1`);
  return result.rows.map((row) => ({
    memberId: String(row.member_id),
    orders: num(row.orders),
    revenueCents: num(row.revenue_cents),
  }));
}

export interface SeriesPoint {
  revenueCents: number;
  orders: number;
}

/**
 * Revenue and orders of each of `windows` (back-to-back full periods, oldest first), for the
 * predictions; periods without a sale are zeros.
 */
export async function salesSeries(
  db: Executor,
  scope: FigureScope,
  windows: TimeWindow[],
): Promise<SeriesPoint[]> {
  const first = windows[0];
  const last = windows[windows.length - 1];
  if (!first || !last) return [];
  const lengthSeconds = (last.end.getTime() - last.start.getTime()) / 1000;
  const result = await db.execute<Record<string, unknown>>(sql`
    select floor(extract(epoch from (${last.end.toISOString()}::timestamptz - o.order_date)) / ${lengthSeconds})::int as periods_ago,
      count(*)::int as orders, sum(o.total_cents)::text as revenue_cents
    from orders o
    where ${and([...saleConditions(scope), within('o.order_date', { start: first.start, end: last.end })])}
    group by 1`);
  const byAge = new Map(result.rows.map((row) => [num(row.periods_ago), row]));
  return windows.map((_, index) => {
    const row = byAge.get(windows.length - 1 - index);
    return { revenueCents: num(row?.revenue_cents), orders: num(row?.orders) };
  });
}

/**
 * Since when the scope has history: the earliest of the showrooms' creation and their first
 * order (demo and imported orders may predate the account). Null when there is no showroom.
 */
export async function historyStart(db: Executor, scope: FigureScope): Promise<Date | null> {
  const showroomRows = [
    ...(scope.showroomId !== undefined ? [sql`s.id = ${scope.showroomId}`] : []),
    ...(scope.includeTestShowrooms ? [] : [sql`not s.is_test`]),
  ];
  const result = await db.execute<Record<string, unknown>>(sql`
    select (extract(epoch from least(
      (select min(s.created_at) from showrooms s where ${and(showroomRows)}),
      (select min(o.order_date) from orders o where ${and(showroomConditions(scope, 'o'))})
    )) * 1000)::float8 as since_ms`);
  const since = result.rows[0]?.since_ms;
  return since === null || since === undefined ? null : new Date(num(since));
}

export interface PipelineCustomer {
  name: string;
  email: string | null;
  phone: string | null;
}

interface PipelineRow {
  showroomId: string;
  customer: PipelineCustomer;
}

/**
 * The opportunities of an unfiltered scope (or one showroom's) are read from the pipeline tables
 * the triggers keep (migration 0013), which hold exactly the open prospects, consultations and
 * quotes with the customer's name and contact; a brand, type or team member filter reads the rows
 * themselves, as the figures do (`rollupsAnswer`). Either source gives the customer's columns as
 * customer_name, customer_email and customer_phone.
 */
const customerColumns = sql`trim(c.first_name || ' ' || c.last_name) as customer_name, c.email as customer_email, c.phone as customer_phone`;

function readCustomer(row: Record<string, unknown>): PipelineCustomer {
  return {
    name: String(row.customer_name ?? ''),
    email: row.customer_email === null ? null : String(row.customer_email),
    phone: row.customer_phone === null ? null : String(row.customer_phone),
  };
}

const DAY_SECONDS = 86_400;

export interface ExpiringQuoteRow extends PipelineRow {
  quoteId: string;
  quoteNumber: string;
  totalCents: number;
  /** Whole days until it expires (0: today). */
  daysLeft: number;
  daysInPipeline: number;
}

/**
 * Open quotes of a customer that expire within `withinDays` of now and have no order: close to
 * their 30-day validity. Team member, brand and type filters apply as to quotes.
 */
export async function expiringQuotes(
  db: Executor,
  scope: FigureScope,
  now: Date,
  withinDays: number,
): Promise<ExpiringQuoteRow[]> {
  const at = now.toISOString();
  const expiresInWindow = (column: string): SQL[] => [
    sql`${sql.raw(column)} >= ${at}::timestamptz`,
    sql`${sql.raw(column)} < ${at}::timestamptz + make_interval(days => ${withinDays})`,
  ];
  const result = await db.execute<Record<string, unknown>>(sql`
    select q.id, q.showroom_id, q.quote_number, q.total_price_cents::text as total_cents,
      ceil(extract(epoch from (q.valid_until - ${at}::timestamptz)) / ${DAY_SECONDS})::int as days_left,
      floor(extract(epoch from (${at}::timestamptz - q.created_at)) / ${DAY_SECONDS})::int as days_in_pipeline,
      q.customer_name, q.customer_email, q.customer_phone
    from (${rollupsAnswer(scope) ? openQuotes(scope, expiresInWindow) : openQuotesFromRows(scope, expiresInWindow)}) q`);
  return result.rows.map((row) => ({
    showroomId: String(row.showroom_id),
    customer: readCustomer(row),
    quoteId: String(row.id),
    quoteNumber: String(row.quote_number),
    totalCents: num(row.total_cents),
    daysLeft: num(row.days_left),
    daysInPipeline: num(row.days_in_pipeline),
  }));
}

/** Open quotes with no order whose expiry falls in `window`, from the open quotes table. */
function openQuotes(scope: FigureScope, window: (column: string) => SQL[]): SQL {
  return sql`
    select q.quote_id as id, q.showroom_id, q.quote_number, q.total_price_cents, q.created_at, q.valid_until,
      q.customer_name, q.customer_email, q.customer_phone
    from analytics_open_quotes q
    where ${and([...showroomConditions(scope, 'q'), ...window('q.valid_until')])}`;
}

/** The same quotes found among the rows of a filtered scope, through quotes_open_expiry_idx. */
function openQuotesFromRows(scope: FigureScope, window: (column: string) => SQL[]): SQL {
  return sql`
    select q.id, q.showroom_id, q.quote_number, q.total_price_cents, q.created_at, q.valid_until, ${customerColumns}
    from quotes q join customers c on c.id = q.customer_id
    where ${and([
      ...quoteConditions(scope),
      sql`q.status = 'open'`,
      ...window('q.valid_until'),
      sql`not exists (select 1 from orders o where o.quote_id = q.id)`,
    ])}`;
}

export interface HighIntentRow extends PipelineRow {
  customerId: string;
  quotes: number;
  consultations: number;
  largestQuoteCents: number;
  latestQuoteNumber: string | null;
  daysInPipeline: number;
}

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
  const result = await db.execute<Record<string, unknown>>(sql`
    select p.customer_id, p.showroom_id, p.quotes, p.consultations, p.largest_quote_cents, p.latest_quote_number,
      floor(extract(epoch from (${at}::timestamptz - p.first_at)) / ${DAY_SECONDS})::int as days_in_pipeline,
      p.customer_name, p.customer_email, p.customer_phone
    from (${rollupsAnswer(scope) ? recentProspects(scope, activeSince) : recentProspectsFromRows(scope, activeSince)}) p
    where p.quotes + p.consultations >= ${minTouches}`);
  return result.rows.map((row) => ({
    showroomId: String(row.showroom_id),
    customer: readCustomer(row),
    customerId: String(row.customer_id),
    quotes: num(row.quotes),
    consultations: num(row.consultations),
    largestQuoteCents: num(row.largest_quote_cents),
    latestQuoteNumber: row.latest_quote_number === null ? null : String(row.latest_quote_number),
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
    where ${and([...showroomConditions(scope, 'p'), sql`p.last_touch_at >= ${activeSince}`])}`;
}

/** The same prospects counted from the quotes and consultations of a filtered scope. */
function recentProspectsFromRows(scope: FigureScope, activeSince: SQL): SQL {
  const quoteScope = and([...quoteConditions(scope), sql`q.customer_id is not null`]);
  const consultationScope = and([...consultationConditions(scope), sql`k.customer_id is not null`]);
  // Only a customer touched since `activeSince` and without an order can qualify: find those
  // first through the date indexes, then count every touch of theirs, not every touch ever. Most
  // customers have bought, so the customers rollup (a row per buyer with an order not cancelled)
  // leaves out most of them before their orders are looked up for one of any status.
  return sql`
    with unsold as materialized (
      select recent.customer_id from (
        select q.showroom_id, q.customer_id from quotes q where ${quoteScope} and q.created_at >= ${activeSince}
        union all
        select k.showroom_id, k.customer_id from consultations k
        where ${consultationScope} and k.session_start >= ${activeSince}
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

export interface StalledConsultationRow extends PipelineRow {
  consultationId: string;
  stonesCompared: number;
  daysInPipeline: number;
  /** The showroom's average order value over the 90 UTC days before today, in cents. */
  typicalOrderCents: number;
}

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
  const result = await db.execute<Record<string, unknown>>(sql`
    with stalled as materialized (
      ${rollupsAnswer(scope) ? openConsultations(scope, heldInWindow) : openConsultationsFromRows(scope, heldInWindow)}
    ), typical as (
      select d.showroom_id, round(sum(d.revenue_cents)::numeric / nullif(sum(d.orders), 0))::text as cents
      from analytics_daily_sales d
      where d.showroom_id in (select showroom_id from stalled) and d.day >= ${today} - 90 and d.day < ${today}
      group by d.showroom_id
    )
    select s.id, s.showroom_id, s.stones_compared,
      floor(extract(epoch from (${at}::timestamptz - s.session_start)) / ${DAY_SECONDS})::int as days_in_pipeline,
      coalesce(typical.cents, '0') as typical_order_cents, s.customer_name, s.customer_email, s.customer_phone
    from stalled s left join typical on typical.showroom_id = s.showroom_id`);
  return result.rows.map((row) => ({
    showroomId: String(row.showroom_id),
    customer: readCustomer(row),
    consultationId: String(row.id),
    stonesCompared: num(row.stones_compared),
    daysInPipeline: num(row.days_in_pipeline),
    typicalOrderCents: num(row.typical_order_cents),
  }));
}

/** The open consultations held in `window`, from the open consultations table. */
function openConsultations(scope: FigureScope, window: (column: string) => SQL[]): SQL {
  return sql`
    select s.consultation_id as id, s.showroom_id, s.session_start, s.stones_compared,
      s.customer_name, s.customer_email, s.customer_phone
    from analytics_open_consultations s
    where ${and([...showroomConditions(scope, 's'), ...window('s.session_start')])}`;
}

/** The same consultations found among the rows of a filtered scope, through consultations_start_idx. */
function openConsultationsFromRows(scope: FigureScope, window: (column: string) => SQL[]): SQL {
  return sql`
    select k.id, k.showroom_id, k.session_start, jsonb_array_length(k.stones_compared) as stones_compared,
      ${customerColumns}
    from consultations k join customers c on c.id = k.customer_id
    where ${and([
      ...consultationConditions(scope),
      sql`not k.order_placed`,
      ...window('k.session_start'),
      sql`not exists (select 1 from quotes q where q.consultation_id = k.id)`,
      sql`not exists (select 1 from orders o where o.customer_id = k.customer_id and o.order_date >= k.session_start)`,
    ])}`;
}

/** The most rows one CSV export holds, so an export cannot exhaust the server. */
const EXPORT_ROW_LIMIT = 50_000;

export interface QuoteExportRow {
  showroomName: string;
  quoteNumber: string;
  createdAt: Date;
  customerName: string;
  customerEmail: string | null;
  /** The team member who made it, or 'Owner'. */
  createdBy: string;
  status: string;
  totalCents: number;
  validUntil: Date | null;
  ordered: boolean;
}

/** Every quote saved in a period, newest first, with who made it and whether an order followed. */
export async function quotesOfPeriod(
  db: Executor,
  scope: FigureScope,
  window: TimeWindow,
): Promise<QuoteExportRow[]> {
  const result = await db.execute<Record<string, unknown>>(sql`
    select s.name as showroom_name, q.quote_number,
      (extract(epoch from q.created_at) * 1000)::float8 as created_ms,
      coalesce(trim(c.first_name || ' ' || c.last_name), '') as customer_name, c.email as customer_email,
      coalesce(m.name, 'Owner') as created_by, q.status, q.total_price_cents::text as total_cents,
      (extract(epoch from q.valid_until) * 1000)::float8 as valid_until_ms,
      exists (select 1 from orders o where o.quote_id = q.id and o.status <> 'cancelled') as ordered
    from quotes q
      join showrooms s on s.id = q.showroom_id
      left join customers c on c.id = q.customer_id
      left join team_members m on m.id = q.created_by_team_member_id
    where ${and([...quoteConditions(scope), within('q.created_at', window)])}
    order by q.created_at desc, q.quote_number
    limit ${EXPORT_ROW_LIMIT}`);
  return result.rows.map((row) => ({
    showroomName: String(row.showroom_name),
    quoteNumber: String(row.quote_number),
    createdAt: new Date(num(row.created_ms)),
    customerName: String(row.customer_name),
    customerEmail: row.customer_email === null ? null : String(row.customer_email),
    createdBy: String(row.created_by),
    status: String(row.status),
    totalCents: num(row.total_cents),
    validUntil: row.valid_until_ms === null ? null : new Date(num(row.valid_until_ms)),
    ordered: row.ordered === true,
  }));
}

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
  const result = await db.execute<Record<string, unknown>>(sql`
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
    group by s.name, o.showroom_id, coalesce(o.customer_id::text, lower(o.customer_email))
    having bool_or(o.order_date >= ${start}::timestamptz)
    order by coalesce(sum(o.total_cents) filter (where o.order_date >= ${start}::timestamptz), 0) desc, 2
    limit ${EXPORT_ROW_LIMIT}`);
  return result.rows.map((row) => ({
    showroomName: String(row.showroom_name),
    name: String(row.name),
    email: String(row.email),
    phone: row.phone === null ? null : String(row.phone),
    orders: num(row.orders),
    revenueCents: num(row.revenue_cents),
    firstOrderAt: new Date(num(row.first_ms)),
    lastOrderAt: new Date(num(row.last_ms)),
  }));
}
