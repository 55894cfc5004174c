import type { StoneRow } from '@stonetool/db/schema/catalog';
import { createWholesalePricing } from '@stonetool/db/seed/pricing';
import { createStone } from '@stonetool/db/seed/stones';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findUserByEmail, loadPrincipal, type Principal } from '../auth/principal';
import { hashPassword } from '../auth/passwords';
import { seedShowroomWithOwner, seedTeamMember } from '../../testing/fixtures';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { approveDiscountOverride } from './discount/discount-override';
import { priceCart, type PriceCartInput } from './price-cart';
import { seedPricedCatalog } from './pricing-test-setup';

let t: TestApp;
let showroomId: string;
let otherShowroomId: string;
let sales: Principal;
let calacatta: StoneRow;
let blackPearl: StoneRow;
let foreignBrand: StoneRow;
let unpriced: StoneRow;
const now = new Date('2026-03-01T12:00:00Z');

async function principalFor(email: string): Promise<Principal> {
  const user = await findUserByEmail(t.ctx.db, email);
  if (!user) throw new Error(`no user ${email}`);
  const principal = await loadPrincipal(t.ctx.db, user, 'test-session');
  if (!principal) throw new Error(`no principal for ${email}`);
  return principal;
}

/** Prices a cart of the showroom for its salesperson, at `now` unless the input says when. */
function priceAsSales(input: Omit<PriceCartInput, 'showroomId' | 'principal' | 'now'> & { now?: Date }) {
  return priceCart(t.ctx.db, { showroomId, principal: sales, now, ...input });
}

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  ({ showroomId } = await seedShowroomWithOwner(db, {
    email: 'owner@example.test',
    password: 'Owner-pass-1',
    salesTaxRatePercent: 8.25,
  }));
  ({ showroomId: otherShowroomId } = await seedShowroomWithOwner(db, {
    email: 'other@example.test',
    password: 'Other-pass-1',
  }));
  await seedTeamMember(db, { showroomId, email: 'sales@example.test', password: 'Sales-pass-1' });
  await seedTeamMember(db, {
    showroomId,
    email: 'manager@example.test',
    password: 'Manager-pass-1',
    role: 'manager',
    pinHash: await hashPassword('2468'),
    maxDiscountPercent: 25,
  });
  ({ calacatta, blackPearl } = await seedPricedCatalog(db, {
    showroomId,
    otherShowroomId,
    validUntil: new Date('2026-03-31T00:00:00Z'),
  }));
  foreignBrand = await createStone(db, { brand: 'Hidden Brand', color: 'Secret White' });
  unpriced = await createStone(db, { brand: 'MSI', color: 'Unpriced', slabCostCents: null, msrpCents: null });
  await createWholesalePricing(db, { showroomId, brand: 'Hidden Brand', isActive: false });
  sales = await principalFor('sales@example.test');
});

afterAll(async () => {
  await t.close();
});

describe('priceCart', () => {
  it('prices every line from the showroom’s rows, special rules, delivery and tax', async () => {
    const cart = await priceAsSales({
      deliveryMethod: 'delivery',
      lines: [
        { stoneId: calacatta.id, quantity: 2, discountPercent: 5 },
        { stoneId: blackPearl.id, quantity: 3, discountPercent: 0 },
      ],
    });
    const [first, second] = cart.lines;
    // Caesarstone: wholesale 1,000 × 1.4 = 1,400; client × 1.5 = 2,100; 10 % special = 1,890.
    expect(first).toMatchObject({
      quantity: 2,
      unitPriceCents: 210_000,
      specialUnitPriceCents: 189_000,
      specialDiscountPercent: 10,
      wholesaleUnitCostCents: 126_000,
      floorUnitCents: 151_200,
      discount: { valid: true, requiresOverride: false, overrideId: null },
      priced: {
        lineSubtotalCents: 420_000,
        specialSavingsCents: 42_000,
        discountCents: 18_900,
        lineTotalCents: 359_100,
      },
    });
    expect(first?.specialPricingRuleId).toEqual(expect.any(String));
    // MSI has no rows: defaults, cost + 50 % then + 40 %; the other showroom's 30 % rule does not apply.
    expect(second).toMatchObject({
      unitPriceCents: 105_000,
      specialUnitPriceCents: null,
      specialPricingRuleId: null,
      wholesaleUnitCostCents: 75_000,
    });
    expect(cart.delivery).toEqual({
      totalCents: 19_000,
      breakdown: [
        { brand: 'Caesarstone', slabs: 2, pricingType: 'per_slab', amountCents: 10_000 },
        { brand: 'MSI', slabs: 3, pricingType: 'flat_rate', amountCents: 9_000 },
      ],
    });
    expect(cart.tax).toEqual({ ratePercent: 8.25, enabled: true, includeSalesTax: true });
    expect(cart.totals).toEqual({
      totalSlabs: 5,
      subtotalCents: 735_000,
      specialSavingsCents: 42_000,
      discountCents: 18_900,
      taxableCents: 674_100,
      taxCents: 55_613,
      deliveryCents: 19_000,
      totalCents: 748_713,
      wholesaleCostCents: 477_000,
    });
    expect(cart.allDiscountsValid).toBe(true);
  });

  it('charges no delivery for will call', async () => {
    const cart = await priceAsSales({
      deliveryMethod: 'will_call',
      includeSalesTax: false,
      lines: [{ stoneId: blackPearl.id, quantity: 1, discountPercent: 0 }],
    });
    expect(cart.totals).toMatchObject({ deliveryCents: 0, taxCents: 0, totalCents: 105_000 });
    expect(cart.delivery.totalCents).toBe(9_000);
  });

  it('marks a discount needing a manager invalid until an approved override is given', async () => {
    const line = { stoneId: calacatta.id, quantity: 1, discountPercent: 15 };
    const unapproved = await priceAsSales({
      deliveryMethod: 'will_call',
      lines: [line],
    });
    expect(unapproved.allDiscountsValid).toBe(false);
    expect(unapproved.lines[0]?.discount).toMatchObject({ valid: false, requiresOverride: true });

    const approval = await approveDiscountOverride(t.ctx.db, {
      showroomId,
      principal: sales,
      secret: '2468',
      brand: 'Caesarstone',
      priceCents: 189_000,
      discountPercent: 15,
      reasons: ['over_limit'],
      now,
    });
    const approved = await priceAsSales({
      deliveryMethod: 'will_call',
      lines: [{ ...line, discountOverrideId: approval.overrideId }],
    });
    expect(approved.allDiscountsValid).toBe(true);
    expect(approved.lines[0]?.discount).toMatchObject({ valid: true, overrideId: approval.overrideId });

    const otherPercent = await priceAsSales({
      deliveryMethod: 'will_call',
      lines: [{ ...line, discountPercent: 20, discountOverrideId: approval.overrideId }],
    });
    expect(otherPercent.allDiscountsValid).toBe(false);

    const nextDay = await priceAsSales({
      now: new Date(now.getTime() + 25 * 60 * 60 * 1000),
      deliveryMethod: 'will_call',
      lines: [{ ...line, discountOverrideId: approval.overrideId }],
    });
    expect(nextDay.allDiscountsValid).toBe(false);
  });

  it('refuses an empty cart, a stone hidden from the showroom, an unknown id and a stone without price', async () => {
    const base = { deliveryMethod: 'delivery' as const };
    await expect(priceAsSales({ ...base, lines: [] })).rejects.toThrow('No valid items in cart to process.');
    for (const stoneId of [foreignBrand.id, 'not-a-uuid', '00000000-0000-0000-0000-000000000000']) {
      await expect(
        priceAsSales({ ...base, lines: [{ stoneId, quantity: 1, discountPercent: 0 }] }),
      ).rejects.toThrow('A stone in the cart is no longer in the catalog.');
    }
    await expect(
      priceAsSales({ ...base, lines: [{ stoneId: unpriced.id, quantity: 1, discountPercent: 0 }] }),
    ).rejects.toThrow('MSI Unpriced has no price and cannot be ordered.');
  });
});
