import { randomUUID } from 'node:crypto';
import { orders } from '@stonetool/db/schema/orders';
import type { StoneRow } from '@stonetool/db/schema/catalog';
import { createStone } from '@stonetool/db/seed/stones';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { accessToken, bearer } from './testing/api-as';
import {
  ORDER_CUSTOMER,
  seedMaterialLogins,
  type MaterialLogins,
} from './modules/orders/material-test-setup';
import { TOO_MANY_AI_IMPORTS, TOO_MANY_ORDERS, TOO_MANY_REFUSED_ORDERS } from './showroom-rate-limit';
import { seedShowroomWithOwner } from './testing/fixtures';
import { createTestApp, type TestApp } from './testing/test-app';

/** Checklist item 8: order placement and AI import are capped per showroom per hour. */
const ORDERS_PER_HOUR = 3;
const AI_IMPORTS_PER_HOUR = 2;

let t: TestApp;
let logins: MaterialLogins;
let quartz: StoneRow;
let fabricatorA: string;
let fabricatorB: string;

beforeAll(async () => {
  t = await createTestApp({
    env: {
      ORDER_RATE_LIMIT_PER_HOUR: String(ORDERS_PER_HOUR),
      AI_IMPORT_RATE_LIMIT_PER_HOUR: String(AI_IMPORTS_PER_HOUR),
    },
  });
  logins = await seedMaterialLogins(t);
  quartz = await createStone(t.database.db, {
    brand: 'Caesarstone',
    color: 'Pure White',
    slabCostCents: 145_000,
  });
  for (const email of ['fab-a@example.test', 'fab-b@example.test']) {
    await seedShowroomWithOwner(t.database.db, {
      email,
      password: 'Fab-pass-123',
      showroomType: 'fabricator',
      expertModeEnabled: true,
    });
  }
  fabricatorA = await accessToken(t.app, 'fab-a@example.test', 'Fab-pass-123');
  fabricatorB = await accessToken(t.app, 'fab-b@example.test', 'Fab-pass-123');
});

afterAll(async () => {
  await t.close();
});

/**
 * One slab of $3,045.00 collected in the showroom: $3,296.22 with showroom A's 8.25 % tax,
 * $3,341.89 with showroom B's default 9.75 %.
 */
function placeOrder(token: string, totalCost = 3296.22, key = randomUUID()) {
  return t.app.inject({
    method: 'POST',
    url: '/api/material-orders',
    headers: { ...bearer(token), 'idempotency-key': key },
    payload: {
      cartItems: [{ id: `line-${quartz.id}`, stone: { id: quartz.id }, quantity: 1 }],
      orderDetails: { deliveryMethod: 'will_call' },
      customerInfo: ORDER_CUSTOMER,
      totalCost,
    },
  });
}

function parseProducts(token: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/claude-parse-products',
    headers: bearer(token),
    payload: { text: 'Kitchen counter 120 x 25.5 inches, quantity 1' },
  });
}

describe('AI import, per business per hour', () => {
  it('answers 429 with Retry-After and the message once the business has made its hourly imports', async () => {
    for (let call = 0; call < AI_IMPORTS_PER_HOUR; call += 1) {
      expect((await parseProducts(fabricatorA)).statusCode).toBe(200);
    }
    const refused = await parseProducts(fabricatorA);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ success: false, error: TOO_MANY_AI_IMPORTS, code: 'RATE_LIMITED' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);

    // Drawings share the cap: the cost limited is the import, whatever is read.
    const drawing = await t.app.inject({
      method: 'POST',
      url: '/api/claude-extract-dimensions',
      headers: bearer(fabricatorA),
      payload: {
        file: Buffer.from('0\nSECTION\n0\nENDSEC\n0\nEOF\n').toString('base64'),
        fileName: 'plan.dxf',
      },
    });
    expect(drawing.statusCode).toBe(429);
    expect(drawing.json()).toMatchObject({ error: TOO_MANY_AI_IMPORTS });
  });

  it("counts another business's imports apart", async () => {
    expect((await parseProducts(fabricatorB)).statusCode).toBe(200);
  });
});

describe('order placement, per showroom per hour', () => {
  it('answers 429 with Retry-After and the message once the showroom has placed its hourly orders, whoever places them', async () => {
    expect((await placeOrder(logins.tokens.salesA)).statusCode).toBe(200);
    expect((await placeOrder(logins.tokens.salesA2)).statusCode).toBe(200);
    expect((await placeOrder(logins.tokens.ownerA)).statusCode).toBe(200);

    const refused = await placeOrder(logins.tokens.managerA);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ success: false, error: TOO_MANY_ORDERS, code: 'RATE_LIMITED' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(3600);
    expect(await t.database.db.$count(orders)).toBe(ORDERS_PER_HOUR);
  });

  it("counts another showroom's orders apart", async () => {
    const response = await placeOrder(logins.tokens.ownerB, 3341.89);
    expect(response.statusCode, response.body).toBe(200);
  });

  it('places orders again in the next hour', async () => {
    t.clock.advance(60 * 60 * 1000);
    // The hour outlived the access tokens too.
    const salesA = await accessToken(t.app, 'sales-a@example.test', 'Sales-a-pass-1');
    expect((await placeOrder(salesA)).statusCode).toBe(200);
  });
});

describe("order placement: a member's refused attempts count against that member, accepted orders against the showroom", () => {
  let salesA: string;
  let salesA2: string;
  let ownerA: string;

  beforeEach(async () => {
    // A fresh hour, and sign-ins that outlive it.
    t.clock.advance(60 * 60 * 1000);
    salesA = await accessToken(t.app, 'sales-a@example.test', 'Sales-a-pass-1');
    salesA2 = await accessToken(t.app, 'sales-a2@example.test', 'Sales-a2-pass-1');
    ownerA = await accessToken(t.app, 'owner-a@example.test', 'Owner-a-pass-1');
  });

  it('stops a member after their hourly refused orders, while the rest of the showroom still orders', async () => {
    for (let attempt = 0; attempt < ORDERS_PER_HOUR; attempt += 1) {
      // A tampered total: refused by the server's pricing.
      expect((await placeOrder(salesA, 1)).statusCode).toBe(409);
    }
    const stopped = await placeOrder(salesA);
    expect(stopped.statusCode).toBe(429);
    expect(stopped.json()).toEqual({ success: false, error: TOO_MANY_REFUSED_ORDERS, code: 'RATE_LIMITED' });
    expect(Number(stopped.headers['retry-after'])).toBeGreaterThan(0);

    expect((await placeOrder(salesA2)).statusCode).toBe(200);
    expect((await placeOrder(ownerA)).statusCode).toBe(200);
  });

  it('never counts a replayed order again: only new orders fill the showroom cap', async () => {
    const key = randomUUID();
    const first = await placeOrder(ownerA, 3296.22, key);
    expect(first.statusCode).toBe(200);
    for (let replay = 0; replay < ORDERS_PER_HOUR + 2; replay += 1) {
      const again = await placeOrder(salesA, 3296.22, key);
      expect(again.statusCode).toBe(200);
      expect(again.json()).toEqual(first.json());
    }
    for (let order = 1; order < ORDERS_PER_HOUR; order += 1) {
      expect((await placeOrder(salesA2)).statusCode).toBe(200);
    }
    const full = await placeOrder(ownerA);
    expect(full.statusCode).toBe(429);
    expect(full.json()).toMatchObject({ error: TOO_MANY_ORDERS });
    expect(Number(full.headers['retry-after'])).toBeLessThanOrEqual(3600);
  });
});
