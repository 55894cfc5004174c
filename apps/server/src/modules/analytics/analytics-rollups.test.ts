import { ZAdminAnalyticsResponse } from '@stonetool/contracts/admin-analytics';
import { ZShowroomAnalyticsResponse } from '@stonetool/contracts/analytics';
import { ZSaveCartResponse } from '@stonetool/contracts/carts';
import { ZMaterialOrderResponse } from '@stonetool/contracts/orders';
import { ZTaxSettingsResponse } from '@stonetool/contracts/showroom';
import { ZStonesResponse } from '@stonetool/contracts/stones';
import type { Executor } from '@stonetool/db/client';
import type { StoneRow } from '@stonetool/db/schema/catalog';
import { createStone } from '@stonetool/db/seed/stones';
import { periodWindows, type AnalyticsPeriod } from '@stonetool/domain/analytics/periods';
import { centsToDollars, dollarsToCents } from '@stonetool/domain/money';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoData } from '../../testing/demo-data';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { seedMaterialLogins, type MaterialLogins } from '../orders/material-test-setup';
import { apiAs, bearer } from '../../testing/api-as';
import { expectPipelineToMatchRows, expectRollupsToMatchRows, rowsOf } from '../../testing/analytics-recount';
import { willCallTotalCents } from '../../testing/material-order-client';
import { foldAnalytics } from './fold-analytics';
import { unfoldedRows } from './rebuild-analytics';

/**
 * The daily rollups (migration 0010), kept since migration 0017 by deltas the writers append and
 * a worker folds, against the rows they summarise, with every write made
 * through the API: orders placed, moved to completed and cancelled, carts saved and saved again
 * with other lines, consultations recorded. The clock stands at 15:00 UTC, and writes land on
 * both sides of 15:00 on the first day of each window, so every period has partial edge days
 * read from the rows as well as whole days read from the rollups.
 */
const NOW = new Date('2026-05-20T15:00:00Z');
const HOUR_MS = 3_600_000;

let t: TestApp;
let logins: MaterialLogins;
let quartz: StoneRow;
let granite: StoneRow;

async function atTime(moment: Date, write: () => Promise<void>): Promise<void> {
  t.clock.set(moment);
  await write();
  t.clock.set(NOW);
}

async function post(token: string, url: string, payload: object): Promise<unknown> {
  const response = await apiAs(t.app, token).post(url, payload);
  expect(response.statusCode, `POST ${url}: ${response.body.slice(0, 300)}`).toBe(200);
  return response.json();
}

async function get<S extends z.ZodType>(token: string, url: string, schema: S): Promise<z.infer<S>> {
  const response = await t.app.inject({ method: 'GET', url, headers: bearer(token) });
  expect(response.statusCode, `GET ${url}: ${response.body.slice(0, 300)}`).toBe(200);
  return schema.parse(response.json());
}

/**
 * Places a will-call order of `slabs` per stone for `email`, with the total the order screen
 * shows (the catalog's client prices and the showroom's tax settings); its id.
 */
async function placeOrder(token: string, email: string, lines: [StoneRow, number][]): Promise<string> {
  const catalog = await get(token, '/api/stones', ZStonesResponse);
  const tax = (await get(token, '/api/showroom/tax-settings', ZTaxSettingsResponse)).data;
  const totalCents = willCallTotalCents(
    lines.map(([stone, quantity]) => ({
      unitPriceCents: dollarsToCents(catalog.find((entry) => entry.id === stone.id)?.client_price ?? 0),
      quantity,
    })),
    tax,
  );
  const body = await post(token, '/api/material-orders', {
    cartItems: lines.map(([stone, quantity]) => ({ stone: { id: stone.id }, quantity })),
    orderDetails: { deliveryMethod: 'will_call' },
    customerInfo: {
      firstName: 'Rollup',
      lastName: email.split('@')[0],
      email,
      streetAddress: '1 Main St',
      city: 'Austin',
      state: 'TX',
      zipCode: '78701',
    },
    totalCost: centsToDollars(totalCents),
  });
  return ZMaterialOrderResponse.parse(body).data.orderId;
}

async function changeStatus(orderId: string, status: string): Promise<void> {
  const versions = await t.database.db.execute<{ version: number }>(
    sql`select version from orders where id = ${orderId}`,
  );
  const response = await t.app.inject({
    method: 'PATCH',
    url: '/api/showroom/orders',
    headers: bearer(logins.tokens.ownerA),
    payload: { order_id: orderId, status, version: Number(versions.rows[0]?.version) },
  });
  expect(response.statusCode, response.body).toBe(200);
}

async function saveCart(
  email: string,
  lines: [StoneRow, number][],
  quoteId?: string,
): Promise<{ quote_id: string }> {
  const body = await post(logins.tokens.salesA, '/api/material-carts/save', {
    customer_data: { first_name: 'Rollup', last_name: 'Cart', email },
    cart_items: lines.map(([stone, quantity]) => ({ stone: { id: stone.id }, quantity })),
    cart_name: 'Kitchen',
    session_id: `cart-${email}`,
    ...(quoteId ? { quote_id: quoteId } : {}),
  });
  return ZSaveCartResponse.parse(body);
}

async function recordConsultation(sessionId: string, email: string): Promise<void> {
  await post(logins.tokens.salesA, '/api/sales-consultations', {
    sessionId,
    client: { firstName: 'Rollup', lastName: 'Visitor', email },
    stonesViewed: [{ brand: quartz.brand, type: quartz.type, color: quartz.color }],
  });
}

beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(NOW);
  logins = await seedMaterialLogins(t);
  quartz = await createStone(t.database.db, {
    brand: 'Caesarstone',
    color: 'Rollup White',
    slabCostCents: 145_000,
  });
  granite = await createStone(t.database.db, {
    brand: 'Graniti',
    type: 'Granite',
    color: 'Rollup Black',
    slabCostCents: 100_000,
  });
  const { ownerA, salesA, ownerB } = logins.tokens;
  const day = (daysAgo: number, hour: number) => new Date(Date.UTC(2026, 4, 20 - daysAgo, hour, 0, 0));

  // Around the first, partial day of the month (Apr 20 15:00 onwards) and of the year.
  for (const [daysAgo, hour, email] of [
    [30, 10, 'before-month@example.test'],
    [30, 18, 'edge-month@example.test'],
    [365, 9, 'before-year@example.test'],
    [365, 20, 'edge-year@example.test'],
    [400, 12, 'edge-year@example.test'],
  ] as const) {
    await atTime(day(daysAgo, hour), async () => {
      await placeOrder(salesA, email, [[quartz, 1]]);
      await saveCart(email, [[granite, 2]]);
      await recordConsultation(`session-${daysAgo}-${hour}`, email);
    });
  }
  // Whole days of the week and month: repeat buyers, an order of two stones, a cart saved again
  // with another stone, an order completed and one cancelled, showroom B's sale.
  await atTime(day(12, 11), async () => {
    const completed = await placeOrder(ownerA, 'repeat@example.test', [
      [quartz, 2],
      [granite, 1],
    ]);
    await changeStatus(completed, 'processing');
    await changeStatus(completed, 'completed');
    const cart = await saveCart('repeat@example.test', [[quartz, 1]]);
    await saveCart('repeat@example.test', [[granite, 1]], cart.quote_id);
  });
  await atTime(day(3, 16), async () => {
    await placeOrder(salesA, 'repeat@example.test', [[granite, 3]]);
    const cancelled = await placeOrder(salesA, 'cancelled@example.test', [[quartz, 4]]);
    await changeStatus(cancelled, 'cancelled');
    await placeOrder(ownerB, 'b-buyer@example.test', [[quartz, 1]]);
    await recordConsultation('session-week', 'repeat@example.test');
  });
  // Today, before now: the partial last day of every window.
  await atTime(new Date(NOW.getTime() - 2 * HOUR_MS), async () => {
    await placeOrder(salesA, 'today@example.test', [[granite, 1]]);
    await saveCart('today@example.test', [
      [quartz, 1],
      [granite, 1],
    ]);
  });
  // A prospect: two carts (one saved again) and a consultation, and never an order.
  await atTime(day(9, 10), async () => {
    const cart = await saveCart('prospect@example.test', [[quartz, 2]]);
    await saveCart('prospect@example.test', [[granite, 5]], cart.quote_id);
    await saveCart('prospect@example.test', [[granite, 1]]);
    await recordConsultation('session-prospect', 'prospect@example.test');
  });
  // Material carts carry no expiry; give the prospect's the 30 days an Expert Mode quote has.
  await t.database.db.execute(sql`
    update quotes set valid_until = created_at + interval '30 days'
    where customer_id = (select id from customers where email = 'prospect@example.test')`);
  // Cancelled after the fact, a month after it was placed: its day's rollup must give it back.
  const lateCancel = await t.database.db.execute<{ id: string }>(
    sql`select id from orders where customer_email = 'edge-month@example.test'`,
  );
  await changeStatus(String(lateCancel.rows[0]?.id), 'cancelled');
});

afterAll(async () => {
  await t.close();
});

/** Folds every delta the writes appended into the rollups, as the fold worker does. */
async function foldEverything(db: Executor): Promise<void> {
  await foldAnalytics(db);
  expect(await unfoldedRows(db)).toBe(0);
}

/** Folds every delta the writes appended, as the fold worker does, and checks the rollups. */
async function foldAndRecount(db: Executor): Promise<void> {
  await foldEverything(db);
  await expectRollupsToMatchRows(db);
}

/** Folds every delta, and checks the pipeline tables. */
async function foldAndRecountPipeline(db: Executor): Promise<void> {
  await foldEverything(db);
  await expectPipelineToMatchRows(db);
}

/** The showroom's and the admin's figures of `period` are those a recount of the rows gives. */
async function expectFiguresOfPeriod(period: AnalyticsPeriod): Promise<void> {
  const { current } = periodWindows(period, NOW);
  const within = (column: string) =>
    sql`${sql.raw(column)} >= ${current.start.toISOString()}::timestamptz and ${sql.raw(column)} < ${current.end.toISOString()}::timestamptz`;
  const raw = async (showroom: ReturnType<typeof sql>) => {
    const result = await t.database.db.execute<Record<string, unknown>>(sql`
        select
          (select coalesce(sum(total_cents), 0) from orders o where ${showroom} and status <> 'cancelled' and ${within('o.order_date')}) as revenue,
          (select count(*) from orders o where ${showroom} and status <> 'cancelled' and ${within('o.order_date')}) as orders,
          (select count(*) from quotes o where ${showroom} and ${within('o.created_at')}) as quotes,
          (select count(*) from consultations o where ${showroom} and ${within('o.session_start')}) as consultations`);
    const row = result.rows[0] ?? {};
    return {
      revenue: centsToDollars(Number(row.revenue)),
      orders: Number(row.orders),
      quotes: Number(row.quotes),
      consultations: Number(row.consultations),
    };
  };

  const showroom = await get(
    logins.tokens.ownerA,
    `/api/showroom/analytics?period=${period}`,
    ZShowroomAnalyticsResponse,
  );
  const expected = await raw(sql`o.showroom_id = ${logins.showroomA}`);
  expect({
    revenue: showroom.metrics.revenue.current,
    orders: showroom.metrics.orders.current,
    quotes: showroom.metrics.conversion.funnelData.find((stage) => stage.stage === 'Quotes')?.value,
    consultations: showroom.metrics.conversion.consultations,
  }).toEqual(expected);
  // New and repeat buyers, counted from the orders as the filtered figures count them.
  const buyers = await t.database.db.execute<{ new: number; repeat: number }>(sql`
      select count(*) filter (where first_at >= ${current.start.toISOString()}::timestamptz)::int as new,
        count(*) filter (where orders >= 2)::int as repeat
      from (
        select min(o.order_date) as first_at, count(*) as orders,
          bool_or(${within('o.order_date')}) as ordered_in_period
        from orders o
        where o.showroom_id = ${logins.showroomA} and o.status <> 'cancelled'
          and o.order_date < ${current.end.toISOString()}::timestamptz
        group by coalesce(o.customer_id::text, lower(o.customer_email))
      ) b where ordered_in_period`);
  expect(showroom.metrics.customers).toEqual(buyers.rows[0]);
  // The stones: every order line's revenue and every quote holding the stone.
  const sold = await t.database.db.execute<{ revenue: string }>(sql`
      select coalesce(sum(oi.line_total_cents), 0)::text as revenue
      from order_items oi join orders o on o.id = oi.order_id
      where o.showroom_id = ${logins.showroomA} and o.status <> 'cancelled' and ${within('o.order_date')}`);
  expect(showroom.topPerformers.revenue.reduce((sum, stone) => sum + stone.revenue, 0)).toBeCloseTo(
    centsToDollars(Number(sold.rows[0]?.revenue)),
    2,
  );

  const admin = await get(
    logins.tokens.admin,
    `/api/admin/analytics-v2?period=${period}`,
    ZAdminAnalyticsResponse,
  );
  const platform = await raw(sql`true`);
  expect({
    revenue: admin.systemMetrics.revenue.current,
    orders: admin.systemMetrics.orders.current,
  }).toEqual({
    revenue: platform.revenue,
    orders: platform.orders,
  });
  const rowOfA = admin.showroomBreakdown.find((row) => row.showroom.id === logins.showroomA);
  expect({ revenue: rowOfA?.revenue, orders: rowOfA?.orders, quotes: rowOfA?.quotes }).toEqual({
    revenue: expected.revenue,
    orders: expected.orders,
    quotes: expected.quotes,
  });
}

describe('the analytics rollups kept by the database on every write (issue 14)', () => {
  it('hold exactly the sums of the orders, lines, quotes and consultations they summarise', async () => {
    await foldAndRecount(t.database.db);
    // The writes above reached every rollup, cancellations included.
    const cancelled = await rowsOf(
      t.database.db,
      sql`select count(*) from orders where status = 'cancelled'`,
    );
    expect(cancelled).toEqual(['["2"]']);
  });

  it('hold exactly the open prospects, consultations and quotes the opportunities are read from', async () => {
    await foldAndRecountPipeline(t.database.db);
    // Not a comparison of empty tables: prospect@ is a prospect with a consultation and two quotes
    // still open.
    const open = await rowsOf(
      t.database.db,
      sql`select (select count(*) from analytics_prospects) as prospects,
        (select count(*) from analytics_open_consultations) as consultations,
        (select count(*) from analytics_open_quotes) as quotes`,
    );
    expect(open).toEqual(['["1","1","2"]']);
  });

  it("shows a customer's new name and contact in their open rows once the customer is changed", async () => {
    await t.database.db.execute(sql`
      update customers set first_name = 'Renamed', phone = '+1 555 0100'
      where email = 'prospect@example.test'`);
    await foldAndRecountPipeline(t.database.db);
    const renamed = await rowsOf(
      t.database.db,
      sql`select distinct customer_name from analytics_open_quotes where customer_phone = '+1 555 0100'`,
    );
    expect(renamed).toEqual(['["Renamed Cart"]']);
  });

  it.each(['today', 'week', 'month', 'year'] as const)(
    "answers the %s figures as the sums of the period's rows, before the last order is folded and after",
    async (period: AnalyticsPeriod) => {
      // Writes on a whole day of every window but today's (repeat@ again, so the buyers counted
      // below stay who they are) are in every figure before the fold worker has folded them, and
      // after.
      await atTime(new Date(NOW.getTime() - 48 * HOUR_MS), async () => {
        await placeOrder(logins.tokens.salesA, 'repeat@example.test', [[quartz, 1]]);
        await saveCart('repeat@example.test', [[granite, 1]]);
        await recordConsultation(`session-${period}`, 'repeat@example.test');
      });
      expect(await unfoldedRows(t.database.db)).toBeGreaterThan(0);
      await expectFiguresOfPeriod(period);
      await foldEverything(t.database.db);
      await expectFiguresOfPeriod(period);
    },
  );

  it('counts new and repeat buyers of the month from the customers rollup as from the orders', async () => {
    const showroom = await get(
      logins.tokens.ownerA,
      '/api/showroom/analytics?period=month',
      ZShowroomAnalyticsResponse,
    );
    // repeat@ ordered twice in the month (new and repeat); today@ once (new); edge-month@'s order
    // was cancelled; edge-year@ last ordered before the month.
    expect(showroom.metrics.customers).toEqual({ new: 2, repeat: 1 });
    const filtered = await get(
      logins.tokens.ownerA,
      `/api/showroom/analytics?period=month&brand=${granite.brand}`,
      ZShowroomAnalyticsResponse,
    );
    expect(filtered.metrics.customers).toEqual({ new: 2, repeat: 1 });
  });

  it("moves a showroom's stones between the platform's test and real sides when it is marked a test showroom", async () => {
    await post(logins.tokens.admin, '/api/admin/update-showroom-enhanced', {
      id: logins.showroomB,
      is_test: true,
    });
    await foldAndRecount(t.database.db);
    const admin = await get(
      logins.tokens.admin,
      '/api/admin/analytics-v2?period=month',
      ZAdminAnalyticsResponse,
    );
    const platform = await t.database.db.execute<{ orders: number }>(sql`
      select count(distinct oi.order_id)::int as orders from order_items oi
        join orders o on o.id = oi.order_id join showrooms s on s.id = o.showroom_id
      where not s.is_test and o.status <> 'cancelled' and oi.color = ${quartz.color}
        and o.order_date >= ${new Date(NOW.getTime() - 30 * 86_400_000).toISOString()}::timestamptz`);
    expect(admin.topPerformers.stones.find((stone) => stone.color === quartz.color)?.orders).toBe(
      platform.rows[0]?.orders,
    );
    await post(logins.tokens.admin, '/api/admin/update-showroom-enhanced', {
      id: logins.showroomB,
      is_test: false,
    });
    await foldAndRecount(t.database.db);
    await foldAndRecountPipeline(t.database.db);
  });
});

describe('the analytics rollups of the demo data', () => {
  let demo: TestApp;

  beforeAll(async () => {
    demo = await createTestApp({ data: demoData });
  });

  afterAll(async () => {
    await demo.close();
  });

  it('hold what the demo seed wrote, as the rows give it', async () => {
    // The seed's writes left deltas for the fold worker, which the fold moves into the rollups.
    expect(await unfoldedRows(demo.database.db)).toBeGreaterThan(0);
    await foldAndRecount(demo.database.db);
    const seeded = await rowsOf(demo.database.db, sql`select count(*) > 0 as any from analytics_daily_sales`);
    expect(seeded).toEqual(['["true"]']);
    await foldAndRecountPipeline(demo.database.db);
  });
});
