import { ZMaterialOrderResponse } from '@stonetool/contracts/orders';
import { ZStonesResponse, type TStone } from '@stonetool/contracts/stones';
import type { StoneRow } from '@stonetool/db/schema/catalog';
import { createSpecialPricingRule } from '@stonetool/db/seed/pricing';
import { createStone } from '@stonetool/db/seed/stones';
import { centsToDollars, dollarsToCents, percentOfCents } from '@stonetool/domain/money';
import { beforeAll, describe, expect, it } from 'vitest';
import { accessToken, apiAs, bearer } from '../../../testing/api-as';
import { ORDER_CUSTOMER, useMaterialTestApp } from '../../orders/material-test-setup';

const DAY_MS = 24 * 60 * 60 * 1000;

const world = useMaterialTestApp();
let thick: StoneRow;
let thin: StoneRow;
let plain: StoneRow;
let validUntil: Date;

beforeAll(async () => {
  const db = world.t.database.db;
  // $1,450.00 slab cost: $3,045.00 per slab for the client by the default mark-ups.
  thick = await createStone(db, {
    brand: 'Cambria',
    color: 'Brittanicca',
    thickness: '3cm',
    slabCostCents: 145_000,
  });
  thin = await createStone(db, {
    brand: 'Cambria',
    color: 'Brittanicca',
    thickness: '2cm',
    slabCostCents: 145_000,
  });
  plain = await createStone(db, { brand: 'Vicostone', color: 'Bianco', slabCostCents: 145_000 });
  validUntil = new Date(world.t.clock.now().getTime() + 10 * DAY_MS);
  // Two rules cover the 3cm slab: the larger discount wins, at checkout as on the card.
  await createSpecialPricingRule(db, {
    showroomId: world.logins.showroomA,
    brand: 'Cambria',
    thickness: '3cm',
    specialDiscountPercent: 15,
    validUntil,
  });
  await createSpecialPricingRule(db, {
    showroomId: world.logins.showroomA,
    brand: 'Cambria',
    specialDiscountPercent: 5,
    validUntil: new Date(world.t.clock.now().getTime() + 20 * DAY_MS),
  });
  await createSpecialPricingRule(db, {
    showroomId: world.logins.showroomB,
    brand: 'Vicostone',
    specialDiscountPercent: 30,
  });
});

const catalog = (token: string, etag?: string) =>
  apiAs(world.t.app, token).get('/api/stones?mode=material', etag ? { 'if-none-match': etag } : {});

async function cardOf(token: string, stone: StoneRow): Promise<TStone> {
  const response = await catalog(token);
  expect(response.statusCode).toBe(200);
  const card = ZStonesResponse.parse(response.json()).find((candidate) => candidate.id === stone.id);
  if (!card) throw new Error(`no card for ${stone.color} ${stone.thickness}`);
  return card;
}

describe('special prices on the catalog card (GET /api/stones)', () => {
  it('carries the special price, its discount and end date next to the regular price', async () => {
    const card = await cardOf(world.logins.tokens.salesA, thick);
    expect(card.client_price).toBe(3045);
    // $3,045.00 − 15 % ($456.75) = $2,588.25.
    expect(card.special_pricing).toEqual({
      special_price: 2588.25,
      discount_percent: 15,
      valid_until: validUntil.toISOString(),
    });
    expect((await cardOf(world.logins.tokens.salesA, thin)).special_pricing).toMatchObject({
      special_price: 2892.75,
      discount_percent: 5,
    });
    // Another showroom's rule is not this showroom's, and the other showroom sees its own.
    expect((await cardOf(world.logins.tokens.salesA, plain)).special_pricing).toBeUndefined();
    expect((await cardOf(world.logins.tokens.ownerB, plain)).special_pricing).toMatchObject({
      special_price: 2131.5,
    });
  });

  it('shows the price the checkout line charges for the same stone', async () => {
    const card = await cardOf(world.logins.tokens.salesA, thick);
    const unitCents = dollarsToCents(card.special_pricing?.special_price ?? 0);
    // One slab at the card's price, with showroom A's 8.25 % sales tax and no delivery.
    const totalCents = unitCents + percentOfCents(unitCents, 8.25);
    const response = await world.t.app.inject({
      method: 'POST',
      url: '/api/material-orders',
      headers: { ...bearer(world.logins.tokens.salesA), 'idempotency-key': 'card-special-price' },
      payload: {
        cartItems: [{ id: 'line-1', stone: { id: thick.id, Brand: thick.brand }, quantity: 1 }],
        orderDetails: { deliveryMethod: 'will_call' },
        customerInfo: ORDER_CUSTOMER,
        totalCost: centsToDollars(totalCents),
      },
    });
    expect(response.statusCode).toBe(200);
    const { data } = ZMaterialOrderResponse.parse(response.json());
    expect(data.emailData.orderData.items[0]).toMatchObject({
      unit_price: card.client_price,
      special_price: card.special_pricing?.special_price,
    });
  });

  it('drops the special price once the rule has ended, with a new ETag', async () => {
    const before = await catalog(world.logins.tokens.salesA);
    const etag = String(before.headers.etag);
    world.t.clock.advance(11 * DAY_MS);
    // The earlier sign-in has expired by then.
    const token = await accessToken(world.t.app, 'sales-a@example.test', 'Sales-a-pass-1');
    const after = await catalog(token, etag);
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(etag);
    const card = ZStonesResponse.parse(after.json()).find((candidate) => candidate.id === thick.id);
    // The 15 % rule has ended; the brand's 5 % rule still covers the slab.
    expect(card?.special_pricing).toMatchObject({ special_price: 2892.75, discount_percent: 5 });
  });
});
