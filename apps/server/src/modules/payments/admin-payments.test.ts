import {
  ZAdminPaymentsDetailedResponse,
  ZAdminPaymentsOverviewResponse,
  ZAdminUpdatePaymentResponse,
} from '@stonetool/contracts/admin-payments';
import {
  ZFileUrlResponse,
  ZPaymentFilesResponse,
  ZUploadReceiptResponse,
} from '@stonetool/contracts/payments';
import { supplierPayments, type PaymentStatus } from '@stonetool/db/schema/payments';
import { eq } from 'drizzle-orm';
import { createSupplierPayment } from '@stonetool/db/seed/payments';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { createPaymentWorld, type PaymentWorld, type Who } from './payment-test-setup';

let t: TestApp;
let w: PaymentWorld;
const DAY = 24 * 60 * 60 * 1000;
/** Payment ids by name; `receipt` is the id of a receipt of payment `aPaid`. */
const ids: Record<string, string> = {};
let paidAt: Date;

const pdf = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

/** A payment of `cents` for a new order of the showroom, due `dueInDays` from now. */
async function payment(
  showroomId: string,
  cents: number,
  status: PaymentStatus,
  dueInDays: number,
  paymentDate: Date | null = null,
) {
  const order = await w.order(showroomId, cents);
  const row = await createSupplierPayment(t.database.db, order, {
    paymentStatus: status,
    dueDate: new Date(t.clock.now().getTime() + dueInDays * DAY),
    paymentDate,
  });
  return row.id;
}

beforeAll(async () => {
  t = await createTestApp();
  w = await createPaymentWorld(t);
  const now = t.clock.now();
  paidAt = new Date(now.getTime() - 3 * DAY);
  // Showroom A: paid, refunded, unpaid overdue, pending not yet due, failed overdue.
  ids.aPaid = await payment(w.showroomA, 100_001, 'paid', -20, new Date(now.getTime() - 10 * DAY));
  ids.aRefunded = await payment(w.showroomA, 5_000, 'refunded', -40, paidAt);
  ids.aUnpaidOverdue = await payment(w.showroomA, 33_333, 'unpaid', -1);
  ids.aPendingDue = await payment(w.showroomA, 20_000, 'pending', 5);
  ids.aFailedOverdue = await payment(w.showroomA, 10_010, 'failed', -2);
  // Showroom B: one unpaid, not due.
  ids.bUnpaid = await payment(w.showroomB, 77_700, 'unpaid', 29);

  const upload = await w.uploadReceipt('ownerA', [
    { name: 'paymentId', value: ids.aPaid },
    { name: 'file', value: pdf, filename: 'wire.pdf', contentType: 'application/pdf' },
  ]);
  expect(upload.statusCode, upload.body).toBe(200);
  ids.receipt = ZUploadReceiptResponse.parse(upload.json()).file.id;
});

afterAll(async () => {
  await t.close();
});

function get(who: Who, url: string) {
  return t.app.inject({ method: 'GET', url, headers: w.as(who) });
}

async function overview() {
  const response = await get('admin', '/api/admin/payments?view=overview');
  expect(response.statusCode, response.body).toBe(200);
  return ZAdminPaymentsOverviewResponse.parse(response.json());
}

async function detailed(query = '') {
  const response = await get('admin', `/api/admin/payments?view=detailed${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return ZAdminPaymentsDetailedResponse.parse(response.json()).payments;
}

describe('the payments overview (GET /api/admin/payments?view=overview)', () => {
  it("gives each showroom's orders, owed, paid, pending, overdue and last payment date to the cent", async () => {
    const { overview: rows } = await overview();
    expect(rows).toEqual([
      {
        showroom_id: w.showroomA,
        showroom_name: 'Showroom A',
        total_orders: 5,
        total_owed: 1633.44, // everything but the refund
        paid_amount: 1000.01,
        pending_amount: 633.43, // 333.33 unpaid + 200.00 pending + 100.10 failed
        overdue_amount: 433.43, // unpaid and failed past due; pending is not yet due
        last_payment_date: paidAt.toISOString(), // the refund was paid most recently
      },
      {
        showroom_id: w.showroomB,
        showroom_name: 'Showroom B',
        total_orders: 1,
        total_owed: 777,
        paid_amount: 0,
        pending_amount: 777,
        overdue_amount: 0,
        last_payment_date: null,
      },
    ]);
  });

  it('totals the rows: showrooms with payments, orders, owed and paid', async () => {
    const { totals, overview: rows } = await overview();
    expect(totals).toEqual({
      total_showrooms: 2,
      total_orders: 6,
      total_owed: 2410.44,
      paid_amount: 1000.01,
    });
    const cents = (pick: (row: (typeof rows)[number]) => number) =>
      rows.reduce((sum, row) => sum + Math.round(pick(row) * 100), 0);
    expect(cents((row) => row.total_owed)).toBe(Math.round(totals.total_owed * 100));
    expect(cents((row) => row.paid_amount)).toBe(Math.round(totals.paid_amount * 100));
  });

  it('is the default view', async () => {
    const response = await get('admin', '/api/admin/payments');
    expect(ZAdminPaymentsOverviewResponse.parse(response.json()).overview).toHaveLength(2);
  });

  it('counts a payment overdue from the moment its due date passes', async () => {
    const db = t.database.db;
    const [pending] = await db
      .select()
      .from(supplierPayments)
      .where(eq(supplierPayments.id, ids.aPendingDue ?? ''));
    await db
      .update(supplierPayments)
      .set({ dueDate: new Date(t.clock.now().getTime() - 1) })
      .where(eq(supplierPayments.id, ids.aPendingDue ?? ''));
    try {
      const [a] = (await overview()).overview;
      expect(a?.overdue_amount).toBe(633.43); // the pending payment fell due too
    } finally {
      await db
        .update(supplierPayments)
        .set({ dueDate: pending?.dueDate })
        .where(eq(supplierPayments.id, ids.aPendingDue ?? ''));
    }
  });
});

describe('the detailed payments (GET /api/admin/payments?view=detailed)', () => {
  it("lists every showroom's records with the showroom's name", async () => {
    const payments = await detailed();
    expect(payments).toHaveLength(6);
    expect(new Set(payments.map((p) => p.showrooms.name))).toEqual(new Set(['Showroom A', 'Showroom B']));
    const paid = payments.find((p) => p.id === ids.aPaid);
    expect(paid).toMatchObject({ wholesale_amount: 1000.01, payment_status: 'paid', file_count: 1 });
  });

  it('filters by showroom and by status, and honours the limit', async () => {
    expect((await detailed(`&showroom_id=${w.showroomB}`)).map((p) => p.id)).toEqual([ids.bUnpaid]);
    const unpaid = await detailed('&status=unpaid');
    expect(unpaid.map((p) => p.id).sort()).toEqual([ids.aUnpaidOverdue, ids.bUnpaid].sort());
    expect(await detailed(`&showroom_id=${w.showroomA}&status=unpaid`)).toHaveLength(1);
    expect(await detailed('&status=all&showroom_id=all&limit=2')).toHaveLength(2);
  });

  it('refuses a limit above 200, an unknown view, status or field', async () => {
    for (const query of [
      'view=detailed&limit=201',
      'view=summary',
      'view=detailed&status=overdue',
      'view=detailed&showroom_id=not-an-id',
      'view=detailed&sort=amount',
    ]) {
      const response = await get('admin', `/api/admin/payments?${query}`);
      expect(response.statusCode, query).toBe(400);
    }
  });
});

describe('Manage payment as the admin (PATCH /api/admin/payments)', () => {
  function patch(who: Who, payload: Record<string, unknown>) {
    return t.app.inject({ method: 'PATCH', url: '/api/admin/payments', headers: w.as(who), payload });
  }

  it("updates any showroom's payment, stamps the payment date and shows in the overview", async () => {
    const response = await patch('admin', {
      payment_id: ids.bUnpaid,
      status: 'paid',
      method: 'Wire transfer',
      reference: 'TXN-ADMIN-1',
      notes: 'Confirmed with the bank',
    });
    expect(response.statusCode, response.body).toBe(200);
    const { payment } = ZAdminUpdatePaymentResponse.parse(response.json());
    expect(payment).toMatchObject({
      id: ids.bUnpaid,
      payment_status: 'paid',
      payment_method: 'Wire transfer',
      payment_reference: 'TXN-ADMIN-1',
      notes: 'Confirmed with the bank',
      payment_date: t.clock.now().toISOString(),
      showrooms: { id: w.showroomB, name: 'Showroom B' },
    });
    const b = (await overview()).overview.find((row) => row.showroom_id === w.showroomB);
    expect(b).toMatchObject({ paid_amount: 777, pending_amount: 0, last_payment_date: payment.payment_date });
  });

  it('refuses an unknown payment (404), a bad status and an amount in the body (400)', async () => {
    const unknown = await patch('admin', { payment_id: crypto.randomUUID(), status: 'paid' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ error: 'Payment not found' });
    expect((await patch('admin', { payment_id: ids.bUnpaid, status: 'overdue' })).statusCode).toBe(400);
    const extra = await patch('admin', { payment_id: ids.bUnpaid, status: 'paid', wholesale_amount: 0 });
    expect(extra.statusCode).toBe(400);
  });
});

describe('receipts for the admin', () => {
  it("lists any showroom's receipts with signed links (GET /api/admin/payments/files)", async () => {
    const response = await get('admin', `/api/admin/payments/files?paymentId=${ids.aPaid}`);
    expect(response.statusCode, response.body).toBe(200);
    const { files } = ZPaymentFilesResponse.parse(response.json());
    expect(files).toHaveLength(1);
    expect(files[0]).toMatchObject({ id: ids.receipt, name: 'wire.pdf', type: 'application/pdf' });
    expect(files[0]?.url).toMatch(/^\/api\/payments\/receipts\/[0-9a-f-]{36}\?expires=\d+&signature=/);
    const unknown = await get('admin', `/api/admin/payments/files?paymentId=${crypto.randomUUID()}`);
    expect(unknown.statusCode).toBe(404);
  });

  it('renews an expired receipt link (GET /api/payments/file-url) and the new link serves the file', async () => {
    const listed = ZPaymentFilesResponse.parse(
      (await get('admin', `/api/admin/payments/files?paymentId=${ids.aPaid}`)).json(),
    ).files[0];
    t.clock.advance(10 * 60 * 1000);
    try {
      const stale = await get('admin', listed?.url ?? '');
      expect(stale.statusCode).toBe(410);
      const renewed = await get(
        'admin',
        `/api/payments/file-url?filePath=${encodeURIComponent(listed?.url ?? '')}`,
      );
      expect(renewed.statusCode, renewed.body).toBe(200);
      const { url } = ZFileUrlResponse.parse(renewed.json());
      expect(url).not.toBe(listed?.url);
      const file = await get('admin', url);
      expect(file.statusCode).toBe(200);
      expect(file.rawPayload.equals(pdf)).toBe(true);
    } finally {
      t.clock.advance(-10 * 60 * 1000);
    }
  });

  it("gives the receipt's own showroom owner a link, and nobody else", async () => {
    const path = encodeURIComponent(`http://localhost/api/payments/receipts/${ids.receipt}`);
    expect((await get('ownerA', `/api/payments/file-url?filePath=${path}`)).statusCode).toBe(200);
    expect((await get('ownerB', `/api/payments/file-url?filePath=${path}`)).statusCode).toBe(404);
    expect((await get('salesA', `/api/payments/file-url?filePath=${path}`)).statusCode).toBe(403);
    const anonymous = await t.app.inject({ method: 'GET', url: `/api/payments/file-url?filePath=${path}` });
    expect(anonymous.statusCode).toBe(401);
  });

  it('refuses a path that is not a receipt link', async () => {
    for (const filePath of [
      '/api/admin/payments',
      '/uploads/logos/x.png',
      `/api/payments/receipts/${ids.receipt}/../x`,
    ]) {
      const response = await get('admin', `/api/payments/file-url?filePath=${encodeURIComponent(filePath)}`);
      expect(response.statusCode, filePath).toBe(404);
    }
  });
});

describe('only the platform admin', () => {
  const calls = (): { method: 'GET' | 'PATCH'; url: string; payload?: Record<string, unknown> }[] => [
    { method: 'GET', url: '/api/admin/payments?view=overview' },
    { method: 'GET', url: '/api/admin/payments?view=detailed' },
    { method: 'PATCH', url: '/api/admin/payments', payload: { payment_id: ids.aPaid, status: 'unpaid' } },
    { method: 'GET', url: `/api/admin/payments/files?paymentId=${ids.aPaid}` },
  ];

  it('refuses the showroom owner, a salesperson and a manager (403) and the public (401)', async () => {
    for (const call of calls()) {
      for (const who of ['ownerA', 'salesA', 'managerA'] as const) {
        const response = await t.app.inject({ ...call, headers: w.as(who) });
        expect(response.statusCode, `${who} ${call.method} ${call.url}`).toBe(403);
      }
      const anonymous = await t.app.inject(call);
      expect(anonymous.statusCode, call.url).toBe(401);
    }
    // Nothing was changed by the refused PATCH.
    const paid = (await detailed()).find((p) => p.id === ids.aPaid);
    expect(paid?.payment_status).toBe('paid');
  });
});
