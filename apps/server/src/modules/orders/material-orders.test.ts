import { ZMaterialOrderResponse, type TMaterialOrderRequest } from '@stonetool/contracts/orders';
import { ZShowroomPaymentsResponse } from '@stonetool/contracts/payments';
import type { StoneRow } from '@stonetool/db/schema/catalog';
import { consultations, customers } from '@stonetool/db/schema/customers';
import { fabricationLeads } from '@stonetool/db/schema/leads';
import { mailOutbox } from '@stonetool/db/schema/mail';
import { orderItems, orderStatusChanges, orders, specialPricingUses } from '@stonetool/db/schema/orders';
import { specialPricingRules } from '@stonetool/db/schema/pricing';
import { quotes } from '@stonetool/db/schema/quotes';
import { createDeliveryPricingRule, createSpecialPricingRule } from '@stonetool/db/seed/pricing';
import { createQuote } from '@stonetool/db/seed/quotes';
import { createStone } from '@stonetool/db/seed/stones';
import { and, eq, like } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { findUserByEmail, loadPrincipal } from '../auth/principal';
import { containsPattern } from '../customers/search-customers';
import { deliverPendingMail } from '../mail/deliver-pending-mail';
import { approveDiscountOverride } from '../pricing/discount/discount-override';
import { ORDER_MAIL_KINDS } from './order-emails';
import { bearer } from '../../testing/api-as';
import { ORDER_CUSTOMER, seedMaterialStones, useMaterialTestApp } from './material-test-setup';

const world = useMaterialTestApp();
let quartz: StoneRow;
let granite: StoneRow;

beforeAll(async () => {
  ({ quartz, granite } = await seedMaterialStones(world.t.database.db));
});

/** Mixed case: the server keeps the customer's e-mail in lower case. */
const customerInfo = { ...ORDER_CUSTOMER, email: 'Ann.Lee@Example.test' };

function line(stone: StoneRow, quantity: number, extra: Record<string, unknown> = {}) {
  return { id: `line-${stone.id}`, stone: { id: stone.id, Brand: stone.brand }, quantity, ...extra };
}

function orderBody(overrides: Partial<TMaterialOrderRequest> & { totalCost: number }) {
  return {
    cartItems: [line(quartz, 2)],
    orderDetails: { deliveryMethod: 'will_call' },
    customerInfo,
    ...overrides,
  };
}

function submit(body: unknown, token = world.logins.tokens.salesA, key?: string) {
  return world.t.app.inject({
    method: 'POST',
    url: '/api/material-orders',
    headers: { ...bearer(token), ...(key ? { 'idempotency-key': key } : {}) },
    payload: body as Record<string, unknown>,
  });
}

describe('POST /api/material-orders', () => {
  it('prices the order on the server and writes order, items, customer, status, consultation and three mails', async () => {
    // 2 × $3,045.00 = $6,090.00; tax 8.25 % = $502.425 → $502.43; will call: no delivery.
    const response = await submit(
      orderBody({
        totalCost: 6592.43,
        subtotal: 1,
        salesTax: 0,
        consultationId: 'session-first-order',
        orderDetails: { deliveryMethod: 'will_call', projectName: 'Kitchen', notes: 'Call first' },
      }),
    );
    expect(response.statusCode).toBe(200);
    const { data } = ZMaterialOrderResponse.parse(response.json());
    expect(data.quoteNumber).toMatch(/^Q-\d{4}-\d{6}$/);
    expect(data.emailData.orderData).toMatchObject({
      subtotal: 6090,
      salesTax: 502.43,
      salesTaxRate: 8.25,
      deliveryCost: 0,
      totalCost: 6592.43,
      totalSlabs: 2,
      placedBy: 'Sam Seller',
      projectName: 'Kitchen',
      deliveryAddress: null,
    });
    expect(data.emailData.orderData.items[0]).toMatchObject({
      unit_price: 3045,
      quantity: 2,
      line_total: 6090,
    });
    expect(data.emailData.customerData).toMatchObject({ firstName: 'Ann', email: 'ann.lee@example.test' });
    expect(data.emailData.showroomData.name).toBe('Showroom A');

    const db = world.t.database.db;
    const [order] = await db.select().from(orders).where(eq(orders.id, data.orderId));
    expect(order).toMatchObject({
      showroomId: world.logins.showroomA,
      placedByTeamMemberId: world.logins.salesAId,
      totalCents: 659_243,
      taxCents: 50_243,
      wholesaleCostCents: 435_000,
      orderType: 'material_only',
    });
    expect(await db.select().from(orderItems).where(eq(orderItems.orderId, data.orderId))).toHaveLength(1);
    expect(
      await db.select().from(orderStatusChanges).where(eq(orderStatusChanges.orderId, data.orderId)),
    ).toEqual([expect.objectContaining({ fromStatus: null, toStatus: 'pending' })]);
    const [customer] = await db.select().from(customers).where(eq(customers.email, 'ann.lee@example.test'));
    expect(customer).toMatchObject({ showroomId: world.logins.showroomA, firstName: 'Ann', city: 'Austin' });
    const [consultation] = await db
      .select()
      .from(consultations)
      .where(eq(consultations.sessionKey, 'session-first-order'));
    expect(consultation).toMatchObject({ orderPlaced: true, status: 'completed', customerId: customer?.id });
    const mails = await db.select().from(mailOutbox);
    const forOrder = mails.filter((mail) => mail.subject.includes(data.quoteNumber));
    expect(forOrder.map((mail) => [mail.kind, mail.toAddresses])).toEqual(
      expect.arrayContaining([
        ['material_order_confirmation', ['ann.lee@example.test']],
        ['material_order_showroom', ['owner-a@example.test']],
        ['material_order_admin', ['admin@stonetool.test']],
      ]),
    );
    expect(forOrder).toHaveLength(3);
  });

  it("owes the order's wholesale cost in the owner's Payments tab as it is placed, without Sync Orders", async () => {
    const response = await submit(orderBody({ totalCost: 6592.43 }));
    expect(response.statusCode, response.body).toBe(200);
    const { data } = ZMaterialOrderResponse.parse(response.json());
    const payments = await world.t.app.inject({
      method: 'GET',
      url: '/api/showroom/payments',
      headers: bearer(world.logins.tokens.ownerA),
    });
    expect(payments.statusCode, payments.body).toBe(200);
    const record = ZShowroomPaymentsResponse.parse(payments.json()).payments.find(
      (payment) => payment.order_id === data.orderId,
    );
    expect(record).toMatchObject({
      order_number: data.quoteNumber,
      wholesale_amount: 4350,
      payment_status: 'unpaid',
    });
  });

  it('refuses a tampered total with a clear message and writes nothing', async () => {
    const before = await world.t.database.db.select().from(orders);
    const response = await submit(
      orderBody({
        cartItems: [line(quartz, 1, { stone: { id: quartz.id, client_price: 1 } })],
        subtotal: 1,
        totalCost: 1.09,
      }),
    );
    expect(response.statusCode).toBe(409);
    expect(response.json<{ error: unknown }>().error).toBe(
      'The order total is $3,296.21, not $1.09 as shown. Prices have changed: please review the cart and submit again.',
    );
    expect(await world.t.database.db.select().from(orders)).toHaveLength(before.length);
  });

  it('accepts a total one cent off and refuses two cents off', async () => {
    expect((await submit(orderBody({ cartItems: [line(quartz, 1)], totalCost: 3296.22 }))).statusCode).toBe(
      200,
    );
    expect((await submit(orderBody({ cartItems: [line(quartz, 1)], totalCost: 3296.23 }))).statusCode).toBe(
      409,
    );
  });

  it('makes one order from 20 concurrent submits with one Idempotency-Key and replays its answer', async () => {
    const key = 'order-key-twenty';
    const body = orderBody({ cartItems: [line(granite, 3)], totalCost: 0 });
    // Granite: $1,000 + 50 % = $1,500 wholesale, + 40 % = $2,100 client; 3 slabs = $6,300 + 8.25 % tax.
    body.totalCost = 6819.75;
    const responses = await Promise.all(
      Array.from({ length: 20 }, () => submit(body, world.logins.tokens.salesA, key)),
    );
    expect(responses.map((response) => response.statusCode)).toEqual(Array(20).fill(200));
    const answers = responses.map((response) => response.json<unknown>());
    expect(new Set(answers.map((answer) => JSON.stringify(answer))).size).toBe(1);
    const stored = await world.t.database.db.select().from(orders).where(eq(orders.idempotencyKey, key));
    expect(stored).toHaveLength(1);
    const mails = await world.t.database.db.select().from(mailOutbox);
    expect(mails.filter((mail) => mail.subject.includes(stored[0]?.quoteNumber ?? '-'))).toHaveLength(3);

    const later = await submit(body, world.logins.tokens.salesA, key);
    expect(later.json()).toEqual(answers[0]);
  });

  it('uses a special-pricing rule with max_uses 1 at most once under concurrent orders', async () => {
    const stone = await createStone(world.t.database.db, {
      brand: 'Silestone',
      color: 'Lyra',
      slabCostCents: 145_000,
    });
    const rule = await createSpecialPricingRule(world.t.database.db, {
      showroomId: world.logins.showroomA,
      brand: 'Silestone',
      specialDiscountPercent: 10,
      maxUses: 1,
    });
    // Special price $3,045.00 − 10 % = $2,740.50; + 8.25 % tax ($226.09) = $2,966.59.
    const body = orderBody({ cartItems: [line(stone, 1)], totalCost: 2966.59 });
    const responses = await Promise.all(
      Array.from({ length: 6 }, (_, index) => submit(body, world.logins.tokens.salesA, `special-${index}`)),
    );
    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([200, 409, 409, 409, 409, 409]);
    const refused = responses.find((response) => response.statusCode === 409);
    expect(refused?.json<{ error: unknown }>().error).toMatch(
      /^The special price for Silestone Lyra is no longer available\.|^The order total is \$3,296\.21, not \$2,966\.59/,
    );
    const [stored] = await world.t.database.db
      .select()
      .from(specialPricingRules)
      .where(eq(specialPricingRules.id, rule.id));
    expect(stored?.currentUses).toBe(1);
    expect(
      await world.t.database.db
        .select()
        .from(specialPricingUses)
        .where(eq(specialPricingUses.ruleId, rule.id)),
    ).toHaveLength(1);
  });

  it('refuses a discount over the salesperson limit without an approved override', async () => {
    const response = await submit(
      orderBody({
        cartItems: [line(quartz, 1, { discountPercent: 20, discountEnabled: true })],
        totalCost: 2637,
      }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json<{ error: unknown }>().error).toBe('Fix discount for Caesarstone Pure White');
  });

  it('accepts a discount a manager approved with their PIN, on one order only', async () => {
    const user = await findUserByEmail(world.t.database.db, 'sales-a@example.test');
    const principal = user && (await loadPrincipal(world.t.database.db, user, 'test-session'));
    if (!principal) throw new Error('no principal for the salesperson');
    const approved = await approveDiscountOverride(world.t.database.db, {
      showroomId: world.logins.showroomA,
      principal,
      secret: '2468',
      brand: 'Caesarstone',
      priceCents: 304_500,
      discountPercent: 20,
      reasons: ['over_limit'],
      now: world.t.clock.now(),
    });
    // $3,045.00 − 20 % = $2,436.00; + 8.25 % tax ($200.97).
    const body = orderBody({
      cartItems: [
        line(quartz, 1, {
          discountPercent: 20,
          discountEnabled: true,
          discountValidation: { valid: true, overrideId: approved.overrideId },
        }),
      ],
      totalCost: 2636.97,
    });
    const response = await submit(body);
    expect(response.statusCode).toBe(200);
    const { data } = ZMaterialOrderResponse.parse(response.json());
    const [item] = await world.t.database.db
      .select()
      .from(orderItems)
      .where(eq(orderItems.orderId, data.orderId));
    expect(item).toMatchObject({
      discountPercent: 20,
      discountCents: 60_900,
      discountOverrideId: approved.overrideId,
    });

    const reused = await submit(body);
    expect(reused.statusCode).toBe(400);
    expect(reused.json<{ error: unknown }>().error).toBe('Fix discount for Caesarstone Pure White');
  });

  it('flags a fabrication lead, charges delivery and marks the saved cart ordered', async () => {
    await createDeliveryPricingRule(world.t.database.db, { brand: 'Graniti', flatRateAmountCents: 15_000 });
    const quote = await createQuote(world.t.database.db, { showroomId: world.logins.showroomA });
    // $2,100 + 8.25 % ($173.25) + $150 delivery.
    const response = await submit(
      orderBody({
        cartItems: [line(granite, 1)],
        orderType: 'material_with_fabrication_lead',
        orderDetails: { deliveryMethod: 'delivery', sameAsCustomerAddress: true },
        existingQuoteId: quote.id,
        totalCost: 2423.25,
      }),
    );
    expect(response.statusCode).toBe(200);
    const { data } = ZMaterialOrderResponse.parse(response.json());
    expect(data.emailData.orderData).toMatchObject({
      deliveryCost: 150,
      needsFabricationLead: true,
      deliveryAddress: { streetAddress: '1 Main St', city: 'Austin' },
      deliveryBreakdown: [{ brand: 'Graniti', slabs: 1, pricing_type: 'flat_rate', amount: 150 }],
    });
    const [lead] = await world.t.database.db
      .select()
      .from(fabricationLeads)
      .where(eq(fabricationLeads.orderId, data.orderId));
    expect(lead).toMatchObject({ customerName: 'Ann Lee', orderTotalCents: 242_325, status: 'new' });
    expect(lead?.stones).toEqual([
      { brand: 'Graniti', color: 'Black Pearl', type: 'Granite', pricing: '$2,100.00 for 1 slab' },
    ]);
    const [ordered] = await world.t.database.db.select().from(quotes).where(eq(quotes.id, quote.id));
    expect(ordered?.status).toBe('ordered');
  });

  it("refuses showroom B's saved cart as the existing quote of showroom A's order", async () => {
    const quoteB = await createQuote(world.t.database.db, { showroomId: world.logins.showroomB });
    const response = await submit(
      orderBody({ cartItems: [line(quartz, 1)], existingQuoteId: quoteB.id, totalCost: 3296.21 }),
    );
    expect(response.statusCode).toBe(404);
    const [untouched] = await world.t.database.db.select().from(quotes).where(eq(quotes.id, quoteB.id));
    expect(untouched?.status).toBe('open');
  });

  it('lists the required fields it misses, in the spec words', async () => {
    const response = await submit({
      ...orderBody({ totalCost: 1 }),
      customerInfo: { ...customerInfo, city: ' ' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ error: unknown }>().error).toBe('City is required');
  });

  it('needs a signed-in showroom user', async () => {
    const body = orderBody({ totalCost: 1 });
    expect(
      (await world.t.app.inject({ method: 'POST', url: '/api/material-orders', payload: body })).statusCode,
    ).toBe(401);
    expect((await submit(orderBody({ totalCost: 1 }), world.logins.tokens.admin)).statusCode).toBe(403);
  });
});

describe('POST /api/send-resend with material_order_confirmation', () => {
  async function placeOrder() {
    return ZMaterialOrderResponse.parse(
      (await submit(orderBody({ cartItems: [line(quartz, 1)], totalCost: 3296.21 }))).json(),
    ).data;
  }

  function reportConfirmation(order: Awaited<ReturnType<typeof placeOrder>>) {
    return world.t.app.inject({
      method: 'POST',
      url: '/api/send-resend',
      headers: bearer(world.logins.tokens.salesA),
      payload: { emailType: 'material_order_confirmation', ...order.emailData },
    });
  }

  it('reports the queued confirmations as pending, then as sent, without sending them again', async () => {
    const order = await placeOrder();
    const before = (await world.t.database.db.select().from(mailOutbox)).length;
    const queued = await reportConfirmation(order);
    expect(queued.statusCode).toBe(200);
    expect(queued.json()).toEqual({
      success: true,
      customerEmailSent: false,
      showroomEmailSent: false,
      adminEmailSent: false,
      adminEmail: 'admin@stonetool.test',
      pending: true,
      error: null,
    });
    expect(await world.t.database.db.select().from(mailOutbox)).toHaveLength(before);

    await deliverPendingMail(world.t.ctx, before);
    expect((await reportConfirmation(order)).json()).toMatchObject({
      customerEmailSent: true,
      showroomEmailSent: true,
      adminEmailSent: true,
      pending: false,
      error: null,
    });
  });

  /** Records a delivery outcome on one of the order's confirmation mails in the outbox. */
  async function markConfirmation(
    order: Awaited<ReturnType<typeof placeOrder>>,
    kind: string,
    outcome: Partial<typeof mailOutbox.$inferInsert>,
  ) {
    await world.t.database.db
      .update(mailOutbox)
      .set(outcome)
      .where(and(eq(mailOutbox.kind, kind), like(mailOutbox.subject, containsPattern(order.quoteNumber))));
  }

  it("answers 'Email confirmation failed' as soon as a confirmation's delivery attempt failed", async () => {
    const order = await placeOrder();
    await markConfirmation(order, ORDER_MAIL_KINDS.customer, {
      attempts: 1,
      lastError: 'connect ECONNREFUSED 127.0.0.1:25',
    });
    expect((await reportConfirmation(order)).json()).toMatchObject({
      customerEmailSent: false,
      pending: true,
      error: 'Email confirmation failed',
    });
  });

  it("answers 'Email confirmation failed' for a confirmation the worker gave up on", async () => {
    const order = await placeOrder();
    await markConfirmation(order, ORDER_MAIL_KINDS.admin, {
      status: 'failed',
      attempts: 8,
      lastError: 'mailbox unavailable',
    });
    expect((await reportConfirmation(order)).json()).toMatchObject({
      adminEmailSent: false,
      error: 'Email confirmation failed',
    });
  });

  it("does not report another showroom's order", async () => {
    const order = await world.t.database.db.select({ quoteNumber: orders.quoteNumber }).from(orders).limit(1);
    const response = await world.t.app.inject({
      method: 'POST',
      url: '/api/send-resend',
      headers: bearer(world.logins.tokens.ownerB),
      payload: {
        emailType: 'material_order_confirmation',
        orderData: { quoteNumber: order[0]?.quoteNumber },
      },
    });
    expect(response.statusCode).toBe(404);
  });

  it('needs a bearer token', async () => {
    const response = await world.t.app.inject({
      method: 'POST',
      url: '/api/send-resend',
      payload: { emailType: 'material_order_confirmation', orderData: { quoteNumber: 'Q-2026-000001' } },
    });
    expect(response.statusCode).toBe(401);
  });
});
