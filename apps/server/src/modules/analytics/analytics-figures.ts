import type { Executor } from '@stonetool/db/client';
import type { PeriodWindows, TimeWindow } from '@stonetool/domain/analytics/periods';
import { sql, type SQL } from 'drizzle-orm';

/**
 * The one SQL module of Business Analytics: every figure the showroom and admin dashboards show
 * is computed here by PostgreSQL over the real rows, never over a page in JavaScript. Each query
 * takes the same `FigureScope`, so the filters mean the same thing in every figure (documented in
 * docs/decisions.md, "Business Analytics").
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
 * Sales of the current and previous periods, per showroom, in one pass over the orders of both
 * windows (the (showroom_id, order_date) index serves it).
 */
export async function salesByShowroom(
  db: Executor,
  scope: FigureScope,
  windows: PeriodWindows,
): Promise<PeriodSales[]> {
  const span: TimeWindow = { start: windows.previous.start, end: windows.current.end };
  const totals = (window: TimeWindow, prefix: string) => {
    const inWindow = within('o.order_date', window);
    return sql.join(
      [
        sql`coalesce(sum(o.total_cents) filter (where ${inWindow}), 0)::text`,
        sql`coalesce(sum(o.tax_cents) filter (where ${inWindow}), 0)::text`,
        sql`coalesce(sum(o.wholesale_cost_cents) filter (where ${inWindow}), 0)::text`,
        sql`count(*) filter (where ${inWindow})::int`,
        sql`count(*) filter (where ${inWindow} and o.status in ('completed', 'delivered'))::int`,
      ].map((part, index) => sql`${part} as ${sql.raw(`${prefix}_${index}`)}`),
      sql`, `,
    );
  };
  const result = await db.execute<Record<string, unknown>>(sql`
    select o.showroom_id as showroom_id, ${totals(windows.current, 'c')}, ${totals(windows.previous, 'p')}
    from orders o
    where ${and([...saleConditions(scope), within('o.order_date', span)])}
    group by o.showroom_id`);
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

/** Consultations held and quotes saved in the current and previous periods, per showroom. */
export async function activityByShowroom(
  db: Executor,
  scope: FigureScope,
  windows: PeriodWindows,
): Promise<PeriodActivity[]> {
  const span: TimeWindow = { start: windows.previous.start, end: windows.current.end };
  const result = await db.execute<Record<string, unknown>>(sql`
    with consulted as (
      select k.showroom_id,
        count(*) filter (where ${within('k.session_start', windows.current)})::int as current,
        count(*) filter (where ${within('k.session_start', windows.previous)})::int as previous
      from consultations k
      where ${and([...consultationConditions(scope), within('k.session_start', span)])}
      group by k.showroom_id
    ), quoted as (
      select q.showroom_id,
        count(*) filter (where ${within('q.created_at', windows.current)})::int as current,
        count(*) filter (where ${within('q.created_at', windows.previous)})::int as previous
      from quotes q
      where ${and([...quoteConditions(scope), within('q.created_at', span)])}
      group by q.showroom_id
    )
    select coalesce(consulted.showroom_id, quoted.showroom_id) as showroom_id,
      coalesce(consulted.current, 0) as consultations_current, coalesce(consulted.previous, 0) as consultations_previous,
      coalesce(quoted.current, 0) as quotes_current, coalesce(quoted.previous, 0) as quotes_previous
    from consulted full join quoted on quoted.showroom_id = consulted.showroom_id`);
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
  const result = await db.execute<Record<string, unknown>>(sql`
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
    where ordered_in_period`);
  const row = result.rows[0] ?? {};
  return { new: num(row.new_customers), repeat: num(row.repeat_customers) };
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
 * keep the lines of that brand and type.
 */
export async function stonePerformance(
  db: Executor,
  scope: FigureScope,
  window: TimeWindow,
): Promise<StonePerformance[]> {
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
  const result = await db.execute<Record<string, unknown>>(sql`
    with quoted as (
      select qi.brand, qi.type, qi.color, count(distinct qi.quote_id)::int as quotes,
        (array_agg(qi.stone_id::text order by q.created_at desc))[1] as stone_id
      from quote_items qi join quotes q on q.id = qi.quote_id
      where ${and([...quoteScope, ...lineFilters('qi'), within('q.created_at', window)])}
      group by qi.brand, qi.type, qi.color
    ), sold as (
      select oi.brand, oi.type, oi.color, count(distinct oi.order_id)::int as orders,
        sum(oi.line_total_cents)::text as revenue_cents,
        (array_agg(oi.stone_id::text order by o.order_date desc))[1] as stone_id
      from order_items oi join orders o on o.id = oi.order_id
      where ${and([...orderScope, ...lineFilters('oi'), within('o.order_date', window)])}
      group by oi.brand, oi.type, oi.color
    )
    select coalesce(sold.brand, quoted.brand) as brand, coalesce(sold.type, quoted.type) as type,
      coalesce(sold.color, quoted.color) as color, coalesce(sold.stone_id, quoted.stone_id) as stone_id,
      coalesce(quoted.quotes, 0) as quotes, coalesce(sold.orders, 0) as orders,
      coalesce(sold.revenue_cents, '0') as revenue_cents
    from quoted full join sold
      on sold.brand = quoted.brand and sold.type = quoted.type and sold.color = quoted.color`);
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

export interface ExpiringQuoteRow extends PipelineRow {
  quoteId: string;
  quoteNumber: string;
  totalCents: number;
  /** Whole days until it expires (0: today). */
  daysLeft: number;
  daysInPipeline: number;
}

const customerColumns = sql`trim(c.first_name || ' ' || c.last_name) as customer_name, c.email as customer_email, c.phone as customer_phone`;

function readCustomer(row: Record<string, unknown>): PipelineCustomer {
  return {
    name: String(row.customer_name ?? ''),
    email: row.customer_email === null ? null : String(row.customer_email),
    phone: row.customer_phone === null ? null : String(row.customer_phone),
  };
}

const DAY_SECONDS = 86_400;

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
  const result = await db.execute<Record<string, unknown>>(sql`
    select q.id, q.showroom_id, q.quote_number, q.total_price_cents::text as total_cents,
      ceil(extract(epoch from (q.valid_until - ${at}::timestamptz)) / ${DAY_SECONDS})::int as days_left,
      floor(extract(epoch from (${at}::timestamptz - q.created_at)) / ${DAY_SECONDS})::int as days_in_pipeline,
      ${customerColumns}
    from quotes q join customers c on c.id = q.customer_id
    where ${and([
      ...quoteConditions(scope),
      sql`q.status = 'open'`,
      sql`q.valid_until >= ${at}::timestamptz`,
      sql`q.valid_until < ${at}::timestamptz + make_interval(days => ${withinDays})`,
      sql`not exists (select 1 from orders o where o.quote_id = q.id)`,
    ])}`);
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
  const quoteScope = and([...quoteConditions(scope), sql`q.customer_id is not null`]);
  const consultationScope = and([...consultationConditions(scope), sql`k.customer_id is not null`]);
  const result = await db.execute<Record<string, unknown>>(sql`
    with touches as (
      select q.customer_id, q.created_at as at, q.total_price_cents as quote_cents, q.quote_number
      from quotes q where ${quoteScope}
      union all
      select k.customer_id, k.session_start as at, null, null
      from consultations k where ${consultationScope}
    ), per_customer as (
      select customer_id, count(quote_number)::int as quotes,
        (count(*) - count(quote_number))::int as consultations,
        coalesce(max(quote_cents), 0)::text as largest_quote_cents,
        (array_agg(quote_number order by at desc) filter (where quote_number is not null))[1] as latest_quote_number,
        min(at) as first_at, max(at) as last_at
      from touches group by customer_id
    )
    select c.id, c.showroom_id, p.quotes, p.consultations, p.largest_quote_cents, p.latest_quote_number,
      floor(extract(epoch from (${at}::timestamptz - p.first_at)) / ${DAY_SECONDS})::int as days_in_pipeline,
      ${customerColumns}
    from per_customer p join customers c on c.id = p.customer_id
    where p.quotes + p.consultations >= ${minTouches}
      and p.last_at >= ${at}::timestamptz - make_interval(days => ${activeDays})
      and not exists (select 1 from orders o where o.customer_id = c.id)`);
  return result.rows.map((row) => ({
    showroomId: String(row.showroom_id),
    customer: readCustomer(row),
    customerId: String(row.id),
    quotes: num(row.quotes),
    consultations: num(row.consultations),
    largestQuoteCents: num(row.largest_quote_cents),
    latestQuoteNumber: row.latest_quote_number === null ? null : String(row.latest_quote_number),
    daysInPipeline: num(row.days_in_pipeline),
  }));
}

export interface StalledConsultationRow extends PipelineRow {
  consultationId: string;
  stonesCompared: number;
  daysInPipeline: number;
  /** The showroom's average order value over the last 90 days, in cents. */
  typicalOrderCents: number;
}

/**
 * Consultations with a customer held between `afterDays` and `untilDays` ago that led to no quote
 * and after which the customer placed no order.
 */
export async function stalledConsultations(
  db: Executor,
  scope: FigureScope,
  now: Date,
  afterDays: number,
  untilDays: number,
): Promise<StalledConsultationRow[]> {
  const at = now.toISOString();
  const result = await db.execute<Record<string, unknown>>(sql`
    select k.id, k.showroom_id, jsonb_array_length(k.stones_compared)::int as stones_compared,
      floor(extract(epoch from (${at}::timestamptz - k.session_start)) / ${DAY_SECONDS})::int as days_in_pipeline,
      coalesce((
        select round(avg(o.total_cents))::text from orders o
        where o.showroom_id = k.showroom_id and o.status <> 'cancelled'
          and o.order_date >= ${at}::timestamptz - interval '90 days' and o.order_date < ${at}::timestamptz
      ), '0') as typical_order_cents,
      ${customerColumns}
    from consultations k join customers c on c.id = k.customer_id
    where ${and([
      ...consultationConditions(scope),
      sql`not k.order_placed`,
      sql`k.session_start < ${at}::timestamptz - make_interval(days => ${afterDays})`,
      sql`k.session_start >= ${at}::timestamptz - make_interval(days => ${untilDays})`,
      sql`not exists (select 1 from quotes q where q.consultation_id = k.id)`,
      sql`not exists (select 1 from orders o where o.customer_id = k.customer_id and o.order_date >= k.session_start)`,
    ])}`);
  return result.rows.map((row) => ({
    showroomId: String(row.showroom_id),
    customer: readCustomer(row),
    consultationId: String(row.id),
    stonesCompared: num(row.stones_compared),
    daysInPipeline: num(row.days_in_pipeline),
    typicalOrderCents: num(row.typical_order_cents),
  }));
}

/** The most rows one CSV export holds, so an export cannot exhaust the server. */
export const EXPORT_ROW_LIMIT = 50_000;

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
