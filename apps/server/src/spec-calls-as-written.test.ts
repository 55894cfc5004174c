import { users } from '@stonetool/db/schema/auth';
import { stones } from '@stonetool/db/schema/catalog';
import { customers } from '@stonetool/db/schema/customers';
import { fabricationLeads } from '@stonetool/db/schema/leads';
import { orders } from '@stonetool/db/schema/orders';
import { supplierPayments } from '@stonetool/db/schema/payments';
import { specialPricingRules } from '@stonetool/db/schema/pricing';
import { quotes } from '@stonetool/db/schema/quotes';
import { showrooms } from '@stonetool/db/schema/showrooms';
import { teamMembers } from '@stonetool/db/schema/team';
import { and, asc, eq, isNotNull } from 'drizzle-orm';
import { ZStonesResponse } from '@stonetool/contracts/stones';
import type { LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessToken } from './testing/api-as';
import { demoData } from './testing/demo-data';
import { cartAsClientSeesIt, materialOrderBody } from './testing/material-order-client';
import { fileUpload, multipartBody } from './testing/multipart';
import { startFakeIntuit, type FakeIntuit } from './testing/fake-intuit';
import { createTestApp, type TestApp } from './testing/test-app';

/**
 * Section 7 of each spec document lists the calls the screens make, with their request fields.
 * Each test here sends one call exactly as its table writes it (those fields, those names, those
 * types, nothing added) on the demo data, as the role whose screen makes it, and expects success:
 * a client written from the spec alone must work against this server.
 */
let t: TestApp;
let intuit: FakeIntuit;
const token: Record<'admin' | 'owner' | 'sales' | 'manager' | 'fabricator', string> = {} as never;
const ids = {} as {
  showroom: string;
  otherShowroom: string;
  order: string;
  orderNumber: string;
  payment: string;
  paymentOrderNumber: string;
  stone: { id: string; brand: string; color: string; type: string; thickness: string; finish: string };
  rule: string;
  lead: string;
  member: string;
  customer: { id: string; email: string };
  quote: string;
};

beforeAll(async () => {
  // QuickBooks configured (against a fake Intuit), so the accounting calls have something to do.
  intuit = await startFakeIntuit();
  t = await createTestApp({ env: intuit.env, data: demoData });
  token.admin = await accessToken(t.app, 'admin@stonetool.test', 'Admin-demo-2026');
  token.owner = await accessToken(t.app, 'owner@stonetool.test', 'Owner-demo-2026');
  token.sales = await accessToken(t.app, 'sales@stonetool.test', 'Sales-demo-2026');
  token.manager = await accessToken(t.app, 'manager@stonetool.test', 'Manager-demo-2026');
  token.fabricator = await accessToken(t.app, 'fabricator@stonetool.test', 'Fabricator-demo-2026');
  const db = t.database.db;
  const [owner] = await db.select().from(users).where(eq(users.email, 'owner@stonetool.test'));
  const [fabricator] = await db.select().from(users).where(eq(users.email, 'fabricator@stonetool.test'));
  if (!owner?.showroomId || !fabricator?.showroomId) throw new Error('demo logins missing');
  ids.showroom = owner.showroomId;
  ids.otherShowroom = fabricator.showroomId;
  const [order] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.showroomId, ids.showroom), eq(orders.status, 'pending')))
    .orderBy(asc(orders.orderDate));
  const [payment] = await db
    .select({ id: supplierPayments.id, orderNumber: orders.quoteNumber })
    .from(supplierPayments)
    .innerJoin(orders, eq(orders.id, supplierPayments.orderId))
    .where(eq(supplierPayments.showroomId, ids.showroom));
  // A stone the showroom sells (priced and not hidden from it), as its catalog lists it.
  const catalog = await t.app.inject({
    method: 'GET',
    url: '/api/stones',
    headers: { authorization: `Bearer ${token.owner}` },
  });
  const sold = ZStonesResponse.parse(catalog.json()).find(
    (entry) => entry.client_price && entry.is_available,
  );
  const [stone] = sold ? await db.select().from(stones).where(eq(stones.id, sold.id)) : [];
  const [rule] = await db.select().from(specialPricingRules);
  const [lead] = await db.select().from(fabricationLeads).where(eq(fabricationLeads.status, 'new'));
  const [member] = await db
    .select()
    .from(teamMembers)
    .where(and(eq(teamMembers.showroomId, ids.showroom), eq(teamMembers.role, 'designer')));
  const [customer] = await db
    .select()
    .from(customers)
    .where(and(eq(customers.showroomId, ids.showroom), isNotNull(customers.email)));
  const [quote] = await db.select().from(quotes).where(eq(quotes.showroomId, ids.otherShowroom));
  if (!order || !payment || !stone || !rule || !lead || !member || !customer?.email || !quote) {
    throw new Error('demo data missing');
  }
  Object.assign(ids, {
    order: order.id,
    orderNumber: order.quoteNumber,
    payment: payment.id,
    paymentOrderNumber: payment.orderNumber,
    stone: {
      id: stone.id,
      brand: stone.brand,
      color: stone.color,
      type: stone.type,
      thickness: stone.thickness,
      finish: stone.finish,
    },
    rule: rule.id,
    lead: lead.id,
    member: member.id,
    customer: { id: customer.id, email: customer.email },
    quote: quote.id,
  });
});

afterAll(async () => {
  await t.close();
  await intuit.close();
});

type Who = keyof typeof token | 'visitor';

async function call(
  who: Who,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  payload?: object,
): Promise<LightMyRequestResponse> {
  return t.app.inject({
    method,
    url,
    headers: who === 'visitor' ? {} : { authorization: `Bearer ${token[who]}` },
    ...(payload === undefined ? {} : { payload }),
  });
}

async function ok(
  who: Who,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  payload?: object,
) {
  const response = await call(who, method, url, payload);
  expect(response.statusCode, `${method} ${url}: ${response.body.slice(0, 400)}`).toBeGreaterThanOrEqual(200);
  expect(response.statusCode, `${method} ${url}: ${response.body.slice(0, 400)}`).toBeLessThan(300);
  return response;
}

async function upload(who: Who, url: string, body: { payload: Buffer; headers: Record<string, string> }) {
  const response = await t.app.inject({
    method: 'POST',
    url,
    headers: { authorization: `Bearer ${token[who as keyof typeof token]}`, ...body.headers },
    payload: body.payload,
  });
  expect(response.statusCode, `POST ${url}: ${response.body.slice(0, 400)}`).toBe(200);
  return response;
}

/** The accounting popup: the connect call's authUrl, approved at the fake Intuit, back to our callback. */
async function connectThroughIntuit(who: Who, url: string) {
  const started = await ok(who, 'GET', url);
  const { authUrl } = started.json<{ authUrl: string }>();
  const approved = await fetch(authUrl, { redirect: 'manual' });
  const back = new URL(approved.headers.get('location') ?? '');
  const cookie = String(started.headers['set-cookie']).split(';')[0] ?? '';
  const response = await t.app.inject({
    method: 'GET',
    url: `${back.pathname}${back.search}`,
    headers: { cookie },
  });
  expect(response.body).toContain('QuickBooks connected');
}

const png = () =>
  sharp({ create: { width: 8, height: 8, channels: 3, background: '#0f766e' } })
    .png()
    .toBuffer();

describe('spec 01 section 7: the public site and Material Mode', () => {
  it('POST /api/auth/login-enhanced {email, password}', async () => {
    await ok('visitor', 'POST', '/api/auth/login-enhanced', {
      email: 'owner@stonetool.test',
      password: 'Owner-demo-2026',
    });
  });

  it('POST /api/auth/forgot-password {email}', async () => {
    await ok('visitor', 'POST', '/api/auth/forgot-password', { email: 'owner@stonetool.test' });
  });

  it('POST /api/auth/verify-token with the bearer header', async () => {
    await ok('owner', 'POST', '/api/auth/verify-token');
  });

  it('POST /api/showroom/data {showroom_id}', async () => {
    await ok('owner', 'POST', '/api/showroom/data', { showroom_id: ids.showroom });
  });

  it('POST /api/send-resend {emailType contact_form, to, subject, contactData}', async () => {
    await ok('visitor', 'POST', '/api/send-resend', {
      emailType: 'contact_form',
      to: 'support@stonetool.test',
      subject: 'Contact from Ann Lee (No Company)',
      contactData: {
        name: 'Ann Lee',
        email: 'ann.lee@example.test',
        company: '',
        message: 'Do you stock Calacatta?',
        phone: '512-555-0101',
      },
    });
  });

  it('GET /api/config', async () => {
    await ok('visitor', 'GET', '/api/config');
  });

  it('GET /api/shared-cart-token?token= and POST /api/shared-cart/claim {share_token}', async () => {
    const created = await ok('admin', 'POST', '/api/admin/create-shared-cart', {
      target_showroom_id: ids.showroom,
      cart_items: [{ ...ids.stone, stone_id: ids.stone.id, quantity: 60, notes: 'Island' }].map(
        ({ id: _id, ...item }) => item,
      ),
      admin_notes: 'For the Smith kitchen',
      showroom_contact_name: 'Sam',
      customer_reference: 'REF-1',
      expires_in_days: 7,
    });
    const shareToken = created.json<{ data: { share_token: string } }>().data.share_token;
    await ok('visitor', 'GET', `/api/shared-cart-token?token=${shareToken}`);
    await ok('owner', 'POST', '/api/shared-cart/claim', { share_token: shareToken });
  });

  it('GET /api/stones and GET /api/stones?mode=material', async () => {
    await ok('owner', 'GET', '/api/stones');
    await ok('owner', 'GET', '/api/stones?mode=material');
  });

  it('POST /api/showroom/special-pricing-check {cartItems}', async () => {
    await ok('owner', 'POST', '/api/showroom/special-pricing-check', {
      cartItems: [
        { stone: { id: ids.stone.id, Brand: ids.stone.brand, Color: ids.stone.color }, quantity: 1 },
      ],
    });
  });

  it('POST /api/showroom/validate-discount {brand, catalog_price, discount_amount}', async () => {
    await ok('sales', 'POST', '/api/showroom/validate-discount', {
      brand: ids.stone.brand,
      catalog_price: 3000,
      discount_amount: 100,
    });
  });

  it('GET /api/showroom/salespersons and GET /api/showroom/tax-settings', async () => {
    await ok('sales', 'GET', '/api/showroom/salespersons');
    await ok('sales', 'GET', '/api/showroom/tax-settings');
  });

  it('POST /api/delivery-pricing {cartItems (brand, quantity)} without an auth header', async () => {
    await ok('visitor', 'POST', '/api/delivery-pricing', {
      cartItems: [{ brand: ids.stone.brand, quantity: 2 }],
    });
  });

  it('GET /api/fabrication/pricing, for a business with Expert Mode', async () => {
    await ok('fabricator', 'GET', '/api/fabrication/pricing');
  });

  it('POST /api/get-customer {email, showroomId}', async () => {
    await ok('owner', 'POST', '/api/get-customer', { email: ids.customer.email, showroomId: ids.showroom });
  });

  it('GET /api/customers/search?showroom_id&q, /api/quotes/recent?showroom_id&limit=10, /api/quotes/customer?customer_id', async () => {
    await ok('owner', 'GET', `/api/customers/search?showroom_id=${ids.showroom}&q=a`);
    await ok('owner', 'GET', `/api/quotes/recent?showroom_id=${ids.showroom}&limit=10`);
    await ok('owner', 'GET', `/api/quotes/customer?customer_id=${ids.customer.id}`);
  });

  it('POST /api/material-carts/save and GET /api/material-carts/load (list and detail)', async () => {
    const saved = await ok('owner', 'POST', '/api/material-carts/save', {
      showroom_id: ids.showroom,
      customer_data: {
        first_name: 'Ann',
        last_name: 'Lee',
        email: 'ann.lee@example.test',
        phone: '512-555-0101',
        projectType: 'Kitchen',
      },
      cart_items: [{ id: 'line-1', stone: { id: ids.stone.id, Brand: ids.stone.brand }, quantity: 1 }],
      cart_name: 'Kitchen',
      session_id: 'session-spec-01',
      quote_id: null,
    });
    const cartId = saved.json<{ quote_id: string }>().quote_id;
    await ok(
      'owner',
      'GET',
      `/api/material-carts/load?showroom_id=${ids.showroom}&limit=20&customer_email=ann.lee%40example.test`,
    );
    await ok('owner', 'GET', `/api/material-carts/load?showroom_id=${ids.showroom}&cart_id=${cartId}`);
  });

  it('POST /api/material-orders (the order payload) and POST /api/send-resend {emailType material_order_confirmation, orderData, customerData, showroomData}', async () => {
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const cart = await cartAsClientSeesIt(address, token.sales, [ids.stone.id]);
    const placed = await ok('sales', 'POST', '/api/material-orders', materialOrderBody(cart, 1));
    const { emailData } = placed.json<{ data: { emailData: object } }>().data;
    await ok('sales', 'POST', '/api/send-resend', { emailType: 'material_order_confirmation', ...emailData });
  });

  it('POST /api/auth/change-password {access_token, current_password, new_password}', async () => {
    await ok('manager', 'POST', '/api/auth/change-password', {
      access_token: token.manager,
      current_password: 'Manager-demo-2026',
      new_password: 'Manager-demo-2027',
    });
  });

  it('POST /api/save-comparison {stones, consultationData, showroomId, sessionId, salesperson_id}', async () => {
    await ok('owner', 'POST', '/api/save-comparison', {
      stones: [{ id: ids.stone.id, Brand: ids.stone.brand, Color: ids.stone.color }],
      consultationData: {
        sessionId: 'session-spec-compare',
        client: { firstName: 'Ann', lastName: 'Lee', email: 'ann.lee@example.test' },
      },
      showroomId: ids.showroom,
      sessionId: 'session-spec-compare',
      salesperson_id: null,
    });
  });

  it('POST /api/sales-consultations {sessionId, showroomId, client, stonesViewed, salesperson_id, stonesCompared, interactions}', async () => {
    await ok('owner', 'POST', '/api/sales-consultations', {
      sessionId: 'session-spec-consultation',
      showroomId: ids.showroom,
      client: { firstName: 'Ann', lastName: 'Lee', email: 'ann.lee@example.test' },
      stonesViewed: [ids.stone.id],
      salesperson_id: null,
      stonesCompared: [],
      interactions: [],
    });
  });
});

describe('spec 02 section 7: the Expert Mode estimator', () => {
  const product = { name: 'Kitchen run', width: 96, depth: 25.5, quantity: 1 };

  it('POST /api/claude-parse-products {text, availableStones}', async () => {
    await ok('fabricator', 'POST', '/api/claude-parse-products', {
      text: 'Kitchen counter 96 x 25.5, quantity 1',
      availableStones: [`${ids.stone.brand} ${ids.stone.type} ${ids.stone.color}`],
    });
  });

  it('POST /api/claude-extract-dimensions {image (base64 JPEG)}', async () => {
    const drawing = `<svg xmlns="http://www.w3.org/2000/svg" width="900" height="300">
      <rect width="900" height="300" fill="white"/>
      <rect x="60" y="60" width="600" height="130" fill="none" stroke="black" stroke-width="4"/>
      <text x="120" y="250" font-family="DejaVu Sans" font-size="32">Island 96 x 42</text>
    </svg>`;
    const jpeg = await sharp(Buffer.from(drawing)).jpeg({ quality: 90 }).toBuffer();
    await ok('fabricator', 'POST', '/api/claude-extract-dimensions', { image: jpeg.toString('base64') });
  });

  it('POST /api/quotes/save {showroom_id, customer_data, quote_data} and POST /api/quotes/update-results {quote_id, results_data}', async () => {
    const saved = await ok('fabricator', 'POST', '/api/quotes/save', {
      showroom_id: ids.otherShowroom,
      customer_data: { name: 'Ann Lee', email: 'ann.lee@example.test', phone: '512-555-0101' },
      quote_data: {
        products: [{ ...product, stoneId: ids.stone.id }],
        settings: {},
        optimization_data: null,
        totals: { totalPrice: 0, totalSlabs: 0 },
      },
    });
    const quoteId = saved.json<{ data: { id: string } }>().data.id;
    await ok('fabricator', 'POST', '/api/quotes/update-results', { quote_id: quoteId, results_data: {} });
  });

  it('GET /api/quotes/recent?showroom_id&limit=10, /api/customers/search?showroom_id&q, /api/quotes/customer?customer_id', async () => {
    await ok('fabricator', 'GET', `/api/quotes/recent?showroom_id=${ids.otherShowroom}&limit=10`);
    await ok('fabricator', 'GET', `/api/customers/search?showroom_id=${ids.otherShowroom}&q=a`);
    const [customer] = await t.database.db
      .select({ id: customers.id })
      .from(customers)
      .where(eq(customers.showroomId, ids.otherShowroom));
    await ok('fabricator', 'GET', `/api/quotes/customer?customer_id=${customer?.id}`);
  });

  it('GET /api/config and GET /api/fabrication/pricing', async () => {
    await ok('fabricator', 'GET', '/api/config');
    await ok('fabricator', 'GET', '/api/fabrication/pricing');
  });
});

describe('spec 03 section 7: the showroom dashboard', () => {
  it('GET /api/showroom/pricing and PUT /api/showroom/pricing, one brand', async () => {
    const listed = await ok('owner', 'GET', '/api/showroom/pricing');
    const [entry] = listed.json<{ data: { brand: string }[] }>().data;
    await ok('owner', 'PUT', '/api/showroom/pricing', {
      brand: entry?.brand,
      pricing_strategy: 'markup_from_cost',
      client_markup_percent: 40,
      discount_from_msrp_percent: 0,
      minimum_margin_percent: 15,
      markup_type: 'percentage',
      fixed_markup_amount: null,
    });
  });

  it('POST /api/showroom/update-name {name, show_name_under_logo}', async () => {
    await ok('owner', 'POST', '/api/showroom/update-name', {
      name: 'Demo Stone Gallery',
      show_name_under_logo: true,
    });
  });

  it('POST /api/upload-logo (multipart field logo)', async () => {
    await upload('owner', '/api/upload-logo', fileUpload('logo', 'logo.png', await png(), 'image/png'));
  });

  it('GET /api/stones', async () => {
    await ok('owner', 'GET', '/api/stones');
  });

  it('GET, PUT and DELETE /api/showroom/salespersons, POST /api/auth/create-team-member', async () => {
    await ok('owner', 'GET', '/api/showroom/salespersons');
    await ok('owner', 'PUT', '/api/showroom/salespersons', {
      id: ids.member,
      name: 'Dana Designer',
      email: 'dana.designer@stonetool.test',
      phone: '512-555-0199',
      role: 'designer',
      password: '',
      pin: '',
    });
    const created = await ok('owner', 'POST', '/api/auth/create-team-member', {
      name: 'Casey Coordinator',
      email: 'casey.coordinator@stonetool.test',
      phone: '512-555-0177',
      role: 'coordinator',
      password: 'Casey-pass-2026',
      pin: '1357',
    });
    const [casey] = await t.database.db
      .select({ id: teamMembers.id })
      .from(teamMembers)
      .where(eq(teamMembers.email, 'casey.coordinator@stonetool.test'));
    expect(created.json()).toMatchObject({ success: true });
    await ok('owner', 'DELETE', `/api/showroom/salespersons?id=${casey?.id}`);
  });

  it('GET /api/showroom/analytics?period&brand&type&team_member, analytics-preferences, targets, insights', async () => {
    await ok('owner', 'GET', '/api/showroom/analytics?period=month');
    await ok(
      'owner',
      'GET',
      `/api/showroom/analytics?period=year&brand=${encodeURIComponent(ids.stone.brand)}`,
    );
    await ok('owner', 'GET', '/api/showroom/analytics-preferences');
    await ok('owner', 'GET', '/api/showroom/targets?period=month');
    await ok('owner', 'POST', '/api/showroom/targets', {
      metric_type: 'revenue',
      target_value: 50000,
      period: 'month',
    });
    await ok('owner', 'GET', '/api/showroom/insights?period=month');
  });

  it('POST /api/showroom/export-pdf {period, brand, type, team_member, sections, includeCharts}', async () => {
    await ok('owner', 'POST', '/api/showroom/export-pdf', {
      period: 'month',
      brand: null,
      type: null,
      team_member: null,
      sections: ['performance', 'insights'],
      includeCharts: true,
    });
  });

  it('POST /api/showroom/export-csv {period, brand, type, team_member, format csv, dataType}', async () => {
    for (const dataType of ['performance', 'quotes', 'customers', 'stones']) {
      await ok('owner', 'POST', '/api/showroom/export-csv', {
        period: 'month',
        brand: 'all',
        type: 'all',
        team_member: 'all',
        format: 'csv',
        dataType,
      });
    }
  });

  it('POST /api/showroom/email-report {recipients, period, brand, type, team_member, sections, customMessage, reportType manual}', async () => {
    await ok('owner', 'POST', '/api/showroom/email-report', {
      recipients: ['owner@stonetool.test'],
      period: 'month',
      brand: null,
      type: null,
      team_member: null,
      sections: ['performance'],
      customMessage: '',
      reportType: 'manual',
    });
  });

  it('GET /api/showroom/orders?status&search&date_from&date_to&limit=100, ?orderNumber, PATCH {order_id, status}', async () => {
    await ok('owner', 'GET', '/api/showroom/orders?status=all&search=&date_from=&date_to=&limit=100');
    await ok('owner', 'GET', `/api/showroom/orders?orderNumber=${ids.orderNumber}`);
    await ok('owner', 'PATCH', '/api/showroom/orders', { order_id: ids.order, status: 'processing' });
  });

  it('GET, POST (no body) and PATCH /api/showroom/payments, payment files and receipt upload', async () => {
    await ok('owner', 'GET', '/api/showroom/payments');
    await ok('owner', 'POST', '/api/showroom/payments');
    await ok('owner', 'PATCH', '/api/showroom/payments', {
      payment_id: ids.payment,
      status: 'pending',
      method: 'ACH',
      reference: 'TXN-1',
      notes: 'Sent Monday',
    });
    await ok('owner', 'GET', `/api/payments/files?paymentId=${ids.payment}`);
    await upload(
      'owner',
      '/api/payments/upload-receipt',
      multipartBody([
        { name: 'file', value: await png(), filename: 'receipt.png', contentType: 'image/png' },
        { name: 'paymentId', value: ids.payment },
        { name: 'orderNumber', value: ids.paymentOrderNumber },
      ]),
    );
  });

  it('GET /api/showroom/qb-status, GET connect-simple?showroom_id, POST refresh-token and disconnect', async () => {
    await ok('owner', 'GET', '/api/showroom/qb-status');
    await connectThroughIntuit('owner', `/api/quickbooks/connect-simple?showroom_id=${ids.showroom}`);
    await ok('owner', 'POST', '/api/quickbooks/refresh-token');
    await ok('owner', 'POST', '/api/quickbooks/disconnect');
  });
});

describe('spec 03 section 7: the admin panel', () => {
  it('GET, POST, PUT and DELETE /api/admin/delivery-pricing', async () => {
    await ok('admin', 'GET', '/api/admin/delivery-pricing');
    const rule = {
      brand: 'Spec Brand',
      pricing_type: 'flat_rate',
      flat_rate_amount: 150,
      per_slab_amount: null,
      tier_1_max_slabs: null,
      tier_1_amount: null,
      tier_2_min_slabs: null,
      tier_2_amount: null,
      is_active: true,
      notes: '',
    };
    const created = await ok('admin', 'POST', '/api/admin/delivery-pricing', rule);
    const id = created.json<{ data: { id: string } }>().data.id;
    await ok('admin', 'PUT', '/api/admin/delivery-pricing', { ...rule, id, flat_rate_amount: 175 });
    await ok('admin', 'DELETE', '/api/admin/delivery-pricing', { id });
  });

  it('GET /api/admin/fabrication-leads, POST update-status {leadId, status}, POST send-lead-to-fabricator', async () => {
    await ok('admin', 'GET', '/api/admin/fabrication-leads');
    await ok('admin', 'POST', '/api/admin/send-lead-to-fabricator', {
      leadId: ids.lead,
      fabricatorEmail: 'fabricator@stonetool.test',
      fabricatorName: 'Demo Fabrication Co.',
      customSubject: 'New fabrication lead',
      customMessage: 'A new client needs fabrication.',
    });
    await ok('admin', 'POST', '/api/admin/fabrication-leads/update-status', {
      leadId: ids.lead,
      status: 'completed',
    });
  });

  it('GET /api/admin/orders?showroom_id&status&search&date_from&date_to&limit=200 and ?orderNumber', async () => {
    await ok(
      'admin',
      'GET',
      `/api/admin/orders?showroom_id=${ids.showroom}&status=all&search=&date_from=&date_to=&limit=200`,
    );
    await ok('admin', 'GET', `/api/admin/orders?orderNumber=${ids.orderNumber}`);
  });

  it('GET /api/admin/payments (overview, detailed), payment files, file-url, PATCH {payment_id, status, method, reference, notes}', async () => {
    await ok('admin', 'GET', '/api/admin/payments?view=overview');
    await ok(
      'admin',
      'GET',
      `/api/admin/payments?view=detailed&limit=200&showroom_id=${ids.showroom}&status=pending`,
    );
    const files = await ok('admin', 'GET', `/api/admin/payments/files?paymentId=${ids.payment}`);
    const [file] = files.json<{ files: { url: string }[] }>().files;
    await ok('admin', 'GET', `/api/payments/file-url?filePath=${encodeURIComponent(file?.url ?? '')}`);
    await ok('admin', 'PATCH', '/api/admin/payments', {
      payment_id: ids.payment,
      status: 'paid',
      method: 'ACH',
      reference: 'TXN-1',
      notes: 'Received',
    });
  });

  it('GET /api/admin/showrooms and GET /api/stones', async () => {
    await ok('admin', 'GET', '/api/admin/showrooms');
    await ok('admin', 'GET', '/api/stones');
  });

  it('GET /api/admin/analytics-v2 (period, include_test_data, brand, type, showroom_id), targets, preferences', async () => {
    await ok(
      'admin',
      'GET',
      `/api/admin/analytics-v2?period=month&include_test_data=false&brand=all&type=all&showroom_id=all`,
    );
    await ok('admin', 'GET', '/api/admin/system-targets?period=month');
    await ok('admin', 'POST', '/api/admin/system-targets', {
      metric_type: 'orders',
      target_value: 120,
      period: 'month',
    });
    await ok('admin', 'GET', '/api/admin/showroom-targets');
    await ok('admin', 'GET', '/api/admin/analytics-preferences');
  });

  it('POST /api/admin/export-pdf, export-csv {dataType} and email-report', async () => {
    await ok('admin', 'POST', '/api/admin/export-pdf', {});
    await ok('admin', 'POST', '/api/admin/export-csv', { dataType: 'summary' });
    await ok('admin', 'POST', '/api/admin/email-report', {
      recipients: ['admin@stonetool.test'],
      sendToShowrooms: false,
      period: 'month',
      brand: 'all',
      type: 'all',
      sections: ['overview'],
      customMessage: '',
      reportType: 'manual',
    });
  });

  it('GET, POST (create and get_stone_pricing), PUT and DELETE /api/admin/special-pricing', async () => {
    await ok('admin', 'GET', '/api/admin/special-pricing');
    const created = await ok('admin', 'POST', '/api/admin/special-pricing', {
      showroom_id: ids.showroom,
      brand: ids.stone.brand,
      color: ids.stone.color,
      thickness: '',
      finish: '',
      special_discount_percent: 5,
      max_uses: null,
      valid_days: 30,
      notes: '',
      promo_code: 'SPEC5',
    });
    await ok('admin', 'POST', '/api/admin/special-pricing', {
      action: 'get_stone_pricing',
      showroom_id: ids.showroom,
      brand: ids.stone.brand,
      color: ids.stone.color,
    });
    const pricingId = created.json<{ data: { id: string } }>().data.id;
    await ok('admin', 'PUT', `/api/admin/special-pricing?pricing_id=${pricingId}`, {
      special_discount_percent: 6,
      max_uses: 10,
      notes: 'Spring',
    });
    await ok('admin', 'DELETE', `/api/admin/special-pricing?pricing_id=${pricingId}`);
  });

  it('GET and PUT /api/admin/client-markup, sending the whole row', async () => {
    const listed = await ok('admin', 'GET', `/api/admin/client-markup?showroom_id=${ids.showroom}`);
    const [row] = listed.json<{ data: object[] }>().data;
    await ok('admin', 'PUT', '/api/admin/client-markup', row ?? {});
  });

  it('GET /api/admin/wholesale-pricing (reference and ?showroom_id) and PUT one brand row', async () => {
    await ok('admin', 'GET', '/api/admin/wholesale-pricing');
    const listed = await ok('admin', 'GET', `/api/admin/wholesale-pricing?showroom_id=${ids.showroom}`);
    const [row] = listed.json<{ data: object[] }>().data;
    await ok('admin', 'PUT', '/api/admin/wholesale-pricing', row ?? {});
  });

  it('GET /api/admin/tax-settings and PUT {showroom_id, tax_enabled} or {showroom_id, sales_tax_rate}', async () => {
    await ok('admin', 'GET', '/api/admin/tax-settings');
    await ok('admin', 'PUT', '/api/admin/tax-settings', { showroom_id: ids.showroom, tax_enabled: true });
    await ok('admin', 'PUT', '/api/admin/tax-settings', { showroom_id: ids.showroom, sales_tax_rate: 8.25 });
  });

  it('POST /api/admin/add-stone, upload-stones-csv (csvFile), update-stone and delete-stone', async () => {
    const stone = {
      brand: 'Spec Quartz',
      type: 'Quartz',
      color: 'Spec White',
      thickness: '3cm',
      finish: 'Polished',
      slab_height: 63,
      slab_width: 126,
      slab_cost: 1200,
      fab_cost: 0,
      mark_up: 1.2,
    };
    const added = await ok('admin', 'POST', '/api/admin/add-stone', stone);
    const id = added.json<{ stone: { id: string } }>().stone.id;
    await ok('admin', 'POST', '/api/admin/update-stone', { ...stone, id, slab_cost: 1250 });
    await ok('admin', 'POST', '/api/admin/delete-stone', { id });
    const csv =
      'Brand,Type,Color,Thickness,Finish,Slab Height,Slab Width,Slab Cost,Fab Cost,Mark Up\n' +
      'Spec Quartz,Quartz,Spec Grey,3cm,Polished,63,126,1100,0,1.2\n';
    await upload(
      'admin',
      '/api/admin/upload-stones-csv',
      fileUpload('csvFile', 'stones.csv', Buffer.from(csv), 'text/csv'),
    );
  });

  it('POST /api/admin/create-showroom-account, update-showroom-enhanced and delete-showroom', async () => {
    const form = {
      name: 'Spec Showroom',
      email: 'spec-showroom@example.test',
      phone: '512-555-0142',
      address: '1 Main St, Austin TX',
      temporary_password: 'Spec-temp-2026',
      brand_colors: { primary: '#0f766e', secondary: '#14b8a6' },
      wholesale_tax_enabled: false,
      wholesale_tax_rate: 0,
    };
    await ok('admin', 'POST', '/api/admin/create-showroom-account', form);
    const [created] = await t.database.db
      .select({ id: showrooms.id })
      .from(showrooms)
      .where(eq(showrooms.email, 'spec-showroom@example.test'));
    const { temporary_password: _password, ...edit } = form;
    await ok('admin', 'POST', '/api/admin/update-showroom-enhanced', {
      ...edit,
      id: created?.id,
      phone: '512-555-0143',
    });
    await ok('admin', 'POST', '/api/admin/delete-showroom', { id: created?.id });
  });

  it('GET, POST (first save) and PATCH /api/admin/stripe-config', async () => {
    await ok('admin', 'GET', '/api/admin/stripe-config');
    await ok('admin', 'POST', '/api/admin/stripe-config', { is_active: false, mode: 'test' });
    await ok('admin', 'PATCH', '/api/admin/stripe-config', { is_active: false, mode: 'test' });
  });

  it('GET /api/quickbooks/admin/status and connect, POST admin refresh-token and disconnect', async () => {
    await ok('admin', 'GET', '/api/quickbooks/admin/status');
    await connectThroughIntuit('admin', '/api/quickbooks/admin/connect');
    await ok('admin', 'POST', '/api/quickbooks/admin/refresh-token');
    await ok('admin', 'POST', '/api/quickbooks/admin/disconnect');
  });
});
