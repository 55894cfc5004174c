import { ZAdminAnalyticsResponse } from '@stonetool/contracts/admin-analytics';
import { ZShowroomAnalyticsResponse } from '@stonetool/contracts/analytics';
import type { StoneRow } from '@stonetool/db/schema/catalog';
import type { CustomerRow } from '@stonetool/db/schema/customers';
import { stoneSnapshot } from '@stonetool/db/schema/catalog';
import { consultations, customers } from '@stonetool/db/schema/customers';
import { orderItems, orders } from '@stonetool/db/schema/orders';
import { quoteItems, quotes } from '@stonetool/db/schema/quotes';
import { showrooms } from '@stonetool/db/schema/showrooms';
import { createConsultation, createCustomer } from '@stonetool/db/seed/customers';
import { createOrder } from '@stonetool/db/seed/orders';
import { createQuote, createQuoteItem } from '@stonetool/db/seed/quotes';
import { createStone } from '@stonetool/db/seed/stones';
import { HIGH_INTENT_MIN_TOUCHES, highIntentOpportunity } from '@stonetool/domain/analytics/opportunities';
import { periodWindows } from '@stonetool/domain/analytics/periods';
import { parse } from 'csv-parse/sync';
import { centsToDollars } from '@stonetool/domain/money';
import { eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { bearer } from '../../testing/api-as';
import { seedMaterialLogins, type MaterialLogins } from '../orders/material-test-setup';
import { activityByShowroom } from './figures/activity-by-showroom';
import { customerCounts } from './figures/customer-counts';
import { HIGH_INTENT_ACTIVE_DAYS } from './find-opportunities';
import { foldAnalytics } from './fold-analytics';

/**
 * The brand and type filters read the order stone keys (migration 0018, docs/decisions/093). A
 * known mix of orders in two showrooms, over three brands and two types, one to three lines each
 * (so many orders hold two brands or two types), some cancelled, then changed as people change
 * them: cancelled and restored, moved to another day, a line added, a line removed; quotes with
 * one to three lines and consultations that viewed one to three stones, one of each changed. Every
 * figure is checked against a recount from the rows, and every CSV export of both dashboards against
 * the filtered screen of the same period.
 */
const NOW = new Date('2026-03-15T12:00:00Z');
const DAY = 86_400_000;

let t: TestApp;
let logins: MaterialLogins;
const stones: StoneRow[] = [];

async function get<S extends z.ZodType>(token: string, url: string, schema: S): Promise<z.infer<S>> {
  const response = await t.app.inject({ method: 'GET', url, headers: bearer(token) });
  expect(response.statusCode, `GET ${url}: ${response.body.slice(0, 300)}`).toBe(200);
  return schema.parse(response.json());
}

/** A small deterministic generator, so the mix is the same on every run and both databases. */
function numbers(seed: number) {
  let state = seed;
  return (below: number) => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state % below;
  };
}

interface Filter {
  brand?: string;
  type?: string;
}

/** The orders and lines as they are now, read back from the rows. */
async function rows() {
  const db = t.database.db;
  const orderRows = await db.select().from(orders);
  const lineRows = await db.select().from(orderItems);
  return orderRows.map((order) => ({
    order,
    lines: lineRows.filter((line) => line.orderId === order.id),
  }));
}

/** Orders counted under a filter: not cancelled, holding a line of the brand and type (one line both). */
function counted(all: Awaited<ReturnType<typeof rows>>, filter: Filter, showroomId?: string) {
  return all.filter(
    ({ order, lines }) =>
      order.status !== 'cancelled' &&
      (showroomId === undefined || order.showroomId === showroomId) &&
      lines.some(
        (line) =>
          (filter.brand === undefined || line.brand === filter.brand) &&
          (filter.type === undefined || line.type === filter.type),
      ),
  );
}

const query = (filter: Filter) =>
  [
    filter.brand ? `&brand=${encodeURIComponent(filter.brand)}` : '',
    filter.type ? `&type=${filter.type}` : '',
  ].join('');

const FILTERS: Filter[] = [
  { brand: 'Caesarstone' },
  { brand: 'Silestone' },
  { brand: 'Cambria' },
  { type: 'Quartz' },
  { type: 'Marble' },
  { brand: 'Caesarstone', type: 'Marble' },
  { brand: 'Cambria', type: 'Quartz' },
];

beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(NOW);
  logins = await seedMaterialLogins(t);
  const db = t.database.db;
  for (const brand of ['Caesarstone', 'Silestone', 'Cambria']) {
    for (const type of ['Quartz', 'Marble']) {
      stones.push(await createStone(db, { brand, type, color: `${brand} ${type} White` }));
    }
  }
  const next = numbers(22);
  const buyers: CustomerRow[] = [];
  for (const [index, showroomId] of [
    logins.showroomA,
    logins.showroomA,
    logins.showroomA,
    logins.showroomB,
  ].entries()) {
    buyers.push(
      await createCustomer(db, {
        showroomId,
        firstName: `Buyer${index}`,
        lastName: 'Mix',
        email: `buyer${index}@mix.test`,
        createdAt: new Date('2024-01-01T00:00:00Z'),
      }),
    );
  }
  const statuses = ['pending', 'processing', 'completed', 'delivered', 'cancelled'] as const;
  const ids: string[] = [];
  for (let index = 0; index < 48; index += 1) {
    const customer = buyers[next(buyers.length)] as CustomerRow;
    const lines = Array.from({ length: 1 + next(3) }, () => ({
      stone: stones[next(stones.length)] as StoneRow,
      quantitySlabs: 1 + next(3),
      unitPriceCents: 50_000 + next(20) * 5_000,
      wholesaleUnitCostCents: 30_000,
    }));
    const { order } = await createOrder(db, {
      showroomId: customer.showroomId,
      customer,
      lines,
      orderDate: new Date(NOW.getTime() - next(700) * DAY - next(DAY)),
      status: statuses[next(statuses.length)],
      includeSalesTax: next(2) === 0,
    });
    ids.push(order.id);
  }
  // What people do to orders afterwards.
  const [cancelled, restored, moved, grown, shrunk] = ids;
  await db
    .update(orders)
    .set({ status: 'cancelled' })
    .where(eq(orders.id, cancelled as string));
  await db
    .update(orders)
    .set({ status: 'cancelled' })
    .where(eq(orders.id, restored as string));
  await db
    .update(orders)
    .set({ status: 'completed' })
    .where(eq(orders.id, restored as string));
  await db
    .update(orders)
    .set({ orderDate: new Date(NOW.getTime() - 3 * DAY) })
    .where(eq(orders.id, moved as string));
  const [line] = await db
    .select()
    .from(orderItems)
    .where(eq(orderItems.orderId, grown as string));
  if (line) {
    const { id: _id, ...copy } = line;
    const marble = stones.find((stone) => stone.brand === 'Cambria' && stone.type === 'Marble') as StoneRow;
    await db
      .insert(orderItems)
      .values({ ...copy, position: 99, brand: marble.brand, type: marble.type, color: marble.color });
  }
  for (let index = 0; index < 40; index += 1) {
    const customer = buyers[next(buyers.length)] as CustomerRow;
    const createdAt = new Date(NOW.getTime() - next(700) * DAY - next(DAY));
    const quote = await createQuote(db, {
      showroomId: customer.showroomId,
      customerId: customer.id,
      status: 'open',
      totalPriceCents: 100_000,
      subtotalCents: 100_000,
      createdAt,
      updatedAt: createdAt,
    });
    for (let position = 0; position <= next(3); position += 1) {
      await createQuoteItem(db, {
        quoteId: quote.id,
        showroomId: customer.showroomId,
        position,
        ...stoneSnapshot(stones[next(stones.length)] as StoneRow),
        quantity: 1,
        unitPriceCents: 100_000,
      });
    }
    await createConsultation(db, {
      showroomId: customer.showroomId,
      customerId: customer.id,
      sessionStart: createdAt,
      stonesViewed: Array.from({ length: 1 + next(3) }, () => {
        const stone = stones[next(stones.length)] as StoneRow;
        return { brand: stone.brand, type: stone.type, color: stone.color };
      }),
    });
  }
  const [firstLine] = await db.select().from(quoteItems).limit(1);
  if (firstLine) await db.delete(quoteItems).where(eq(quoteItems.id, firstLine.id));
  const [firstConsultation] = await db.select().from(consultations).limit(1);
  if (firstConsultation) {
    await db
      .update(consultations)
      .set({ stonesViewed: [{ brand: 'Silestone', type: 'Marble', color: 'Silestone Marble White' }] })
      .where(eq(consultations.id, firstConsultation.id));
  }
  // A prospect of showroom A without an order: two quotes of Cambria Quartz and a visit that
  // viewed it, in the last ten days.
  const prospect = await createCustomer(db, {
    showroomId: logins.showroomA,
    firstName: 'Pat',
    lastName: 'Prospect',
    email: 'pat@mix.test',
    createdAt: new Date(NOW.getTime() - 20 * DAY),
  });
  const cambria = stones.find((stone) => stone.brand === 'Cambria' && stone.type === 'Quartz') as StoneRow;
  for (const daysAgo of [9, 4]) {
    const createdAt = new Date(NOW.getTime() - daysAgo * DAY);
    const quote = await createQuote(db, {
      showroomId: logins.showroomA,
      customerId: prospect.id,
      status: 'open',
      totalPriceCents: 250_000,
      subtotalCents: 250_000,
      createdAt,
      updatedAt: createdAt,
    });
    await createQuoteItem(db, {
      quoteId: quote.id,
      showroomId: logins.showroomA,
      position: 0,
      ...stoneSnapshot(cambria),
      quantity: 1,
      unitPriceCents: 250_000,
    });
  }
  await createConsultation(db, {
    showroomId: logins.showroomA,
    customerId: prospect.id,
    sessionStart: new Date(NOW.getTime() - 2 * DAY),
    stonesViewed: [{ brand: cambria.brand, type: cambria.type, color: cambria.color }],
  });
  // A prospect of showroom A without an order who is recent only outside Cambria Quartz: three
  // quotes of it two to three months ago (before the 60 active days) and a visit this week that
  // viewed Silestone Marble. High intent on the whole, but under no filter.
  const stale = await createCustomer(db, {
    showroomId: logins.showroomA,
    firstName: 'Sam',
    lastName: 'Stale',
    email: 'sam@mix.test',
    createdAt: new Date(NOW.getTime() - 100 * DAY),
  });
  for (const daysAgo of [90, 80, 70]) {
    const createdAt = new Date(NOW.getTime() - daysAgo * DAY);
    const quote = await createQuote(db, {
      showroomId: logins.showroomA,
      customerId: stale.id,
      status: 'expired',
      totalPriceCents: 180_000,
      subtotalCents: 180_000,
      createdAt,
      updatedAt: createdAt,
    });
    await createQuoteItem(db, {
      quoteId: quote.id,
      showroomId: logins.showroomA,
      position: 0,
      ...stoneSnapshot(cambria),
      quantity: 1,
      unitPriceCents: 180_000,
    });
  }
  await createConsultation(db, {
    showroomId: logins.showroomA,
    customerId: stale.id,
    sessionStart: new Date(NOW.getTime() - 3 * DAY),
    stonesViewed: [{ brand: 'Silestone', type: 'Marble', color: 'Silestone Marble White' }],
  });
  // Leads without an order in both showrooms: an open quote of one or two stones expiring within
  // the week, and a consultation two to three weeks ago that viewed one or two stones and led to
  // no quote (two touches each, too few to be high intent), the stones taken in turn so that every
  // filter keeps some and leaves others.
  for (let index = 0; index < 8; index += 1) {
    const showroomId = index % 2 === 0 ? logins.showroomA : logins.showroomB;
    const lead = await createCustomer(db, {
      showroomId,
      firstName: `Lead${index}`,
      lastName: 'Mix',
      email: `lead${index}@mix.test`,
      createdAt: new Date(NOW.getTime() - 40 * DAY),
    });
    const createdAt = new Date(NOW.getTime() - 25 * DAY);
    const quote = await createQuote(db, {
      showroomId,
      customerId: lead.id,
      status: 'open',
      totalPriceCents: 120_000,
      subtotalCents: 120_000,
      validUntil: new Date(NOW.getTime() + (1 + (index % 6)) * DAY),
      createdAt,
      updatedAt: createdAt,
    });
    const quoted = index % 3 === 0 ? [index, index + 3] : [index];
    for (const [position, stone] of quoted.entries()) {
      await createQuoteItem(db, {
        quoteId: quote.id,
        showroomId,
        position,
        ...stoneSnapshot(stones[stone % stones.length] as StoneRow),
        quantity: 1,
        unitPriceCents: 120_000,
      });
    }
    await createConsultation(db, {
      showroomId,
      customerId: lead.id,
      sessionStart: new Date(NOW.getTime() - (14 + index) * DAY),
      stonesViewed: (index % 2 === 0 ? [index + 1, index + 4] : [index + 1]).map((position) => {
        const stone = stones[position % stones.length] as StoneRow;
        return { brand: stone.brand, type: stone.type, color: stone.color };
      }),
    });
  }
  const shrunkLines = await db
    .select()
    .from(orderItems)
    .where(eq(orderItems.orderId, shrunk as string));
  const extra = shrunkLines.slice(1).map((row) => row.id);
  if (extra.length > 0) await db.delete(orderItems).where(inArray(orderItems.id, extra));
}, 600_000);

afterAll(async () => {
  await t.close();
});

describe('the brand and type filters, read from the order stone keys', () => {
  it('keep one row per counted order and stone key, as a recount from the lines gives them', async () => {
    const db = t.database.db;
    const kept = await db.execute<Record<string, unknown>>(sql`
      select order_id::text, brand, type, showroom_id::text, order_date, status, total_cents::text,
        tax_cents::text, wholesale_cost_cents::text, customer_id::text, customer_email,
        placed_by_team_member_id::text
      from analytics_order_stone_keys order by 1, 2, 3`);
    const recount = await db.execute<Record<string, unknown>>(sql`
      select o.id::text as order_id, k.brand, k.type, o.showroom_id::text, o.order_date, o.status,
        o.total_cents::text, o.tax_cents::text, o.wholesale_cost_cents::text, o.customer_id::text,
        o.customer_email, o.placed_by_team_member_id::text
      from orders o join lateral (
        select oi.brand, '' as type from order_items oi where oi.order_id = o.id
        union select '', oi.type from order_items oi where oi.order_id = o.id
        union select oi.brand, oi.type from order_items oi where oi.order_id = o.id
      ) k on true
      where o.status <> 'cancelled'
      order by 1, 2, 3`);
    expect(kept.rows.length).toBeGreaterThan(48);
    expect(kept.rows).toEqual(recount.rows);
  });

  it('keep one row per quote and stone key, and per consultation and brand or type viewed', async () => {
    const db = t.database.db;
    const quoteKeys = await db.execute<Record<string, unknown>>(sql`
      select quote_id::text, brand, type, showroom_id::text, created_at, customer_id::text from analytics_quote_stone_keys
      order by 1, 2, 3`);
    const quoteRecount = await db.execute<Record<string, unknown>>(sql`
      select distinct q.id::text as quote_id, k.brand, k.type, q.showroom_id::text, q.created_at, q.customer_id::text
      from quotes q join quote_items qi on qi.quote_id = q.id
        cross join lateral (values (qi.brand, ''), ('', qi.type), (qi.brand, qi.type)) k(brand, type)
      order by 1, 2, 3`);
    expect(quoteKeys.rows.length).toBeGreaterThan(40);
    expect(quoteKeys.rows).toEqual(quoteRecount.rows);
    const viewed = await db.select().from(consultations);
    const expected = [
      ...new Set(
        viewed.flatMap((row) =>
          (row.stonesViewed as { brand: string; type: string }[]).flatMap((stone) => [
            `${row.id}|${stone.brand}|`,
            `${row.id}||${stone.type}`,
          ]),
        ),
      ),
    ].sort();
    const consultationKeys = await db.execute<{ key: string }>(sql`
      select consultation_id::text || '|' || brand || '|' || type as key
      from analytics_consultation_stone_keys`);
    expect(consultationKeys.rows.map((row) => row.key).sort()).toEqual(expected);
  });

  it("answer the admin's year, each order holding the brand or type counted once and whole", async () => {
    const sumOverBrands = await expectAdminYear();
    // Orders holding two brands count under each: the brands' orders add up to more than all orders.
    const unfiltered = await get(
      logins.tokens.admin,
      '/api/admin/analytics-v2?period=year',
      ZAdminAnalyticsResponse,
    );
    expect(sumOverBrands).toBeGreaterThan(unfiltered.systemMetrics.orders.current);
  });

  it('count the quotes and consultations holding or viewing the brand or type', async () => {
    const db = t.database.db;
    const { current } = periodWindows('year', NOW);
    const inYear = (date: Date) => date >= current.start && date < current.end;
    const quoteRows = await db.select().from(quotes);
    const lineRows = await db.select().from(quoteItems);
    const consultationRows = await db.select().from(consultations);
    for (const filter of FILTERS) {
      const matches = (stone: { brand: string; type: string }) =>
        (filter.brand === undefined || stone.brand === filter.brand) &&
        (filter.type === undefined || stone.type === filter.type);
      const admin = await get(
        logins.tokens.admin,
        `/api/admin/analytics-v2?period=year${query(filter)}`,
        ZAdminAnalyticsResponse,
      );
      const showroomA = admin.showroomBreakdown.find((row) => row.showroom.id === logins.showroomA);
      const quotedInA = quoteRows.filter(
        (quote) =>
          quote.showroomId === logins.showroomA &&
          inYear(quote.createdAt) &&
          lineRows.some((line) => line.quoteId === quote.id && matches(line)),
      );
      expect(showroomA?.quotes ?? 0, JSON.stringify(filter)).toBe(quotedInA.length);
      const owner = await get(
        logins.tokens.ownerA,
        `/api/showroom/analytics?period=year${query(filter)}`,
        ZShowroomAnalyticsResponse,
      );
      const heldInA = consultationRows.filter((row) => {
        const stones = row.stonesViewed as { brand: string; type: string }[];
        return (
          row.showroomId === logins.showroomA &&
          inYear(row.sessionStart) &&
          (filter.brand === undefined || stones.some((stone) => stone.brand === filter.brand)) &&
          (filter.type === undefined || stones.some((stone) => stone.type === filter.type))
        );
      });
      expect(owner.metrics.conversion.consultations, JSON.stringify(filter)).toBe(heldInA.length);
    }
  });

  it('find a prospect among the touches of the filtered brand or type only', async () => {
    const titles = async (filter: Filter) =>
      (
        await get(
          logins.tokens.admin,
          `/api/admin/analytics-v2?period=year${query(filter)}`,
          ZAdminAnalyticsResponse,
        )
      ).opportunities
        .filter((opportunity) => opportunity.type === 'high_intent')
        .map((opportunity) => [opportunity.title, opportunity.message]);
    const pat = ['Pat Prospect is ready to buy', '2 quotes and 1 consultation in 9 days, no order yet.'];
    expect(await titles({ brand: 'Cambria' })).toEqual([pat]);
    expect(await titles({ type: 'Quartz' })).toEqual([pat]);
    expect(await titles({ brand: 'Cambria', type: 'Quartz' })).toEqual([pat]);
    expect(await titles({ brand: 'Silestone' })).toEqual([]);
    expect(await titles({})).toContainEqual([
      'Sam Stale is still deciding after 90 days',
      '3 quotes and 1 consultation in 90 days, no order yet.',
    ]);
    expect(await titles({ brand: 'Cambria', type: 'Marble' })).toEqual([]);
  });

  it('keep the expiring quotes and stalled consultations holding or viewing the brand or type', async () => {
    const db = t.database.db;
    const [quoteLines, viewed] = await Promise.all([
      db.select().from(quoteItems),
      db
        .select({
          id: consultations.id,
          showroomId: consultations.showroomId,
          stonesViewed: consultations.stonesViewed,
        })
        .from(consultations),
    ]);
    // A quote counts with a line of the brand and type; a consultation with a stone viewed of the
    // brand and one of the type, as the two containments on its JSON list find them.
    const holds = (filter: Filter, opportunityId: string) => {
      const [kind, id] = opportunityId.split(':');
      if (kind === 'expiring_quote') {
        return quoteLines.some(
          (line) =>
            line.quoteId === id &&
            (filter.brand === undefined || line.brand === filter.brand) &&
            (filter.type === undefined || line.type === filter.type),
        );
      }
      const seen = (viewed.find((consultation) => consultation.id === id)?.stonesViewed ?? []) as {
        brand?: unknown;
        type?: unknown;
      }[];
      return (
        (filter.brand === undefined || seen.some((stone) => stone.brand === filter.brand)) &&
        (filter.type === undefined || seen.some((stone) => stone.type === filter.type))
      );
    };
    const pipeline = async (filter: Filter, more = '') =>
      (
        await get(
          logins.tokens.admin,
          `/api/admin/analytics-v2?period=year${query(filter)}${more}`,
          ZAdminAnalyticsResponse,
        )
      ).opportunities
        .filter((opportunity) => opportunity.type !== 'high_intent')
        .map((opportunity) => opportunity.id)
        .sort();
    const all = await pipeline({});
    expect(all.filter((id) => id.startsWith('expiring_quote:')).length).toBeGreaterThanOrEqual(8);
    expect(all.filter((id) => id.startsWith('stalled_consultation:')).length).toBeGreaterThanOrEqual(8);
    for (const filter of FILTERS) {
      const kept = all.filter((id) => holds(filter, id));
      expect(kept.length, JSON.stringify(filter)).toBeGreaterThan(0);
      expect(await pipeline(filter), JSON.stringify(filter)).toEqual(kept);
    }
    // The filter's stone keys are looked up for each open quote and consultation, the showrooms
    // left to that row: one showroom picked keeps its own, a test showroom's are left out unless
    // test data is asked for, under every filter.
    const showroomOf = new Map<string, string>([
      ...quoteLines.map((line) => [`expiring_quote:${line.quoteId}`, line.showroomId] as const),
      ...viewed.map(
        (consultation) => [`stalled_consultation:${consultation.id}`, consultation.showroomId] as const,
      ),
    ]);
    const inB = (id: string) => showroomOf.get(id) === logins.showroomB;
    expect(all.filter(inB).length).toBeGreaterThan(0);
    expect(all.filter((id) => !inB(id)).length).toBeGreaterThan(0);
    await db.update(showrooms).set({ isTest: true }).where(eq(showrooms.id, logins.showroomB));
    try {
      for (const filter of FILTERS) {
        const kept = all.filter((id) => holds(filter, id));
        const label = JSON.stringify(filter);
        expect(await pipeline(filter), label).toEqual(kept.filter((id) => !inB(id)));
        expect(await pipeline(filter, '&include_test_data=true'), label).toEqual(kept);
        expect(
          await pipeline(filter, `&include_test_data=true&showroom_id=${logins.showroomB}`),
          label,
        ).toEqual(kept.filter(inB));
      }
    } finally {
      await db.update(showrooms).set({ isTest: false }).where(eq(showrooms.id, logins.showroomB));
    }
  });

  it("answer the showroom's year with its new and repeat buyers under each filter", async () => {
    await expectShowroomYear();
  });
});

/**
 * The admin's and the showroom's filtered years, the platform's buyers and every showroom's quotes
 * and consultations under each filter.
 */
async function expectFilteredYear(): Promise<void> {
  await expectAdminYear();
  await expectShowroomYear();
  await expectPlatformBuyers();
  await expectActivity();
}

/** The buyers of a filter's orders (not cancelled, up to the window's end) by buyer key, each with their order dates. */
function buyersOf(sold: Awaited<ReturnType<typeof rows>>, end: Date): Date[][] {
  const buyers = new Map<string, Date[]>();
  for (const { order } of sold) {
    if (order.orderDate >= end) continue;
    const key = order.customerId ?? order.customerEmail.toLowerCase();
    buyers.set(key, [...(buyers.get(key) ?? []), order.orderDate]);
  }
  return [...buyers.values()];
}

/** New buyers (every order in the window) and repeat ones (two orders or more) of those who bought in it. */
function newAndRepeat(buyers: Date[][], start: Date) {
  const boughtNow = buyers.filter((list) => list.some((date) => date >= start));
  return {
    new: boughtNow.filter((list) => list.every((date) => date >= start)).length,
    repeat: boughtNow.filter((list) => list.length >= 2).length,
  };
}

/** The admin's year under each filter against a recount; answers the orders summed over the brands. */
async function expectAdminYear(): Promise<number> {
  const all = await rows();
  const { current } = periodWindows('year', NOW);
  const inYear = (entry: (typeof all)[number]) =>
    entry.order.orderDate >= current.start && entry.order.orderDate < current.end;
  let sumOverBrands = 0;
  for (const filter of FILTERS) {
    const answer = await get(
      logins.tokens.admin,
      `/api/admin/analytics-v2?period=year${query(filter)}`,
      ZAdminAnalyticsResponse,
    );
    const sold = counted(all, filter).filter(inYear);
    const revenue = sold.reduce((sum, { order }) => sum + order.totalCents, 0);
    const profit = sold.reduce(
      (sum, { order }) => sum + order.totalCents - order.taxCents - order.wholesaleCostCents,
      0,
    );
    expect(answer.systemMetrics.orders.current, JSON.stringify(filter)).toBe(sold.length);
    expect(answer.systemMetrics.revenue.current, JSON.stringify(filter)).toBe(centsToDollars(revenue));
    expect(answer.systemMetrics.profit.current, JSON.stringify(filter)).toBe(centsToDollars(profit));
    for (const showroomId of [logins.showroomA, logins.showroomB]) {
      const own = sold.filter(({ order }) => order.showroomId === showroomId);
      const row = answer.showroomBreakdown.find((entry) => entry.showroom.id === showroomId);
      expect(row?.orders, JSON.stringify(filter)).toBe(own.length);
      expect(row?.revenue, JSON.stringify(filter)).toBe(
        centsToDollars(own.reduce((sum, { order }) => sum + order.totalCents, 0)),
      );
    }
    if (filter.type === undefined) sumOverBrands += sold.length;
  }
  return sumOverBrands;
}

/** Showroom A's year under each filter against a recount, its new and repeat buyers included. */
async function expectShowroomYear(): Promise<void> {
  const all = await rows();
  const { current } = periodWindows('year', NOW);
  for (const filter of FILTERS) {
    const answer = await get(
      logins.tokens.ownerA,
      `/api/showroom/analytics?period=year${query(filter)}`,
      ZShowroomAnalyticsResponse,
    );
    const mine = counted(all, filter, logins.showroomA);
    const sold = mine.filter(
      ({ order }) => order.orderDate >= current.start && order.orderDate < current.end,
    );
    expect(answer.metrics.orders.current, JSON.stringify(filter)).toBe(sold.length);
    expect(answer.metrics.revenue.current, JSON.stringify(filter)).toBe(
      centsToDollars(sold.reduce((sum, { order }) => sum + order.totalCents, 0)),
    );
    expect(answer.metrics.customers, JSON.stringify(filter)).toEqual(
      newAndRepeat(buyersOf(mine, current.end), current.start),
    );
  }
}

/** The new and repeat buyers of every showroom under each filter, an e-mail buyer of two showrooms counted once. */
async function expectPlatformBuyers(): Promise<void> {
  const all = await rows();
  for (const period of ['year', 'month'] as const) {
    const { current } = periodWindows(period, NOW);
    for (const filter of FILTERS) {
      const scope = { includeTestShowrooms: true, ...filter };
      expect(
        await customerCounts(t.database.db, scope, current),
        `${period} ${JSON.stringify(filter)}`,
      ).toEqual(newAndRepeat(buyersOf(counted(all, filter), current.end), current.start));
    }
  }
}

/**
 * Each showroom's quotes saved and consultations held under each filter, in the current and the
 * previous year and month (windows ending at noon, so each has two partial days), against a recount
 * from the quotes' lines and the consultations' lists of stones viewed.
 */
async function expectActivity(): Promise<void> {
  const db = t.database.db;
  const [quoteRows, lineRows, consultationRows] = await Promise.all([
    db.select().from(quotes),
    db.select().from(quoteItems),
    db.select().from(consultations),
  ]);
  for (const period of ['year', 'month'] as const) {
    const windows = periodWindows(period, NOW);
    for (const filter of FILTERS) {
      const matches = (stone: { brand?: unknown; type?: unknown }) =>
        (filter.brand === undefined || stone.brand === filter.brand) &&
        (filter.type === undefined || stone.type === filter.type);
      const viewed = (stones: { brand?: unknown; type?: unknown }[]) =>
        (filter.brand === undefined || stones.some((stone) => stone.brand === filter.brand)) &&
        (filter.type === undefined || stones.some((stone) => stone.type === filter.type));
      const answer = await activityByShowroom(db, { includeTestShowrooms: true, ...filter }, windows);
      for (const showroomId of [logins.showroomA, logins.showroomB]) {
        const within = (date: Date, window: { start: Date; end: Date }) =>
          date >= window.start && date < window.end;
        const counts = (window: { start: Date; end: Date }) => ({
          quotes: quoteRows.filter(
            (quote) =>
              quote.showroomId === showroomId &&
              within(quote.createdAt, window) &&
              lineRows.some((line) => line.quoteId === quote.id && matches(line)),
          ).length,
          consultations: consultationRows.filter(
            (row) =>
              row.showroomId === showroomId &&
              within(row.sessionStart, window) &&
              viewed(row.stonesViewed as { brand?: unknown; type?: unknown }[]),
          ).length,
        });
        const [current, previous] = [counts(windows.current), counts(windows.previous)];
        const row = answer.find((entry) => entry.showroomId === showroomId);
        expect(
          {
            quotes: row?.quotes ?? { current: 0, previous: 0 },
            consultations: row?.consultations ?? { current: 0, previous: 0 },
          },
          `${period} ${JSON.stringify(filter)}`,
        ).toEqual({
          quotes: { current: current.quotes, previous: previous.quotes },
          consultations: { current: current.consultations, previous: previous.consultations },
        });
      }
    }
  }
}

describe('the CSV exports under a filter', () => {
  /** The records of a CSV export, keyed by its header row, after checking it answered 200. */
  async function exported(token: string, url: string, payload: object): Promise<Record<string, string>[]> {
    const response = await t.app.inject({ method: 'POST', url, headers: bearer(token), payload });
    expect(response.statusCode, `POST ${url}: ${response.body.slice(0, 300)}`).toBe(200);
    return parse(response.body, { columns: true });
  }
  const cents = (dollars: string | number | undefined) => Math.round(Number(dollars) * 100);
  const total = (records: Record<string, string>[], column: string) =>
    records.reduce((sum, record) => sum + cents(record[column]), 0);
  const count = (records: Record<string, string>[], column: string) =>
    records.reduce((sum, record) => sum + Number(record[column]), 0);
  const filterBody = (filter: Filter) => ({ brand: filter.brand ?? null, type: filter.type ?? null });
  /** Of the Performance or System Summary CSV: the current value of one metric. */
  const metric = (records: Record<string, string>[], name: string) =>
    records.find((record) => record.Metric === name)?.[
      'Current period' in (records[0] ?? {}) ? 'Current period' : 'Value'
    ];

  async function quotedInYear(filter: Filter, showroomId?: string) {
    const db = t.database.db;
    const { current } = periodWindows('year', NOW);
    const [quoteRows, lineRows] = await Promise.all([db.select().from(quotes), db.select().from(quoteItems)]);
    return quoteRows.filter(
      (quote) =>
        (showroomId === undefined || quote.showroomId === showroomId) &&
        quote.createdAt >= current.start &&
        quote.createdAt < current.end &&
        lineRows.some(
          (line) =>
            line.quoteId === quote.id &&
            (filter.brand === undefined || line.brand === filter.brand) &&
            (filter.type === undefined || line.type === filter.type),
        ),
    );
  }

  it("give the owner the screen's figures of the filter, each order holding it counted once and whole", async () => {
    const all = await rows();
    const { current } = periodWindows('year', NOW);
    const showroomB = all.filter(({ order }) => order.showroomId === logins.showroomB);
    let revenueOverBrands = 0;
    for (const filter of FILTERS) {
      const label = JSON.stringify(filter);
      const screen = await get(
        logins.tokens.ownerA,
        `/api/showroom/analytics?period=year${query(filter)}`,
        ZShowroomAnalyticsResponse,
      );
      const body = { period: 'year', ...filterBody(filter), team_member: null, format: 'csv' };
      const url = '/api/showroom/export-csv';
      const performance = await exported(logins.tokens.ownerA, url, { ...body, dataType: 'performance' });
      expect(cents(metric(performance, 'Revenue')), label).toBe(cents(screen.metrics.revenue.current));
      expect(Number(metric(performance, 'Orders')), label).toBe(screen.metrics.orders.current);
      expect(Number(metric(performance, 'New customers')), label).toBe(screen.metrics.customers.new);
      expect(Number(metric(performance, 'Repeat customers')), label).toBe(screen.metrics.customers.repeat);
      expect(Number(metric(performance, 'Consultations')), label).toBe(
        screen.metrics.conversion.consultations,
      );

      const sold = counted(all, filter, logins.showroomA).filter(
        ({ order }) => order.orderDate >= current.start && order.orderDate < current.end,
      );
      const customers = await exported(logins.tokens.ownerA, url, { ...body, dataType: 'customers' });
      expect(total(customers, 'Revenue'), label).toBe(cents(screen.metrics.revenue.current));
      expect(total(customers, 'Revenue'), label).toBe(
        sold.reduce((sum, { order }) => sum + order.totalCents, 0),
      );
      expect(count(customers, 'Orders'), label).toBe(screen.metrics.orders.current);
      expect(customers.map((record) => record.Email).sort(), label).toEqual(
        [...new Set(sold.map(({ order }) => order.customerEmail))].sort(),
      );
      for (const { order } of showroomB) {
        expect(
          customers.map((record) => record.Email),
          label,
        ).not.toContain(order.customerEmail);
      }
      if (filter.type === undefined) revenueOverBrands += total(customers, 'Revenue');

      const quoted = await exported(logins.tokens.ownerA, url, { ...body, dataType: 'quotes' });
      const funnel = screen.metrics.conversion.funnelData.find((stage) => stage.stage === 'Quotes');
      expect(quoted.length, label).toBe(funnel?.value);
      expect(quoted.map((record) => record['Quote Number']).sort(), label).toEqual(
        (await quotedInYear(filter, logins.showroomA)).map((quote) => quote.quoteNumber).sort(),
      );

      const stoneRows = await exported(logins.tokens.ownerA, url, { ...body, dataType: 'stones' });
      for (const record of stoneRows) {
        expect(filter.brand === undefined || record.Brand === filter.brand, label).toBe(true);
        expect(filter.type === undefined || record.Type === filter.type, label).toBe(true);
      }
      const exportedStones = stoneRows.map((record) => [record.Color, cents(record.Revenue)]);
      for (const stone of screen.topPerformers.revenue) {
        expect(exportedStones, label).toContainEqual([stone.name, cents(stone.revenue)]);
      }
    }
    // Orders holding two brands count under each, whole: the brands' revenue adds up to more.
    const unfiltered = await get(
      logins.tokens.ownerA,
      '/api/showroom/analytics?period=year',
      ZShowroomAnalyticsResponse,
    );
    expect(revenueOverBrands).toBeGreaterThan(cents(unfiltered.metrics.revenue.current));
  });

  it("give the admin the screen's figures of the filter, and one showroom's only when it is picked", async () => {
    const url = '/api/admin/export-csv';
    for (const filter of FILTERS) {
      for (const showroomId of [undefined, logins.showroomA]) {
        const label = JSON.stringify({ ...filter, showroomId });
        const screen = await get(
          logins.tokens.admin,
          `/api/admin/analytics-v2?period=year${query(filter)}${showroomId ? `&showroom_id=${showroomId}` : ''}`,
          ZAdminAnalyticsResponse,
        );
        const body = { period: 'year', ...filterBody(filter), showroom_id: showroomId ?? null };
        const summary = await exported(logins.tokens.admin, url, { ...body, dataType: 'summary' });
        expect(cents(metric(summary, 'Total system revenue')), label).toBe(
          cents(screen.systemMetrics.revenue.current),
        );
        expect(Number(metric(summary, 'Total orders')), label).toBe(screen.systemMetrics.orders.current);
        expect(cents(metric(summary, 'Total system profit')), label).toBe(
          cents(screen.systemMetrics.profit.current),
        );

        const breakdown = await exported(logins.tokens.admin, url, { ...body, dataType: 'showrooms' });
        expect(
          breakdown.map((record) => [
            record.Showroom,
            cents(record.Revenue),
            Number(record.Orders),
            Number(record.Quotes),
          ]),
          label,
        ).toEqual(
          screen.showroomBreakdown.map((row) => [
            row.showroom.name,
            cents(row.revenue),
            row.orders,
            row.quotes,
          ]),
        );

        const customers = await exported(logins.tokens.admin, url, { ...body, dataType: 'customers' });
        expect(total(customers, 'Revenue'), label).toBe(cents(screen.systemMetrics.revenue.current));
        expect(count(customers, 'Orders'), label).toBe(screen.systemMetrics.orders.current);

        const quoted = await exported(logins.tokens.admin, url, { ...body, dataType: 'quotes' });
        expect(quoted.length, label).toBe(screen.showroomBreakdown.reduce((sum, row) => sum + row.quotes, 0));
        expect(quoted.map((record) => record['Quote Number']).sort(), label).toEqual(
          (await quotedInYear(filter, showroomId)).map((quote) => quote.quoteNumber).sort(),
        );
        if (showroomId !== undefined) {
          for (const records of [customers, quoted]) {
            for (const record of records) expect(record.Showroom, label).toBe('Showroom A');
          }
        }
      }
    }
  });

  it('refuse a filter an export does not know, naming it, rather than export everything', async () => {
    const admin = await t.app.inject({
      method: 'POST',
      url: '/api/admin/export-csv',
      headers: bearer(logins.tokens.admin),
      payload: { dataType: 'customers', period: 'year', brand: 'Cambria', team_member: 'owner' },
    });
    expect(admin.statusCode).toBe(400);
    expect(admin.json<{ error: string }>().error).toContain('Unrecognized key: "team_member"');
    const owner = await t.app.inject({
      method: 'POST',
      url: '/api/showroom/export-csv',
      headers: bearer(logins.tokens.ownerA),
      payload: { dataType: 'customers', period: 'year', showroom_id: logins.showroomB },
    });
    expect(owner.statusCode).toBe(400);
    expect(owner.json<{ error: string }>().error).toContain('Unrecognized key: "showroom_id"');
  });
});

/**
 * Last in the file: its e-mail buyer of both showrooms would be another showroom's buyer in the
 * exports checked above.
 */
describe('the order and activity key rollups (migrations 0029 and 0030)', () => {
  it('answer the same from the key rollups once folded, and with later changes not yet folded', async () => {
    const db = t.database.db;
    // Buyers known only by e-mail, one of them in both showrooms: the platform counts them once.
    for (const [showroomId, daysAgo] of [
      [logins.showroomA, 400],
      [logins.showroomB, 30],
      [logins.showroomA, 10],
    ] as const) {
      await createOrder(db, {
        showroomId,
        lines: [
          {
            stone: stones[0] as StoneRow,
            quantitySlabs: 1,
            unitPriceCents: 80_000,
            wholesaleUnitCostCents: 30_000,
          },
        ],
        orderDate: new Date(NOW.getTime() - daysAgo * DAY),
        status: 'completed',
      });
    }
    await expectFilteredYear();
    expect(await foldAnalytics(db)).toBeGreaterThan(0);
    const folded = await db.execute<{ orders: number; activity: number }>(
      sql`select (select count(*) from analytics_monthly_order_keys)::int as orders,
        (select count(*) from analytics_monthly_activity_keys)::int as activity`,
    );
    expect(folded.rows[0]?.orders).toBeGreaterThan(0);
    expect(folded.rows[0]?.activity).toBeGreaterThan(0);
    await expectFilteredYear();
    // Changes after the fold, read from the folded rollups plus their deltas: an order cancelled,
    // one moved into the window, a line of another brand added to one.
    const all = await rows();
    const [cancel, move, grow] = all
      .filter(({ order }) => order.status !== 'cancelled')
      .map(({ order }) => order);
    await db
      .update(orders)
      .set({ status: 'cancelled' })
      .where(eq(orders.id, cancel?.id as string));
    await db
      .update(orders)
      .set({ orderDate: new Date(NOW.getTime() - 5 * DAY) })
      .where(eq(orders.id, move?.id as string));
    const [line] = await db
      .select()
      .from(orderItems)
      .where(eq(orderItems.orderId, grow?.id as string));
    const { id: _id, ...copy } = line as typeof orderItems.$inferSelect;
    const silestone = stones.find(
      (stone) => stone.brand === 'Silestone' && stone.type === 'Quartz',
    ) as StoneRow;
    await db.insert(orderItems).values({
      ...copy,
      position: 98,
      brand: silestone.brand,
      type: silestone.type,
      color: silestone.color,
    });
    // And to quotes and consultations: a quote moved into the year's last, partial day and one
    // given a line of another brand; a consultation moved into the year's first, partial day and
    // one that now viewed two other stones (a brand and a type of different stones).
    const { current } = periodWindows('year', NOW);
    const [moveQuote, growQuote] = await db.select().from(quotes).orderBy(quotes.quoteNumber).limit(2);
    await db
      .update(quotes)
      .set({ createdAt: new Date(NOW.getTime() - 3_600_000) })
      .where(eq(quotes.id, moveQuote?.id as string));
    await createQuoteItem(db, {
      quoteId: growQuote?.id as string,
      showroomId: growQuote?.showroomId as string,
      position: 97,
      ...stoneSnapshot(silestone),
      quantity: 1,
      unitPriceCents: 100_000,
    });
    const [moveVisit, reviewVisit] = await db
      .select()
      .from(consultations)
      .orderBy(consultations.sessionStart)
      .limit(2);
    await db
      .update(consultations)
      .set({ sessionStart: new Date(current.start.getTime() + 3_600_000) })
      .where(eq(consultations.id, moveVisit?.id as string));
    await db
      .update(consultations)
      .set({
        stonesViewed: [
          { brand: 'Cambria', type: 'Marble', color: 'Cambria Marble White' },
          { brand: 'Caesarstone', type: 'Quartz', color: 'Caesarstone Quartz White' },
        ],
      })
      .where(eq(consultations.id, reviewVisit?.id as string));
    await expectFilteredYear();
    await foldAnalytics(db);
    await expectFilteredYear();
  });
});

/**
 * The high-intent opportunities of a filter recounted from the rows by the domain's rule: a
 * customer with no order whose quotes holding a line of the filter and consultations viewing it
 * number at least HIGH_INTENT_MIN_TOUCHES, one of them in the last HIGH_INTENT_ACTIVE_DAYS, valued
 * at the largest of those quotes.
 */
async function highIntentRecount(filter: Filter, showroomId?: string) {
  const db = t.database.db;
  const [customerRows, orderRows, quoteRows, lineRows, visitRows] = await Promise.all([
    db.select().from(customers),
    db.select({ customerId: orders.customerId }).from(orders),
    db.select().from(quotes),
    db.select().from(quoteItems),
    db.select().from(consultations),
  ]);
  const matches = (stone: { brand: string; type: string }) =>
    (filter.brand === undefined || stone.brand === filter.brand) &&
    (filter.type === undefined || stone.type === filter.type);
  const activeSince = NOW.getTime() - HIGH_INTENT_ACTIVE_DAYS * DAY;
  const inShowroom = (row: { showroomId: string }) =>
    showroomId === undefined || row.showroomId === showroomId;
  return customerRows
    .flatMap((customer) => {
      if (orderRows.some((order) => order.customerId === customer.id)) return [];
      const quoted = quoteRows
        .filter(
          (quote) =>
            quote.customerId === customer.id &&
            inShowroom(quote) &&
            lineRows.some((line) => line.quoteId === quote.id && matches(line)),
        )
        .sort(
          (a, b) =>
            b.createdAt.getTime() - a.createdAt.getTime() || b.quoteNumber.localeCompare(a.quoteNumber),
        );
      const visits = visitRows.filter((visit) => {
        const viewed = visit.stonesViewed as { brand: string; type: string }[];
        return (
          visit.customerId === customer.id &&
          inShowroom(visit) &&
          (filter.brand === undefined || viewed.some((stone) => stone.brand === filter.brand)) &&
          (filter.type === undefined || viewed.some((stone) => stone.type === filter.type))
        );
      });
      const touches = [
        ...quoted.map((quote) => quote.createdAt),
        ...visits.map((visit) => visit.sessionStart),
      ];
      if (
        touches.length < HIGH_INTENT_MIN_TOUCHES ||
        !touches.some((touch) => touch.getTime() >= activeSince)
      ) {
        return [];
      }
      const first = Math.min(...touches.map((touch) => touch.getTime()));
      const opportunity = highIntentOpportunity({
        customerId: customer.id,
        customer: {
          name: `${customer.firstName} ${customer.lastName}`.trim(),
          email: customer.email,
          phone: customer.phone,
        },
        quotes: quoted.length,
        consultations: visits.length,
        largestQuoteCents: Math.max(0, ...quoted.map((quote) => quote.totalPriceCents)),
        latestQuoteNumber: quoted[0]?.quoteNumber ?? null,
        daysInPipeline: Math.floor((NOW.getTime() - first) / DAY),
      });
      const { potentialValueCents, ...shown } = opportunity;
      return [{ ...shown, potentialValue: centsToDollars(potentialValueCents) }];
    })
    .sort((a, b) => a.id.localeCompare(b.id));
}

/** The admin's high-intent opportunities under a filter, as the answer carries them. */
async function highIntentAnswered(filter: Filter, showroomId?: string) {
  const answer = await get(
    logins.tokens.admin,
    `/api/admin/analytics-v2?period=year${query(filter)}${showroomId ? `&showroom_id=${showroomId}` : ''}`,
    ZAdminAnalyticsResponse,
  );
  return answer.opportunities
    .filter((opportunity) => opportunity.type === 'high_intent')
    .map(({ showroomName: _name, ...opportunity }) => opportunity)
    .sort((a, b) => a.id.localeCompare(b.id));
}

/** Every filter's high-intent opportunities, over the platform and in each showroom, against the recount. */
async function expectHighIntentRecounted(): Promise<number> {
  let found = 0;
  for (const filter of [{}, ...FILTERS]) {
    for (const showroomId of [undefined, logins.showroomA, logins.showroomB]) {
      const expected = await highIntentRecount(filter, showroomId);
      expect(await highIntentAnswered(filter, showroomId), JSON.stringify({ filter, showroomId })).toEqual(
        expected,
      );
      found += expected.length;
    }
  }
  return found;
}

/**
 * The filtered high-intent opportunities read each candidate prospect's stone key rows (migration
 * 0031, docs/decisions/141). Prospects of both showrooms with two to five touches of random stones,
 * some older than the active days, quotes of several values; then a quote given to another
 * prospect, a quote line of another brand, a consultation that viewed other stones and a prospect
 * who orders, each checked before and after a fold.
 */
describe('the high-intent opportunities under a filter (migration 0031)', () => {
  it('find the prospects a recount from the rows finds, before a fold and after it', async () => {
    const db = t.database.db;
    const next = numbers(141);
    const prospects: CustomerRow[] = [];
    for (let index = 0; index < 10; index += 1) {
      const showroomId = index % 3 === 0 ? logins.showroomB : logins.showroomA;
      const prospect = await createCustomer(db, {
        showroomId,
        firstName: `Keen${index}`,
        lastName: 'Prospect',
        email: `keen${index}@mix.test`,
        createdAt: new Date(NOW.getTime() - 200 * DAY),
      });
      prospects.push(prospect);
      const touches = 2 + next(4);
      for (let touch = 0; touch < touches; touch += 1) {
        const at = new Date(NOW.getTime() - (1 + next(90)) * DAY - next(DAY));
        const viewed = Array.from({ length: 1 + next(2) }, () => stones[next(stones.length)] as StoneRow);
        if (next(2) === 0) {
          await createConsultation(db, {
            showroomId,
            customerId: prospect.id,
            sessionStart: at,
            stonesViewed: viewed.map((stone) => ({
              brand: stone.brand,
              type: stone.type,
              color: stone.color,
            })),
          });
          continue;
        }
        const totalPriceCents = (1 + next(15)) * 100_000;
        const quote = await createQuote(db, {
          showroomId,
          customerId: prospect.id,
          status: next(3) === 0 ? 'expired' : 'open',
          totalPriceCents,
          subtotalCents: totalPriceCents,
          createdAt: at,
          updatedAt: at,
        });
        for (const [position, stone] of viewed.entries()) {
          await createQuoteItem(db, {
            quoteId: quote.id,
            showroomId,
            position,
            ...stoneSnapshot(stone),
            quantity: 1,
            unitPriceCents: totalPriceCents,
          });
        }
      }
    }
    expect(await expectHighIntentRecounted()).toBeGreaterThan(FILTERS.length);
    await foldAnalytics(db);
    await expectHighIntentRecounted();
    const keen = (index: number) => prospects[index] as CustomerRow;
    const [given] = await db
      .select()
      .from(quotes)
      .where(eq(quotes.customerId, keen(1).id))
      .limit(1);
    if (given)
      await db
        .update(quotes)
        .set({ customerId: keen(2).id })
        .where(eq(quotes.id, given.id));
    const [line] = await db
      .select({ id: quoteItems.id })
      .from(quoteItems)
      .innerJoin(quotes, eq(quotes.id, quoteItems.quoteId))
      .where(eq(quotes.customerId, keen(4).id))
      .limit(1);
    if (line) {
      await db
        .update(quoteItems)
        .set({ brand: 'Silestone', type: 'Marble' })
        .where(eq(quoteItems.id, line.id));
    }
    const [visit] = await db
      .select()
      .from(consultations)
      .where(eq(consultations.customerId, keen(5).id))
      .limit(1);
    if (visit) {
      await db
        .update(consultations)
        .set({ stonesViewed: [{ brand: 'Cambria', type: 'Quartz', color: 'Cambria Quartz White' }] })
        .where(eq(consultations.id, visit.id));
    }
    await createOrder(db, {
      showroomId: keen(7).showroomId,
      customer: keen(7),
      lines: [
        {
          stone: stones[0] as StoneRow,
          quantitySlabs: 1,
          unitPriceCents: 80_000,
          wholesaleUnitCostCents: 30_000,
        },
      ],
      orderDate: new Date(NOW.getTime() - 2 * DAY),
      status: 'pending',
    });
    await expectHighIntentRecounted();
    await foldAnalytics(db);
    await expectHighIntentRecounted();
  });
});
