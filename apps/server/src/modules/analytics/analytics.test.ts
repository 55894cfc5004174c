import { ZAdminAnalyticsResponse } from '@stonetool/contracts/admin-analytics';
import {
  ZShowroomAnalyticsResponse,
  ZShowroomInsightsResponse,
  ZShowroomTargetsResponse,
  ZSystemTargetsResponse,
  ZShowroomRevenueTargetsResponse,
  ZAnalyticsPreferencesResponse,
  ZSaveTargetResponse,
} from '@stonetool/contracts/analytics';
import { ZShowroomOrdersResponse } from '@stonetool/contracts/showroom-orders';
import type { StoneRow } from '@stonetool/db/schema/catalog';
import type { CustomerRow } from '@stonetool/db/schema/customers';
import { quotes } from '@stonetool/db/schema/quotes';
import { showrooms } from '@stonetool/db/schema/showrooms';
import { createConsultation, createCustomer } from '@stonetool/db/seed/customers';
import { createOrder } from '@stonetool/db/seed/orders';
import { createQuote, createQuoteItem } from '@stonetool/db/seed/quotes';
import { createStone } from '@stonetool/db/seed/stones';
import { stoneSnapshot } from '@stonetool/db/schema/catalog';
import { centsToDollars, dollarsToCents, sumCents } from '@stonetool/domain/money';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedShowroomWithOwner } from '../../testing/fixtures';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { accessToken, bearer } from '../../testing/api-as';
import { seedMaterialLogins, type MaterialLogins } from '../orders/material-test-setup';

/**
 * A small known history of showroom A, with the clock at 2026-03-15 12:00 UTC, so the month is
 * 2026-02-13 12:00 → now and the previous month 2026-01-14 12:00 → 2026-02-13 12:00:
 *
 *   O1 Mar 10 owner   C1 2 × Calacatta Nuvo @ $1,000 (cost $600), tax 8.25 % → $2,165.00 delivered
 *   O2 Mar  1 Sam     C2 1 × Eternal Marquina @ $1,500 (cost $900), no tax   → $1,500.00 processing
 *   O3 Feb 20 Sam     C1 1 × Calacatta Nuvo @ $1,000 (cost $600), no tax     → $1,000.00 completed
 *   O4 Mar  5 Sam     C3 1 × Brittanicca @ $3,000, cancelled                  (never counted)
 *   O5 Jan 20 owner   C1 1 × Eternal Marquina, no tax                        → $1,500.00 (previous)
 *   O6 Feb  1 Sam     C4 1 × Calacatta Nuvo, no tax                          → $1,000.00 (previous)
 *
 * Showroom B and a test showroom each sell in the month too and must never leak into A.
 */
const NOW = new Date('2026-03-15T12:00:00Z');
const at = (iso: string) => new Date(`${iso}T12:00:00Z`);

let t: TestApp;
let logins: MaterialLogins;
let testShowroomId: string;
let testOwnerToken: string;
const people: Record<string, CustomerRow> = {};
let q5Number = '';

async function get<S extends z.ZodType>(token: string, url: string, schema: S): Promise<z.infer<S>> {
  const response = await t.app.inject({ method: 'GET', url, headers: bearer(token) });
  expect(response.statusCode, `GET ${url}: ${response.body.slice(0, 300)}`).toBe(200);
  return schema.parse(response.json());
}

async function status(token: string, method: 'GET' | 'POST', url: string, payload?: object): Promise<number> {
  const response = await t.app.inject({
    method,
    url,
    headers: bearer(token),
    ...(payload ? { payload } : {}),
  });
  return response.statusCode;
}

function line(stone: StoneRow, slabs: number, unitPriceCents: number, costCents: number) {
  return { stone, quantitySlabs: slabs, unitPriceCents, wholesaleUnitCostCents: costCents };
}

beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(NOW);
  logins = await seedMaterialLogins(t);
  const db = t.database.db;
  const a = logins.showroomA;
  const nuvo = await createStone(db, { brand: 'Caesarstone', type: 'Quartz', color: 'Calacatta Nuvo' });
  const marquina = await createStone(db, { brand: 'Silestone', type: 'Quartz', color: 'Eternal Marquina' });
  const brittanicca = await createStone(db, { brand: 'Cambria', type: 'Quartz', color: 'Brittanicca' });
  for (const name of ['C1', 'C2', 'C3', 'C4', 'C5', 'C6', 'C7']) {
    people[name] = await createCustomer(db, {
      showroomId: a,
      firstName: name,
      lastName: 'Client',
      email: `${name.toLowerCase()}@example.test`,
      createdAt: at('2026-01-01'),
    });
  }
  const who = (name: string) => people[name] as CustomerRow;
  const sam = logins.salesAId;
  const kim = logins.salesA2Id;

  // Consultations: five in the month, two in the previous month.
  const k1 = await createConsultation(db, {
    showroomId: a,
    customerId: who('C1').id,
    sessionStart: at('2026-03-09'),
    orderPlaced: true,
  });
  const k2 = await createConsultation(db, {
    showroomId: a,
    customerId: who('C2').id,
    salespersonId: sam,
    sessionStart: at('2026-02-28'),
    orderPlaced: true,
  });
  await createConsultation(db, {
    showroomId: a,
    customerId: who('C5').id,
    salespersonId: sam,
    sessionStart: at('2026-03-11'),
  });
  await createConsultation(db, {
    showroomId: a,
    customerId: who('C5').id,
    salespersonId: sam,
    sessionStart: at('2026-03-12'),
  });
  await createConsultation(db, {
    showroomId: a,
    customerId: who('C7').id,
    salespersonId: kim,
    sessionStart: at('2026-03-01'),
    stonesViewed: [{ brand: 'Cambria', type: 'Quartz', color: 'Brittanicca' }],
    stonesCompared: [{ brand: 'Cambria' }, { brand: 'Caesarstone' }],
  });
  await createConsultation(db, {
    showroomId: a,
    customerId: who('C1').id,
    sessionStart: at('2026-01-20'),
    orderPlaced: true,
  });
  await createConsultation(db, {
    showroomId: a,
    customerId: who('C4').id,
    salespersonId: sam,
    sessionStart: at('2026-02-01'),
    orderPlaced: true,
  });

  // Quotes: five in the month.
  const quote = async (
    date: string,
    customer: string,
    member: string | null,
    stones: StoneRow[],
    totalCents: number,
    status: 'open' | 'ordered',
    consultationId: string | null = null,
  ) => {
    const row = await createQuote(db, {
      showroomId: a,
      customerId: who(customer).id,
      createdByTeamMemberId: member,
      consultationId,
      status,
      totalPriceCents: totalCents,
      subtotalCents: totalCents,
      validUntil: new Date(at(date).getTime() + 30 * 86_400_000),
      createdAt: at(date),
      updatedAt: at(date),
    });
    for (const [position, stone] of stones.entries()) {
      await createQuoteItem(db, {
        quoteId: row.id,
        showroomId: a,
        position,
        ...stoneSnapshot(stone),
        quantity: 1,
        unitPriceCents: totalCents,
      });
    }
    return row;
  };
  const q1 = await quote('2026-03-09', 'C1', null, [nuvo], 200_000, 'ordered', k1.id);
  const q2 = await quote('2026-02-28', 'C2', sam, [marquina], 150_000, 'ordered', k2.id);
  const q3 = await quote('2026-02-19', 'C1', sam, [nuvo], 100_000, 'ordered');
  await quote('2026-03-12', 'C5', sam, [nuvo, brittanicca], 400_000, 'open');
  q5Number = (await quote('2026-02-17', 'C6', kim, [brittanicca], 250_000, 'open')).quoteNumber;

  const order = async (
    date: string,
    customer: string,
    member: string | null,
    lines: ReturnType<typeof line>[],
    extra: {
      status?: 'pending' | 'processing' | 'completed' | 'delivered' | 'cancelled';
      tax?: boolean;
      quoteId?: string;
      quoteNumber?: string;
    } = {},
  ) =>
    createOrder(db, {
      showroomId: a,
      customer: who(customer),
      placedByTeamMemberId: member,
      orderDate: at(date),
      status: extra.status ?? 'completed',
      includeSalesTax: extra.tax ?? false,
      taxRatePercent: 8.25,
      deliveryMethod: 'will_call',
      lines,
      ...(extra.quoteId ? { quoteId: extra.quoteId } : {}),
      ...(extra.quoteNumber ? { quoteNumber: extra.quoteNumber } : {}),
    });
  await order('2026-03-10', 'C1', null, [line(nuvo, 2, 100_000, 60_000)], {
    status: 'delivered',
    tax: true,
    quoteId: q1.id,
    quoteNumber: q1.quoteNumber,
  });
  await order('2026-03-01', 'C2', sam, [line(marquina, 1, 150_000, 90_000)], {
    status: 'processing',
    quoteId: q2.id,
    quoteNumber: q2.quoteNumber,
  });
  await order('2026-02-20', 'C1', sam, [line(nuvo, 1, 100_000, 60_000)], {
    quoteId: q3.id,
    quoteNumber: q3.quoteNumber,
  });
  await order('2026-03-05', 'C3', sam, [line(brittanicca, 1, 300_000, 180_000)], {
    status: 'cancelled',
  });
  await order('2026-01-20', 'C1', null, [line(marquina, 1, 150_000, 90_000)]);
  await order('2026-02-01', 'C4', sam, [line(nuvo, 1, 100_000, 60_000)]);

  // Another showroom and a test showroom sell in the same month.
  await createOrder(db, {
    showroomId: logins.showroomB,
    orderDate: at('2026-03-03'),
    includeSalesTax: false,
    deliveryMethod: 'will_call',
    lines: [line(nuvo, 1, 99_900, 50_000)],
  });
  const test = await seedShowroomWithOwner(db, {
    name: 'Test Showroom',
    email: 'test-owner@example.test',
    password: 'Test-owner-pass-1',
    isTest: true,
  });
  testShowroomId = test.showroomId;
  await createOrder(db, {
    showroomId: testShowroomId,
    orderDate: at('2026-03-04'),
    includeSalesTax: false,
    deliveryMethod: 'will_call',
    lines: [line(nuvo, 1, 500_000, 100_000)],
  });
  testOwnerToken = await accessToken(t.app, 'test-owner@example.test', 'Test-owner-pass-1');
});

afterAll(async () => {
  await t.close();
});

describe('the showroom analytics of a known history', () => {
  it('computes every card of the month and its change against the previous month to the cent', async () => {
    const body = await get(logins.tokens.ownerA, '/api/showroom/analytics', ZShowroomAnalyticsResponse);
    expect(body.period).toBe('month');
    expect(body.metrics.revenue).toEqual({
      current: 4665,
      previous: 2500,
      change: 86.6,
      changeType: 'increase',
    });
    // Profit = revenue − sales tax − wholesale cost: 4,665 − 165 − 2,700 = 1,800 (previous 2,500 − 1,500).
    expect(body.metrics.profit).toEqual({
      current: 1800,
      previous: 1000,
      change: 80,
      changeType: 'increase',
      margin: 40,
    });
    expect(body.metrics.orders).toEqual({ current: 3, previous: 2 });
    // C2 bought for the first time; C1 came back (first order in January).
    expect(body.metrics.customers).toEqual({ new: 1, repeat: 1 });
    expect(body.metrics.conversion).toEqual({
      rate: 60,
      orders: 3,
      consultations: 5,
      funnelData: [
        { stage: 'Consultations', value: 5 },
        { stage: 'Quotes', value: 5 },
        { stage: 'Accepted', value: 0 },
        { stage: 'Orders', value: 3 },
        { stage: 'Completed', value: 2 },
      ],
    });
  });

  it('lists the most quoted, best selling and top revenue stones', async () => {
    const { topPerformers } = await get(
      logins.tokens.ownerA,
      '/api/showroom/analytics',
      ZShowroomAnalyticsResponse,
    );
    expect(topPerformers.quoted).toEqual([
      { name: 'Calacatta Nuvo', brand: 'Caesarstone', type: 'Quartz', quotes: 3 },
      { name: 'Brittanicca', brand: 'Cambria', type: 'Quartz', quotes: 2 },
      { name: 'Eternal Marquina', brand: 'Silestone', type: 'Quartz', quotes: 1 },
    ]);
    expect(topPerformers.sold).toEqual([
      { name: 'Calacatta Nuvo', brand: 'Caesarstone', type: 'Quartz', orders: 2 },
      { name: 'Eternal Marquina', brand: 'Silestone', type: 'Quartz', orders: 1 },
    ]);
    expect(topPerformers.revenue).toEqual([
      { name: 'Calacatta Nuvo', brand: 'Caesarstone', type: 'Quartz', revenue: 3000 },
      { name: 'Eternal Marquina', brand: 'Silestone', type: 'Quartz', revenue: 1500 },
    ]);
  });

  it('credits each team member and the owner with their own sales', async () => {
    const { teamMembers } = await get(
      logins.tokens.ownerA,
      '/api/showroom/analytics',
      ZShowroomAnalyticsResponse,
    );
    expect(teamMembers.slice(0, 2)).toEqual([
      {
        id: logins.salesAId,
        name: 'Sam Seller',
        role: 'salesperson',
        orders: 2,
        revenue: 2500,
        avgOrderValue: 1250,
      },
      { id: 'owner', name: 'Owner', role: 'owner', orders: 1, revenue: 2165, avgOrderValue: 2165 },
    ]);
    expect(teamMembers.slice(2).map((member) => [member.name, member.orders, member.revenue])).toEqual([
      ['Kim Seller', 0, 0],
      ['Morgan Manager', 0, 0],
    ]);
  });

  it('answers the same revenue as the orders the Orders tab lists', async () => {
    const year = await get(
      logins.tokens.ownerA,
      '/api/showroom/analytics?period=year',
      ZShowroomAnalyticsResponse,
    );
    const listed = await get(logins.tokens.ownerA, '/api/showroom/orders', ZShowroomOrdersResponse);
    const sold = listed.orders.filter((row) => row.status !== 'cancelled');
    expect(year.metrics.revenue.current).toBe(
      centsToDollars(sumCents(sold.map((row) => dollarsToCents(row.pricing_breakdown.total)))),
    );
    expect(year.metrics.revenue.current).toBe(listed.stats.total_revenue);
    expect(year.metrics.revenue.current).toBe(7165);
  });

  it('falls on the period boundaries: today, the last 7 days and the year', async () => {
    t.clock.set(new Date('2026-03-10T18:00:00Z'));
    const today = await get(
      logins.tokens.ownerA,
      '/api/showroom/analytics?period=today',
      ZShowroomAnalyticsResponse,
    );
    expect(today.metrics.revenue.current).toBe(2165);
    expect(today.metrics.orders).toEqual({ current: 1, previous: 0 });
    t.clock.set(NOW);
    const week = await get(
      logins.tokens.ownerA,
      '/api/showroom/analytics?period=week',
      ZShowroomAnalyticsResponse,
    );
    // Mar 8 12:00 → now holds O1 only; the week before (Mar 1 12:00 → Mar 8 12:00) O2 placed at Mar 1 12:00.
    expect(week.metrics.revenue).toMatchObject({ current: 2165, previous: 1500 });
    const year = await get(
      logins.tokens.ownerA,
      '/api/showroom/analytics?period=year',
      ZShowroomAnalyticsResponse,
    );
    expect(year.metrics.orders).toEqual({ current: 5, previous: 0 });
  });

  it('filters by brand, stone type and team member', async () => {
    const silestone = await get(
      logins.tokens.ownerA,
      '/api/showroom/analytics?brand=Silestone',
      ZShowroomAnalyticsResponse,
    );
    expect(silestone.metrics.revenue).toMatchObject({ current: 1500, previous: 1500 });
    expect(silestone.metrics.orders).toEqual({ current: 1, previous: 1 });
    expect(silestone.topPerformers.quoted).toEqual([
      { name: 'Eternal Marquina', brand: 'Silestone', type: 'Quartz', quotes: 1 },
    ]);
    const granite = await get(
      logins.tokens.ownerA,
      '/api/showroom/analytics?type=Granite',
      ZShowroomAnalyticsResponse,
    );
    expect(granite.metrics.revenue.current).toBe(0);
    const owner = await get(
      logins.tokens.ownerA,
      '/api/showroom/analytics?team_member=owner',
      ZShowroomAnalyticsResponse,
    );
    expect(owner.metrics.revenue.current).toBe(2165);
    expect(owner.metrics.conversion).toMatchObject({ orders: 1, consultations: 1, rate: 100 });
    expect(owner.teamMembers.map((member) => member.id)).toEqual(['owner']);
    const sam = await get(
      logins.tokens.ownerA,
      `/api/showroom/analytics?team_member=${logins.salesAId}`,
      ZShowroomAnalyticsResponse,
    );
    expect(sam.metrics.revenue.current).toBe(2500);
    const all = await get(
      logins.tokens.ownerA,
      '/api/showroom/analytics?brand=all&type=all&team_member=all',
      ZShowroomAnalyticsResponse,
    );
    expect(all.metrics.revenue.current).toBe(4665);
  });

  it('refuses unknown filters and periods', async () => {
    expect(await status(logins.tokens.ownerA, 'GET', '/api/showroom/analytics?period=decade')).toBe(400);
    expect(await status(logins.tokens.ownerA, 'GET', '/api/showroom/analytics?team_member=nobody')).toBe(400);
    expect(
      await status(logins.tokens.ownerA, 'GET', `/api/showroom/analytics?showroom_id=${logins.showroomB}`),
    ).toBe(400);
  });
});

describe('roles and tenants of the showroom analytics', () => {
  it('never sends profit to a team member without wholesale costs', async () => {
    for (const token of [logins.tokens.salesA, logins.tokens.managerA]) {
      const response = await t.app.inject({
        method: 'GET',
        url: '/api/showroom/analytics',
        headers: bearer(token),
      });
      expect(response.statusCode).toBe(200);
      const body = response.json<{ metrics: Record<string, unknown> }>();
      expect(Object.keys(body.metrics)).not.toContain('profit');
      // A salesperson's figures are their own sales (issue 21); a manager reads the showroom's.
      expect(body.metrics.revenue).toMatchObject({ current: token === logins.tokens.salesA ? 2500 : 4665 });
      const targets = ZShowroomTargetsResponse.parse(
        (await t.app.inject({ method: 'GET', url: '/api/showroom/targets', headers: bearer(token) })).json(),
      );
      expect(Object.keys(targets.suggestions)).not.toContain('profit');
    }
  });

  it("answers only for the caller's own showroom", async () => {
    const b = await get(logins.tokens.ownerB, '/api/showroom/analytics', ZShowroomAnalyticsResponse);
    expect(b.metrics.revenue.current).toBe(999);
    expect(b.topPerformers.quoted).toEqual([]);
    const insights = await get(logins.tokens.ownerB, '/api/showroom/insights', ZShowroomInsightsResponse);
    expect(insights.opportunities).toEqual([]);
  });

  it('shows a test showroom its own figures', async () => {
    const own = await get(testOwnerToken, '/api/showroom/analytics', ZShowroomAnalyticsResponse);
    expect(own.metrics.revenue.current).toBe(5000);
  });

  it('keeps the admin off the showroom endpoints and showroom users off the admin ones', async () => {
    expect(await status(logins.tokens.admin, 'GET', '/api/showroom/analytics')).toBe(403);
    for (const token of [logins.tokens.ownerA, logins.tokens.salesA]) {
      for (const url of [
        '/api/admin/analytics-v2',
        '/api/admin/system-targets',
        '/api/admin/showroom-targets',
        '/api/admin/analytics-preferences',
      ]) {
        expect(await status(token, 'GET', url)).toBe(403);
      }
      expect(
        await status(token, 'POST', '/api/admin/system-targets', { metric_type: 'revenue', target_value: 1 }),
      ).toBe(403);
    }
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/showroom/analytics' });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('the showroom insights', () => {
  it('lists the opportunities of the real quotes and consultations, most promising first', async () => {
    const { opportunities } = await get(
      logins.tokens.ownerA,
      '/api/showroom/insights',
      ZShowroomInsightsResponse,
    );
    expect(opportunities.map((o) => [o.type, o.priority, o.potentialValue, o.daysInPipeline])).toEqual([
      // C7 compared two stones 14 days ago, no quote: worth the average order of 90 days ($7,165 / 5).
      ['stalled_consultation', 'high', 1433, 14],
      // C6's quote of Feb 17 expires in 4 days.
      ['expiring_quote', 'medium', 2500, 26],
      // C5: one quote and two consultations, no order.
      ['high_intent', 'low', 4000, 4],
    ]);
    expect(opportunities[1]).toMatchObject({
      quoteNumber: q5Number,
      customer: { name: 'C6 Client', email: 'c6@example.test' },
    });
  });

  it('leaves out a quote the client accepted through its link: it is won, not expiring', async () => {
    const accept = (reviewState: 'accepted' | 'open') =>
      t.database.db.update(quotes).set({ reviewState }).where(eq(quotes.quoteNumber, q5Number));
    await accept('accepted');
    try {
      const { opportunities } = await get(
        logins.tokens.ownerA,
        '/api/showroom/insights',
        ZShowroomInsightsResponse,
      );
      expect(opportunities.map((o) => o.type)).toEqual(['stalled_consultation', 'high_intent']);
    } finally {
      await accept('open');
    }
  });

  it('predicts from enough weeks, and says a month has too little history', async () => {
    const month = await get(logins.tokens.ownerA, '/api/showroom/insights', ZShowroomInsightsResponse);
    expect(month.predictions).toEqual([
      {
        metric: 'revenue',
        confidence: null,
        prediction: null,
        basedOn: 'Not enough history to predict: 1 full 30-day period of sales, at least 4 needed.',
      },
      {
        metric: 'orders',
        confidence: null,
        prediction: null,
        basedOn: 'Not enough history to predict: 1 full 30-day period of sales, at least 4 needed.',
      },
    ]);
    const week = await get(
      logins.tokens.ownerA,
      '/api/showroom/insights?period=week',
      ZShowroomInsightsResponse,
    );
    const [revenue] = week.predictions;
    expect(revenue?.confidence).toBe(80);
    expect(revenue?.basedOn).toContain('over the last 7 full 7-day periods');
    expect(revenue?.prediction?.min).toBeLessThanOrEqual(revenue?.prediction?.likely ?? -1);
  });

  it('derives recommendations and quick insights from the same figures', async () => {
    const { recommendations, insights } = await get(
      logins.tokens.ownerA,
      '/api/showroom/insights',
      ZShowroomInsightsResponse,
    );
    expect(recommendations.map((r) => r.title)).toEqual(['Conversion is down', '1 quote about to expire']);
    expect(recommendations[0]?.message).toBe(
      'Conversion fell from 100% to 60% (3 orders from 5 consultations).',
    );
    expect(insights).toEqual([
      { value: '$1,555', title: 'Average order value', context: '3 orders this period' },
      { value: 'Caesarstone Calacatta Nuvo', title: 'Best-selling stone', context: '2 orders this period' },
      { value: 'Sam Seller', title: 'Top seller', context: '$2,500 from 2 orders' },
      { value: '1', title: 'Returning customers', context: '1 new customer this period' },
    ]);
  });
});

describe('targets', () => {
  it('saves a showroom target and answers its progress, colour and the suggestions', async () => {
    const saved = await t.app.inject({
      method: 'POST',
      url: '/api/showroom/targets',
      headers: bearer(logins.tokens.ownerA),
      payload: { metric_type: 'revenue', target_value: 5000, period: 'month' },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(ZSaveTargetResponse.parse(saved.json()).target).toEqual({
      metric_type: 'revenue',
      target_value: 5000,
      period: 'month',
      current_value: 4665,
      progress_percent: 93.3,
      bar_percent: 93.3,
      progress_color: 'green',
    });
    const listed = await get(
      logins.tokens.ownerA,
      '/api/showroom/targets?period=month',
      ZShowroomTargetsResponse,
    );
    expect(listed.targets.revenue?.target_value).toBe(5000);
    // Revenue grew 86.6 %: stretch 20 % on $4,665. Orders grew 50 %: 3 × 1.2 = 3.6 → 4. Conversion fell: 60 × 1.15.
    expect(listed.suggestions).toEqual({ revenue: 5598, profit: 2160, orders: 4, conversion: 69 });
  });

  it('lets a manager set targets but not a salesperson, and keeps profit targets for cost viewers', async () => {
    expect(
      await status(logins.tokens.salesA, 'POST', '/api/showroom/targets', {
        metric_type: 'orders',
        target_value: 4,
      }),
    ).toBe(403);
    expect(
      await status(logins.tokens.managerA, 'POST', '/api/showroom/targets', {
        metric_type: 'orders',
        target_value: 2,
      }),
    ).toBe(200);
    expect(
      await status(logins.tokens.managerA, 'POST', '/api/showroom/targets', {
        metric_type: 'profit',
        target_value: 2,
      }),
    ).toBe(403);
    const listed = await get(logins.tokens.ownerA, '/api/showroom/targets', ZShowroomTargetsResponse);
    expect(listed.targets.orders).toMatchObject({
      target_value: 2,
      progress_percent: 150,
      bar_percent: 100,
      progress_color: 'green',
    });
  });

  it('refuses a conversion above 100, a fractional orders target and unknown fields', async () => {
    const post = (payload: object) => status(logins.tokens.ownerA, 'POST', '/api/showroom/targets', payload);
    expect(await post({ metric_type: 'conversion', target_value: 101 })).toBe(400);
    expect(await post({ metric_type: 'orders', target_value: 2.5 })).toBe(400);
    expect(await post({ metric_type: 'revenue', target_value: 'lots' })).toBe(400);
    expect(await post({ metric_type: 'revenue', target_value: 1, showroom_id: logins.showroomB })).toBe(400);
  });

  it('keeps system and per-showroom targets for the admin', async () => {
    const system = await t.app.inject({
      method: 'POST',
      url: '/api/admin/system-targets',
      headers: bearer(logins.tokens.admin),
      payload: { metric_type: 'conversion', target_value: 80, period: 'month' },
    });
    expect(system.statusCode, system.body).toBe(200);
    expect(
      await status(logins.tokens.admin, 'POST', '/api/admin/system-targets', {
        metric_type: 'profit',
        target_value: 1,
      }),
    ).toBe(400);
    const listed = await get(logins.tokens.admin, '/api/admin/system-targets', ZSystemTargetsResponse);
    // A's 3 orders and B's 1 over A's 5 consultations; the test showroom is left out.
    expect(listed.targets.conversion).toMatchObject({
      target_value: 80,
      current_value: 80,
      progress_percent: 100,
    });
    const perShowroom = await t.app.inject({
      method: 'POST',
      url: '/api/admin/showroom-targets',
      headers: bearer(logins.tokens.admin),
      payload: { showroom_id: logins.showroomB, target_value: 2000 },
    });
    expect(perShowroom.statusCode, perShowroom.body).toBe(200);
    const targets = await get(
      logins.tokens.admin,
      '/api/admin/showroom-targets',
      ZShowroomRevenueTargetsResponse,
    );
    expect(targets.targets).toEqual([
      expect.objectContaining({ showroom_name: 'Showroom A', target_value: 5000, current_value: 4665 }),
      expect.objectContaining({
        showroom_name: 'Showroom B',
        target_value: 2000,
        current_value: 999,
        progress_color: 'red',
      }),
    ]);
    expect(
      await status(logins.tokens.admin, 'POST', '/api/admin/showroom-targets', {
        showroom_id: '00000000-0000-4000-8000-000000000000',
        target_value: 1,
      }),
    ).toBe(404);
  });
});

describe('the admin analytics', () => {
  it('sums every real showroom and leaves test showrooms out unless asked', async () => {
    const body = await get(logins.tokens.admin, '/api/admin/analytics-v2', ZAdminAnalyticsResponse);
    expect(body.systemMetrics).toEqual({
      revenue: { current: 5664, change: 126.6 },
      orders: { current: 4 },
      conversion: { rate: 80 },
      showrooms: { active: 2, total: 2 },
      avgOrderValue: 1416,
      // B's profit: 999 − 500 = 499; with A's 1,800: 2,299 over net sales 5,499.
      profit: { current: 2299, change: 129.9, margin: 41.8, avgPerOrder: 574.75 },
    });
    expect(
      body.topPerformers.showrooms.map((row) => [
        row.name,
        row.revenue,
        row.orders,
        row.conversionRate,
        row.growth,
      ]),
    ).toEqual([
      ['Showroom A', 4665, 3, 60, 86.6],
      // B sold nothing the month before: no earlier period to compare with, not "+100 %".
      ['Showroom B', 999, 1, 0, null],
    ]);
    expect(body.topPerformers.stones[0]).toMatchObject({
      brand: 'Caesarstone',
      color: 'Calacatta Nuvo',
      revenue: 3999,
      orders: 3,
      quotes: 3,
    });
    expect(
      body.showroomBreakdown.map((row) => [
        row.showroom.name,
        row.revenue,
        row.quotes,
        row.analytics.profit.current,
      ]),
    ).toEqual([
      ['Showroom A', 4665, 5, 1800],
      ['Showroom B', 999, 0, 499],
    ]);
    expect(body.opportunities.map((o) => [o.showroomName, o.type])).toEqual([
      ['Showroom A', 'stalled_consultation'],
      ['Showroom A', 'expiring_quote'],
      ['Showroom A', 'high_intent'],
    ]);
    expect(body.showrooms.map((row) => row.name)).toEqual(['Showroom A', 'Showroom B']);

    const withTest = await get(
      logins.tokens.admin,
      '/api/admin/analytics-v2?include_test_data=true',
      ZAdminAnalyticsResponse,
    );
    expect(withTest.systemMetrics.revenue.current).toBe(10664);
    expect(withTest.systemMetrics.showrooms).toEqual({ active: 3, total: 3 });
  });

  it('filters by showroom, brand and type', async () => {
    const onlyB = await get(
      logins.tokens.admin,
      `/api/admin/analytics-v2?showroom_id=${logins.showroomB}`,
      ZAdminAnalyticsResponse,
    );
    expect(onlyB.systemMetrics.revenue.current).toBe(999);
    expect(onlyB.opportunities).toEqual([]);
    const silestone = await get(
      logins.tokens.admin,
      '/api/admin/analytics-v2?brand=Silestone&period=year',
      ZAdminAnalyticsResponse,
    );
    expect(silestone.systemMetrics.revenue.current).toBe(3000);
    expect(await status(logins.tokens.admin, 'GET', '/api/admin/analytics-v2?include_test_data=yes')).toBe(
      400,
    );
  });

  it('answers the default preferences of each screen', async () => {
    const admin = await get(
      logins.tokens.admin,
      '/api/admin/analytics-preferences',
      ZAnalyticsPreferencesResponse,
    );
    expect(admin.preferences).toEqual({
      default_filters: {},
      default_period: 'month',
      default_view: 'overview',
    });
    const owner = await get(
      logins.tokens.ownerA,
      '/api/showroom/analytics-preferences',
      ZAnalyticsPreferencesResponse,
    );
    expect(owner.preferences.default_view).toBe('performance');
  });
});

describe('the test showroom flag', () => {
  it('is what keeps a showroom out of the platform figures', async () => {
    await t.database.db.update(showrooms).set({ isTest: false }).where(eq(showrooms.id, testShowroomId));
    const body = await get(logins.tokens.admin, '/api/admin/analytics-v2', ZAdminAnalyticsResponse);
    expect(body.systemMetrics.revenue.current).toBe(10664);
    await t.database.db.update(showrooms).set({ isTest: true }).where(eq(showrooms.id, testShowroomId));
  });
});

describe('CSV exports', () => {
  const exportCsv = (token: string, url: string, payload: object) =>
    t.app.inject({ method: 'POST', url, headers: bearer(token), payload });

  it('writes the Customers CSV of the month with a header row and the file name in Content-Disposition', async () => {
    const response = await exportCsv(logins.tokens.ownerA, '/api/showroom/export-csv', {
      period: 'month',
      brand: null,
      type: null,
      team_member: null,
      format: 'csv',
      dataType: 'customers',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="analytics_customers_month_2026-03-15.csv"',
    );
    expect(response.body).toBe(
      'Customer,Email,Phone,Orders,Revenue,First Order,Last Order\r\n' +
        'C1 Client,c1@example.test,(512) 555-0199,2,3165,2026-01-20,2026-03-10\r\n' +
        'C2 Client,c2@example.test,(512) 555-0199,1,1500,2026-03-01,2026-03-01\r\n',
    );
  });

  it("leaves the profit rows out of a salesperson's Performance CSV", async () => {
    const owner = await exportCsv(logins.tokens.ownerA, '/api/showroom/export-csv', {
      dataType: 'performance',
    });
    expect(owner.body.split('\r\n').slice(0, 4)).toEqual([
      'Metric,Current period,Previous period,Change (%)',
      'Revenue,4665,2500,86.6',
      'Profit,1800,1000,80',
      'Profit margin (%),40,40,0',
    ]);
    const sales = await exportCsv(logins.tokens.salesA, '/api/showroom/export-csv', {
      dataType: 'performance',
    });
    expect(sales.statusCode).toBe(200);
    expect(sales.body).not.toContain('Profit');
    const stones = await exportCsv(logins.tokens.ownerA, '/api/showroom/export-csv', {
      dataType: 'stones',
      brand: 'Silestone',
    });
    expect(stones.body).toBe(
      'Brand,Type,Color,Quotes,Orders,Revenue\r\nSilestone,Quartz,Eternal Marquina,1,1,1500\r\n',
    );
  });

  it("writes the admin System Summary and one showroom's figures, for the admin only", async () => {
    const summary = await exportCsv(logins.tokens.admin, '/api/admin/export-csv', { dataType: 'summary' });
    expect(summary.statusCode, summary.body).toBe(200);
    expect(summary.headers['content-disposition']).toBe(
      'attachment; filename="system_summary_month_2026-03-15.csv"',
    );
    expect(summary.body.split('\r\n').slice(0, 3)).toEqual([
      'Metric,Value',
      'Total system revenue,5664',
      'Revenue change vs last period (%),126.6',
    ]);
    const breakdown = await exportCsv(logins.tokens.admin, '/api/admin/export-csv', {
      dataType: 'showrooms',
    });
    expect(breakdown.body.split('\r\n')[1]).toBe('Showroom A,owner-a@example.test,4665,1800,40,3,5,60,86.6');
    const one = await exportCsv(logins.tokens.admin, '/api/admin/export-csv', {
      dataType: 'showroom',
      showroom_id: logins.showroomB,
    });
    expect(one.headers['content-disposition']).toBe(
      'attachment; filename="showroom_showroom-b_month_2026-03-15.csv"',
    );
    expect(one.body.split('\r\n')[1]).toBe('Revenue,999,0,no earlier period');
    expect(
      (await exportCsv(logins.tokens.admin, '/api/admin/export-csv', { dataType: 'showroom' })).statusCode,
    ).toBe(400);
    expect(
      (await exportCsv(logins.tokens.admin, '/api/admin/export-csv', { dataType: 'everything' })).statusCode,
    ).toBe(400);
    expect(
      (await exportCsv(logins.tokens.ownerA, '/api/admin/export-csv', { dataType: 'summary' })).statusCode,
    ).toBe(403);
  });

  it('never lets a spreadsheet run a customer name as a formula', async () => {
    const db = t.database.db;
    const evil = await createCustomer(db, {
      showroomId: logins.showroomA,
      firstName: '=HYPERLINK("http://x")',
      lastName: 'Evil',
      email: 'evil@example.test',
    });
    await createQuote(db, {
      showroomId: logins.showroomA,
      customerId: evil.id,
      createdAt: at('2026-03-14'),
      updatedAt: at('2026-03-14'),
    });
    const quotes = await exportCsv(logins.tokens.ownerA, '/api/showroom/export-csv', { dataType: 'quotes' });
    const lines = quotes.body.split('\r\n');
    expect(lines[0]).toBe(
      'Quote Number,Date,Customer,Email,Created By,Status,Client Answer,Total,Valid Until,Ordered',
    );
    expect(lines[1]).toContain(
      `,2026-03-14,"'=HYPERLINK(""http://x"") Evil",evil@example.test,Owner,open,Open,0,,No`,
    );
    expect(lines.filter(Boolean)).toHaveLength(7);
    const all = await exportCsv(logins.tokens.admin, '/api/admin/export-csv', { dataType: 'quotes' });
    expect(all.body.split('\r\n')[1]).toMatch(/^Showroom A,.*'=HYPERLINK/);
  });

  it('never lets a line break in a customer name start a formula row (issue 21)', async () => {
    const db = t.database.db;
    const broken = await createCustomer(db, {
      showroomId: logins.showroomA,
      firstName: 'Name',
      lastName: "Broken\n=2+5+cmd|' /C calc'!A0",
      email: 'broken@example.test',
    });
    await createQuote(db, {
      showroomId: logins.showroomA,
      customerId: broken.id,
      createdAt: at('2026-03-14'),
      updatedAt: at('2026-03-14'),
    });
    for (const [token, url] of [
      [logins.tokens.ownerA, '/api/showroom/export-csv'],
      [logins.tokens.admin, '/api/admin/export-csv'],
    ] as const) {
      const { body } = await exportCsv(token, url, { dataType: 'quotes' });
      expect(body).toContain(`"Name Broken\n'=2+5+cmd|' /C calc'!A0"`);
      // Even a reader that ends a record at a bare LF starts no row with a formula.
      for (const line of body.split(/\r\n|\r|\n/)) expect(line).not.toMatch(/^[=+\-@]/);
    }
  });
});
