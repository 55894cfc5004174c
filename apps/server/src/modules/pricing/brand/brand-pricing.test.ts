import {
  ZSaveBrandPricingResponse,
  ZShowroomPricingResponse,
  type TBrandPricingEntry,
  type TSaveBrandPricingRequest,
} from '@stonetool/contracts/showroom-pricing';
import { ZStonesResponse } from '@stonetool/contracts/stones';
import { clientMarkups, showroomBrandPricing } from '@stonetool/db/schema/pricing';
import { ZShowroomPromotionsResponse } from '@stonetool/contracts/showroom-promotions';
import {
  createClientMarkup,
  createSpecialPricingRule,
  createWholesalePricing,
} from '@stonetool/db/seed/pricing';
import { createStone } from '@stonetool/db/seed/stones';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedShowroomWithOwner, seedTeamMember } from '../../../testing/fixtures';
import { accessToken } from '../../../testing/api-as';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { seedTwoShowrooms, type TwoShowrooms } from '../../../testing/two-showrooms';

let t: TestApp;
let showroomA: string;
let showroomB: string;
let tokens: TwoShowrooms['tokens'] & { manager: string };

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const two = await seedTwoShowrooms(t);
  ({ showroomA, showroomB } = two);
  // Caesarstone: no MSRP, slab cost $300 (wholesale $450 at the default 50 %) and $500.
  await createStone(db, {
    brand: 'Caesarstone',
    color: 'Pure White',
    slabCostCents: 30_000,
    msrpCents: null,
  });
  await createStone(db, { brand: 'Caesarstone', color: 'Statuario', slabCostCents: 50_000, msrpCents: null });
  // Dekton: MSRP $2,000; showroom A buys it at MSRP − 35 %, which locks its strategy.
  await createStone(db, { brand: 'Dekton', color: 'Aura', slabCostCents: 100_000, msrpCents: 200_000 });
  // Neolith: no price at all; Lapitec: hidden from showroom A by its wholesale pricing.
  await createStone(db, { brand: 'Neolith', color: 'Calacatta', slabCostCents: null, msrpCents: null });
  await createStone(db, { brand: 'Lapitec', color: 'Bianco', slabCostCents: 40_000, msrpCents: null });
  await createWholesalePricing(db, {
    showroomId: showroomA,
    brand: 'Dekton',
    pricingType: 'discount_from_msrp',
    yourMarkupPercent: null,
    yourDiscountPercent: 35,
  });
  await createWholesalePricing(db, { showroomId: showroomA, brand: 'Lapitec', isActive: false });
  await createClientMarkup(db, { showroomId: showroomB, brand: 'Caesarstone', clientMarkupPercent: 25 });
  await seedTeamMember(db, {
    showroomId: showroomA,
    email: 'manager@example.test',
    password: 'Manager-pass-1',
    role: 'manager',
    canSeeWholesaleCosts: true,
    canSeeShowroomCosts: true,
  });
  tokens = { ...two.tokens, manager: await accessToken(t.app, 'manager@example.test', 'Manager-pass-1') };
});

afterAll(async () => {
  await t.close();
});

function as(who: keyof typeof tokens) {
  return { authorization: `Bearer ${tokens[who]}` };
}

async function getPricing(who: keyof typeof tokens, query = '') {
  return t.app.inject({ method: 'GET', url: `/api/showroom/pricing${query}`, headers: as(who) });
}

async function putPricing(who: keyof typeof tokens, payload: Record<string, unknown>, query = '') {
  return t.app.inject({ method: 'PUT', url: `/api/showroom/pricing${query}`, headers: as(who), payload });
}

async function entries(who: keyof typeof tokens, query = ''): Promise<TBrandPricingEntry[]> {
  const response = await getPricing(who, query);
  expect(response.statusCode).toBe(200);
  return ZShowroomPricingResponse.parse(response.json()).data;
}

async function entry(who: keyof typeof tokens, brand: string, query = ''): Promise<TBrandPricingEntry> {
  const found = (await entries(who, query)).find((e) => e.brand === brand);
  if (!found) throw new Error(`${brand} not listed`);
  return found;
}

/** Every pricing row of a showroom, to prove a refused save wrote nothing. */
async function pricingRows(showroomId: string) {
  const db = t.database.db;
  return {
    markups: await db
      .select()
      .from(clientMarkups)
      .where(eq(clientMarkups.showroomId, showroomId))
      .orderBy(asc(clientMarkups.brand)),
    strategies: await db
      .select()
      .from(showroomBrandPricing)
      .where(eq(showroomBrandPricing.showroomId, showroomId))
      .orderBy(asc(showroomBrandPricing.brand)),
  };
}

async function clientPrices(who: keyof typeof tokens, brand: string): Promise<(number | null)[]> {
  const response = await t.app.inject({ method: 'GET', url: '/api/stones', headers: as(who) });
  return ZStonesResponse.parse(response.json())
    .filter((stone) => stone.Brand === brand)
    .map((stone) => stone.client_price);
}

const percentage = (brand: string, overrides: Partial<TSaveBrandPricingRequest> = {}) => ({
  brand,
  pricing_strategy: 'markup_from_cost',
  client_markup_percent: 40,
  discount_from_msrp_percent: null,
  minimum_margin_percent: 15,
  markup_type: 'percentage',
  fixed_markup_amount: null,
  ...overrides,
});

describe('GET /api/showroom/pricing', () => {
  it('answers one entry per brand the showroom can sell, with every field of the brand pricing entry', async () => {
    const list = await entries('ownerA');
    expect(list.map((e) => e.brand)).toEqual(['Caesarstone', 'Dekton', 'Neolith']);
    expect(list[0]).toEqual({
      brand: 'Caesarstone',
      pricing_strategy: 'markup_from_cost',
      wholesale_pricing_type: 'markup_from_cost',
      is_strategy_locked: false,
      client_markup_percent: 40,
      discount_from_msrp_percent: null,
      minimum_margin_percent: 15,
      markup_type: 'percentage',
      fixed_markup_amount: null,
      sample_wholesale_price: 600,
      brand_msrp: null,
      has_msrp: false,
      is_new_brand: true,
    });
  });

  it('locks the strategy of a brand the platform sells as a discount from MSRP, and gives its MSRP data', async () => {
    expect(await entry('ownerA', 'Dekton')).toMatchObject({
      pricing_strategy: 'discount_from_msrp',
      wholesale_pricing_type: 'discount_from_msrp',
      is_strategy_locked: true,
      sample_wholesale_price: 1300,
      brand_msrp: 2000,
      has_msrp: true,
    });
  });

  it('samples $450 for a brand without any priced stone', async () => {
    expect(await entry('ownerA', 'Neolith')).toMatchObject({ sample_wholesale_price: 450, has_msrp: false });
  });

  it("shows each showroom its own pricing: B's 25 % is not A's default", async () => {
    expect((await entry('ownerB', 'Caesarstone')).client_markup_percent).toBe(25);
    expect((await entries('ownerB')).map((e) => e.brand)).toContain('Lapitec');
  });
});

describe('PUT /api/showroom/pricing', () => {
  it('saves a 30 % markup and the catalog prices the brand with it at once (450 becomes 585)', async () => {
    expect(await clientPrices('ownerA', 'Caesarstone')).toEqual([630, 1050]);
    const response = await putPricing('ownerA', percentage('Caesarstone', { client_markup_percent: 30 }));
    expect(response.statusCode).toBe(200);
    expect(ZSaveBrandPricingResponse.parse(response.json()).data).toMatchObject({
      brand: 'Caesarstone',
      client_markup_percent: 30,
      markup_type: 'percentage',
      is_new_brand: false,
    });
    expect(await clientPrices('ownerA', 'Caesarstone')).toEqual([585, 975]);
    expect(await clientPrices('ownerB', 'Caesarstone')).toEqual([562.5, 937.5]);
  });

  it('saves a fixed amount, clears the percent, and lets the catalog add it to the wholesale price', async () => {
    const response = await putPricing(
      'ownerA',
      percentage('Caesarstone', {
        markup_type: 'fixed',
        fixed_markup_amount: 250,
        client_markup_percent: 30,
      }),
    );
    expect(response.statusCode).toBe(200);
    expect(ZSaveBrandPricingResponse.parse(response.json()).data).toMatchObject({
      markup_type: 'fixed',
      fixed_markup_amount: 250,
      client_markup_percent: null,
    });
    expect(await clientPrices('ownerA', 'Caesarstone')).toEqual([700, 1000]);
  });

  it('clears the fixed amount when the owner goes back to a percentage', async () => {
    const response = await putPricing(
      'ownerA',
      percentage('Caesarstone', { client_markup_percent: 30, fixed_markup_amount: 250 }),
    );
    expect(ZSaveBrandPricingResponse.parse(response.json()).data).toMatchObject({
      markup_type: 'percentage',
      fixed_markup_amount: null,
      client_markup_percent: 30,
    });
    expect(await clientPrices('ownerA', 'Caesarstone')).toEqual([585, 975]);
  });

  it('saves a locked strategy as the wholesale pricing type, whatever was sent', async () => {
    const response = await putPricing(
      'ownerA',
      percentage('Dekton', { pricing_strategy: 'markup_from_cost', discount_from_msrp_percent: 10 }),
    );
    expect(response.statusCode).toBe(200);
    expect(ZSaveBrandPricingResponse.parse(response.json()).data).toMatchObject({
      pricing_strategy: 'discount_from_msrp',
      discount_from_msrp_percent: 10,
    });
    const [row] = (await pricingRows(showroomA)).strategies.filter((r) => r.brand === 'Dekton');
    expect(row?.pricingStrategy).toBe('discount_from_msrp');
    expect(await clientPrices('ownerA', 'Dekton')).toEqual([1800]);
  });

  it('matches the brand loosely and saves it under the catalog name', async () => {
    const response = await putPricing('ownerA', percentage(' neolith ', { client_markup_percent: 55 }));
    expect(response.statusCode).toBe(200);
    expect(ZSaveBrandPricingResponse.parse(response.json()).data.brand).toBe('Neolith');
  });
});

describe('the section 5 rules, on the server, with nothing written on a refused save', () => {
  const refusals: [string, Record<string, unknown>, string][] = [
    [
      'a fixed markup without an amount',
      percentage('Caesarstone', { markup_type: 'fixed', fixed_markup_amount: null }),
      'Must enter a $ amount for Caesarstone when using fixed pricing',
    ],
    [
      'a fixed markup of $0',
      percentage('Caesarstone', { markup_type: 'fixed', fixed_markup_amount: 0 }),
      'Must enter a $ amount for Caesarstone when using fixed pricing',
    ],
    [
      'a fixed amount over $2,000',
      percentage('Caesarstone', { markup_type: 'fixed', fixed_markup_amount: 2000.01 }),
      'Fixed amount for Caesarstone must be from $0 to $2,000',
    ],
    [
      'a markup over 200 %',
      percentage('Caesarstone', { client_markup_percent: 200.01 }),
      'Markup for Caesarstone must be from 0 to 200%',
    ],
    [
      'a negative markup',
      percentage('Caesarstone', { client_markup_percent: -5 }),
      'Markup for Caesarstone must be from 0 to 200%',
    ],
    [
      'an MSRP discount over 50 %',
      percentage('Dekton', { pricing_strategy: 'discount_from_msrp', discount_from_msrp_percent: 51 }),
      'MSRP discount for Dekton must be from 0 to 50%',
    ],
    [
      'a minimum profit over 50 %',
      percentage('Caesarstone', { minimum_margin_percent: 50.5 }),
      'Minimum profit for Caesarstone must be from 0 to 50%',
    ],
    [
      'the MSRP strategy for a brand without MSRP data',
      percentage('Caesarstone', { pricing_strategy: 'discount_from_msrp', discount_from_msrp_percent: 10 }),
      'Cannot use MSRP discount for Caesarstone - no MSRP data available',
    ],
    [
      'a percent with more than two decimals',
      percentage('Caesarstone', { client_markup_percent: 30.005 }),
      'Percentages have at most two decimals',
    ],
  ];

  it.each(refusals)('refuses %s with its message', async (_, payload, message) => {
    const before = await pricingRows(showroomA);
    const response = await putPricing('ownerA', payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, error: message });
    expect(await pricingRows(showroomA)).toEqual(before);
  });

  it('accepts the bounds themselves: $2,000 fixed, 200 % markup, 50 % MSRP discount and 50 % minimum profit', async () => {
    const fixed = await putPricing(
      'ownerA',
      percentage('Neolith', { markup_type: 'fixed', fixed_markup_amount: 2000, minimum_margin_percent: 50 }),
    );
    expect(fixed.statusCode).toBe(200);
    const percent = await putPricing(
      'ownerA',
      percentage('Neolith', { client_markup_percent: 200, minimum_margin_percent: 0 }),
    );
    expect(percent.statusCode).toBe(200);
    const msrp = await putPricing(
      'ownerA',
      percentage('Dekton', { pricing_strategy: 'discount_from_msrp', discount_from_msrp_percent: 50 }),
    );
    expect(msrp.statusCode).toBe(200);
  });

  it('refuses a body that names a showroom, a lock or an unknown field', async () => {
    for (const extra of [
      { showroom_id: showroomB },
      { is_strategy_locked: false },
      { sample_wholesale_price: 1 },
    ]) {
      const before = await pricingRows(showroomA);
      const response = await putPricing('ownerA', { ...percentage('Caesarstone'), ...extra });
      expect(response.statusCode).toBe(400);
      expect(await pricingRows(showroomA)).toEqual(before);
    }
  });

  it('refuses a brand the showroom cannot sell: unknown, or hidden by its wholesale pricing', async () => {
    for (const brand of ['Silestone', 'Lapitec']) {
      const response = await putPricing('ownerA', percentage(brand));
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ success: false, error: `${brand} is not in your catalog` });
    }
    expect((await pricingRows(showroomA)).markups.map((r) => r.brand)).not.toContain('Lapitec');
  });
});

describe('who may read and change pricing', () => {
  it('refuses a visitor without a token', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/showroom/pricing' });
    expect(response.statusCode).toBe(401);
  });

  it('refuses a team member, even a manager who sees costs, both calls, and writes nothing', async () => {
    expect((await getPricing('manager')).statusCode).toBe(403);
    const before = await pricingRows(showroomA);
    const response = await putPricing('manager', percentage('Caesarstone', { client_markup_percent: 5 }));
    expect(response.statusCode).toBe(403);
    expect(await pricingRows(showroomA)).toEqual(before);
  });

  it("never lets showroom A's owner read or change showroom B's pricing", async () => {
    expect((await getPricing('ownerA', `?showroom_id=${showroomB}`)).statusCode).toBe(403);
    const before = await pricingRows(showroomB);
    const response = await putPricing(
      'ownerA',
      percentage('Caesarstone', { client_markup_percent: 1 }),
      `?showroom_id=${showroomB}`,
    );
    expect(response.statusCode).toBe(403);
    expect(await pricingRows(showroomB)).toEqual(before);
    expect((await entry('ownerB', 'Caesarstone')).client_markup_percent).toBe(25);
  });

  it('lets the platform admin read and change the pricing of the showroom it names, and only one it names', async () => {
    expect((await getPricing('admin')).statusCode).toBe(400);
    expect((await entry('admin', 'Caesarstone', `?showroom_id=${showroomB}`)).client_markup_percent).toBe(25);
    const response = await putPricing(
      'admin',
      percentage('Caesarstone', { client_markup_percent: 35 }),
      `?showroom_id=${showroomB}`,
    );
    expect(response.statusCode).toBe(200);
    expect(await clientPrices('ownerB', 'Caesarstone')).toEqual([607.5, 1012.5]);
    expect((await getPricing('admin', '?showroom_id=00000000-0000-4000-8000-000000000000')).statusCode).toBe(
      404,
    );
  });

  it("answers a deleted showroom's pricing with 404, as the other admin calls do", async () => {
    const deleted = await seedShowroomWithOwner(t.database.db, {
      email: 'deleted-pricing@example.test',
      password: 'Deleted-pass-123',
      deletedAt: new Date(),
    });
    const response = await getPricing('admin', `?showroom_id=${deleted.showroomId}`);
    expect(response.statusCode).toBe(404);
    expect(response.json<{ error: unknown }>().error).toBe('Showroom not found');
  });
});

describe('GET /api/showroom/promotions', () => {
  const DAY_MS = 24 * 60 * 60 * 1000;

  it("lists the showroom's promotions that apply now, ending soonest first, for the owner only", async () => {
    const db = t.database.db;
    const later = new Date(t.clock.now().getTime() + 20 * DAY_MS);
    const sooner = new Date(t.clock.now().getTime() + 5 * DAY_MS);
    await createSpecialPricingRule(db, {
      showroomId: showroomA,
      brand: 'Caesarstone',
      specialDiscountPercent: 10,
      validUntil: later,
      promoCode: 'SPRING10',
    });
    await createSpecialPricingRule(db, {
      showroomId: showroomA,
      brand: 'Dekton',
      color: 'Aura',
      specialDiscountPercent: 12.5,
      maxUses: 3,
      validUntil: sooner,
    });
    // Ended, used up, and another showroom's: none of them is listed.
    await createSpecialPricingRule(db, {
      showroomId: showroomA,
      brand: 'Neolith',
      validUntil: new Date(t.clock.now().getTime() - DAY_MS),
    });
    await createSpecialPricingRule(db, {
      showroomId: showroomA,
      brand: 'Lapitec',
      maxUses: 2,
      currentUses: 2,
    });
    await createSpecialPricingRule(db, { showroomId: showroomB, brand: 'Caesarstone', validUntil: later });

    const response = await t.app.inject({
      method: 'GET',
      url: '/api/showroom/promotions',
      headers: as('ownerA'),
    });
    expect(response.statusCode).toBe(200);
    const { promotions } = ZShowroomPromotionsResponse.parse(response.json());
    expect(
      promotions.map((rule) => [rule.brand, rule.color, rule.special_discount_percent, rule.valid_until]),
    ).toEqual([
      ['Dekton', 'Aura', 12.5, sooner.toISOString()],
      ['Caesarstone', null, 10, later.toISOString()],
    ]);
    expect(promotions[0]).toMatchObject({ max_uses: 3, current_uses: 0, status: 'Active' });
    expect(promotions[1]?.promo_code).toBe('SPRING10');

    const forAdmin = await t.app.inject({
      method: 'GET',
      url: `/api/showroom/promotions?showroom_id=${showroomB}`,
      headers: as('admin'),
    });
    expect(ZShowroomPromotionsResponse.parse(forAdmin.json()).promotions.map((rule) => rule.brand)).toEqual([
      'Caesarstone',
    ]);
    const forManager = await t.app.inject({
      method: 'GET',
      url: '/api/showroom/promotions',
      headers: as('manager'),
    });
    expect(forManager.statusCode).toBe(403);
    const elsewhere = await t.app.inject({
      method: 'GET',
      url: `/api/showroom/promotions?showroom_id=${showroomB}`,
      headers: as('ownerA'),
    });
    expect(elsewhere.statusCode).toBe(403);
  });
});
