import {
  ZDeliveryPricingResponse,
  ZSalespersonsResponse,
  ZSpecialPricingCheckResponse,
  ZValidateDiscountResponse,
} from '@stonetool/contracts/pricing';
import type { StoneRow } from '@stonetool/db/schema/catalog';
import { discountOverrides } from '@stonetool/db/schema/orders';
import { specialPricingRules } from '@stonetool/db/schema/pricing';
import { createTeamMember } from '@stonetool/db/seed/team-members';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedAdmin, seedShowroomWithOwner, seedTeamMember } from '../../testing/fixtures';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { hashPassword } from '../auth/passwords';
import { accessToken, apiAs } from '../../testing/api-as';
import { seedPricedCatalog } from './pricing-test-setup';

let t: TestApp;
let showroomId: string;
let managerMemberId: string;
let ownerUserId: string;
let calacatta: StoneRow;
let blackPearl: StoneRow;
let otherShowroomStoneRuleId: string;
const tokens = { owner: '', sales: '', guesser: '', manager: '', otherOwner: '', admin: '' };
type Who = keyof typeof tokens;

/**
 * Every figure a salesperson must not learn, in dollars: Caesarstone costs 1,000, the showroom
 * pays 1,400 (1,260 under the special), its floor is 1,680 (1,512 under the special); the MSRP
 * derived from 1,400 would be 2,100, the client price, so it is left out.
 */
const hiddenFigures = [1000, 1400, 1260, 1680, 1512, 500, 750];

function numbersIn(value: unknown): number[] {
  if (typeof value === 'number') return [value];
  if (Array.isArray(value)) return value.flatMap(numbersIn);
  if (value && typeof value === 'object') return Object.values(value).flatMap(numbersIn);
  return [];
}

const post = (url: string, who: Who | null, payload: object) =>
  apiAs(t.app, who === null ? null : tokens[who]).post(url, payload);

async function validate(who: Who, payload: object) {
  return post('/api/showroom/validate-discount', who, payload);
}

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const owner = await seedShowroomWithOwner(db, { email: 'owner@example.test', password: 'Owner-pass-1' });
  showroomId = owner.showroomId;
  ownerUserId = owner.userId;
  const other = await seedShowroomWithOwner(db, { email: 'other@example.test', password: 'Other-pass-1' });
  await seedTeamMember(db, {
    showroomId,
    email: 'sales@example.test',
    password: 'Sales-pass-1',
    name: 'Sam Rivera',
  });
  await seedTeamMember(db, {
    showroomId,
    email: 'guesser@example.test',
    password: 'Guesser-pass-1',
    name: 'Gus',
  });
  const manager = await seedTeamMember(db, {
    showroomId,
    email: 'manager@example.test',
    password: 'Manager-pass-1',
    name: 'Morgan Lee',
    role: 'manager',
    pinHash: await hashPassword('2468'),
    canSeeShowroomCosts: true,
    maxDiscountPercent: 25,
  });
  managerMemberId = manager.teamMemberId;
  await createTeamMember(db, {
    showroomId,
    name: 'Former Manager',
    role: 'manager',
    pinHash: await hashPassword('1357'),
    isActive: false,
  });
  await createTeamMember(db, {
    showroomId: other.showroomId,
    name: 'Elsewhere Manager',
    role: 'manager',
    pinHash: await hashPassword('9999'),
  });
  await seedAdmin(db, 'admin@example.test', 'Admin-pass-1');

  const catalog = await seedPricedCatalog(db, {
    showroomId,
    otherShowroomId: other.showroomId,
    validUntil: new Date(t.clock.now().getTime() + 30 * 24 * 60 * 60 * 1000),
    calacatta: { msrpCents: null },
    calacattaSpecial: { maxUses: 1 },
  });
  ({ calacatta, blackPearl } = catalog);
  otherShowroomStoneRuleId = catalog.otherShowroomSpecial.id;

  tokens.owner = await accessToken(t.app, 'owner@example.test', 'Owner-pass-1');
  tokens.sales = await accessToken(t.app, 'sales@example.test', 'Sales-pass-1');
  tokens.guesser = await accessToken(t.app, 'guesser@example.test', 'Guesser-pass-1');
  tokens.manager = await accessToken(t.app, 'manager@example.test', 'Manager-pass-1');
  tokens.otherOwner = await accessToken(t.app, 'other@example.test', 'Other-pass-1');
  tokens.admin = await accessToken(t.app, 'admin@example.test', 'Admin-pass-1');
});

afterAll(async () => {
  await t.close();
});

describe('POST /api/showroom/special-pricing-check', () => {
  const items = () => [
    { id: 'line-1', quantity: 2, stone: { id: calacatta.id, Brand: 'Caesarstone', client_price: 1 } },
    { id: 'line-2', quantity: 1, stone: { stone_id: blackPearl.id } },
    { id: 'line-3', quantity: 1, stone_id: 'no-such-stone' },
  ];

  it('gives each item its special price per slab from the database, and counts no use', async () => {
    const response = await post('/api/showroom/special-pricing-check', 'sales', { cartItems: items() });
    expect(response.statusCode).toBe(200);
    const body = ZSpecialPricingCheckResponse.parse(response.json());
    expect(body.cartItems).toHaveLength(3);
    expect(body.cartItems[0]).toMatchObject({
      id: 'line-1',
      quantity: 2,
      specialPricing: { specialPrice: 1890, originalPrice: 2100, discountPercent: 10 },
    });
    // The other showroom's 30 % MSI rule is not this showroom's.
    expect(body.cartItems[1]?.specialPricing).toBeNull();
    expect(body.cartItems[2]?.specialPricing).toBeNull();
    const [rule] = await t.database.db
      .select()
      .from(specialPricingRules)
      .where(eq(specialPricingRules.showroomId, showroomId));
    expect(rule?.currentUses).toBe(0);
    const again = await post('/api/showroom/special-pricing-check', 'sales', { cartItems: items() });
    expect(ZSpecialPricingCheckResponse.parse(again.json()).cartItems[0]?.specialPricing?.specialPrice).toBe(
      1890,
    );
  });

  it('never sends a salesperson a wholesale figure', async () => {
    const response = await post('/api/showroom/special-pricing-check', 'sales', { cartItems: items() });
    for (const figure of hiddenFigures) expect(numbersIn(response.json())).not.toContain(figure);
  });

  it('applies only the caller’s own showroom’s rules', async () => {
    const response = await post('/api/showroom/special-pricing-check', 'otherOwner', { cartItems: items() });
    const body = ZSpecialPricingCheckResponse.parse(response.json());
    expect(body.cartItems[0]?.specialPricing).toBeNull();
    expect(body.cartItems[1]?.specialPricing).toMatchObject({
      ruleId: otherShowroomStoneRuleId,
      specialPrice: 735,
    });
  });

  it('needs a showroom login', async () => {
    expect((await post('/api/showroom/special-pricing-check', null, { cartItems: [] })).statusCode).toBe(401);
    expect((await post('/api/showroom/special-pricing-check', 'admin', { cartItems: [] })).statusCode).toBe(
      403,
    );
  });
});

describe('POST /api/showroom/validate-discount', () => {
  it('accepts a discount within the salesperson’s limit and above the floor', async () => {
    const response = await validate('sales', {
      brand: 'Caesarstone',
      catalog_price: 1890,
      discount_amount: 5,
    });
    expect(response.statusCode).toBe(200);
    expect(ZValidateDiscountResponse.parse(response.json())).toEqual({
      success: true,
      valid: true,
      warning: null,
      error: null,
      requires_override: false,
      override_id: null,
      approved_by: null,
    });
  });

  it('asks for an override above the salesperson’s limit', async () => {
    const body = ZValidateDiscountResponse.parse(
      (await validate('sales', { brand: 'Caesarstone', catalog_price: 1890, discount_amount: 12 })).json(),
    );
    expect(body).toMatchObject({
      valid: false,
      requires_override: true,
      error: 'Discount exceeds your 10% limit. Manager approval required.',
    });
  });

  it('asks for an override under the floor even when the caller’s limit allows the percent', async () => {
    // 2,100 less 25 % is 1,575, under the floor of 1,680.
    const owner = ZValidateDiscountResponse.parse(
      (await validate('owner', { brand: 'Caesarstone', catalog_price: 2100, discount_amount: 25 })).json(),
    );
    expect(owner).toMatchObject({
      valid: false,
      requires_override: true,
      error: 'Discount takes the price below the minimum margin. Manager approval required.',
    });
    const manager = await validate('manager', {
      brand: 'Caesarstone',
      catalog_price: 1890,
      discount_amount: 21,
      stone_id: calacatta.id,
    });
    expect(manager.json()).toMatchObject({ valid: false, requires_override: true });
    const within = await validate('manager', {
      brand: 'caesarstone',
      catalog_price: 2100,
      discount_amount: 20,
    });
    expect(within.json()).toMatchObject({ valid: true, requires_override: false });
  });

  it('answers with the spec’s messages for an unknown brand, a price of 0 and a percent outside 0–50', async () => {
    expect(
      (await validate('sales', { brand: 'Nope', catalog_price: 100, discount_amount: 5 })).json(),
    ).toMatchObject({
      valid: false,
      requires_override: false,
      error: 'Stone brand not found.',
    });
    expect(
      (await validate('sales', { brand: 'Caesarstone', catalog_price: 0, discount_amount: 5 })).json(),
    ).toMatchObject({
      valid: false,
      error: 'Invalid price.',
    });
    for (const discount_amount of [51, -1, 2.5]) {
      const body = ZValidateDiscountResponse.parse(
        (await validate('sales', { brand: 'Caesarstone', catalog_price: 1890, discount_amount })).json(),
      );
      expect(body).toMatchObject({
        valid: false,
        error: 'Discount must be a whole number from 0 to 50 percent.',
      });
    }
    const wrongStone = await validate('sales', {
      brand: 'Caesarstone',
      catalog_price: 1890,
      discount_amount: 5,
      stone_id: blackPearl.id,
    });
    expect(wrongStone.json()).toMatchObject({ error: 'Stone brand not found.' });
    const bad = await validate('sales', { brand: 'Caesarstone', catalog_price: 'lots', discount_amount: 5 });
    expect(bad.statusCode).toBe(400);
  });

  it('refuses a wrong manager password and records nothing', async () => {
    const response = await validate('sales', {
      brand: 'Caesarstone',
      catalog_price: 1890,
      discount_amount: 15,
      manager_override: true,
      manager_password: 'not-the-password',
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      success: false,
      error: 'Manager password or PIN is incorrect.',
      code: 'FORBIDDEN',
    });
    const missing = await validate('sales', {
      brand: 'Caesarstone',
      catalog_price: 1890,
      discount_amount: 15,
      manager_override: true,
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ error: 'Enter the manager password or PIN.' });
    const rows = await t.database.db.select().from(discountOverrides);
    expect(rows).toEqual([]);
  });

  it('refuses the PIN of an inactive manager and of another showroom’s manager', async () => {
    for (const pin of ['1357', '9999']) {
      const response = await validate('sales', {
        brand: 'Caesarstone',
        catalog_price: 1890,
        discount_amount: 15,
        manager_override: true,
        manager_password: pin,
      });
      expect(response.statusCode).toBe(403);
    }
  });

  it('approves with an active manager’s PIN or password, or the owner’s password, and records who approved', async () => {
    const byPin = await validate('sales', {
      brand: 'Caesarstone',
      catalog_price: 1890,
      discount_amount: 15,
      manager_override: true,
      manager_password: '2468',
    });
    expect(byPin.statusCode).toBe(200);
    const approved = ZValidateDiscountResponse.parse(byPin.json());
    expect(approved).toMatchObject({
      valid: true,
      requires_override: false,
      error: null,
      approved_by: 'Morgan Lee',
      warning: 'Discount approved by Morgan Lee.',
    });
    const [row] = await t.database.db
      .select()
      .from(discountOverrides)
      .where(eq(discountOverrides.id, approved.override_id ?? ''));
    expect(row).toMatchObject({
      showroomId,
      brand: 'Caesarstone',
      catalogPriceCents: 189_000,
      discountPercent: 15,
      approvedByTeamMemberId: managerMemberId,
      method: 'pin',
      reason: 'over_limit',
    });

    const byPassword = await validate('sales', {
      brand: 'Caesarstone',
      catalog_price: 1890,
      discount_amount: 30,
      manager_override: true,
      manager_password: 'Manager-pass-1',
    });
    const passwordRow = ZValidateDiscountResponse.parse(byPassword.json());
    const [second] = await t.database.db
      .select()
      .from(discountOverrides)
      .where(eq(discountOverrides.id, passwordRow.override_id ?? ''));
    expect(second).toMatchObject({ method: 'password', reason: 'over_limit, below_floor' });

    const byOwner = await validate('manager', {
      brand: 'Caesarstone',
      catalog_price: 2100,
      discount_amount: 30,
      manager_override: true,
      manager_password: 'Owner-pass-1',
    });
    const ownerRow = ZValidateDiscountResponse.parse(byOwner.json());
    expect(ownerRow.approved_by).toBe('Owner');
    const [third] = await t.database.db
      .select()
      .from(discountOverrides)
      .where(eq(discountOverrides.id, ownerRow.override_id ?? ''));
    expect(third).toMatchObject({
      approvedByUserId: ownerUserId,
      approvedByTeamMemberId: null,
      method: 'password',
    });
  });

  it('does not let a manager approve their own discount', async () => {
    const response = await validate('manager', {
      brand: 'Caesarstone',
      catalog_price: 2100,
      discount_amount: 30,
      manager_override: true,
      manager_password: '2468',
    });
    expect(response.statusCode).toBe(403);
  });

  it('stops guessing after 5 wrong attempts, even with the right PIN', async () => {
    const attempt = (manager_password: string) =>
      validate('guesser', {
        brand: 'Caesarstone',
        catalog_price: 1890,
        discount_amount: 15,
        manager_override: true,
        manager_password,
      });
    for (let i = 0; i < 5; i++) expect((await attempt(`000${i}`)).statusCode).toBe(403);
    const blocked = await attempt('2468');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.headers['retry-after']).toBeDefined();
  });

  it('never sends a wholesale figure in any answer', async () => {
    const answers = await Promise.all([
      validate('sales', { brand: 'Caesarstone', catalog_price: 1890, discount_amount: 5 }),
      validate('sales', { brand: 'Caesarstone', catalog_price: 2100, discount_amount: 40 }),
      validate('sales', {
        brand: 'Caesarstone',
        catalog_price: 1890,
        discount_amount: 50,
        stone_id: calacatta.id,
      }),
    ]);
    for (const response of answers) {
      expect(Object.keys(response.json()).sort()).toEqual(
        ['approved_by', 'error', 'override_id', 'requires_override', 'success', 'valid', 'warning'].sort(),
      );
      for (const figure of hiddenFigures) expect(numbersIn(response.json())).not.toContain(figure);
    }
  });
});

describe('POST /api/delivery-pricing', () => {
  const cartItems = [
    { brand: 'Caesarstone', quantity: 2 },
    { brand: 'MSI', quantity: 1 },
    { brand: 'MSI', quantity: 2 },
  ];

  it('prices delivery by brand from the platform’s rules without a token', async () => {
    const response = await post('/api/delivery-pricing', null, { cartItems });
    expect(response.statusCode).toBe(200);
    expect(ZDeliveryPricingResponse.parse(response.json())).toEqual({
      success: true,
      deliveryCost: 250,
      breakdown: [
        { brand: 'Caesarstone', slabs: 2, pricing_type: 'per_slab', amount: 100 },
        { brand: 'MSI', slabs: 3, pricing_type: 'flat_rate', amount: 150 },
      ],
    });
  });

  it('uses the showroom’s own rule when its user sends a token', async () => {
    const response = await post('/api/delivery-pricing', 'sales', { cartItems });
    expect(ZDeliveryPricingResponse.parse(response.json()).deliveryCost).toBe(190);
    const other = await post('/api/delivery-pricing', 'otherOwner', { cartItems });
    expect(ZDeliveryPricingResponse.parse(other.json()).deliveryCost).toBe(250);
  });

  it('refuses a quantity outside 1–999', async () => {
    const response = await post('/api/delivery-pricing', null, {
      cartItems: [{ brand: 'MSI', quantity: 0 }],
    });
    expect(response.statusCode).toBe(400);
  });
});

describe('GET /api/showroom/salespersons', () => {
  it('lists the caller’s own team with names, roles and whether they are active', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/showroom/salespersons',
      headers: { authorization: `Bearer ${tokens.sales}` },
    });
    expect(response.statusCode).toBe(200);
    const body = ZSalespersonsResponse.parse(response.json());
    expect(body.salespersons.map((person) => [person.name, person.role, person.is_active])).toEqual([
      ['Former Manager', 'manager', false],
      ['Gus', 'salesperson', true],
      ['Morgan Lee', 'manager', true],
      ['Sam Rivera', 'salesperson', true],
    ]);
    expect(body.salespersons[0]).not.toHaveProperty('email');
  });
});

describe('GET /api/showroom/tax-settings', () => {
  it('gives the platform admin the spec’s defaults', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/showroom/tax-settings',
      headers: { authorization: `Bearer ${tokens.admin}` },
    });
    expect(response.json()).toEqual({ success: true, data: { sales_tax_rate: 9.75, tax_enabled: true } });
  });
});
