import { SAVED_CARTS_PAGE_SIZE, ZLoadCartsResponse, ZQuoteListResponse } from '@stonetool/contracts/carts';
import { ZCustomerSearchResponse, ZGetCustomerResponse } from '@stonetool/contracts/customers';
import { ZFabricationPricingResponse } from '@stonetool/contracts/fabrication';
import { ZAdminShowroomsResponse } from '@stonetool/contracts/admin';
import { ZSalespersonsResponse } from '@stonetool/contracts/pricing';
import { ZLoadQuoteResponse } from '@stonetool/contracts/quotes';
import { ZTaxSettingsResponse } from '@stonetool/contracts/showroom';
import { ZConfigResponse, ZShowroomDataResponse } from '@stonetool/contracts/site';
import { ZStonesResponse } from '@stonetool/contracts/stones';
import { users } from '@stonetool/db/schema/auth';
import { customers } from '@stonetool/db/schema/customers';
import { quotes } from '@stonetool/db/schema/quotes';
import { demoLogins, seedDemoData } from '@stonetool/db/seed/demo';
import { and, eq, isNotNull } from 'drizzle-orm';
import type { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from './modules/auth/passwords';
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
  await seedDemoData(t.database.db, {
    hashPassword,
    putObject: (key, bytes, contentType) => t.ctx.storage.put(key, bytes, contentType),
    now: t.clock.now(),
  });
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
});
