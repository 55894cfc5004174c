import { count, countDistinct, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../src/client';
import { users } from '../src/schema/auth';
import { stoneImages, stones } from '../src/schema/catalog';
import { consultations, customers } from '../src/schema/customers';
import { fabricationLeads } from '../src/schema/leads';
import { orderItems, orderStatusChanges, orders, specialPricingUses } from '../src/schema/orders';
import { supplierPayments } from '../src/schema/payments';
import { deliveryPricingRules, specialPricingRules } from '../src/schema/pricing';
import { quotes } from '../src/schema/quotes';
import { showrooms } from '../src/schema/showrooms';
import { teamMembers } from '../src/schema/team';
import { seedDemoData, type SeedDemoResult } from '../src/seed/demo';
import { createTestDatabase } from '../src/testing';

/** Marks a hash so the test can tell which plain text it came from, without real hashing cost. */
const fakeHash = async (plain: string) => `test-hash:${plain}`;
const now = new Date('2026-11-20T15:00:00Z');

describe('demo data', () => {
  let handle: DatabaseHandle;
  let result: SeedDemoResult;
  const stored = new Map<string, { bytes: Uint8Array; contentType: string }>();

  beforeAll(async () => {
    handle = await createTestDatabase();
    result = await seedDemoData(handle.db, {
      hashPassword: fakeHash,
      putObject: async (key, bytes, contentType) => {
        stored.set(key, { bytes, contentType });
      },
      now,
    });
  });
  afterAll(async () => {
    await handle?.close();
  });

  it('gives exactly the demo logins of issue 2, with hashed passwords', async () => {
    expect(result.seeded).toBe(true);
    expect(result.logins.map(({ email, password }) => [email, password])).toEqual([
      ['admin@stonetool.test', 'Admin-demo-2026'],
      ['owner@stonetool.test', 'Owner-demo-2026'],
      ['sales@stonetool.test', 'Sales-demo-2026'],
      ['manager@stonetool.test', 'Manager-demo-2026'],
      ['fabricator@stonetool.test', 'Fabricator-demo-2026'],
    ]);
    for (const login of result.logins) {
      const [user] = await handle.db.select().from(users).where(eq(users.email, login.email));
      expect(user?.passwordHash).toBe(`test-hash:${login.password}`);
    }
    const [admin] = await handle.db.select().from(users).where(eq(users.email, 'admin@stonetool.test'));
    expect(admin).toMatchObject({ isPlatformAdmin: true, showroomId: null });
  });

  it('creates the showroom with its owner, team and the spec tax defaults, and the fabricator', async () => {
    const [gallery] = await handle.db
      .select()
      .from(showrooms)
      .where(eq(showrooms.name, 'Demo Stone Gallery'));
    expect(gallery).toMatchObject({
      showroomType: 'tile_stone',
      salesTaxEnabled: true,
      salesTaxRatePercent: 9.75,
    });
    const [fabricator] = await handle.db
      .select()
      .from(showrooms)
      .where(eq(showrooms.name, 'Demo Fabrication Co.'));
    expect(fabricator).toMatchObject({ showroomType: 'fabricator', expertModeEnabled: true });
    const [owner] = await handle.db.select().from(users).where(eq(users.email, 'owner@stonetool.test'));
    expect(owner?.showroomId).toBe(gallery?.id);
    const [fabricatorOwner] = await handle.db
      .select()
      .from(users)
      .where(eq(users.email, 'fabricator@stonetool.test'));
    expect(fabricatorOwner?.showroomId).toBe(fabricator?.id);

    const team = await handle.db
      .select()
      .from(teamMembers)
      .where(eq(teamMembers.showroomId, gallery?.id ?? ''));
    const byRole = Object.fromEntries(team.map((member) => [member.role, member]));
    expect(byRole.salesperson).toMatchObject({
      email: 'sales@stonetool.test',
      canSeeWholesaleCosts: false,
      canSeeShowroomCosts: false,
      maxDiscountPercent: 10,
    });
    expect(byRole.manager).toMatchObject({
      email: 'manager@stonetool.test',
      canSeeWholesaleCosts: false,
      canSeeShowroomCosts: true,
      maxDiscountPercent: 25,
      pinHash: 'test-hash:2468',
    });
    expect(byRole.designer?.userId).toBeNull();
  });

  it('fills a catalog of at least 150 stones across at least 10 brands and all five types', async () => {
    const [totals] = await handle.db
      .select({ stones: count(), brands: countDistinct(stones.brand) })
      .from(stones);
    expect(totals?.stones).toBeGreaterThanOrEqual(150);
    expect(totals?.brands).toBeGreaterThanOrEqual(10);
    const types = await handle.db.selectDistinct({ type: stones.type }).from(stones);
    expect(types.map((row) => row.type).sort()).toEqual([
      'Granite',
      'Marble',
      'Porcelain',
      'Quartz',
      'Quartzite',
    ]);
    const variants = await handle.db
      .selectDistinct({ thickness: stones.thickness, finish: stones.finish })
      .from(stones);
    expect(new Set(variants.map((row) => row.thickness))).toEqual(new Set(['2cm', '3cm']));
    expect(new Set(variants.map((row) => row.finish))).toEqual(new Set(['Polished', 'Honed', 'Leathered']));
    const [unpriced] = await handle.db
      .select({ value: count() })
      .from(stones)
      .where(sql`${stones.slabCostCents} is null`);
    const [unavailable] = await handle.db
      .select({ value: count() })
      .from(stones)
      .where(eq(stones.isAvailable, false));
    expect(unpriced?.value).toBeGreaterThan(0);
    expect(unavailable?.value).toBeGreaterThan(0);
  });

  it('stores a real WebP picture for every stone under brand plus colour without spaces', async () => {
    const rows = await handle.db
      .select({ brand: stones.brand, color: stones.color, key: stoneImages.storageKey })
      .from(stones)
      .leftJoin(stoneImages, eq(stoneImages.stoneId, stones.id));
    for (const row of rows) {
      expect(row.key).toBe(`stone-images/${(row.brand + row.color).replace(/\s/g, '')}.webp`);
      const file = stored.get(row.key ?? '');
      expect(file?.contentType).toBe('image/webp');
      expect(
        Buffer.from(file?.bytes ?? [])
          .subarray(8, 12)
          .toString('latin1'),
      ).toBe('WEBP');
    }
    expect(stored.get('stone-images/CaesarstoneCalacattaNuvo.webp')).toBeDefined();
  });

  it('has delivery rules of all four types and promotions that are active, expired and used up', async () => {
    const types = await handle.db
      .selectDistinct({ type: deliveryPricingRules.pricingType })
      .from(deliveryPricingRules);
    expect(types.map((row) => row.type).sort()).toEqual(['flat_rate', 'free', 'per_slab', 'tiered']);
    const rules = await handle.db.select().from(specialPricingRules);
    expect(rules.some((rule) => rule.validUntil < now)).toBe(true);
    expect(
      rules.some(
        (rule) => rule.validUntil > now && rule.maxUses !== null && rule.currentUses >= rule.maxUses,
      ),
    ).toBe(true);
    expect(
      rules.some(
        (rule) => rule.validUntil > now && (rule.maxUses === null || rule.currentUses < rule.maxUses),
      ),
    ).toBe(true);
    for (const rule of rules) {
      const [uses] = await handle.db
        .select({ value: count() })
        .from(specialPricingUses)
        .where(eq(specialPricingUses.ruleId, rule.id));
      expect(rule.currentUses).toBe(uses?.value);
      expect(rule.currentUses).toBeGreaterThan(0);
    }
  });

  it('records a year of activity: customers, consultations, carts, orders in every status', async () => {
    const [customerCount] = await handle.db.select({ value: count() }).from(customers);
    const [consultationCount] = await handle.db.select({ value: count() }).from(consultations);
    const [cartCount] = await handle.db
      .select({ value: count() })
      .from(quotes)
      .where(eq(quotes.kind, 'material_cart'));
    const [expertCount] = await handle.db
      .select({ value: count() })
      .from(quotes)
      .where(eq(quotes.kind, 'expert_quote'));
    expect(customerCount?.value).toBeGreaterThanOrEqual(60);
    expect(consultationCount?.value).toBe(200);
    expect(cartCount?.value).toBe(120);
    expect(expertCount?.value).toBeGreaterThanOrEqual(3);
    const statuses = await handle.db.selectDistinct({ status: orders.status }).from(orders);
    expect(statuses.map((row) => row.status).sort()).toEqual([
      'cancelled',
      'completed',
      'delivered',
      'pending',
      'processing',
    ]);
    const orderList = await handle.db.select().from(orders);
    expect(orderList).toHaveLength(60);
    const yearAgo = new Date(now.getTime() - 366 * 24 * 60 * 60 * 1000);
    for (const order of orderList) {
      expect(order.orderDate.getTime()).toBeGreaterThan(yearAgo.getTime());
      expect(order.orderDate.getTime()).toBeLessThanOrEqual(now.getTime());
    }
    const paymentStatuses = await handle.db
      .selectDistinct({ status: supplierPayments.paymentStatus })
      .from(supplierPayments);
    expect(paymentStatuses.length).toBeGreaterThanOrEqual(4);
    const [leads] = await handle.db.select({ value: count() }).from(fabricationLeads);
    expect(leads?.value).toBeGreaterThan(0);
  });

  it('owes for each order its wholesale cost, the newest orders too (each is placed with its payment)', async () => {
    const orderList = await handle.db.select().from(orders);
    const payments = await handle.db.select().from(supplierPayments);
    const byOrder = new Map(payments.map((payment) => [payment.orderId, payment]));
    for (const payment of payments) {
      const order = orderList.find((candidate) => candidate.id === payment.orderId);
      expect(payment.wholesaleAmountCents).toBe(order?.wholesaleCostCents);
      expect(payment.showroomId).toBe(order?.showroomId);
      if (payment.paymentStatus === 'paid') expect(payment.paymentDate).not.toBeNull();
    }
    expect(orderList.filter((order) => !byOrder.has(order.id))).toEqual([]);
  });

  it('keeps every order total equal to the sum of its items plus tax and delivery, in cents', async () => {
    const orderList = await handle.db.select().from(orders);
    const items = await handle.db.select().from(orderItems);
    for (const order of orderList) {
      const own = items.filter((item) => item.orderId === order.id);
      expect(own.length).toBeGreaterThan(0);
      const itemsTotal = own.reduce((sum, item) => sum + item.lineTotalCents, 0);
      expect(order.subtotalCents - order.specialSavingsCents - order.discountCents).toBe(itemsTotal);
      expect(order.totalCents).toBe(itemsTotal + order.taxCents + order.deliveryCents);
      if (order.deliveryMethod === 'will_call') expect(order.deliveryCents).toBe(0);
      if (!order.includeSalesTax) expect(order.taxCents).toBe(0);
    }
  });

  it('gives every order a status history that starts pending and ends at its status', async () => {
    const orderList = await handle.db.select().from(orders);
    const changes = await handle.db.select().from(orderStatusChanges).orderBy(orderStatusChanges.changedAt);
    for (const order of orderList) {
      const own = changes.filter((change) => change.orderId === order.id);
      expect(own[0]).toMatchObject({ fromStatus: null, toStatus: 'pending' });
      expect(own.at(-1)?.toStatus).toBe(order.status);
    }
  });

  it('does nothing the second time', async () => {
    const [before] = await handle.db.select({ value: count() }).from(stones);
    const again = await seedDemoData(handle.db, { hashPassword: fakeHash, putObject: async () => {}, now });
    expect(again.seeded).toBe(false);
    expect(again.logins).toHaveLength(5);
    const [after] = await handle.db.select({ value: count() }).from(stones);
    expect(after?.value).toBe(before?.value);
  });

  it('refuses to run in production', async () => {
    const previous = process.env.NODE_ENV;
    process.env.NODE_ENV = 'production';
    try {
      await expect(
        seedDemoData(handle.db, { hashPassword: fakeHash, putObject: async () => {}, now }),
      ).rejects.toThrow('production');
    } finally {
      process.env.NODE_ENV = previous;
    }
  });
});
