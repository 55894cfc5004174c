import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../src/client';
import { nextReferenceNumber } from '../src/reference-number';
import { specialPricingRules } from '../src/schema/pricing';
import { createCustomer } from '../src/seed/customers';
import { percentOfCents } from '@stonetool/domain/money';
import { createOrder, priceOrder } from '../src/seed/orders';
import { createSupplierPayment } from '../src/seed/payments';
import { createSpecialPricingRule } from '../src/seed/pricing';
import { createShowroom } from '../src/seed/showrooms';
import { createStone } from '../src/seed/stones';
import { createTeamMember } from '../src/seed/team-members';
import { createOwner, createUser } from '../src/seed/users';
import { createTestDatabase } from '../src/testing';

describe('order pricing', () => {
  it('prices special price, discount, tax and delivery so the total is the sum of its parts', () => {
    const stone = {
      id: 'stone',
      brand: 'Caesarstone',
      type: 'Quartz',
      color: 'Pure White',
      thickness: '3cm',
      finish: 'Polished',
      slabWidthIn: 126,
      slabHeightIn: 63,
    };
    const { lines, totals } = priceOrder(
      [
        {
          stone,
          quantitySlabs: 2,
          unitPriceCents: 100_000,
          wholesaleUnitCostCents: 60_000,
          specialUnitPriceCents: 90_000,
          discountPercent: 5,
        },
      ],
      { taxRatePercent: 9.75, includeSalesTax: true, deliveryCents: 17_500 },
    );
    expect(lines[0]).toMatchObject({
      quantitySqft: 110.25,
      lineSubtotalCents: 200_000,
      specialSavingsCents: 20_000,
      discountCents: 9_000,
      lineTotalCents: 171_000,
    });
    expect(totals).toEqual({
      quantitySqft: 110.25,
      totalSlabs: 2,
      subtotalCents: 200_000,
      specialSavingsCents: 20_000,
      discountCents: 9_000,
      taxCents: 16_673,
      deliveryCents: 17_500,
      totalCents: 171_000 + 16_673 + 17_500,
      wholesaleCostCents: 120_000,
    });
  });
});

describe('seed factories', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await createTestDatabase();
  });
  afterAll(async () => {
    await handle?.close();
  });

  it('store e-mail addresses lower-case and let a designer have none', async () => {
    const showroom = await createShowroom(handle.db);
    const owner = await createOwner(handle.db, {
      email: 'Owner.Mixed@Example.TEST',
      passwordHash: 'hash',
      showroomId: showroom.id,
    });
    expect(owner.email).toBe('owner.mixed@example.test');
    const member = await createTeamMember(handle.db, {
      showroomId: showroom.id,
      email: 'Sales.Person@Example.test',
    });
    expect(member.email).toBe('sales.person@example.test');
    const designer = await createTeamMember(handle.db, {
      showroomId: showroom.id,
      role: 'designer',
      email: null,
    });
    expect(designer.email).toBeNull();
  });

  it('link a team member login to its member row and showroom through relations', async () => {
    const showroom = await createShowroom(handle.db);
    const user = await createUser(handle.db, { passwordHash: 'hash', showroomId: showroom.id });
    const member = await createTeamMember(handle.db, {
      showroomId: showroom.id,
      userId: user.id,
      role: 'manager',
    });
    const loaded = await handle.db.query.users.findFirst({
      where: (users, { eq: equals }) => equals(users.id, user.id),
      with: { teamMember: true, showroom: true },
    });
    expect(loaded?.teamMember?.id).toBe(member.id);
    expect(loaded?.showroom?.name).toBe(showroom.name);
  });

  it('hand out unique, readable reference numbers', async () => {
    const at = new Date('2026-03-01T12:00:00Z');
    const first = await nextReferenceNumber(handle.db, 'Q', at);
    const second = await nextReferenceNumber(handle.db, 'Q', at);
    expect(first).toMatch(/^Q-2026-\d{6}$/);
    expect(second).not.toBe(first);
  });

  it('write an order whose items, payment and totals agree, readable through relations', async () => {
    const showroom = await createShowroom(handle.db);
    const customer = await createCustomer(handle.db, { showroomId: showroom.id });
    const stone = await createStone(handle.db);
    const { order, items } = await handle.db.transaction((tx) =>
      createOrder(tx, {
        showroomId: showroom.id,
        customer,
        lines: [{ stone, quantitySlabs: 3, unitPriceCents: 250_000, wholesaleUnitCostCents: 180_000 }],
        deliveryCents: 12_000,
      }),
    );
    expect(items).toHaveLength(1);
    expect(order.totalCents).toBe(750_000 + percentOfCents(750_000, 9.75) + 12_000);
    expect(order.customerEmail).toBe(customer.email);
    await createSupplierPayment(handle.db, order);
    const loaded = await handle.db.query.orders.findFirst({
      where: (orders, { eq: equals }) => equals(orders.id, order.id),
      with: { items: true, supplierPayment: true, customer: true },
    });
    expect(loaded?.items.map((item) => item.lineTotalCents)).toEqual([750_000]);
    expect(loaded?.supplierPayment?.wholesaleAmountCents).toBe(540_000);
    expect(loaded?.supplierPayment?.paymentStatus).toBe('unpaid');
    expect(loaded?.customer?.id).toBe(customer.id);
  });

  it('never let a special pricing rule be used more often than max_uses', async () => {
    const showroom = await createShowroom(handle.db);
    const rule = await createSpecialPricingRule(handle.db, {
      showroomId: showroom.id,
      brand: 'Cambria',
      maxUses: 1,
    });
    const useOnce = () =>
      handle.db
        .update(specialPricingRules)
        .set({ currentUses: sql`${specialPricingRules.currentUses} + 1` })
        .where(eq(specialPricingRules.id, rule.id));
    await useOnce();
    await expect(useOnce()).rejects.toThrow();
    const [after] = await handle.db
      .select()
      .from(specialPricingRules)
      .where(eq(specialPricingRules.id, rule.id));
    expect(after?.currentUses).toBe(1);
  });
});
