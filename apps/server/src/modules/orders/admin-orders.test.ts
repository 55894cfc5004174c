import { ZAdminOrdersResponse } from '@stonetool/contracts/admin-orders';
import type { OrderRow, OrderStatus } from '@stonetool/db/schema/orders';
import { createOrder, createOrderNote } from '@stonetool/db/seed/orders';
import { createSupplierPayment } from '@stonetool/db/seed/payments';
import { createShowroom } from '@stonetool/db/seed/showrooms';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { createPaymentWorld, type PaymentWorld, type Who } from '../payments/payment-test-setup';

let t: TestApp;
let w: PaymentWorld;
/** Showroom A: four orders; showroom B: one; and five more showrooms of one order each. */
const placed: Record<string, OrderRow> = {};
const smallShowrooms: { id: string; name: string; cents: number }[] = [];

async function order(showroomId: string, quoteNumber: string, date: string, status: OrderStatus, slabs = 1) {
  const { order } = await createOrder(t.database.db, {
    showroomId,
    quoteNumber,
    orderDate: new Date(date),
    status,
    lines: [
      { stone: w.stone, quantitySlabs: slabs, unitPriceCents: 200_000, wholesaleUnitCostCents: 120_000 },
    ],
  });
  return order;
}

beforeAll(async () => {
  t = await createTestApp();
  w = await createPaymentWorld(t);
  placed.a1 = await order(w.showroomA, 'QT-A-0001', '2026-01-05T15:00:00Z', 'pending', 3);
  placed.a2 = await order(w.showroomA, 'QT-A-0002', '2026-02-05T15:00:00Z', 'delivered', 2);
  placed.a3 = await order(w.showroomA, 'QT-A-0003', '2026-03-05T15:00:00Z', 'cancelled', 9);
  placed.a4 = await order(w.showroomA, 'QT-A-0004', '2026-04-05T15:00:00Z', 'processing', 1);
  placed.b1 = await order(w.showroomB, 'QT-B-0001', '2026-03-10T15:00:00Z', 'completed', 4);
  for (let i = 1; i <= 5; i++) {
    const showroom = await createShowroom(t.database.db, { name: `Small Showroom ${i}` });
    const small = await order(showroom.id, `QT-S-000${i}`, `2026-01-1${i}T15:00:00Z`, 'pending', 1);
    smallShowrooms.push({ id: showroom.id, name: showroom.name, cents: small.totalCents });
  }
  await createOrderNote(t.database.db, {
    orderId: placed.a1.id,
    showroomId: w.showroomA,
    note: 'Customer asked for a Friday delivery',
    createdAt: new Date('2026-01-06T10:00:00Z'),
  });
  const payment = await createSupplierPayment(t.database.db, placed.a1);
  const upload = await w.uploadReceipt('ownerA', [
    { name: 'paymentId', value: payment.id },
    {
      name: 'file',
      value: Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n'),
      filename: 'ach.pdf',
      contentType: 'application/pdf',
    },
  ]);
  expect(upload.statusCode, upload.body).toBe(200);
});

afterAll(async () => {
  await t.close();
});

async function list(query = '') {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/admin/orders${query}`,
    headers: w.as('admin'),
  });
  expect(response.statusCode, response.body).toBe(200);
  return ZAdminOrdersResponse.parse(response.json());
}

const dollars = (cents: number) => cents / 100;

describe('GET /api/admin/orders', () => {
  it("lists every showroom's orders newest first, with the showroom and the wholesale cost", async () => {
    const { orders } = await list();
    expect(orders).toHaveLength(10);
    expect(orders[0]?.quote_number).toBe('QT-A-0004');
    const dates = orders.map((o) => o.order_date);
    expect(dates).toEqual([...dates].sort().reverse());
    const b1 = orders.find((o) => o.id === placed.b1?.id);
    expect(b1).toMatchObject({
      showrooms: { id: w.showroomB, name: 'Showroom B', email: 'owner-b@example.test' },
      quotes: { quote_number: 'QT-B-0001' },
      wholesale_cost: 4800,
      status: 'completed',
    });
  });

  it('answers stats over every order, revenue without cancelled ones, and each showroom’s share', async () => {
    const { stats, stats_by_showroom: byShowroom } = await list();
    const all = Object.values(placed);
    const revenueCents = [...all, ...smallShowrooms.map((s) => ({ status: 'pending', totalCents: s.cents }))]
      .filter((o) => o.status !== 'cancelled')
      .reduce((sum, o) => sum + o.totalCents, 0);
    expect(stats).toEqual({
      total_orders: 10,
      total_revenue: dollars(revenueCents),
      pending: 6,
      processing: 1,
      completed: 1,
      delivered: 1,
      cancelled: 1,
    });
    const a = [placed.a1, placed.a2, placed.a4].reduce((sum, o) => sum + (o?.totalCents ?? 0), 0);
    expect(byShowroom[w.showroomA]).toEqual({ total_orders: 4, total_revenue: dollars(a) });
    expect(byShowroom[w.showroomB]).toEqual({
      total_orders: 1,
      total_revenue: dollars(placed.b1?.totalCents ?? 0),
    });
    expect(Object.keys(byShowroom)).toHaveLength(7);
  });

  it('names the top 5 showrooms by revenue, most first', async () => {
    const { top_showrooms: top, stats_by_showroom: byShowroom } = await list();
    expect(top).toHaveLength(5);
    expect(top.slice(0, 2).map((s) => s.name)).toEqual(['Showroom A', 'Showroom B']);
    const revenues = top.map((s) => s.total_revenue);
    expect(revenues).toEqual([...revenues].sort((x, y) => y - x));
    for (const entry of top) expect(byShowroom[entry.id]?.total_revenue).toBe(entry.total_revenue);
  });

  it('lists every showroom for the filter, by name', async () => {
    const { showrooms } = await list();
    expect(showrooms.map((s) => s.name)).toEqual(
      ['Showroom A', 'Showroom B', ...smallShowrooms.map((s) => s.name)].sort(),
    );
  });

  it('filters by showroom: orders, stats and per-showroom stats', async () => {
    const { orders, stats, stats_by_showroom: byShowroom } = await list(`?showroom_id=${w.showroomB}`);
    expect(orders.map((o) => o.quote_number)).toEqual(['QT-B-0001']);
    expect(stats.total_orders).toBe(1);
    expect(Object.keys(byShowroom)).toEqual([w.showroomB]);
    expect((await list('?showroom_id=all')).orders).toHaveLength(10);
  });

  it('filters by status without narrowing the stats', async () => {
    const { orders, stats } = await list('?status=pending');
    expect(orders).toHaveLength(6);
    expect(orders.every((o) => o.status === 'pending')).toBe(true);
    expect(stats.total_orders).toBe(10);
  });

  it('filters by search and dates, and limits the page', async () => {
    expect((await list('?search=qt-b')).orders.map((o) => o.quote_number)).toEqual(['QT-B-0001']);
    const march = await list('?date_from=2026-03-01&date_to=2026-03-31');
    expect(march.orders.map((o) => o.quote_number)).toEqual(['QT-B-0001', 'QT-A-0003']);
    expect(march.stats.total_orders).toBe(2);
    expect((await list('?limit=3')).orders).toHaveLength(3);
  });

  it('finds one order by its number, as typed or in lower case (orders[0])', async () => {
    for (const number of ['QT-A-0002', 'qt-a-0002']) {
      const { orders } = await list(`?orderNumber=${number}`);
      expect(orders.map((o) => o.id)).toEqual([placed.a2?.id]);
    }
    expect((await list('?orderNumber=QT-NOPE')).orders).toEqual([]);
  });

  it('carries the details: pricing breakdown, customer, delivery, timeline, notes and receipts', async () => {
    const [a1] = (await list('?orderNumber=QT-A-0001')).orders;
    expect(a1?.pricing_breakdown.total).toBe(dollars(placed.a1?.totalCents ?? 0));
    expect(a1?.customer.email).toBe(placed.a1?.customerEmail);
    expect(a1?.delivery.method).toBe('delivery');
    expect(a1?.history.map((h) => h.to_status)).toEqual(['pending']);
    expect(a1?.order_notes).toEqual([
      { created_at: '2026-01-06T10:00:00.000Z', note: 'Customer asked for a Friday delivery' },
    ]);
    expect(a1?.payment?.payment_status).toBe('unpaid');
    expect(a1?.paymentFiles).toHaveLength(1);
    expect(a1?.paymentFiles[0]).toMatchObject({ name: 'ach.pdf', type: 'application/pdf' });
    const file = await t.app.inject({
      method: 'GET',
      url: a1?.paymentFiles[0]?.url ?? '',
      headers: w.as('admin'),
    });
    expect(file.statusCode).toBe(200);
    const [a2] = (await list('?orderNumber=QT-A-0002')).orders;
    expect(a2).toMatchObject({ payment: null, paymentFiles: [], order_notes: [] });
  });

  it('refuses a limit above 200, a bad showroom, a backwards date range and an unknown field', async () => {
    for (const query of [
      '?limit=201',
      '?showroom_id=42',
      '?date_from=2026-03-02&date_to=2026-03-01',
      '?status=lost',
      '?sort=total',
    ]) {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/admin/orders${query}`,
        headers: w.as('admin'),
      });
      expect(response.statusCode, query).toBe(400);
    }
  });
});

describe('the admin cannot change an order status, and only the admin lists every order', () => {
  it('offers no way to change a status from the admin orders list', async () => {
    for (const method of ['PATCH', 'POST', 'PUT'] as const) {
      const response = await t.app.inject({
        method,
        url: '/api/admin/orders',
        headers: w.as('admin'),
        payload: { order_id: placed.a1?.id, status: 'processing', version: 1 },
      });
      expect(response.statusCode, method).toBe(404);
    }
    const showroomCall = await t.app.inject({
      method: 'PATCH',
      url: '/api/showroom/orders',
      headers: w.as('admin'),
      payload: { order_id: placed.a1?.id, status: 'processing', version: 1 },
    });
    expect(showroomCall.statusCode).toBe(403);
  });

  it('refuses the showroom owner, a salesperson and a manager (403) and the public (401)', async () => {
    for (const who of ['ownerA', 'salesA', 'managerA'] satisfies Who[]) {
      const response = await t.app.inject({ method: 'GET', url: '/api/admin/orders', headers: w.as(who) });
      expect(response.statusCode, who).toBe(403);
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/orders' })).statusCode).toBe(401);
  });
});
