import { ZClientMarkupResponse, ZSaveClientMarkupResponse } from '@stonetool/contracts/admin-client-markup';
import {
  ZSpecialPricingListResponse,
  ZSpecialPricingRuleResponse,
  ZStonePricingResponse,
} from '@stonetool/contracts/admin-special-pricing';
import {
  ZSaveWholesalePricingResponse,
  ZWholesalePricingResponse,
  ZWholesaleReferenceResponse,
} from '@stonetool/contracts/admin-wholesale-pricing';
import { ZErrorResponse } from '@stonetool/contracts/common';
import { ZMaterialOrderResponse } from '@stonetool/contracts/orders';
import { ZSpecialPricingCheckResponse } from '@stonetool/contracts/pricing';
import { ZStonesResponse } from '@stonetool/contracts/stones';
import { stones } from '@stonetool/db/schema/catalog';
import { showrooms } from '@stonetool/db/schema/showrooms';
import { createStone } from '@stonetool/db/seed/stones';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { accessToken, bearer } from '../../testing/api-as';
import { ORDER_CUSTOMER, useMaterialTestApp } from '../orders/material-test-setup';

/**
 * The admin's pricing of a showroom (spec 03: Pricing, Client Markup, Special Pricing tabs), and
 * that each change reaches the showroom's Material Mode catalog and its next order at once.
 * Showroom A (tax 8.25 %) is priced; showroom B is the control that never changes.
 */
const world = useMaterialTestApp();
/** Caesarstone, $1,000.00 slab cost, no MSRP: by the defaults $1,500.00 wholesale, $2,100.00 client. */
let whiteId = '';
const unknownId = '00000000-0000-4000-8000-000000000000';

beforeAll(async () => {
  const white = await createStone(world.t.database.db, {
    brand: 'Caesarstone',
    color: 'Pure White',
    slabCostCents: 100_000,
    fabCostCents: 4_000,
    msrpCents: null,
  });
  whiteId = white.id;
  await createStone(world.t.database.db, {
    brand: 'Caesarstone',
    color: 'Cloudburst',
    thickness: '2cm',
    slabCostCents: 120_000,
    msrpCents: null,
  });
  await createStone(world.t.database.db, {
    brand: 'Dekton',
    type: 'Porcelain',
    color: 'Aura',
    slabCostCents: 200_000,
    msrpCents: 300_000,
  });
  await createStone(world.t.database.db, {
    brand: 'Vicostone',
    color: 'Unpriced',
    slabCostCents: null,
    msrpCents: null,
  });
});

type Method = 'GET' | 'PUT' | 'POST' | 'DELETE';

function call(method: Method, url: string, payload?: object, token = world.logins.tokens.admin) {
  return world.t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
}

async function catalogPriceOf(token: string, stoneId = whiteId): Promise<number | null | undefined> {
  const response = await call('GET', '/api/stones?mode=material', undefined, token);
  expect(response.statusCode).toBe(200);
  return ZStonesResponse.parse(response.json()).find((stone) => stone.id === stoneId)?.client_price;
}

/** Places a will-call order of `quantity` slabs of Pure White for showroom A; returns what it charged. */
async function placeOrder(quantity: number, totalCost: number) {
  const response = await call(
    'POST',
    '/api/material-orders',
    {
      cartItems: [{ id: 'line-1', stone: { id: whiteId, Brand: 'Caesarstone' }, quantity }],
      orderDetails: { deliveryMethod: 'will_call' },
      customerInfo: ORDER_CUSTOMER,
      totalCost,
    },
    world.logins.tokens.salesA,
  );
  expect(response.statusCode, response.body).toBe(200);
  return ZMaterialOrderResponse.parse(response.json()).data.emailData.orderData;
}

function wholesale(fields: object) {
  return call('PUT', '/api/admin/wholesale-pricing', {
    showroom_id: world.logins.showroomA,
    brand: 'Caesarstone',
    pricing_type: 'markup_from_cost',
    your_markup_percent: 50,
    your_discount_percent: null,
    is_active: true,
    ...fields,
  });
}

function markup(fields: object) {
  return call('PUT', '/api/admin/client-markup', {
    showroom_id: world.logins.showroomA,
    brand: 'Caesarstone',
    markup_type: 'percentage',
    client_markup_percent: 40,
    fixed_markup_amount: null,
    minimum_margin_percent: 15,
    is_active: true,
    ...fields,
  });
}

const newRule = {
  showroom_id: '',
  brand: 'caesarstone',
  color: 'Pure White',
  thickness: '',
  finish: null,
  special_discount_percent: 10,
  max_uses: 1,
  valid_days: 30,
  notes: 'Spring event',
  promo_code: 'spring-10',
};

describe('only the platform admin reaches the pricing administration', () => {
  /** Each call with a body the admin would be answered for, so only the caller is refused. */
  const calls: Record<string, () => [Method, string, object | undefined]> = {
    'GET wholesale reference data': () => ['GET', '/api/admin/wholesale-pricing', undefined],
    "GET a showroom's wholesale pricing": () => [
      'GET',
      `/api/admin/wholesale-pricing?showroom_id=${world.logins.showroomA}`,
      undefined,
    ],
    'PUT wholesale pricing': () => [
      'PUT',
      '/api/admin/wholesale-pricing',
      {
        showroom_id: world.logins.showroomA,
        brand: 'Caesarstone',
        pricing_type: 'markup_from_cost',
        your_markup_percent: 0,
        your_discount_percent: null,
        is_active: false,
      },
    ],
    "GET a showroom's client markup": () => [
      'GET',
      `/api/admin/client-markup?showroom_id=${world.logins.showroomA}`,
      undefined,
    ],
    'PUT client markup': () => [
      'PUT',
      '/api/admin/client-markup',
      {
        showroom_id: world.logins.showroomA,
        brand: 'Caesarstone',
        markup_type: 'percentage',
        client_markup_percent: 0,
        fixed_markup_amount: null,
        minimum_margin_percent: 0,
        is_active: true,
      },
    ],
    'GET special pricing': () => ['GET', '/api/admin/special-pricing', undefined],
    'POST a special pricing rule': () => [
      'POST',
      '/api/admin/special-pricing',
      { ...newRule, showroom_id: world.logins.showroomA, special_discount_percent: 90 },
    ],
    'POST the special pricing preview': () => [
      'POST',
      '/api/admin/special-pricing',
      { action: 'get_stone_pricing', showroom_id: world.logins.showroomA, brand: 'Caesarstone' },
    ],
    'PUT a special pricing rule': () => [
      'PUT',
      `/api/admin/special-pricing?pricing_id=${unknownId}`,
      { special_discount_percent: 90, max_uses: null },
    ],
    'DELETE a special pricing rule': () => [
      'DELETE',
      `/api/admin/special-pricing?pricing_id=${unknownId}`,
      undefined,
    ],
  };

  it.each(Object.keys(calls))(
    '%s refuses a showroom owner, a salesperson and a manager, and a visitor',
    async (name) => {
      const [method, url, body] = calls[name]?.() ?? ['GET', '', undefined];
      for (const who of ['ownerA', 'salesA', 'managerA'] as const) {
        const response = await call(method, url, body, world.logins.tokens[who]);
        expect(response.statusCode, `${who}: ${response.body}`).toBe(403);
      }
      const visitor = await world.t.app.inject({ method, url, ...(body ? { payload: body } : {}) });
      expect(visitor.statusCode).toBe(401);
      // Nothing the refused calls carried was applied.
      expect(await catalogPriceOf(world.logins.tokens.salesA)).toBe(2100);
      const rules = ZSpecialPricingListResponse.parse(
        (await call('GET', '/api/admin/special-pricing')).json(),
      );
      expect(rules.special_pricing).toEqual([]);
    },
  );
});

describe('wholesale pricing', () => {
  it('gives the brands with their MSRP and average cost data', async () => {
    const response = await call('GET', '/api/admin/wholesale-pricing');
    expect(response.statusCode).toBe(200);
    const reference = ZWholesaleReferenceResponse.parse(response.json());
    expect(reference.brands).toEqual(['Caesarstone', 'Dekton', 'Vicostone']);
    expect(reference.brandMsrpData).toEqual({
      Caesarstone: { has_msrp: false, average_msrp: null },
      Dekton: { has_msrp: true, average_msrp: 3000 },
      Vicostone: { has_msrp: false, average_msrp: null },
    });
    expect(reference.brandCostData).toEqual({ Caesarstone: 1100, Dekton: 2000, Vicostone: 450 });
  });

  it("raises showroom A's wholesale markup: its catalog and next order price with it at once", async () => {
    expect(await catalogPriceOf(world.logins.tokens.salesA)).toBe(2100);
    const before = await call('GET', '/api/stones?mode=material', undefined, world.logins.tokens.salesA);
    const etag = before.headers.etag as string;

    const response = await wholesale({
      brand: 'CAESARSTONE',
      your_markup_percent: 100,
      your_discount_percent: 20,
    });
    expect(response.statusCode, response.body).toBe(200);
    // Saved under the catalog's spelling; choosing markup cleared the discount.
    expect(ZSaveWholesalePricingResponse.parse(response.json()).data).toMatchObject({
      showroom_id: world.logins.showroomA,
      brand: 'Caesarstone',
      pricing_type: 'markup_from_cost',
      your_markup_percent: 100,
      your_discount_percent: null,
      is_active: true,
    });

    // The cached catalog build is not served again: the ETag of the old one no longer matches.
    const after = await world.t.app.inject({
      method: 'GET',
      url: '/api/stones?mode=material',
      headers: { ...bearer(world.logins.tokens.salesA), 'if-none-match': etag },
    });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(etag);
    // $1,000 + 100 % = $2,000 wholesale; + 40 % = $2,800 to the client.
    expect(await catalogPriceOf(world.logins.tokens.salesA)).toBe(2800);
    expect(await catalogPriceOf(world.logins.tokens.ownerB)).toBe(2100);
    // 1 slab: $2,800.00 + 8.25 % tax $231.00.
    expect(await placeOrder(1, 3031)).toMatchObject({ subtotal: 2800, salesTax: 231, totalCost: 3031 });

    const rows = await call('GET', `/api/admin/wholesale-pricing?showroom_id=${world.logins.showroomA}`);
    expect(ZWholesalePricingResponse.parse(rows.json()).data).toEqual([
      expect.objectContaining({ brand: 'Caesarstone', your_markup_percent: 100 }),
    ]);
  });

  it("hides a brand from that showroom's catalog at once with is_active false, and shows it again", async () => {
    expect((await wholesale({ your_markup_percent: 100, is_active: false })).statusCode).toBe(200);
    expect(await catalogPriceOf(world.logins.tokens.salesA)).toBeUndefined();
    expect(await catalogPriceOf(world.logins.tokens.ownerB)).toBe(2100);
    expect((await wholesale({ your_markup_percent: 100, is_active: true })).statusCode).toBe(200);
    expect(await catalogPriceOf(world.logins.tokens.salesA)).toBe(2800);
  });

  it('refuses an MSRP discount for a brand without MSRP data, in the spec words, and takes it for one with', async () => {
    const refused = await wholesale({
      pricing_type: 'discount_from_msrp',
      your_markup_percent: null,
      your_discount_percent: 20,
    });
    expect(refused.statusCode).toBe(400);
    expect(ZErrorResponse.parse(refused.json()).error).toBe(
      'Cannot use MSRP discount for Caesarstone - no MSRP data available',
    );
    const taken = await wholesale({
      brand: 'Dekton',
      pricing_type: 'discount_from_msrp',
      your_markup_percent: 50,
      your_discount_percent: 30,
    });
    expect(ZSaveWholesalePricingResponse.parse(taken.json()).data).toMatchObject({
      brand: 'Dekton',
      pricing_type: 'discount_from_msrp',
      your_markup_percent: null,
      your_discount_percent: 30,
    });
  });

  it.each([
    [
      'a markup above 200',
      { your_markup_percent: 200.5 },
      400,
      'Wholesale markup for Caesarstone must be from 0 to 200%',
    ],
    [
      'an MSRP discount above 50',
      { your_discount_percent: 51 },
      400,
      'MSRP discount for Caesarstone must be from 0 to 50%',
    ],
    ['a brand not in the catalog', { brand: 'Nowhere Stone' }, 404, 'Nowhere Stone is not in the catalog'],
    ['an unknown showroom', { showroom_id: unknownId }, 404, 'Showroom not found'],
    ['a field the row does not have', { showroom_name: 'x' }, 400, undefined],
  ])('refuses %s and changes nothing', async (_case, fields, status, message) => {
    const response = await wholesale(fields);
    expect(response.statusCode).toBe(status);
    if (message) expect(ZErrorResponse.parse(response.json()).error).toBe(message);
    expect(await catalogPriceOf(world.logins.tokens.salesA)).toBe(2800);
  });
});

describe('client markup', () => {
  it("sets showroom A's markup to a fixed $500: its catalog and next order price with it at once", async () => {
    const response = await markup({
      markup_type: 'fixed',
      client_markup_percent: 40,
      fixed_markup_amount: 500,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(ZSaveClientMarkupResponse.parse(response.json()).data).toMatchObject({
      brand: 'Caesarstone',
      markup_type: 'fixed',
      client_markup_percent: null,
      fixed_markup_amount: 500,
      is_active: true,
    });
    // $2,000 wholesale + $500.
    expect(await catalogPriceOf(world.logins.tokens.salesA)).toBe(2500);
    expect(await catalogPriceOf(world.logins.tokens.ownerB)).toBe(2100);
    expect(await placeOrder(1, 2706.25)).toMatchObject({
      subtotal: 2500,
      salesTax: 206.25,
      totalCost: 2706.25,
    });

    const listed = ZClientMarkupResponse.parse(
      (await call('GET', `/api/admin/client-markup?showroom_id=${world.logins.showroomA}`)).json(),
    );
    expect(listed.brands).toEqual(['Caesarstone', 'Dekton', 'Vicostone']);
    expect(listed.data).toEqual([
      expect.objectContaining({ brand: 'Caesarstone', fixed_markup_amount: 500 }),
    ]);
  });

  it('leaves the brand to the defaults while the row is inactive', async () => {
    await markup({
      markup_type: 'fixed',
      client_markup_percent: null,
      fixed_markup_amount: 500,
      is_active: false,
    });
    expect(await catalogPriceOf(world.logins.tokens.salesA)).toBe(2800);
    await markup({ markup_type: 'fixed', client_markup_percent: null, fixed_markup_amount: 500 });
    expect(await catalogPriceOf(world.logins.tokens.salesA)).toBe(2500);
  });

  it.each([
    ['a percent above 200', { client_markup_percent: 201 }, 'Markup for Caesarstone must be from 0 to 200%'],
    [
      'a fixed amount above $2,000',
      { markup_type: 'fixed', fixed_markup_amount: 2000.01 },
      'Fixed amount for Caesarstone must be from $0 to $2,000',
    ],
    [
      'a fixed markup without an amount',
      { markup_type: 'fixed', fixed_markup_amount: null },
      'Must enter a $ amount for Caesarstone when using fixed pricing',
    ],
    [
      'a minimum margin above 50',
      { minimum_margin_percent: 50.5 },
      'Minimum profit for Caesarstone must be from 0 to 50%',
    ],
  ])('refuses %s and changes nothing', async (_case, fields, message) => {
    const response = await markup(fields);
    expect(response.statusCode).toBe(400);
    expect(ZErrorResponse.parse(response.json()).error).toBe(message);
    expect(await catalogPriceOf(world.logins.tokens.salesA)).toBe(2500);
  });

  it('refuses an unknown showroom and a brand not in the catalog', async () => {
    expect((await markup({ showroom_id: unknownId })).statusCode).toBe(404);
    expect((await markup({ brand: 'Nowhere Stone' })).statusCode).toBe(404);
    expect((await call('GET', `/api/admin/client-markup?showroom_id=${unknownId}`)).statusCode).toBe(404);
  });
});

describe('special pricing', () => {
  let ruleId = '';

  it('previews the wholesale cost of a brand and color at a showroom', async () => {
    const response = await call('POST', '/api/admin/special-pricing', {
      action: 'get_stone_pricing',
      showroom_id: world.logins.showroomA,
      brand: 'caesarstone',
      color: 'pure white',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(ZStonePricingResponse.parse(response.json())).toEqual({
      success: true,
      brand: 'Caesarstone',
      color: 'Pure White',
      wholesale_cost: 2000,
      fab_cost: 40,
      source: 'wholesale_pricing',
      // The real stone, with the client price its catalog card shows.
      stones: [
        {
          stone_id: whiteId,
          color: 'Pure White',
          thickness: '3cm',
          finish: 'Polished',
          wholesale_cost: 2000,
          client_price: await catalogPriceOf(world.logins.tokens.ownerA),
        },
      ],
    });
    const atB = await call('POST', '/api/admin/special-pricing', {
      action: 'get_stone_pricing',
      showroom_id: world.logins.showroomB,
      brand: 'Caesarstone',
    });
    // Both Caesarstone stones at the default + 50 %: ($1,500 + $1,800) / 2.
    expect(ZStonePricingResponse.parse(atB.json())).toMatchObject({
      color: null,
      wholesale_cost: 1650,
      source: 'default_markup',
    });
    expect(ZStonePricingResponse.parse(atB.json()).stones.map((stone) => stone.color)).toEqual([
      'Cloudburst',
      'Pure White',
    ]);
    // Narrowed to a thickness as the rule would be, only the 2cm stone is previewed.
    const thin = await call('POST', '/api/admin/special-pricing', {
      action: 'get_stone_pricing',
      showroom_id: world.logins.showroomB,
      brand: 'Caesarstone',
      thickness: '2 CM',
    });
    expect(ZStonePricingResponse.parse(thin.json()).stones).toEqual([
      expect.objectContaining({ color: 'Cloudburst', thickness: '2cm', wholesale_cost: 1800 }),
    ]);
  });

  it('answers the spec message when the showroom has no wholesale cost for the stone', async () => {
    const response = await call('POST', '/api/admin/special-pricing', {
      action: 'get_stone_pricing',
      showroom_id: world.logins.showroomA,
      brand: 'Vicostone',
      color: 'Unpriced',
    });
    expect(response.statusCode).toBe(404);
    expect(ZErrorResponse.parse(response.json()).error).toBe(
      'No pricing available for Vicostone Unpriced at this showroom',
    );
  });

  it('creates a rule that prices the cart and the next order of that showroom at once, and counts its use', async () => {
    const response = await call('POST', '/api/admin/special-pricing', {
      ...newRule,
      showroom_id: world.logins.showroomA,
    });
    expect(response.statusCode, response.body).toBe(200);
    const rule = ZSpecialPricingRuleResponse.parse(response.json()).data;
    ruleId = rule.id;
    expect(rule).toMatchObject({
      showroom_name: 'Showroom A',
      brand: 'Caesarstone',
      color: 'Pure White',
      thickness: null,
      finish: null,
      special_discount_percent: 10,
      max_uses: 1,
      current_uses: 0,
      promo_code: 'SPRING10',
      status: 'Active',
    });
    expect(new Date(rule.valid_until).getTime()).toBe(world.t.clock.now().getTime() + 30 * 86_400_000);

    const check = await call(
      'POST',
      '/api/showroom/special-pricing-check',
      { cartItems: [{ id: 'line-1', quantity: 1, stone_id: whiteId }] },
      world.logins.tokens.salesA,
    );
    expect(ZSpecialPricingCheckResponse.parse(check.json()).cartItems[0]?.specialPricing).toMatchObject({
      specialPrice: 2250,
      originalPrice: 2500,
      discountPercent: 10,
      ruleId,
    });
    // $2,500 less 10 % = $2,250; tax 8.25 % = $185.63.
    expect(await placeOrder(1, 2435.63)).toMatchObject({
      subtotal: 2500,
      specialPricingSavings: 250,
      salesTax: 185.63,
      totalCost: 2435.63,
    });

    const list = ZSpecialPricingListResponse.parse((await call('GET', '/api/admin/special-pricing')).json());
    expect(list.special_pricing.find((listed) => listed.id === ruleId)).toMatchObject({
      current_uses: 1,
      status: 'Used Up',
    });
    // Used up: the next order is at the catalog price again.
    expect(await placeOrder(1, 2706.25)).toMatchObject({ specialPricingSavings: 0, totalCost: 2706.25 });
  });

  it('edits only discount, max uses and notes; never below the uses so far', async () => {
    const locked = await call('PUT', `/api/admin/special-pricing?pricing_id=${ruleId}`, {
      special_discount_percent: 20,
      max_uses: 5,
      brand: 'Dekton',
    });
    expect(locked.statusCode).toBe(400);

    const edited = await call('PUT', `/api/admin/special-pricing?pricing_id=${ruleId}`, {
      special_discount_percent: 20,
      max_uses: 5,
      notes: 'Extended',
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(ZSpecialPricingRuleResponse.parse(edited.json()).data).toMatchObject({
      special_discount_percent: 20,
      max_uses: 5,
      current_uses: 1,
      notes: 'Extended',
      brand: 'Caesarstone',
      color: 'Pure White',
      status: 'Active',
    });
    // $2,500 less 20 % = $2,000; tax $165.00.
    expect(await placeOrder(1, 2165)).toMatchObject({ specialPricingSavings: 500, totalCost: 2165 });

    const below = await call('PUT', `/api/admin/special-pricing?pricing_id=${ruleId}`, {
      special_discount_percent: 20,
      max_uses: 1,
    });
    expect(below.statusCode).toBe(400);
    expect(ZErrorResponse.parse(below.json()).error).toBe('Max uses cannot be less than the 2 uses so far');
  });

  it('shows a rule past valid_until as Expired', async () => {
    world.t.clock.advance(31 * 86_400_000);
    try {
      // The admin signs in again a month later (access tokens live 15 minutes).
      const admin = await accessToken(world.t.app, 'admin@example.test', 'Admin-pass-1');
      const list = ZSpecialPricingListResponse.parse(
        (await call('GET', '/api/admin/special-pricing', undefined, admin)).json(),
      );
      expect(list.special_pricing.find((listed) => listed.id === ruleId)?.status).toBe('Expired');
    } finally {
      world.t.clock.advance(-31 * 86_400_000);
    }
  });

  it('deletes a rule: the next order is at the catalog price', async () => {
    const response = await call('DELETE', `/api/admin/special-pricing?pricing_id=${ruleId}`);
    expect(response.statusCode).toBe(200);
    expect(await placeOrder(1, 2706.25)).toMatchObject({ specialPricingSavings: 0, totalCost: 2706.25 });
    const again = await call('DELETE', `/api/admin/special-pricing?pricing_id=${ruleId}`);
    expect(again.statusCode).toBe(404);
    const edit = await call('PUT', `/api/admin/special-pricing?pricing_id=${ruleId}`, {
      special_discount_percent: 5,
      max_uses: null,
    });
    expect(edit.statusCode).toBe(404);
  });

  it.each([
    ['without a brand', { brand: '' }, 'Brand is required'],
    [
      'with a discount above 100',
      { special_discount_percent: 100.5 },
      'Discount must be from 0 to 100% with at most two decimals',
    ],
    [
      'with a discount finer than 0.01',
      { special_discount_percent: 5.555 },
      'Discount must be from 0 to 100% with at most two decimals',
    ],
    ['with max uses of 0', { max_uses: 0 }, 'Max uses must be a whole number of at least 1'],
    ['with valid days of 0', { valid_days: 0 }, 'Valid days must be a whole number of at least 1'],
    [
      'with a promo code over 20 characters',
      { promo_code: 'ABCDEFGHIJKLMNOPQRSTU' },
      'Promo code must be at most 20 letters and digits',
    ],
    [
      'for a color the brand does not have',
      { color: 'Blizzard' },
      'No Caesarstone stone matches this color, thickness and finish',
    ],
    [
      'with a field a rule does not have',
      { current_uses: 0 },
      'Unrecognized key: "current_uses" is not accepted',
    ],
  ])('refuses a rule %s', async (_case, fields, message) => {
    const response = await call('POST', '/api/admin/special-pricing', {
      ...newRule,
      showroom_id: world.logins.showroomA,
      ...fields,
    });
    expect(response.statusCode).toBe(400);
    expect(ZErrorResponse.parse(response.json()).error).toBe(message);
  });

  it('takes a rule without max uses, narrowing or promo code, valid 30 days by default form values', async () => {
    const response = await call('POST', '/api/admin/special-pricing', {
      showroom_id: world.logins.showroomB,
      brand: 'Dekton',
      special_discount_percent: 5.25,
      valid_days: 30,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(ZSpecialPricingRuleResponse.parse(response.json()).data).toMatchObject({
      showroom_name: 'Showroom B',
      color: null,
      max_uses: null,
      promo_code: null,
      notes: null,
      status: 'Active',
    });
  });
});

describe('retired stones and deleted showrooms', () => {
  it('leaves a brand whose stones are all retired out of the reference data, and refuses to price it', async () => {
    await world.t.database.db
      .update(stones)
      .set({ retiredAt: world.t.clock.now() })
      .where(eq(stones.brand, 'Vicostone'));
    const reference = ZWholesaleReferenceResponse.parse(
      (await call('GET', '/api/admin/wholesale-pricing')).json(),
    );
    expect(reference.brands).toEqual(['Caesarstone', 'Dekton']);
    const response = await wholesale({ brand: 'Vicostone' });
    expect(response.statusCode).toBe(404);
  });

  it('answers 404 for a deleted showroom', async () => {
    await world.t.database.db
      .update(showrooms)
      .set({ deletedAt: world.t.clock.now() })
      .where(eq(showrooms.id, world.logins.showroomB));
    const rows = await call('GET', `/api/admin/wholesale-pricing?showroom_id=${world.logins.showroomB}`);
    expect(rows.statusCode).toBe(404);
    const markups = await call('GET', `/api/admin/client-markup?showroom_id=${world.logins.showroomB}`);
    expect(markups.statusCode).toBe(404);
  });
});
