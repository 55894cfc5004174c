import { SAVED_CARTS_PAGE_SIZE, ZLoadCartsResponse, ZQuoteListResponse } from '@stonetool/contracts/carts';
import { ZCustomerSearchResponse, ZGetCustomerResponse } from '@stonetool/contracts/customers';
import { ZFabricationPricingResponse } from '@stonetool/contracts/fabrication';
import { ZAdminShowroomsResponse } from '@stonetool/contracts/admin';
import { ZDeliveryRulesResponse } from '@stonetool/contracts/admin-delivery-pricing';
import { ZFabricationLeadsResponse } from '@stonetool/contracts/admin-fabrication-leads';
import { ZAdminTaxSettingsResponse } from '@stonetool/contracts/admin-tax-settings';
import { ZFabricationLeadPricingResponse } from '@stonetool/contracts/fabrication-lead-pricing';
import { ZPaymentFilesResponse, ZShowroomPaymentsResponse } from '@stonetool/contracts/payments';
import { ZShowroomOrdersResponse } from '@stonetool/contracts/showroom-orders';
import { ZShowroomPricingResponse } from '@stonetool/contracts/showroom-pricing';
import { ZTeamMembersResponse } from '@stonetool/contracts/team';
import { ZSalespersonsResponse } from '@stonetool/contracts/pricing';
import { ZLoadQuoteResponse } from '@stonetool/contracts/quotes';
import { ZTaxSettingsResponse } from '@stonetool/contracts/showroom';
import { ZConfigResponse, ZShowroomDataResponse } from '@stonetool/contracts/site';
import { ZStonesResponse } from '@stonetool/contracts/stones';
import { users } from '@stonetool/db/schema/auth';
import { customers } from '@stonetool/db/schema/customers';
import { orders } from '@stonetool/db/schema/orders';
import { supplierPayments } from '@stonetool/db/schema/payments';
import { quotes } from '@stonetool/db/schema/quotes';
import { demoLogins } from '@stonetool/db/seed/demo';
import { and, eq, isNotNull } from 'drizzle-orm';
import type { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from './testing/demo-data';
import { accessToken } from './testing/access-token';
import { createTestApp, type TestApp } from './testing/test-app';

/**
 * The demo data is the first thing a newcomer judges the product by, so every seeded record must
 * open through its own API as the demo users see it, exactly like a user's own data: each list
 * answers 200 with a body its response schema accepts, each record listed or stored opens by id,
 * and each Expert Mode quote renders as a PDF. The database is the ground truth of what exists;
 * the API is what is checked.
 */
let t: TestApp;
const tokens = new Map<string, string>();

beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t);
  for (const login of demoLogins) {
    tokens.set(login.email, await accessToken(t.app, login.email, login.password));
  }
});

afterAll(async () => {
  await t.close();
});

async function getAs<S extends z.ZodType>(email: string, url: string, schema: S): Promise<z.infer<S>> {
  const response = await t.app.inject({
    method: 'GET',
    url,
    headers: { authorization: `Bearer ${tokens.get(email)}` },
  });
  expect(response.statusCode, `${email} GET ${url}: ${response.body.slice(0, 300)}`).toBe(200);
  return schema.parse(response.json());
}

async function postAs<S extends z.ZodType>(
  email: string,
  url: string,
  payload: object,
  schema: S,
): Promise<z.infer<S>> {
  const response = await t.app.inject({
    method: 'POST',
    url,
    headers: { authorization: `Bearer ${tokens.get(email)}` },
    payload,
  });
  expect(response.statusCode, `${email} POST ${url}: ${response.body.slice(0, 300)}`).toBe(200);
  return schema.parse(response.json());
}

async function showroomIdOf(email: string): Promise<string> {
  const [user] = await t.database.db
    .select({ showroomId: users.showroomId })
    .from(users)
    .where(eq(users.email, email));
  if (!user?.showroomId) throw new Error(`${email} has no showroom`);
  return user.showroomId;
}

const everyone = demoLogins.map((login) => login.email);
const showroomTeam = ['owner@stonetool.test', 'sales@stonetool.test', 'manager@stonetool.test'];
const fabricator = 'fabricator@stonetool.test';
const admin = 'admin@stonetool.test';

describe.each(everyone)('the demo data as %s', (email) => {
  it('opens the configuration, the catalog and its showroom', async () => {
    await getAs(email, '/api/config', ZConfigResponse);
    expect((await getAs(email, '/api/stones', ZStonesResponse)).length).toBeGreaterThan(100);
    if (email === admin) return;
    await postAs(email, '/api/showroom/data', {}, ZShowroomDataResponse);
    await getAs(email, '/api/showroom/tax-settings', ZTaxSettingsResponse);
  });
});

describe.each(showroomTeam)('the showroom demo as %s', (email) => {
  it('lists the team', async () => {
    const { salespersons } = await getAs(email, '/api/showroom/salespersons', ZSalespersonsResponse);
    expect(salespersons.length).toBeGreaterThan(0);
  });

  it('opens every customer of the showroom, by e-mail and with their quotes', async () => {
    const showroomId = await showroomIdOf(email);
    const listed = await getAs(email, '/api/customers/search', ZCustomerSearchResponse);
    expect(listed.data.length).toBeGreaterThan(0);
    const stored = await t.database.db
      .select({ id: customers.id, email: customers.email })
      .from(customers)
      .where(and(eq(customers.showroomId, showroomId), isNotNull(customers.email)));
    expect(stored.length).toBeGreaterThan(20);
    for (const customer of stored) {
      const found = await postAs(email, '/api/get-customer', { email: customer.email }, ZGetCustomerResponse);
      expect(found.customer?.id).toBe(customer.id);
      await getAs(email, `/api/quotes/customer?customer_id=${customer.id}`, ZQuoteListResponse);
    }
  });

  it('opens every saved material cart, listed page by page and by id', async () => {
    const showroomId = await showroomIdOf(email);
    await getAs(email, '/api/quotes/recent?kind=material_cart', ZQuoteListResponse);
    const stored = await t.database.db
      .select({ id: quotes.id })
      .from(quotes)
      .where(and(eq(quotes.showroomId, showroomId), eq(quotes.kind, 'material_cart')));
    expect(stored.length).toBeGreaterThan(0);
    const listedIds: string[] = [];
    for (let offset = 0; ; offset += SAVED_CARTS_PAGE_SIZE) {
      const page = await getAs(
        email,
        `/api/material-carts/load?limit=${SAVED_CARTS_PAGE_SIZE}&offset=${offset}`,
        ZLoadCartsResponse,
      );
      if (!Array.isArray(page.data) || page.data.length === 0) break;
      listedIds.push(...page.data.map((cart) => cart.id));
    }
    expect(listedIds.length).toBeGreaterThan(0);
    for (const { id } of stored) {
      const cart = await getAs(email, `/api/material-carts/load?cart_id=${id}`, ZLoadCartsResponse);
      expect(Array.isArray(cart.data) ? null : cart.data.id).toBe(id);
    }
  });
});

describe('the showroom back office demo as its owner', () => {
  const owner = 'owner@stonetool.test';

  it('opens the pricing of every brand and the whole team', async () => {
    const pricing = await getAs(owner, '/api/showroom/pricing', ZShowroomPricingResponse);
    expect(pricing.data.length).toBeGreaterThan(3);
    const team = await getAs(owner, '/api/showroom/salespersons', ZTeamMembersResponse);
    expect(team.salespersons.length).toBeGreaterThan(1);
  });

  it('opens every order of the twelve months by its number', async () => {
    const showroomId = await showroomIdOf(owner);
    const stored = await t.database.db
      .select({ id: orders.id, quoteNumber: orders.quoteNumber })
      .from(orders)
      .where(eq(orders.showroomId, showroomId));
    expect(stored.length).toBeGreaterThan(50);
    const listed = await getAs(owner, '/api/showroom/orders', ZShowroomOrdersResponse);
    expect(listed.stats.total_orders).toBe(stored.length);
    for (const { id, quoteNumber } of stored) {
      const found = await getAs(
        owner,
        `/api/showroom/orders?orderNumber=${quoteNumber}`,
        ZShowroomOrdersResponse,
      );
      expect(found.orders.map((order) => order.id)).toEqual([id]);
    }
  });

  it('opens every supplier payment record with its receipts', async () => {
    const showroomId = await showroomIdOf(owner);
    const stored = await t.database.db
      .select({ id: supplierPayments.id })
      .from(supplierPayments)
      .where(eq(supplierPayments.showroomId, showroomId));
    expect(stored.length).toBeGreaterThan(0);
    const listed = await getAs(owner, '/api/showroom/payments', ZShowroomPaymentsResponse);
    expect(listed.summary.total_orders).toBe(stored.length);
    for (const { id } of stored) {
      await getAs(owner, `/api/payments/files?paymentId=${id}`, ZPaymentFilesResponse);
    }
  });
});

describe('the fabricator demo', () => {
  it('opens the fabrication prices Expert Mode quotes from', async () => {
    const pricing = await getAs(fabricator, '/api/fabrication/pricing', ZFabricationPricingResponse);
    expect(pricing.data.length).toBeGreaterThan(0);
  });

  it('opens every saved Expert Mode quote and renders each as a PDF', async () => {
    const showroomId = await showroomIdOf(fabricator);
    const recent = await getAs(fabricator, '/api/quotes/recent?kind=expert_quote', ZQuoteListResponse);
    const stored = await t.database.db
      .select({ id: quotes.id, totalPriceCents: quotes.totalPriceCents })
      .from(quotes)
      .where(and(eq(quotes.showroomId, showroomId), eq(quotes.kind, 'expert_quote')));
    expect(stored.length).toBe(5);
    expect(recent.data.map((quote) => quote.id).sort()).toEqual(stored.map((quote) => quote.id).sort());
    for (const { id, totalPriceCents } of stored) {
      expect(totalPriceCents).toBeGreaterThan(0);
      const loaded = await getAs(fabricator, `/api/quotes/${id}`, ZLoadQuoteResponse);
      expect(loaded.data.quote_data.products.length).toBeGreaterThan(0);
      const pdf = await t.app.inject({
        method: 'GET',
        url: `/api/quotes/${id}/pdf`,
        headers: { authorization: `Bearer ${tokens.get(fabricator)}` },
      });
      expect(pdf.statusCode, pdf.body.slice(0, 300)).toBe(200);
      expect(pdf.headers['content-type']).toBe('application/pdf');
      expect(pdf.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    }
  });
});

describe('the platform admin demo', () => {
  it('lists every showroom', async () => {
    const listed = await getAs(admin, '/api/admin/showrooms', ZAdminShowroomsResponse);
    expect(JSON.stringify(listed)).toContain('Demo Stone Gallery');
  });

  it('opens the tax settings, the price matrices and the fabrication leads', async () => {
    const tax = await getAs(admin, '/api/admin/tax-settings', ZAdminTaxSettingsResponse);
    expect(tax.data.length).toBeGreaterThan(1);
    const delivery = await getAs(admin, '/api/admin/delivery-pricing', ZDeliveryRulesResponse);
    expect(delivery.data.length).toBeGreaterThan(0);
    const matrix = await getAs(admin, '/api/fabrication/lead-pricing', ZFabricationLeadPricingResponse);
    expect(matrix.data.map((row) => row.stoneType)).toEqual(['Quartz', 'Porcelain', 'Natural']);
    const leads = await getAs(admin, '/api/admin/fabrication-leads', ZFabricationLeadsResponse);
    expect(leads.leads.length).toBeGreaterThan(0);
  });
});
