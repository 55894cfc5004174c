import {
  ZLoadCartDetailResponse,
  ZLoadCartsListResponse,
  ZQuoteListResponse,
} from '@stonetool/contracts/carts';
import { ZCustomerSearchResponse } from '@stonetool/contracts/customers';
import type { StoneRow } from '@stonetool/db/schema/catalog';
import { consultations, customers } from '@stonetool/db/schema/customers';
import { mailOutbox } from '@stonetool/db/schema/mail';
import { comparisons, quoteItems, quotes } from '@stonetool/db/schema/quotes';
import { createWholesalePricing } from '@stonetool/db/seed/pricing';
import { createCustomer } from '@stonetool/db/seed/customers';
import { createQuote } from '@stonetool/db/seed/quotes';
import { createStone } from '@stonetool/db/seed/stones';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createMaterialQuartz, useMaterialTestApp, type MaterialLogins } from '../orders/material-test-setup';
import { apiAs, bearer } from '../../testing/api-as';

const world = useMaterialTestApp();
let quartz: StoneRow;
let hidden: StoneRow;

beforeAll(async () => {
  quartz = await createMaterialQuartz(world.t.database.db);
  hidden = await createStone(world.t.database.db, {
    brand: 'Hidden Brand',
    color: 'Grey',
    slabCostCents: 90_000,
  });
  await createWholesalePricing(world.t.database.db, {
    showroomId: world.logins.showroomA,
    brand: 'Hidden Brand',
    isActive: false,
  });
});

type Who = keyof MaterialLogins['tokens'];

function get(url: string, who: Who) {
  return world.t.app.inject({ method: 'GET', url, headers: bearer(world.logins.tokens[who]) });
}

const post = (url: string, who: Who, payload: unknown) =>
  apiAs(world.t.app, world.logins.tokens[who]).post(url, payload);

function saveBody(overrides: Record<string, unknown> = {}) {
  return {
    customer_data: {
      first_name: 'Ann',
      last_name: 'Lee',
      email: 'ann@example.test',
      phone: '512',
      projectType: 'Countertops',
    },
    cart_items: [
      {
        stone: { id: quartz.id, client_price: 1 },
        quantity: 2,
        notes: 'Island',
        discountPercent: 5,
        discountEnabled: true,
      },
    ],
    cart_name: 'Kitchen',
    session_id: 'session-cart',
    ...overrides,
  };
}

describe('POST /api/material-carts/save and GET /api/material-carts/load', () => {
  it('saves a cart with a quote number, priced by the server, and updates it by quote_id', async () => {
    const saved = await post('/api/material-carts/save', 'salesA', saveBody());
    expect(saved.statusCode).toBe(200);
    const first = saved.json<{ quote_id: string; quote_number: string }>();
    expect(first).toMatchObject({ success: true, message: 'Cart saved successfully' });
    expect(first.quote_number).toMatch(/^Q-\d{4}-\d{6}$/);

    const [quote] = await world.t.database.db.select().from(quotes).where(eq(quotes.id, first.quote_id));
    // $3,045.00 × 2 = $6,090.00, less 5 % ($304.50).
    expect(quote).toMatchObject({
      kind: 'material_cart',
      totalPriceCents: 578_550,
      totalSlabs: 2,
      cartName: 'Kitchen',
    });
    const [item] = await world.t.database.db
      .select()
      .from(quoteItems)
      .where(eq(quoteItems.quoteId, first.quote_id));
    expect(item).toMatchObject({
      stoneId: quartz.id,
      brand: 'Caesarstone',
      unitPriceCents: 304_500,
      discountPercent: 5,
    });

    const updated = await post(
      '/api/material-carts/save',
      'salesA',
      saveBody({ quote_id: first.quote_id, cart_items: [{ stone: { id: quartz.id }, quantity: 3 }] }),
    );
    expect(updated.json()).toMatchObject({
      quote_id: first.quote_id,
      quote_number: first.quote_number,
      message: 'Cart updated successfully',
    });
    expect(
      await world.t.database.db.select().from(quoteItems).where(eq(quoteItems.quoteId, first.quote_id)),
    ).toEqual([expect.objectContaining({ quantity: 3, discountPercent: 0 })]);
  });

  it.each([
    [
      'no consultation client',
      { customer_data: undefined },
      'No consultation data available. Please start a consultation session first.',
    ],
    ['a blank cart name', { cart_name: '  ' }, 'Please enter a cart name.'],
    ['an empty cart', { cart_items: [] }, 'Cart is empty. Add some items before saving.'],
    [
      'a stone hidden from the showroom',
      { cart_items: [{ stone: { id: '00000000-0000-4000-8000-000000000000' }, quantity: 1 }] },
      'Cart Contains Invalid Items',
    ],
  ])('refuses %s with the spec message', async (_label, overrides, message) => {
    const response = await post('/api/material-carts/save', 'salesA', saveBody(overrides));
    expect(response.statusCode).toBe(400);
    expect(response.json<{ error: unknown }>().error).toBe(message);
  });

  it('refuses a stone whose brand the showroom does not see', async () => {
    const response = await post(
      '/api/material-carts/save',
      'salesA',
      saveBody({ cart_items: [{ stone: { id: hidden.id }, quantity: 1 }] }),
    );
    expect(response.json<{ error: unknown }>().error).toBe('Cart Contains Invalid Items');
  });

  it('lists saved carts (optionally for one e-mail) and loads one with current catalog stones', async () => {
    const list = ZLoadCartsListResponse.parse(
      (await get('/api/material-carts/load?limit=20', 'salesA')).json(),
    );
    expect(list.total).toBeGreaterThan(0);
    const entry = list.data[0];
    expect(entry).toMatchObject({
      cart_name: 'Kitchen',
      customer_name: 'Ann Lee',
      customer_email: 'ann@example.test',
      items_count: 1,
    });
    const none = ZLoadCartsListResponse.parse(
      (await get('/api/material-carts/load?customer_email=nobody@example.test', 'salesA')).json(),
    );
    expect(none).toMatchObject({ data: [], total: 0 });

    const detail = ZLoadCartDetailResponse.parse(
      (await get(`/api/material-carts/load?cart_id=${entry?.id}`, 'salesA')).json(),
    );
    expect(detail.data).toMatchObject({
      session_id: null,
      customer_data: { first_name: 'Ann', projectType: 'Countertops' },
    });
    expect(detail.data.cart_items[0]).toMatchObject({
      quantity: 3,
      available: true,
      stone: { id: quartz.id, client_price: 3045 },
    });
    expect(detail.data.cart_items[0]?.stone).not.toHaveProperty('Slab Cost');
  });

  it("never gives showroom A's carts to showroom B", async () => {
    const [cart] = await world.t.database.db
      .select()
      .from(quotes)
      .where(eq(quotes.showroomId, world.logins.showroomA));
    const detail = await get(`/api/material-carts/load?cart_id=${cart?.id}`, 'ownerB');
    expect(detail.statusCode).toBe(404);
    const list = ZLoadCartsListResponse.parse((await get('/api/material-carts/load', 'ownerB')).json());
    expect(list.data).toEqual([]);
    expect(
      (await get(`/api/material-carts/load?showroom_id=${world.logins.showroomA}`, 'ownerB')).statusCode,
    ).toBe(403);
    const update = await post('/api/material-carts/save', 'ownerB', saveBody({ quote_id: cart?.id }));
    expect(update.statusCode).toBe(404);
  });
});

describe('quote lists and customers', () => {
  // The owner reads the whole showroom's quotes; a salesperson's own are the next describe's.
  it('lists recent quotes of both kinds with their kind, filters by kind, and keeps showrooms apart', async () => {
    const customer = await createCustomer(world.t.database.db, {
      showroomId: world.logins.showroomA,
      firstName: 'Zoe',
      lastName: 'Park',
    });
    await createQuote(world.t.database.db, {
      showroomId: world.logins.showroomA,
      kind: 'expert_quote',
      customerId: customer.id,
      products: [{}, {}],
    });
    await createQuote(world.t.database.db, { showroomId: world.logins.showroomB, kind: 'material_cart' });

    const recent = ZQuoteListResponse.parse((await get('/api/quotes/recent?limit=10', 'ownerA')).json()).data;
    expect(new Set(recent.map((quote) => quote.kind))).toEqual(new Set(['material_cart', 'expert_quote']));
    expect(recent.find((quote) => quote.kind === 'expert_quote')).toMatchObject({
      items_count: 2,
      customer_name: 'Zoe Park',
    });
    const expertOnly = ZQuoteListResponse.parse(
      (await get('/api/quotes/recent?kind=expert_quote', 'ownerA')).json(),
    ).data;
    expect(expertOnly.map((quote) => quote.kind)).toEqual(['expert_quote']);

    const ofCustomer = ZQuoteListResponse.parse(
      (await get(`/api/quotes/customer?customer_id=${customer.id}`, 'ownerA')).json(),
    );
    expect(ofCustomer.data).toHaveLength(1);
    expect((await get(`/api/quotes/customer?customer_id=${customer.id}`, 'ownerB')).statusCode).toBe(404);
    const recentB = ZQuoteListResponse.parse((await get('/api/quotes/recent', 'ownerB')).json()).data;
    expect(recentB.every((quote) => quote.customer_id !== customer.id)).toBe(true);
    expect(recentB).toHaveLength(1);
  });

  it('searches the showroom’s customers only, by name, e-mail, phone or company', async () => {
    await createCustomer(world.t.database.db, {
      showroomId: world.logins.showroomB,
      firstName: 'Ann',
      lastName: 'Other',
      email: 'ann@b.test',
    });
    const a = ZCustomerSearchResponse.parse((await get('/api/customers/search?q=ann', 'salesA')).json()).data;
    expect(a.map((customer) => customer.email)).toEqual(['ann@example.test']);
    expect(a[0]?.quotes_count).toBe(1);
    const byFullName = ZCustomerSearchResponse.parse(
      (await get('/api/customers/search?q=Ann%20Lee', 'salesA')).json(),
    ).data;
    expect(byFullName).toHaveLength(1);
    const wildcard = ZCustomerSearchResponse.parse(
      (await get('/api/customers/search?q=%25', 'salesA')).json(),
    ).data;
    expect(wildcard).toEqual([]);
    expect(
      (await get(`/api/customers/search?q=ann&showroom_id=${world.logins.showroomB}`, 'salesA')).statusCode,
    ).toBe(403);
  });

  it('finds a known client by e-mail for the order form, only in the caller’s showroom', async () => {
    const found = await post('/api/get-customer', 'salesA', { email: 'ANN@example.test', showroomId: null });
    expect(found.json()).toMatchObject({
      success: true,
      customer: { firstName: 'Ann', lastName: 'Lee', phone: '512', country: 'United States' },
    });
    const fromB = await post('/api/get-customer', 'ownerB', { email: 'ann@example.test' });
    expect(fromB.json()).toEqual({ success: true, customer: null });
  });
});

describe("a salesperson reads their own clients and quotes, not another salesperson's", () => {
  it('scopes customer search, get-customer, both quote lists and the saved carts to what they made', async () => {
    const saved = await post(
      '/api/material-carts/save',
      'salesA',
      saveBody({
        customer_data: { first_name: 'Priya', last_name: 'Own', email: 'priya@example.test', phone: '777' },
        session_id: 'session-priya',
        cart_name: 'Priya kitchen',
      }),
    );
    expect(saved.statusCode, saved.body).toBe(200);
    const quoteId = saved.json<{ quote_id: string }>().quote_id;
    const [priya] = await world.t.database.db
      .select()
      .from(customers)
      .where(eq(customers.email, 'priya@example.test'));
    if (!priya) throw new Error('the cart made no customer');

    const search = async (who: Who) =>
      ZCustomerSearchResponse.parse((await get('/api/customers/search?q=priya', who)).json()).data;
    const recent = async (who: Who) =>
      ZQuoteListResponse.parse((await get('/api/quotes/recent?limit=50', who)).json()).data.map((q) => q.id);
    const carts = async (who: Who) =>
      ZLoadCartsListResponse.parse((await get('/api/material-carts/load?limit=20', who)).json()).data.map(
        (cart) => cart.id,
      );

    // The salesperson who made the cart, and the owner, see the client and the cart.
    for (const who of ['salesA', 'ownerA'] as const) {
      expect((await search(who)).map((customer) => customer.email)).toEqual(['priya@example.test']);
      expect(await recent(who)).toContain(quoteId);
      expect(await carts(who)).toContain(quoteId);
    }

    // Another salesperson of the same showroom reads none of it, by any of the calls.
    expect(await search('salesA2')).toEqual([]);
    expect(await recent('salesA2')).not.toContain(quoteId);
    expect(await carts('salesA2')).not.toContain(quoteId);
    expect((await get(`/api/quotes/customer?customer_id=${priya.id}`, 'salesA2')).statusCode).toBe(404);
    expect((await get(`/api/material-carts/load?cart_id=${quoteId}`, 'salesA2')).statusCode).toBe(404);
    const byEmail = await post('/api/get-customer', 'salesA2', { email: 'priya@example.test' });
    expect(byEmail.json()).toEqual({ success: true, customer: null });
    const fromOwner = await post('/api/get-customer', 'ownerA', { email: 'priya@example.test' });
    expect(fromOwner.json()).toMatchObject({ customer: { firstName: 'Priya' } });
  });

  it("follows the owner's setting for managers: all of the showroom's, or their own when it is off", async () => {
    const settings = (managers: boolean) =>
      world.t.app.inject({
        method: 'PUT',
        url: '/api/showroom/order-settings',
        headers: bearer(world.logins.tokens.ownerA),
        payload: { managers_see_all_orders: managers },
      });
    const priyaSeen = async () =>
      ZCustomerSearchResponse.parse((await get('/api/customers/search?q=priya', 'managerA')).json()).data
        .length;
    expect(await priyaSeen()).toBe(1);
    expect((await settings(false)).statusCode).toBe(200);
    try {
      expect(await priyaSeen()).toBe(0);
      const recent = ZQuoteListResponse.parse(
        (await get('/api/quotes/recent?limit=50', 'managerA')).json(),
      ).data;
      expect(recent.filter((quote) => quote.customer_email === 'priya@example.test')).toEqual([]);
    } finally {
      expect((await settings(true)).statusCode).toBe(200);
    }
  });
});

describe('POST /api/sales-consultations', () => {
  it('records the session and who ran it, and updates it by sessionId', async () => {
    const body = {
      sessionId: 'session-42',
      client: { firstName: 'Ann', lastName: 'Lee', email: 'ann@example.test' },
      stonesViewed: ['a'],
    };
    const first = await post('/api/sales-consultations', 'salesA', body);
    expect(first.json()).toMatchObject({
      success: true,
      error: null,
      data: { sessionId: 'session-42', salesperson_id: world.logins.salesAId },
    });
    await post('/api/sales-consultations', 'salesA', {
      ...body,
      stonesViewed: ['a', 'b'],
      status: 'browsing',
    });
    const rows = await world.t.database.db
      .select()
      .from(consultations)
      .where(eq(consultations.sessionKey, 'session-42'));
    expect(rows).toHaveLength(1);
    const [customer] = await world.t.database.db
      .select()
      .from(customers)
      .where(eq(customers.email, 'ann@example.test'));
    expect(rows[0]).toMatchObject({
      stonesViewed: ['a', 'b'],
      status: 'browsing',
      customerId: customer?.id,
      salespersonId: world.logins.salesAId,
    });
  });

  it('lets a manager credit another salesperson but not a salesperson', async () => {
    const byManager = await post('/api/sales-consultations', 'managerA', {
      sessionId: 'session-m',
      salesperson_id: world.logins.salesA2Id,
    });
    expect(byManager.json<{ data: { salesperson_id: unknown } }>().data.salesperson_id).toBe(
      world.logins.salesA2Id,
    );
    const bySales = await post('/api/sales-consultations', 'salesA', {
      sessionId: 'session-s',
      salesperson_id: world.logins.salesA2Id,
    });
    expect(bySales.statusCode).toBe(403);
    const unknown = await post('/api/sales-consultations', 'ownerB', {
      sessionId: 'session-b',
      salesperson_id: world.logins.salesAId,
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json<{ error: unknown }>().error).toBe('Salesperson not found');
  });
});

describe('POST /api/save-comparison', () => {
  it('stores the comparison and queues an e-mail to the client with catalog prices', async () => {
    const response = await post('/api/save-comparison', 'salesA', {
      stones: [{ id: quartz.id, client_price: 1 }],
      consultationData: {
        sessionId: 'session-42',
        client: { firstName: 'Ann', lastName: 'Lee', email: 'ann@example.test' },
      },
    });
    expect(response.statusCode).toBe(200);
    const { data } = response.json<{ data: { id: string; quoteNumber: string } }>();
    expect(data).toMatchObject({ stonesCount: 1 });
    expect(data.quoteNumber).toMatch(/^C-\d{4}-\d{6}$/);
    const [stored] = await world.t.database.db.select().from(comparisons).where(eq(comparisons.id, data.id));
    expect(stored).toMatchObject({ salespersonId: world.logins.salesAId, stonesCount: 1 });
    expect(stored?.consultationId).not.toBeNull();
    const [mail] = await world.t.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.kind, 'stone_comparison'));
    expect(mail?.toAddresses).toEqual(['ann@example.test']);
    expect(mail?.textBody).toContain('Caesarstone Pure White');
    expect(mail?.textBody).toContain('$3,045.00 per slab (Lowest Price)');
  });

  it('refuses without a client e-mail, with the spec message, and stores nothing', async () => {
    const before = await world.t.database.db.select().from(comparisons);
    const response = await post('/api/save-comparison', 'salesA', {
      stones: [{ id: quartz.id }],
      consultationData: { client: { firstName: 'Ann' } },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ error: unknown }>().error).toBe(
      'No client email address available. Please ensure client information is captured first.',
    );
    expect(await world.t.database.db.select().from(comparisons)).toHaveLength(before.length);
  });

  it('refuses more than 4 stones with the spec message', async () => {
    const response = await post('/api/save-comparison', 'salesA', {
      stones: Array.from({ length: 5 }, () => ({ id: quartz.id })),
      consultationData: { client: { email: 'ann@example.test' } },
    });
    expect(response.json<{ error: unknown }>().error).toBe('You can compare a maximum of 4 stones at once.');
  });
});

describe('strict cart lines (checklist item 4)', () => {
  it('takes a cart item as spec 01 section 3 holds it, and refuses a key no contract names, naming it', async () => {
    const whole = {
      id: 'line-1',
      stone: { id: quartz.id, Brand: 'Caesarstone', Color: 'Pure White', client_price: 1, available: true },
      quantity: 1,
      addedAt: '2026-01-01T00:00:00.000Z',
      notes: '',
      discountPercent: 0,
      discountEnabled: false,
      discountValidation: {
        valid: true,
        error: null,
        warning: null,
        requires_override: false,
        overrideId: null,
      },
      specialPricing: null,
    };
    // Another client, so the quote counts of the tests below stay theirs.
    const client = { first_name: 'Wen', last_name: 'Whole', email: 'wen@example.test', phone: '513' };
    const body = (line: object) =>
      saveBody({ customer_data: client, session_id: 'session-whole', cart_items: [line] });
    const saved = await post('/api/material-carts/save', 'salesA', body(whole));
    expect(saved.statusCode, saved.body).toBe(200);

    for (const [where, line] of [
      ['stone', { ...whole, stone: { ...whole.stone, unit_cost: 1 } }],
      ['line', { ...whole, unit_cost: 1 }],
      ['discountValidation', { ...whole, discountValidation: { ...whole.discountValidation, unit_cost: 1 } }],
    ] as const) {
      const refused = await post('/api/material-carts/save', 'salesA', body(line));
      expect(refused.statusCode, where).toBe(400);
      expect(refused.json<{ error: unknown }>().error, where).toMatch(
        /Unrecognized key: "cart_items\.0\.(stone\.|discountValidation\.)?unit_cost"/,
      );
    }
  });
});
