import {
  ZShowroomPaymentsResponse,
  ZSyncPaymentsResponse,
  ZUpdatePaymentResponse,
} from '@stonetool/contracts/payments';
import { supplierPayments } from '@stonetool/db/schema/payments';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { createPaymentWorld, type PaymentWorld, type Who } from './payment-test-setup';

let t: TestApp;
let w: PaymentWorld;

beforeAll(async () => {
  t = await createTestApp();
  w = await createPaymentWorld(t);
});

afterAll(async () => {
  await t.close();
});

async function getPayments(who: Who, query = '') {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/showroom/payments${query}`,
    headers: w.as(who),
  });
  expect(response.statusCode, response.body).toBe(200);
  return ZShowroomPaymentsResponse.parse(response.json());
}

async function sync(who: Who) {
  const response = await t.app.inject({ method: 'POST', url: '/api/showroom/payments', headers: w.as(who) });
  expect(response.statusCode, response.body).toBe(200);
  return ZSyncPaymentsResponse.parse(response.json());
}

function patch(who: Who, payload: Record<string, unknown>) {
  return t.app.inject({ method: 'PATCH', url: '/api/showroom/payments', headers: w.as(who), payload });
}

async function paymentOf(orderId: string) {
  const [row] = await t.database.db
    .select()
    .from(supplierPayments)
    .where(eq(supplierPayments.orderId, orderId));
  if (!row) throw new Error('no payment for the order');
  return row;
}

describe('Sync Orders', () => {
  it("creates one unpaid record per order that has none, for the order's wholesale cost", async () => {
    const first = await w.order(w.showroomA, 123_457);
    const second = await w.order(w.showroomA, 98_765, 'processing');
    const cancelled = await w.order(w.showroomA, 50_000, 'cancelled');

    expect(await sync('ownerA')).toEqual({ success: true, created: 2, message: 'Created 2 payment records' });
    const { payments } = await getPayments('ownerA');
    expect(payments.map((p) => [p.order_number, p.wholesale_amount, p.payment_status])).toEqual([
      [second.quoteNumber, 987.65, 'unpaid'],
      [first.quoteNumber, 1234.57, 'unpaid'],
    ]);
    expect(payments.some((p) => p.order_id === cancelled.id)).toBe(false);
    const record = payments[1];
    expect(record).toMatchObject({
      order_id: first.id,
      customer_name: 'Jordan Ellis',
      customer_email: 'jordan.ellis@example.test',
      order_date: first.orderDate.toISOString(),
      payment_method: null,
      payment_reference: null,
      payment_date: null,
      notes: null,
      file_count: 0,
    });
    expect(record?.order).toMatchObject({
      quote_number: first.quoteNumber,
      status: 'pending',
      total: first.totalCents / 100,
      wholesale_cost: 1234.57,
      stones: [{ brand: 'Caesarstone', color: w.stone.color, quantity_slabs: 1 }],
    });
  });

  it('creates nothing the second time', async () => {
    expect(await sync('ownerA')).toEqual({
      success: true,
      created: 0,
      message: 'All orders already have payment records',
    });
  });

  it('leaves exactly one record per order when several syncs run at once', async () => {
    const orders = [];
    for (let i = 0; i < 6; i++) orders.push(await w.order(w.showroomA, 10_000 + i));
    const results = await Promise.all(
      Array.from({ length: 5 }, () =>
        t.app.inject({ method: 'POST', url: '/api/showroom/payments', headers: w.as('ownerA') }),
      ),
    );
    const created = results.map((response) => ZSyncPaymentsResponse.parse(response.json()).created);
    expect(created.reduce((sum, n) => sum + n, 0)).toBe(6);
    for (const order of orders) {
      const rows = await t.database.db
        .select()
        .from(supplierPayments)
        .where(eq(supplierPayments.orderId, order.id));
      expect(rows).toHaveLength(1);
    }
  });

  it("never creates records for another showroom's orders", async () => {
    const orderB = await w.order(w.showroomB, 77_700);
    await sync('ownerA');
    const rows = await t.database.db
      .select()
      .from(supplierPayments)
      .where(eq(supplierPayments.orderId, orderB.id));
    expect(rows).toHaveLength(0);
  });
});

describe('the payment summary', () => {
  it('is computed over every record to the cent: owed = paid + pending, refunded owed no longer', async () => {
    const amounts = { paid: 100_001, pending: 33_333, failed: 10_010, refunded: 99_999, unpaid: 1 } as const;
    const ids: Record<string, string> = {};
    // Showroom B already has one order (77_700, unpaid once synced).
    for (const [status, cents] of Object.entries(amounts))
      ids[status] = (await w.order(w.showroomB, cents)).id;
    await sync('ownerB');
    for (const status of ['paid', 'pending', 'failed', 'refunded'] as const) {
      const payment = await paymentOf(ids[status] ?? '');
      const response = await patch('ownerB', { payment_id: payment.id, status });
      expect(response.statusCode, response.body).toBe(200);
    }
    const { summary, payments } = await getPayments('ownerB');
    expect(payments).toHaveLength(6);
    expect(summary).toEqual({
      total_orders: 6,
      total_owed: 2210.45, // 100_001 + 33_333 + 10_010 + 1 + 77_700
      paid_amount: 1000.01,
      pending_amount: 1210.44, // 33_333 + 10_010 + 1 + 77_700
    });
  });

  it('filters the records by status while the summary still covers all of them', async () => {
    const { payments, summary } = await getPayments('ownerB', '?status=paid');
    expect(payments.map((p) => p.wholesale_amount)).toEqual([1000.01]);
    expect(summary.total_orders).toBe(6);
  });

  it('refuses an unknown filter', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/showroom/payments?status=overdue',
      headers: w.as('ownerB'),
    });
    expect(response.statusCode).toBe(400);
  });
});

describe('Manage Payment (PATCH /api/showroom/payments)', () => {
  let paymentId: string;

  beforeAll(async () => {
    const order = await w.order(w.showroomA, 45_000);
    await sync('ownerA');
    paymentId = (await paymentOf(order.id)).id;
  });

  it('marks a payment paid with method, reference and notes, and stamps the payment date', async () => {
    const now = t.clock.now();
    const response = await patch('ownerA', {
      payment_id: paymentId,
      status: 'paid',
      method: ' ACH ',
      reference: 'TXN-1001',
      notes: 'Paid with the March batch',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(ZUpdatePaymentResponse.parse(response.json()).payment).toMatchObject({
      id: paymentId,
      payment_status: 'paid',
      payment_method: 'ACH',
      payment_reference: 'TXN-1001',
      notes: 'Paid with the March batch',
      payment_date: now.toISOString(),
    });
  });

  it('keeps the first payment date while the payment stays paid, and leaves fields not sent', async () => {
    const firstDate = (await paymentOf((await paymentRow()).orderId)).paymentDate;
    const before = t.clock.now();
    t.clock.advance(60_000);
    const response = await patch('ownerA', { payment_id: paymentId, status: 'paid', notes: '' });
    t.clock.set(before);
    const payment = ZUpdatePaymentResponse.parse(response.json()).payment;
    expect(payment.payment_date).toBe(firstDate?.toISOString());
    expect(payment.payment_method).toBe('ACH');
    expect(payment.notes).toBeNull();
  });

  it('clears the payment date when the payment goes back to pending', async () => {
    const response = await patch('ownerA', { payment_id: paymentId, status: 'pending' });
    expect(ZUpdatePaymentResponse.parse(response.json()).payment).toMatchObject({
      payment_status: 'pending',
      payment_date: null,
    });
  });

  it('refuses a status outside unpaid, pending, paid, failed, refunded', async () => {
    const response = await patch('ownerA', { payment_id: paymentId, status: 'overdue' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      success: false,
      error: 'Status must be unpaid, pending, paid, failed or refunded',
    });
  });

  it('refuses a body carrying an amount, a payment date or a showroom (mass assignment)', async () => {
    for (const extra of [
      { wholesale_amount: 0 },
      { payment_date: '2020-01-01T00:00:00Z' },
      { showroom_id: w.showroomB },
    ]) {
      const response = await patch('ownerA', { payment_id: paymentId, status: 'paid', ...extra });
      expect(response.statusCode).toBe(400);
    }
    expect((await paymentRow()).paymentStatus).toBe('pending');
  });

  it('refuses a payment id that is not an id, and one that does not exist', async () => {
    expect((await patch('ownerA', { payment_id: 'abc', status: 'paid' })).statusCode).toBe(400);
    const missing = await patch('ownerA', {
      payment_id: '00000000-0000-4000-8000-000000000000',
      status: 'paid',
    });
    expect(missing.statusCode).toBe(404);
  });

  async function paymentRow() {
    const [row] = await t.database.db
      .select()
      .from(supplierPayments)
      .where(eq(supplierPayments.id, paymentId));
    if (!row) throw new Error('payment vanished');
    return row;
  }
});

describe('tenant and role boundaries', () => {
  it("never shows showroom A's records to showroom B's owner", async () => {
    const a = await getPayments('ownerA');
    const b = await getPayments('ownerB');
    const aIds = new Set(a.payments.map((p) => p.id));
    expect(b.payments.some((p) => aIds.has(p.id))).toBe(false);
  });

  it("answers 404 when showroom B's owner changes showroom A's payment, and changes nothing", async () => {
    const [target] = (await getPayments('ownerA')).payments;
    if (!target) throw new Error('showroom A has no payments');
    const response = await patch('ownerB', { payment_id: target.id, status: 'refunded' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ success: false, error: 'Payment not found', code: 'NOT_FOUND' });
    const [row] = await t.database.db
      .select()
      .from(supplierPayments)
      .where(eq(supplierPayments.id, target.id));
    expect(row?.paymentStatus).toBe(target.payment_status);
  });

  it('refuses a salesperson and a manager every payments call: the supplier ledger is the owner’s', async () => {
    const [target] = (await getPayments('ownerA')).payments;
    for (const who of ['salesA', 'managerA'] as const) {
      const calls = [
        t.app.inject({ method: 'GET', url: '/api/showroom/payments', headers: w.as(who) }),
        t.app.inject({ method: 'POST', url: '/api/showroom/payments', headers: w.as(who) }),
        patch(who, { payment_id: target?.id, status: 'paid' }),
        t.app.inject({
          method: 'GET',
          url: `/api/payments/files?paymentId=${target?.id}`,
          headers: w.as(who),
        }),
      ];
      for (const response of await Promise.all(calls)) expect(response.statusCode).toBe(403);
    }
  });

  it('refuses the showroom payment calls without a session', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/showroom/payments' });
    expect(response.statusCode).toBe(401);
  });

  it('keeps the platform admin out of the showroom calls (it has its own admin payments screen)', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/showroom/payments',
      headers: w.as('admin'),
    });
    expect(response.statusCode).toBe(403);
  });
});
