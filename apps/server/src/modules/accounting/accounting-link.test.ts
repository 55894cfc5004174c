import { ZAccountingConnectResponse, ZAccountingStatus } from '@stonetool/contracts/accounting';
import { invoiceSyncQueue } from '@stonetool/db/schema/accounting';
import { accountingConnections } from '@stonetool/db/schema/integrations';
import { orders } from '@stonetool/db/schema/orders';
import { showrooms } from '@stonetool/db/schema/showrooms';
import type { StoneRow } from '@stonetool/db/schema/catalog';
import { eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createSecretBox, SecretBoxError } from '../../crypto/secret-box';
import { startFakeIntuit, type FakeIntuit } from '../../testing/fake-intuit';
import { createTestApp, type TestApp } from '../../testing/test-app';
import {
  ORDER_CUSTOMER,
  seedMaterialLogins,
  seedMaterialStones,
  type MaterialLogins,
} from '../orders/material-test-setup';
import { syncOrderInvoices } from './sync-order-invoices';
import { accessToken, apiAs, bearer } from '../../testing/api-as';

let intuit: FakeIntuit;
let t: TestApp;
let logins: MaterialLogins;
let quartz: StoneRow;
let granite: StoneRow;
const logLines: string[] = [];

beforeAll(async () => {
  intuit = await startFakeIntuit();
  t = await createTestApp({
    env: { ...intuit.env, LOG_LEVEL: 'info' },
    logStream: { write: (line) => logLines.push(line) },
  });
  logins = await seedMaterialLogins(t);
  ({ quartz, granite } = await seedMaterialStones(t.database.db));
});

afterAll(async () => {
  await t.close();
  await intuit.close();
});

interface Started {
  authUrl: URL;
  cookie: string;
}

async function startConnect(
  token: string,
  url = `/api/quickbooks/connect-simple?showroom_id=${logins.showroomA}`,
) {
  const response = await t.app.inject({ method: 'GET', url, headers: bearer(token) });
  expect(response.statusCode).toBe(200);
  const setCookie = String(response.headers['set-cookie']);
  expect(setCookie).toMatch(/HttpOnly/);
  expect(setCookie).toMatch(/SameSite=Lax/);
  return {
    authUrl: new URL(ZAccountingConnectResponse.parse(response.json()).authUrl),
    cookie: setCookie.split(';')[0] ?? '',
  } satisfies Started;
}

/** Intuit's consent page, approved: where it sends the popup back (our callback with code and state). */
async function approveAtIntuit(authUrl: URL): Promise<URL> {
  const response = await fetch(authUrl, { redirect: 'manual' });
  expect(response.status).toBe(302);
  return new URL(response.headers.get('location') ?? '');
}

function callback(target: URL, cookie: string | undefined) {
  return t.app.inject({
    method: 'GET',
    url: `${target.pathname}${target.search}`,
    headers: cookie ? { cookie } : {},
  });
}

async function connect(token = logins.tokens.ownerA, url?: string) {
  const started = await startConnect(token, url);
  const response = await callback(await approveAtIntuit(started.authUrl), started.cookie);
  expect(response.statusCode).toBe(200);
  expect(response.body).toContain('QuickBooks connected');
  expect(response.body).toContain('<script src="/api/quickbooks/popup-close.js">');
  return response;
}

async function status(token = logins.tokens.ownerA, url = '/api/showroom/qb-status') {
  const response = await t.app.inject({ method: 'GET', url, headers: bearer(token) });
  expect(response.statusCode).toBe(200);
  return ZAccountingStatus.parse(response.json());
}

const post = (url: string, token = logins.tokens.ownerA) => apiAs(t.app, token).post(url);

/** New sign-ins after a test moved the clock past the access tokens' 15 minutes. */
async function signInAgain() {
  const passwords = {
    ownerA: ['owner-a@example.test', 'Owner-a-pass-1'],
    ownerB: ['owner-b@example.test', 'Owner-b-pass-1'],
    salesA: ['sales-a@example.test', 'Sales-a-pass-1'],
    managerA: ['manager-a@example.test', 'Manager-a-pass-1'],
    admin: ['admin@example.test', 'Admin-pass-1'],
  } as const;
  for (const [role, [email, password]] of Object.entries(passwords)) {
    logins.tokens[role as keyof typeof passwords] = await accessToken(t.app, email, password);
  }
}

async function resetLinks() {
  await signInAgain();
  await t.database.db.delete(accountingConnections);
  await t.database.db.delete(invoiceSyncQueue);
  intuit.refuseRefresh(false);
  intuit.failNext(0);
}

describe('connecting a showroom to QuickBooks', () => {
  beforeEach(resetLinks);

  it('sends the popup to Intuit with a state and the accounting scope, and stores the link on return', async () => {
    const started = await startConnect(logins.tokens.ownerA);
    expect(started.authUrl.origin).toBe(intuit.url);
    expect(started.authUrl.searchParams.get('client_id')).toBe(intuit.clientId);
    expect(started.authUrl.searchParams.get('scope')).toBe('com.intuit.quickbooks.accounting');
    expect(started.authUrl.searchParams.get('redirect_uri')).toBe(
      'http://localhost:3000/api/quickbooks/callback',
    );
    // 256 random bits, base64url.
    expect(started.authUrl.searchParams.get('state')).toMatch(/^[\w-]{43}$/);
    expect(await status()).toMatchObject({ connected: false, company_name: null });

    const response = await callback(await approveAtIntuit(started.authUrl), started.cookie);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cross-origin-opener-policy']).toBe('unsafe-none');

    const linked = await status();
    expect(linked).toMatchObject({
      connected: true,
      company_name: intuit.companyName,
      company_id: intuit.realmId,
      needs_refresh: false,
      environment: 'sandbox',
      error: null,
    });
    expect(new Date(linked.token_expires ?? 0).getTime() - t.clock.now().getTime()).toBe(3600 * 1000);
    expect(linked.refresh_token_expires).not.toBeNull();
    const [showroom] = await t.database.db.select().from(showrooms).where(eq(showrooms.id, logins.showroomA));
    expect(showroom?.quickbooksEnabled).toBe(true);
  });

  it('serves the script the callback page closes its popup with, as JavaScript', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/quickbooks/popup-close.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(response.body).toBe('window.close();\n');
  });

  it('refuses a replayed state: the second return finds nothing', async () => {
    const started = await startConnect(logins.tokens.ownerA);
    const target = await approveAtIntuit(started.authUrl);
    expect((await callback(target, started.cookie)).statusCode).toBe(200);
    const replay = await callback(target, started.cookie);
    expect(replay.statusCode).toBe(400);
    expect(replay.body).toContain('invalid or has expired');
  });

  it('refuses a forged state, a return without the starting browser cookie, and an expired state', async () => {
    const started = await startConnect(logins.tokens.ownerA);
    const target = await approveAtIntuit(started.authUrl);
    const forged = new URL(target);
    forged.searchParams.set('state', 'A'.repeat(43));
    expect((await callback(forged, started.cookie)).statusCode).toBe(400);
    // Another browser (an attacker sending their own authorisation link to a victim).
    expect((await callback(target, 'qb_oauth_binding=someone-else')).statusCode).toBe(400);
    expect((await callback(target, undefined)).statusCode).toBe(400);

    const late = await startConnect(logins.tokens.ownerA);
    const lateTarget = await approveAtIntuit(late.authUrl);
    t.clock.advance(11 * 60 * 1000);
    expect((await callback(lateTarget, late.cookie)).statusCode).toBe(400);
    expect((await status()).connected).toBe(false);
  });

  it('keeps the state of a return that came without the starting browser cookie, so the right browser still connects', async () => {
    const started = await startConnect(logins.tokens.ownerA);
    const target = await approveAtIntuit(started.authUrl);
    expect((await callback(target, 'qb_oauth_binding=someone-else')).statusCode).toBe(400);
    expect((await callback(target, undefined)).statusCode).toBe(400);
    expect((await callback(target, started.cookie)).statusCode).toBe(200);
    expect((await status()).connected).toBe(true);
  });

  it('stores the tokens as ciphertext that opens only with the key, and never logs or answers them', async () => {
    await connect();
    const [row] = await t.database.db
      .select()
      .from(accountingConnections)
      .where(eq(accountingConnections.showroomId, logins.showroomA));
    const accessToken = intuit.liveAccessTokens().at(-1) ?? '';
    expect(accessToken).not.toBe('');
    expect(row?.accessTokenCiphertext).toMatch(/^v1\./);
    expect(row?.accessTokenCiphertext).not.toContain(accessToken);
    expect(
      t.ctx.secretBox.open(row?.accessTokenCiphertext ?? '', `quickbooks:access_token:${logins.showroomA}`),
    ).toBe(accessToken);
    const otherKey = createSecretBox('another-encryption-key-that-is-long-enough-00');
    expect(() =>
      otherKey.open(row?.accessTokenCiphertext ?? '', `quickbooks:access_token:${logins.showroomA}`),
    ).toThrow(SecretBoxError);
    expect(() =>
      t.ctx.secretBox.open(row?.accessTokenCiphertext ?? '', `quickbooks:access_token:${logins.showroomB}`),
    ).toThrow(SecretBoxError);
    const statusBody = JSON.stringify(await status());
    expect(statusBody).not.toContain(accessToken);
    expect(logLines.join('\n')).not.toContain(accessToken);
    expect(logLines.join('\n')).not.toMatch(/[?&](code|state)=(?!\[redacted\])/);
  });

  it('refresh rotates the tokens; a refresh Intuit refuses marks the link disconnected with a clear message', async () => {
    await connect();
    t.clock.advance(55 * 60 * 1000);
    await signInAgain();
    expect((await status()).needs_refresh).toBe(true);
    const before = intuit.liveAccessTokens();
    const refreshed = await post('/api/quickbooks/refresh-token');
    expect(refreshed.statusCode).toBe(200);
    expect(refreshed.json()).toEqual({ success: true, message: 'QuickBooks tokens refreshed successfully' });
    expect(intuit.liveAccessTokens()).not.toEqual(before);
    expect((await status()).needs_refresh).toBe(false);

    intuit.refuseRefresh(true);
    const refused = await post('/api/quickbooks/refresh-token');
    expect(refused.statusCode).toBe(409);
    expect(refused.json<{ error: unknown }>().error).toBe(
      'QuickBooks refused to renew the connection. Please connect again.',
    );
    expect(await status()).toMatchObject({
      connected: false,
      error: 'QuickBooks refused to renew the connection. Please connect again.',
    });
    const [row] = await t.database.db
      .select()
      .from(accountingConnections)
      .where(eq(accountingConnections.showroomId, logins.showroomA));
    expect(row?.accessTokenCiphertext).toBeNull();
    expect(row?.refreshTokenCiphertext).toBeNull();
  });

  it('disconnect revokes the grant at Intuit and deletes the tokens', async () => {
    await connect();
    const liveBefore = intuit.liveAccessTokens();
    const revokedBefore = intuit.revokedTokens.length;
    const response = await post('/api/quickbooks/disconnect');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: 'QuickBooks disconnected successfully' });
    expect(intuit.revokedTokens).toHaveLength(revokedBefore + 1);
    expect(intuit.liveAccessTokens()).toHaveLength(liveBefore.length - 1);
    expect(await t.database.db.select().from(accountingConnections)).toHaveLength(0);
    expect(await status()).toMatchObject({ connected: false, company_name: null });
    const [showroom] = await t.database.db.select().from(showrooms).where(eq(showrooms.id, logins.showroomA));
    expect(showroom?.quickbooksEnabled).toBe(false);
  });

  it('only the owner manages the link: a team member, another showroom and the admin are refused', async () => {
    for (const token of [logins.tokens.salesA, logins.tokens.managerA, logins.tokens.admin]) {
      for (const [method, url] of [
        ['GET', '/api/showroom/qb-status'],
        ['GET', `/api/quickbooks/connect-simple?showroom_id=${logins.showroomA}`],
        ['POST', '/api/quickbooks/disconnect'],
        ['POST', '/api/quickbooks/refresh-token'],
      ] as const) {
        const response = await t.app.inject({ method, url, headers: bearer(token) });
        expect(response.statusCode, url).toBe(403);
      }
    }
    const otherShowroom = await t.app.inject({
      method: 'GET',
      url: `/api/quickbooks/connect-simple?showroom_id=${logins.showroomA}`,
      headers: bearer(logins.tokens.ownerB),
    });
    expect(otherShowroom.statusCode).toBe(403);
    const unknownField = await t.app.inject({
      method: 'GET',
      url: `/api/quickbooks/connect-simple?showroom_id=${logins.showroomA}&realm=1`,
      headers: bearer(logins.tokens.ownerA),
    });
    expect(unknownField.statusCode).toBe(400);
  });

  it("a showroom owner cannot complete a link into another showroom, and B's status stays its own", async () => {
    await connect();
    expect((await status(logins.tokens.ownerB)).connected).toBe(false);
  });
});

describe('a server without Intuit keys', () => {
  it('answers that QuickBooks is not configured instead of sending anyone to Intuit', async () => {
    const unconfigured = await createTestApp({ database: t.database });
    try {
      const owner = await accessToken(unconfigured.app, 'owner-a@example.test', 'Owner-a-pass-1');
      const response = await unconfigured.app.inject({
        method: 'GET',
        url: `/api/quickbooks/connect-simple?showroom_id=${logins.showroomA}`,
        headers: bearer(owner),
      });
      expect(response.statusCode).toBe(409);
      expect(response.json<{ error: unknown }>().error).toBe('QuickBooks is not configured on this server');
    } finally {
      await unconfigured.close();
    }
  });

  it('says so in the status: whom the owner asks, which variables the admin sets and where that is explained', async () => {
    await resetLinks();
    const unconfigured = await createTestApp({
      database: t.database,
      env: { PLATFORM_ADMIN_EMAIL: 'platform@example.test' },
    });
    try {
      const read = async (email: string, password: string, url: string) => {
        const token = await accessToken(unconfigured.app, email, password);
        const response = await unconfigured.app.inject({ method: 'GET', url, headers: bearer(token) });
        expect(response.statusCode).toBe(200);
        return ZAccountingStatus.parse(response.json());
      };
      const owner = await read('owner-a@example.test', 'Owner-a-pass-1', '/api/showroom/qb-status');
      expect(owner).toMatchObject({ connected: false, configured: false });
      expect(owner.setup?.contact_email).toBe('platform@example.test');
      const admin = await read('admin@example.test', 'Admin-pass-1', '/api/quickbooks/admin/status');
      expect(admin).toMatchObject({ connected: false, configured: false });
      expect(admin.setup?.variables).toEqual(['INTUIT_CLIENT_ID', 'INTUIT_CLIENT_SECRET']);
      expect(admin.setup?.guide).toMatch(/^docs\/operations\.md/);
    } finally {
      await unconfigured.close();
    }
    // With the keys set, nothing is missing.
    expect(await status()).toMatchObject({ configured: true, setup: null });
  });
});

describe("the platform's own link", () => {
  beforeEach(resetLinks);

  it('the admin connects, reads, refreshes and disconnects it; a showroom owner cannot', async () => {
    const started = await startConnect(logins.tokens.admin, '/api/quickbooks/admin/connect');
    expect((await callback(await approveAtIntuit(started.authUrl), started.cookie)).statusCode).toBe(200);
    const platform = await status(logins.tokens.admin, '/api/quickbooks/admin/status');
    expect(platform).toMatchObject({
      connected: true,
      company_name: intuit.companyName,
      environment: 'sandbox',
    });
    expect(platform.connected_at).not.toBeNull();
    expect((await status()).connected).toBe(false);
    const [row] = await t.database.db
      .select()
      .from(accountingConnections)
      .where(isNull(accountingConnections.showroomId));
    expect(row).toBeDefined();

    expect((await post('/api/quickbooks/admin/refresh-token', logins.tokens.admin)).statusCode).toBe(200);
    for (const [method, url] of [
      ['GET', '/api/quickbooks/admin/status'],
      ['GET', '/api/quickbooks/admin/connect'],
      ['POST', '/api/quickbooks/admin/disconnect'],
      ['POST', '/api/quickbooks/admin/refresh-token'],
    ] as const) {
      const response = await t.app.inject({ method, url, headers: bearer(logins.tokens.ownerA) });
      expect(response.statusCode, url).toBe(403);
    }
    expect((await post('/api/quickbooks/admin/disconnect', logins.tokens.admin)).statusCode).toBe(200);
    expect((await status(logins.tokens.admin, '/api/quickbooks/admin/status')).connected).toBe(false);
  });
});

describe('orders become QuickBooks invoices', () => {
  beforeAll(async () => {
    await resetLinks();
    await connect();
  });

  const customerInfo = { ...ORDER_CUSTOMER, lastName: "O'Lee", email: 'ann.olee@example.test' };

  async function placeOrder(totalCost: number, email = customerInfo.email) {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/material-orders',
      headers: bearer(logins.tokens.salesA),
      payload: {
        cartItems: [
          { id: 'l1', stone: { id: quartz.id }, quantity: 2 },
          { id: 'l2', stone: { id: granite.id }, quantity: 1 },
        ],
        orderDetails: { deliveryMethod: 'will_call' },
        customerInfo: { ...customerInfo, email },
        totalCost,
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ data: { orderId: string } }>().data.orderId;
  }

  // 2 × $3,045.00 + 1 × $2,100.00 = $8,190.00; tax 8.25 % = $675.675 → $675.68.
  const TOTAL = 8865.68;

  it('queues the invoice with the order and makes exactly one invoice with one line per item plus tax', async () => {
    const orderId = await placeOrder(TOTAL);
    const queued = await t.database.db
      .select()
      .from(invoiceSyncQueue)
      .where(eq(invoiceSyncQueue.orderId, orderId));
    expect(queued).toHaveLength(1);

    const invoicesBefore = intuit.invoices.length;
    expect(await syncOrderInvoices(t.ctx)).toMatchObject({ created: 1 });
    expect(intuit.invoices).toHaveLength(invoicesBefore + 1);
    const invoice = intuit.invoices.at(-1);
    expect(invoice?.TotalAmt).toBe(TOTAL);
    expect(invoice?.Line.map((line) => [line.Description, line.Amount])).toEqual([
      ['Caesarstone Pure White 3cm Polished, 2 slabs', 6090],
      ['Graniti Black Pearl 3cm Polished, 1 slab', 2100],
      ['Sales tax', 675.68],
    ]);
    const customer = intuit.customers.find((candidate) => candidate.Id === invoice?.CustomerRef.value);
    expect(customer?.PrimaryEmailAddr?.Address).toBe(customerInfo.email);

    const [order] = await t.database.db.select().from(orders).where(eq(orders.id, orderId));
    expect(order?.quickbooksInvoiceId).toBe(invoice?.Id);
    expect(order?.orderStatus).toBe('pending');
    expect(await syncOrderInvoices(t.ctx)).toMatchObject({ created: 0 });
    expect(intuit.invoices).toHaveLength(invoicesBefore + 1);
  });

  it('finds the customer by e-mail the second time instead of creating another', async () => {
    const customersBefore = intuit.customers.length;
    await placeOrder(TOTAL);
    await syncOrderInvoices(t.ctx);
    expect(intuit.customers).toHaveLength(customersBefore);
  });

  it('makes one invoice when two workers run at once', async () => {
    const orderId = await placeOrder(TOTAL, 'twice@example.test');
    const invoicesBefore = intuit.invoices.length;
    const reports = await Promise.all([syncOrderInvoices(t.ctx), syncOrderInvoices(t.ctx)]);
    expect(reports.reduce((sum, report) => sum + report.created, 0)).toBe(1);
    expect(intuit.invoices).toHaveLength(invoicesBefore + 1);
    const [order] = await t.database.db.select().from(orders).where(eq(orders.id, orderId));
    expect(order?.quickbooksInvoiceId).toBe(intuit.invoices.at(-1)?.Id);
  });

  it('retries with back-off when Intuit fails the first attempt, and still makes one invoice', async () => {
    const orderId = await placeOrder(TOTAL, 'retry@example.test');
    const invoicesBefore = intuit.invoices.length;
    intuit.failNext(1);
    expect(await syncOrderInvoices(t.ctx)).toMatchObject({ created: 0, retried: 1 });
    const [waiting] = await t.database.db
      .select()
      .from(invoiceSyncQueue)
      .where(eq(invoiceSyncQueue.orderId, orderId));
    expect(waiting).toMatchObject({ status: 'pending', attempts: 1 });
    expect(waiting?.lastError).toContain('503');
    expect(await syncOrderInvoices(t.ctx)).toMatchObject({ created: 0 });
    t.clock.advance(31_000);
    expect(await syncOrderInvoices(t.ctx)).toMatchObject({ created: 1 });
    expect(intuit.invoices).toHaveLength(invoicesBefore + 1);
  });

  it('a worker whose claim ran out and a second worker send the same requestid: one invoice', async () => {
    const orderId = await placeOrder(TOTAL, 'lost-answer@example.test');
    const invoicesBefore = intuit.invoices.length;
    expect(await syncOrderInvoices(t.ctx)).toMatchObject({ created: 1 });
    // The answer was lost: the row is due again, as after a crash before recording it.
    await t.database.db
      .update(invoiceSyncQueue)
      .set({ status: 'pending', invoiceId: null })
      .where(eq(invoiceSyncQueue.orderId, orderId));
    await t.database.db.update(orders).set({ quickbooksInvoiceId: null }).where(eq(orders.id, orderId));
    expect(await syncOrderInvoices(t.ctx)).toMatchObject({ created: 1 });
    expect(intuit.invoices).toHaveLength(invoicesBefore + 1);
  });

  it("a status change moves the invoiced order's order_status with it", async () => {
    const orderId = await placeOrder(TOTAL, 'status@example.test');
    await syncOrderInvoices(t.ctx);
    const [before] = await t.database.db.select().from(orders).where(eq(orders.id, orderId));
    const response = await t.app.inject({
      method: 'PATCH',
      url: '/api/showroom/orders',
      headers: bearer(logins.tokens.ownerA),
      payload: { order_id: orderId, status: 'processing', version: before?.version },
    });
    expect(response.statusCode, response.body).toBe(200);
    const [after] = await t.database.db.select().from(orders).where(eq(orders.id, orderId));
    expect(after?.orderStatus).toBe('processing');
  });

  it('the worker refreshes an access token about to expire before it writes the invoice', async () => {
    t.clock.advance(55 * 60 * 1000);
    await signInAgain();
    const tokensBefore = intuit.liveAccessTokens();
    await placeOrder(TOTAL, 'refresh-first@example.test');
    expect(await syncOrderInvoices(t.ctx)).toMatchObject({ created: 1 });
    expect(intuit.liveAccessTokens()).not.toEqual(tokensBefore);
    expect((await status()).needs_refresh).toBe(false);
  });

  it('queues nothing for a showroom that is not connected', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/material-orders',
      headers: bearer(logins.tokens.ownerB),
      payload: {
        cartItems: [{ id: 'l1', stone: { id: granite.id }, quantity: 1 }],
        orderDetails: { deliveryMethod: 'will_call' },
        customerInfo,
        totalCost: 2304.75,
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    const orderId = response.json<{ data: { orderId: string } }>().data.orderId;
    expect(
      await t.database.db.select().from(invoiceSyncQueue).where(eq(invoiceSyncQueue.orderId, orderId)),
    ).toHaveLength(0);
  });
});
