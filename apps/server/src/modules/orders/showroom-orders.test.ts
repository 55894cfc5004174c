import { ZShowroomAnalyticsResponse } from '@stonetool/contracts/analytics';
import {
  ZOrderSettingsResponse,
  ZShowroomOrdersResponse,
  ZUpdateOrderStatusResponse,
  type TShowroomOrder,
} from '@stonetool/contracts/showroom-orders';
import { ZErrorResponse } from '@stonetool/contracts/common';
import type { OrderRow, OrderStatus } from '@stonetool/db/schema/orders';
import { mailOutbox } from '@stonetool/db/schema/mail';
import { orderStatusChanges, orders } from '@stonetool/db/schema/orders';
import { createOrder } from '@stonetool/db/seed/orders';
import { createStone } from '@stonetool/db/seed/stones';
import { centsToDollars, formatUsd, sumCents } from '@stonetool/domain/money';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { findUserByEmail } from '../auth/principal';
import { bearer } from '../../testing/api-as';
import { createMaterialQuartz, useMaterialTestApp, type MaterialLogins } from './material-test-setup';
import { ORDER_STATUS_MAIL_KIND } from './order-status-mail';

const world = useMaterialTestApp();
/** Showroom A's five orders, one per status, oldest first; and one order of showroom B. */
const placed: Record<'ann' | 'bob' | 'carla' | 'dana' | 'eve' | 'otherShowroom', OrderRow> = {} as never;

type Who = keyof MaterialLogins['tokens'];

beforeAll(async () => {
  const db = world.t.database.db;
  const quartz = await createMaterialQuartz(db);
  const granite = await createStone(db, {
    brand: 'Graniti',
    type: 'Granite',
    color: 'Black Pearl',
    slabCostCents: 98_000,
  });
  const order = async (
    showroomId: string,
    quoteNumber: string,
    date: string,
    status: OrderStatus,
    customer: [string, string, string],
    extra: { placedByTeamMemberId?: string; slabs?: number } = {},
  ) =>
    (
      await createOrder(db, {
        showroomId,
        quoteNumber,
        orderDate: new Date(date),
        status,
        customerFirstName: customer[0],
        customerLastName: customer[1],
        customerEmail: customer[2],
        placedByTeamMemberId: extra.placedByTeamMemberId ?? null,
        deliveryCents: 15_000,
        lines: [
          {
            stone: quartz,
            quantitySlabs: extra.slabs ?? 2,
            unitPriceCents: 304_550,
            wholesaleUnitCostCents: 217_500,
            discountPercent: 5,
          },
          { stone: granite, quantitySlabs: 1, unitPriceCents: 205_833, wholesaleUnitCostCents: 147_000 },
        ],
      })
    ).order;
  const a = world.logins.showroomA;
  placed.ann = await order(
    a,
    'QT-1001',
    '2026-01-10T15:00:00Z',
    'pending',
    ['Ann', 'Lee', 'ann.lee@example.test'],
    {
      placedByTeamMemberId: world.logins.salesAId,
    },
  );
  placed.bob = await order(a, 'QT-1002', '2026-02-15T15:00:00Z', 'processing', [
    'Bob',
    'Stone',
    'bob@example.test',
  ]);
  placed.carla = await order(a, 'QT-1003', '2026-03-01T00:00:00Z', 'completed', [
    'Carla',
    'Diaz',
    'carla@example.test',
  ]);
  placed.dana = await order(a, 'QT-1004', '2026-03-25T23:59:00Z', 'delivered', [
    'Dana',
    'O_Neil 100%',
    'dana@example.test',
  ]);
  placed.eve = await order(
    a,
    'QT-1005',
    '2026-04-01T12:00:00Z',
    'cancelled',
    ['Eve', 'Park', 'eve@example.test'],
    {
      slabs: 3,
    },
  );
  placed.otherShowroom = await order(world.logins.showroomB, 'QT-2001', '2026-03-10T12:00:00Z', 'pending', [
    'Ann',
    'Leeds',
    'ann.leeds@example.test',
  ]);
});

async function list(who: Who, query = '') {
  const response = await world.t.app.inject({
    method: 'GET',
    url: `/api/showroom/orders${query}`,
    headers: bearer(world.logins.tokens[who]),
  });
  return response;
}

async function listOk(who: Who, query = '') {
  const response = await list(who, query);
  expect(response.statusCode, response.body).toBe(200);
  return ZShowroomOrdersResponse.parse(response.json());
}

const numbers = (orders: readonly TShowroomOrder[]) => orders.map((order) => order.quote_number);

async function patch(who: Who, payload: Record<string, unknown>) {
  return world.t.app.inject({
    method: 'PATCH',
    url: '/api/showroom/orders',
    headers: bearer(world.logins.tokens[who]),
    payload,
  });
}

async function currentVersion(id: string): Promise<number> {
  const [row] = await world.t.database.db
    .select({ version: orders.version })
    .from(orders)
    .where(eq(orders.id, id));
  if (!row) throw new Error('order missing');
  return row.version;
}

async function historyOf(id: string) {
  return world.t.database.db.select().from(orderStatusChanges).where(eq(orderStatusChanges.orderId, id));
}

describe('GET /api/showroom/orders lists the showroom orders with stats (spec 03 sections 3 and 7)', () => {
  it('gives the owner every order of their showroom, newest first, with the section 3 fields', async () => {
    const body = await listOk('ownerA');
    expect(numbers(body.orders)).toEqual(['QT-1005', 'QT-1004', 'QT-1003', 'QT-1002', 'QT-1001']);
    const ann = body.orders.find((order) => order.quote_number === 'QT-1001');
    expect(ann).toMatchObject({
      id: placed.ann.id,
      order_date: '2026-01-10T15:00:00.000Z',
      customer_name: 'Ann Lee',
      customer_email: 'ann.lee@example.test',
      placed_by: 'Sam Seller',
      salesperson_role: 'salesperson',
      stone_details: { brand: 'Caesarstone', color: 'Pure White', thickness: '3cm', finish: 'Polished' },
      quantity: placed.ann.quantitySqft,
      pricing_breakdown: {
        total: centsToDollars(placed.ann.totalCents),
        material_cost: centsToDollars(placed.ann.subtotalCents),
      },
      wholesale_cost: centsToDollars(placed.ann.wholesaleCostCents),
      status: 'pending',
      version: 1,
    });
    expect(ann?.items).toHaveLength(2);
    expect(ann?.history.map((entry) => entry.to_status)).toEqual(['pending']);
    expect(body.orders.find((order) => order.quote_number === 'QT-1002')).toMatchObject({
      placed_by: 'Owner',
      salesperson_role: 'owner',
    });
    expect(body.can_update_status).toBe(true);
  });

  it('answers a breakdown whose parts add up to the total, to the cent', async () => {
    const body = await listOk('ownerA');
    for (const order of body.orders) {
      const b = order.pricing_breakdown;
      const cents = (dollars: number) => Math.round(dollars * 100);
      expect(
        cents(b.material_cost) -
          cents(b.discount) +
          cents(b.tax) +
          cents(b.delivery) +
          cents(b.fabrication_cost) +
          cents(b.additional_costs),
      ).toBe(cents(b.total));
    }
  });

  it('counts every status and sums the revenue of the orders not cancelled, to the cent', async () => {
    const { stats } = await listOk('ownerA');
    const kept = [placed.ann, placed.bob, placed.carla, placed.dana];
    expect(stats).toEqual({
      total_orders: 5,
      total_revenue: centsToDollars(sumCents(kept.map((order) => order.totalCents))),
      pending: 1,
      processing: 1,
      completed: 1,
      delivered: 1,
      cancelled: 1,
    });
    // (2 × $3,045.50 − 5 % + $2,058.33 = $7,844.78) + 9.75 % tax $764.87 + $150 delivery, four times.
    expect(stats.total_revenue).toBe(35_038.6);
  });

  it('filters by status while the stat cards keep every status of the search and dates', async () => {
    const body = await listOk('ownerA', '?status=processing');
    expect(numbers(body.orders)).toEqual(['QT-1002']);
    expect(body.stats.total_orders).toBe(5);
    expect(body.stats.pending).toBe(1);
    expect(numbers((await listOk('ownerA', '?status=all')).orders)).toHaveLength(5);
  });

  it('filters by order date, both days included, and the stats follow the dates', async () => {
    const body = await listOk('ownerA', '?date_from=2026-03-01&date_to=2026-03-25');
    expect(numbers(body.orders)).toEqual(['QT-1004', 'QT-1003']);
    expect(body.stats).toMatchObject({ total_orders: 2, completed: 1, delivered: 1, pending: 0 });
    expect(body.stats.total_revenue).toBe(centsToDollars(placed.carla.totalCents + placed.dana.totalCents));
    expect(numbers((await listOk('ownerA', '?date_from=2026-04-01')).orders)).toEqual(['QT-1005']);
    expect(numbers((await listOk('ownerA', '?date_to=2026-01-10')).orders)).toEqual(['QT-1001']);
  });

  it('searches customer name, e-mail and quote number, in any case', async () => {
    expect(numbers((await listOk('ownerA', '?search=CARLA')).orders)).toEqual(['QT-1003']);
    expect(numbers((await listOk('ownerA', '?search=ann%20lee')).orders)).toEqual(['QT-1001']);
    expect(numbers((await listOk('ownerA', '?search=bob%40example')).orders)).toEqual(['QT-1002']);
    expect(numbers((await listOk('ownerA', '?search=qt-1005')).orders)).toEqual(['QT-1005']);
    const searched = await listOk('ownerA', '?search=example.test');
    expect(searched.stats.total_orders).toBe(5);
  });

  it('takes % and _ in a search literally', async () => {
    expect(numbers((await listOk('ownerA', '?search=100%25')).orders)).toEqual(['QT-1004']);
    expect(numbers((await listOk('ownerA', '?search=O_N')).orders)).toEqual(['QT-1004']);
    expect((await listOk('ownerA', '?search=%25%25%25')).orders).toEqual([]);
  });

  it('finds one order by its number, exactly', async () => {
    const body = await listOk('ownerA', '?orderNumber=qt-1003');
    expect(numbers(body.orders)).toEqual(['QT-1003']);
    expect((await listOk('ownerA', '?orderNumber=QT-100')).orders).toEqual([]);
  });

  it('answers at most `limit` orders, 100 by default, and refuses a limit outside 1 to 100', async () => {
    const two = await listOk('ownerA', '?limit=2');
    expect(numbers(two.orders)).toEqual(['QT-1005', 'QT-1004']);
    expect(two.stats.total_orders).toBe(5);
    expect((await listOk('ownerA', '?limit=100')).orders).toHaveLength(5);
    for (const limit of ['0', '101', '2.5', 'many']) {
      const response = await list('ownerA', `?limit=${limit}`);
      expect(response.statusCode).toBe(400);
      expect(ZErrorResponse.parse(response.json()).error).toContain(
        'Limit must be a whole number from 1 to 100',
      );
    }
  });

  it('refuses a malformed filter with a clear message', async () => {
    const cases: [string, string][] = [
      ['?status=shipped', 'Status must be one of'],
      ['?date_from=yesterday', 'From date must be a date'],
      ['?date_from=2026-03-02&date_to=2026-03-01', 'From date must be on or before To date'],
      [
        '?showroom_id=' + '00000000-0000-4000-8000-000000000000',
        'Unrecognized key: "showroom_id" is not accepted',
      ],
    ];
    for (const [query, message] of cases) {
      const response = await list('ownerA', query);
      expect(response.statusCode, query).toBe(400);
      expect(ZErrorResponse.parse(response.json()).error).toContain(message);
    }
  });
});

describe('who may read orders', () => {
  it('lets a salesperson read their own orders but never the wholesale cost, nor change a status', async () => {
    const body = await listOk('salesA');
    expect(numbers(body.orders)).toEqual(['QT-1001']);
    expect(body.orders.every((order) => order.wholesale_cost === null)).toBe(true);
    expect(body.can_update_status).toBe(false);
    // Under no field at all: a substring check of the body would also match ids and dates.
    const numbersIn = (value: unknown): number[] =>
      typeof value === 'number'
        ? [value]
        : value !== null && typeof value === 'object'
          ? Object.values(value).flatMap(numbersIn)
          : [];
    expect(numbersIn(body.orders)).not.toContain(centsToDollars(placed.ann.wholesaleCostCents));
  });

  it("keeps a salesperson to their own orders: the list, its stats, another's number and the revenue figures", async () => {
    const own = await listOk('salesA');
    expect(own.stats).toMatchObject({ total_orders: 1, pending: 1, processing: 0 });
    expect(own.stats.total_revenue).toBe(centsToDollars(placed.ann.totalCents));
    expect((await listOk('salesA', '?orderNumber=QT-1002')).orders).toEqual([]);
    expect((await listOk('salesA', '?search=bob')).orders).toEqual([]);
    expect((await listOk('salesA2')).orders).toEqual([]);
    const analytics = await world.t.app.inject({
      method: 'GET',
      url: '/api/showroom/analytics?period=year&team_member=owner',
      headers: bearer(world.logins.tokens.salesA),
    });
    expect(analytics.statusCode, analytics.body).toBe(200);
    const figures = ZShowroomAnalyticsResponse.parse(analytics.json());
    expect(figures.metrics.orders.current).toBeLessThanOrEqual(1);
    expect(figures.teamMembers.map((member) => member.id)).toEqual([world.logins.salesAId]);
  });

  it('lets a manager read every order until the owner keeps managers to their own', async () => {
    expect((await listOk('managerA')).orders).toHaveLength(5);
    const settings = (payload: Record<string, unknown>, who: Who = 'ownerA') =>
      world.t.app.inject({
        method: 'PUT',
        url: '/api/showroom/order-settings',
        headers: bearer(world.logins.tokens[who]),
        payload,
      });
    expect((await settings({ managers_see_all_orders: false }, 'managerA')).statusCode).toBe(403);
    const off = await settings({ managers_see_all_orders: false });
    expect(off.statusCode, off.body).toBe(200);
    expect(ZOrderSettingsResponse.parse(off.json()).settings).toEqual({
      managers_see_all_orders: false,
      order_status_emails: true,
    });
    expect((await listOk('managerA')).orders).toEqual([]);
    expect((await listOk('ownerA')).orders).toHaveLength(5);
    expect((await settings({ managers_see_all_orders: true })).statusCode).toBe(200);
    expect((await listOk('managerA')).orders).toHaveLength(5);
  });

  it('lets the owner download an order as a PDF, and nobody an order they may not read', async () => {
    const pdf = (who: Who, id: string) =>
      world.t.app.inject({
        method: 'GET',
        url: `/api/showroom/orders/${id}/pdf`,
        headers: bearer(world.logins.tokens[who]),
      });
    const owners = await pdf('ownerA', placed.bob.id);
    expect(owners.statusCode, owners.body.slice(0, 300)).toBe(200);
    expect(owners.headers['content-type']).toBe('application/pdf');
    expect(owners.headers['content-disposition']).toBe('attachment; filename="order-QT-1002.pdf"');
    expect(owners.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect((await pdf('salesA', placed.ann.id)).statusCode).toBe(200);
    expect((await pdf('salesA', placed.bob.id)).statusCode).toBe(404);
    expect((await pdf('ownerB', placed.bob.id)).statusCode).toBe(404);
  });

  it("never shows showroom A's orders to showroom B, even by number or search", async () => {
    expect(numbers((await listOk('ownerB')).orders)).toEqual(['QT-2001']);
    expect((await listOk('ownerB', '?orderNumber=QT-1001')).orders).toEqual([]);
    expect(numbers((await listOk('ownerB', '?search=ann')).orders)).toEqual(['QT-2001']);
    expect((await listOk('ownerB')).stats.total_orders).toBe(1);
    expect(numbers((await listOk('ownerA', '?search=ann')).orders)).toEqual(['QT-1001']);
  });

  it('refuses a visitor (401) and the platform admin, whose orders list is its own (403)', async () => {
    expect((await world.t.app.inject({ method: 'GET', url: '/api/showroom/orders' })).statusCode).toBe(401);
    expect((await list('admin')).statusCode).toBe(403);
  });
});

describe('PATCH /api/showroom/orders changes a status (spec 03 section 4)', () => {
  it('moves an order to processing, raises its version and records who, when, from and to', async () => {
    world.t.clock.set(new Date('2026-05-02T10:00:00Z'));
    const response = await patch('ownerA', { order_id: placed.ann.id, status: 'processing', version: 1 });
    expect(response.statusCode, response.body).toBe(200);
    const { order } = ZUpdateOrderStatusResponse.parse(response.json());
    expect(order).toMatchObject({ id: placed.ann.id, status: 'processing', version: 2 });
    expect(order.history.at(-1)).toEqual({
      from_status: 'pending',
      to_status: 'processing',
      changed_at: '2026-05-02T10:00:00.000Z',
      changed_by: 'Owner',
    });
    const rows = await historyOf(placed.ann.id);
    expect(rows.find((row) => row.fromStatus === 'pending')).toMatchObject({
      toStatus: 'processing',
      changedByUserId: (await findUserByEmail(world.t.database.db, 'owner-a@example.test'))?.id,
    });
    const listed = await listOk('ownerA', '?orderNumber=QT-1001');
    expect(listed.orders[0]?.history.map((entry) => entry.to_status)).toEqual(['pending', 'processing']);
  });

  it('refuses a stale version with 409 and writes nothing', async () => {
    const before = await historyOf(placed.ann.id);
    const response = await patch('ownerA', { order_id: placed.ann.id, status: 'completed', version: 1 });
    expect(response.statusCode).toBe(409);
    expect(ZErrorResponse.parse(response.json()).error).toBe(
      'This order was changed by someone else meanwhile (it is now processing). Please reload and try again.',
    );
    expect(await historyOf(placed.ann.id)).toHaveLength(before.length);
    expect(await currentVersion(placed.ann.id)).toBe(2);
  });

  it('lets only one of two simultaneous changes of the same version through', async () => {
    const version = await currentVersion(placed.bob.id);
    const [first, second] = await Promise.all([
      patch('ownerA', { order_id: placed.bob.id, status: 'completed', version }),
      patch('managerA', { order_id: placed.bob.id, status: 'cancelled', version }),
    ]);
    expect([first?.statusCode, second?.statusCode].sort()).toEqual([200, 409]);
    expect(await currentVersion(placed.bob.id)).toBe(version + 1);
    expect((await historyOf(placed.bob.id)).filter((row) => row.fromStatus === 'processing')).toHaveLength(1);
  });

  it('refuses any change of a delivered or cancelled order: they are final', async () => {
    for (const [order, status] of [
      [placed.dana, 'delivered'],
      [placed.eve, 'cancelled'],
    ] as const) {
      const response = await patch('ownerA', {
        order_id: order.id,
        status: 'processing',
        version: await currentVersion(order.id),
      });
      expect(response.statusCode).toBe(409);
      expect(ZErrorResponse.parse(response.json()).error).toBe(
        `This order is ${status}: its status can no longer be changed.`,
      );
    }
    expect((await historyOf(placed.dana.id)).at(-1)?.toStatus).toBe('delivered');
  });

  it('refuses to set the status an order already has', async () => {
    const response = await patch('ownerA', { order_id: placed.carla.id, status: 'completed', version: 1 });
    expect(response.statusCode).toBe(400);
    expect(ZErrorResponse.parse(response.json()).error).toBe('This order is already completed.');
  });

  it('lets a manager change a status', async () => {
    const response = await patch('managerA', { order_id: placed.carla.id, status: 'delivered', version: 1 });
    expect(response.statusCode).toBe(200);
    expect(ZUpdateOrderStatusResponse.parse(response.json()).order.history.at(-1)?.changed_by).toBe(
      'Morgan Manager',
    );
  });

  it('refuses a salesperson (403) and changes nothing', async () => {
    const version = await currentVersion(placed.ann.id);
    const response = await patch('salesA', { order_id: placed.ann.id, status: 'completed', version });
    expect(response.statusCode).toBe(403);
    expect(await currentVersion(placed.ann.id)).toBe(version);
  });

  it("answers 404 to showroom B's owner for showroom A's order, and changes nothing", async () => {
    const version = await currentVersion(placed.ann.id);
    const response = await patch('ownerB', { order_id: placed.ann.id, status: 'completed', version });
    expect(response.statusCode).toBe(404);
    expect(ZErrorResponse.parse(response.json()).error).toBe('Order not found');
    expect(await currentVersion(placed.ann.id)).toBe(version);
  });

  it('refuses the admin (403): an admin cannot change order status', async () => {
    const response = await patch('admin', { order_id: placed.ann.id, status: 'completed', version: 2 });
    expect(response.statusCode).toBe(403);
  });

  it('refuses a body with unknown keys, an unknown status, a bad id or a version that is no number', async () => {
    const version = await currentVersion(placed.ann.id);
    const bodies: [Record<string, unknown>, string][] = [
      [
        { order_id: placed.ann.id, status: 'completed', version, showroom_id: world.logins.showroomB },
        'Unrecognized key: "showroom_id" is not accepted',
      ],
      [
        { order_id: placed.ann.id, status: 'completed', version, total: 0 },
        'Unrecognized key: "total" is not accepted',
      ],
      [{ order_id: placed.ann.id, status: 'shipped', version }, 'Status must be one of'],
      [{ order_id: 'QT-1001', status: 'completed', version }, 'order_id must be an order id'],
      [
        { order_id: placed.ann.id, status: 'completed', version: 'latest' },
        'version must be the version of the order you read',
      ],
    ];
    for (const [payload, message] of bodies) {
      const response = await patch('ownerA', payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(ZErrorResponse.parse(response.json()).error).toContain(message);
    }
    expect(await currentVersion(placed.ann.id)).toBe(version);
  });

  it("applies the spec's own body {order_id, status}, without a version, to the order as it is", async () => {
    const version = await currentVersion(placed.ann.id);
    const response = await patch('ownerA', { order_id: placed.ann.id, status: 'completed' });
    expect(response.statusCode, response.body).toBe(200);
    expect(ZUpdateOrderStatusResponse.parse(response.json()).order).toMatchObject({
      status: 'completed',
      version: version + 1,
    });
  });

  it("e-mails the customer a change to processing, delivered or cancelled in the showroom's colours, unless the owner turned it off", async () => {
    const statusMails = async () =>
      world.t.database.db.select().from(mailOutbox).where(eq(mailOutbox.kind, ORDER_STATUS_MAIL_KIND));
    const before = new Set((await statusMails()).map((mail) => mail.id));
    const moved = await patch('ownerA', { order_id: placed.ann.id, status: 'processing' });
    expect(moved.statusCode, moved.body).toBe(200);
    const total = ZUpdateOrderStatusResponse.parse(moved.json()).order.pricing_breakdown.total;
    const sent = (await statusMails()).filter((mail) => !before.has(mail.id));
    expect(sent.map((mail) => [mail.toAddresses, mail.subject, mail.replyTo])).toEqual([
      [['ann.lee@example.test'], 'Your order QT-1001 with Showroom A: Processing', 'owner-a@example.test'],
    ]);
    expect(sent[0]?.textBody).toContain('Status: Processing');
    expect(sent[0]?.textBody).toContain(`Order total: ${formatUsd(Math.round(total * 100))}`);
    expect(sent[0]?.textBody).toMatch(/Order total: \$\d{1,3}(,\d{3})*\.\d{2}\n/);
    expect(sent[0]?.htmlBody).toContain('background:#0f766e');

    const off = await world.t.app.inject({
      method: 'PUT',
      url: '/api/showroom/order-settings',
      headers: bearer(world.logins.tokens.ownerA),
      payload: { order_status_emails: false },
    });
    expect(off.statusCode, off.body).toBe(200);
    expect((await patch('ownerA', { order_id: placed.ann.id, status: 'cancelled' })).statusCode).toBe(200);
    expect((await statusMails()).filter((mail) => !before.has(mail.id))).toHaveLength(1);
  });
});
