import {
  NO_VALID_ITEMS,
  type TMaterialOrderRequest,
  type TMaterialOrderResponse,
} from '@stonetool/contracts/orders';
import type { TShowroomSummary } from '@stonetool/contracts/auth';
import type { Executor } from '@stonetool/db/client';
import { nextReferenceNumber } from '@stonetool/db/reference-number';
import { stoneSnapshot, stones } from '@stonetool/db/schema/catalog';
import { consultations, type CustomerRow } from '@stonetool/db/schema/customers';
import { fabricationLeads } from '@stonetool/db/schema/leads';
import {
  orderItems,
  orderStatusChanges,
  orders,
  specialPricingUses,
  type OrderItemRow,
} from '@stonetool/db/schema/orders';
import { specialPricingRules } from '@stonetool/db/schema/pricing';
import { quotes } from '@stonetool/db/schema/quotes';
import { areaSqft, roundAreaForDisplay } from '@stonetool/domain/estimate/area';
import { leadStonePricing } from '@stonetool/domain/fabrication-leads';
import { dollarsToCents, formatUsd } from '@stonetool/domain/money';
import { and, asc, eq, gte, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { AppContext } from '../../app-context';
import { AppError } from '../../errors/app-error';
import type { Principal } from '../auth/principal';
import { resolveSalesperson, type Salesperson } from '../consultations/resolve-salesperson';
import { upsertCustomer } from '../customers/upsert-customer';
import { priceCart, type CartLineRequest, type PricedCart } from '../pricing/price-cart';
import { loadOrderAnswer, orderAnswer } from './order-answer';
import { enqueueOrderConfirmations } from './order-emails';
import { isUniqueViolation } from '../../errors/unique-violation';
import { queueOrderInvoice } from '../accounting/queue-order-invoice';
import { createOrderPayment } from '../payments/sync-payments';

export const ORDER_MESSAGES = {
  totalChanged: (server: number, client: number) =>
    `The order total is ${formatUsd(server)}, not ${formatUsd(client)} as shown. Prices have changed: please review the cart and submit again.`,
  specialPriceGone: (brand: string, color: string) =>
    `The special price for ${brand} ${color} is no longer available. Please review the cart and submit again.`,
  fixDiscount: (brand: string, color: string) => `Fix discount for ${brand} ${color}`,
  stoneNotFound: 'Stone not found',
  cartNotFound: 'Cart not found',
  deliveryAddress: 'Delivery Address is required',
} as const;

/** The cent a client's rounding may differ by (issue 4: a mismatch beyond one cent is refused). */
const TOTAL_TOLERANCE_CENTS = 1;

type OrderData = TMaterialOrderResponse['data'];

/**
 * POST /api/material-orders. Prices the order again on the server from stone ids, slab counts and
 * discount percents (priceCart: the showroom's pricing, special rules, the caller's discount limit
 * and approved overrides, delivery and tax); every money figure the client sends is ignored except
 * `totalCost`, which must match the server's total within one cent. Then, in one transaction:
 * customer (upsert by showroom + e-mail), order, its supplier payment record, items, first status
 * change, special-pricing uses, consultation outcome, fabrication lead, the saved cart's status
 * 'ordered', the three confirmation mails in the outbox, and the QuickBooks invoice's queue row
 * when the showroom is connected.
 *
 * Idempotency: with an Idempotency-Key, the order row carries it under the unique constraint
 * (showroom_id, idempotency_key). A later submit with the key replays the stored order's answer; a
 * concurrent one loses the insert race (PostgreSQL makes it wait for the first transaction and then
 * raises the unique violation) and replays the winner's answer. A key names one submission: a
 * different body with a used key still gets the first order's answer. If the first submission was
 * refused, nothing was stored and the key is free again.
 *
 * Special pricing: each rule an order uses is counted once per order, by
 * `current_uses = current_uses + 1` guarded by `current_uses < max_uses` (and the table's CHECK).
 * Of concurrent orders racing for a rule's last use, the loser's UPDATE matches no row after the
 * winner commits; the loser is refused with 409 and a message naming the stone, nothing of it is
 * written, and the cart re-priced without the special price can be submitted again.
 */
export async function placeMaterialOrder(
  ctx: AppContext,
  principal: Principal,
  showroomId: string,
  input: TMaterialOrderRequest,
  idempotencyKey: string | undefined,
): Promise<OrderData> {
  if (idempotencyKey) {
    const replay = await findOrderByKey(ctx.db, showroomId, idempotencyKey);
    if (replay) return loadOrderAnswer(ctx.db, replay);
  }
  const now = ctx.clock.now();
  const lines = await requestedLines(ctx.db, input);
  const salesperson = await resolveSalesperson(ctx.db, principal, showroomId, input.salesperson_id);
  try {
    return await ctx.db.transaction((tx) =>
      writeOrder(tx, { ctx, principal, showroomId, input, lines, salesperson, idempotencyKey, now }),
    );
  } catch (error) {
    if (idempotencyKey && isUniqueViolation(error, 'orders_showroom_idempotency_unique')) {
      const winner = await findOrderByKey(ctx.db, showroomId, idempotencyKey);
      if (winner) return loadOrderAnswer(ctx.db, winner);
    }
    throw error;
  }
}

async function findOrderByKey(db: Executor, showroomId: string, key: string): Promise<string | undefined> {
  const [row] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.showroomId, showroomId), eq(orders.idempotencyKey, key)));
  return row?.id;
}

/**
 * The lines to price: the cart's (a disabled discount counts as 0 %), or the single-stone
 * variant's stone, found by id or by its brand, type, colour and, when given, finish, thickness
 * and slab size, with orderDetails.quantity slabs (1 when absent).
 */
async function requestedLines(db: Executor, input: TMaterialOrderRequest): Promise<CartLineRequest[]> {
  if (input.cartItems.length > 0) {
    return input.cartItems.map((item) => ({
      stoneId: item.stone.id,
      quantity: item.quantity,
      discountPercent: item.discountEnabled === false ? 0 : (item.discountPercent ?? 0),
      discountOverrideId: item.discountValidation?.overrideId ?? null,
    }));
  }
  const single = input.stone;
  if (!single) throw new AppError('VALIDATION_FAILED', NO_VALID_ITEMS);
  const same = (column: AnyPgColumn, value: string) => sql`lower(${column}) = lower(${value})`;
  const conditions: SQL[] = single.id
    ? [eq(stones.id, single.id), isNull(stones.retiredAt)]
    : [
        isNull(stones.retiredAt),
        same(stones.brand, single.brand),
        same(stones.type, single.type),
        same(stones.color, single.color),
        ...(single.finish ? [same(stones.finish, single.finish)] : []),
        ...(single.thickness ? [same(stones.thickness, single.thickness)] : []),
        ...(single.slabWidth ? [eq(stones.slabWidthIn, single.slabWidth)] : []),
        ...(single.slabHeight ? [eq(stones.slabHeightIn, single.slabHeight)] : []),
      ];
  const [stone] = await db
    .select({ id: stones.id })
    .from(stones)
    .where(and(...conditions))
    .orderBy(asc(stones.id))
    .limit(1);
  if (!stone) throw new AppError('VALIDATION_FAILED', ORDER_MESSAGES.stoneNotFound);
  return [{ stoneId: stone.id, quantity: input.orderDetails.quantity ?? 1, discountPercent: 0 }];
}

interface WriteOrderInput {
  ctx: AppContext;
  principal: Principal;
  showroomId: string;
  input: TMaterialOrderRequest;
  lines: CartLineRequest[];
  salesperson: Salesperson;
  idempotencyKey: string | undefined;
  now: Date;
}

async function writeOrder(tx: Executor, w: WriteOrderInput): Promise<OrderData> {
  const { ctx, principal, showroomId, input, now } = w;
  const details = input.orderDetails;
  const cart = await priceCart(tx, {
    showroomId,
    principal,
    lines: w.lines,
    now,
    deliveryMethod: details.deliveryMethod,
    ...(includeSalesTaxOf(input) === undefined ? {} : { includeSalesTax: includeSalesTaxOf(input) }),
  });
  const refused = cart.lines.find((line) => !line.discount.valid);
  if (refused) {
    throw new AppError(
      'VALIDATION_FAILED',
      ORDER_MESSAGES.fixDiscount(refused.stone.brand, refused.stone.color),
    );
  }
  const clientTotalCents = dollarsToCents(input.totalCost);
  if (Math.abs(clientTotalCents - cart.totals.totalCents) > TOTAL_TOLERANCE_CENTS) {
    throw new AppError('CONFLICT', ORDER_MESSAGES.totalChanged(cart.totals.totalCents, clientTotalCents));
  }

  const customer = await upsertCustomer(tx, showroomId, input.customerInfo, now);
  const quoteId = await lockSavedCart(tx, showroomId, input.existingQuoteId);
  const consultationId = await recordOutcome(tx, w, customer);
  const needsLead =
    input.orderType === 'material_with_fabrication_lead' ||
    input.needsFabricationLead === true ||
    details.needsFabricationLead === true;
  const address = deliveryAddressOf(input, customer);

  const [order] = await tx
    .insert(orders)
    .values({
      showroomId,
      quoteNumber: await nextReferenceNumber(tx, 'Q', now),
      customerId: customer.id,
      quoteId,
      consultationId,
      placedByUserId: principal.userId,
      placedByTeamMemberId: w.salesperson.id,
      orderType: needsLead ? 'material_with_fabrication_lead' : 'material_only',
      customerFirstName: input.customerInfo.firstName,
      customerLastName: input.customerInfo.lastName,
      customerEmail: input.customerInfo.email,
      customerPhone: input.customerInfo.phone || null,
      customerCompany: input.customerInfo.company || null,
      projectName: details.projectName || null,
      notes: details.notes || null,
      deliveryMethod: details.deliveryMethod,
      ...address,
      deliveryDate: details.deliveryDate ? new Date(details.deliveryDate) : null,
      quantitySqft: roundAreaForDisplay(
        cart.lines.reduce(
          (sum, line) => sum + areaSqft(line.stone.slabWidthIn, line.stone.slabHeightIn, line.quantity),
          0,
        ),
      ),
      totalSlabs: cart.totals.totalSlabs,
      subtotalCents: cart.totals.subtotalCents,
      specialSavingsCents: cart.totals.specialSavingsCents,
      discountCents: cart.totals.discountCents,
      includeSalesTax: cart.tax.includeSalesTax,
      taxRatePercent: cart.tax.ratePercent,
      taxCents: cart.totals.taxCents,
      deliveryCents: cart.totals.deliveryCents,
      deliveryBreakdown: cart.delivery.breakdown,
      totalCents: cart.totals.totalCents,
      wholesaleCostCents: cart.totals.wholesaleCostCents,
      idempotencyKey: w.idempotencyKey ?? null,
      orderDate: now,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  if (!order) throw new Error('order insert returned no row');
  await createOrderPayment(tx, {
    id: order.id,
    showroomId,
    wholesaleCostCents: cart.totals.wholesaleCostCents,
    orderDate: now,
  });

  const items = await writeItems(tx, order.id, showroomId, cart, input);
  await tx.insert(orderStatusChanges).values({
    orderId: order.id,
    showroomId,
    fromStatus: null,
    toStatus: 'pending',
    changedByUserId: principal.userId,
    changedAt: now,
  });
  await countSpecialPricingUses(tx, order.id, showroomId, cart, now);
  if (needsLead) await writeLead(tx, order.id, showroomId, customer, cart);
  if (quoteId)
    await tx.update(quotes).set({ status: 'ordered', updatedAt: now }).where(eq(quotes.id, quoteId));

  const answer = orderAnswer({
    order,
    items,
    showroom: callersShowroom(principal, showroomId),
    placedByName: w.salesperson.id === null ? null : w.salesperson.name,
  });
  await enqueueOrderConfirmations(tx, answer.emailData, ctx.env, now);
  await queueOrderInvoice(tx, showroomId, order.id, now);
  return answer;
}

/** The order form's tax choice: orderDetails, else the top-level flag, else the showroom's setting. */
function includeSalesTaxOf(input: TMaterialOrderRequest): boolean | undefined {
  return input.orderDetails.includeSalesTax ?? input.includeSalesTax;
}

/**
 * Where the slabs go. Will call has no address. For delivery: the customer's address when 'same
 * as customer address' is ticked or no delivery street is given; otherwise the delivery fields,
 * of which street, city, state and zip code are then required.
 */
function deliveryAddressOf(input: TMaterialOrderRequest, customer: CustomerRow) {
  const details = input.orderDetails;
  if (details.deliveryMethod !== 'delivery') return {};
  if (details.sameAsCustomerAddress || !details.deliveryStreetAddress) {
    return {
      deliveryStreetAddress: customer.streetAddress,
      deliveryCity: customer.city,
      deliveryState: customer.state,
      deliveryZipCode: customer.zipCode,
      deliveryCountry: customer.country,
    };
  }
  if (!details.deliveryCity || !details.deliveryState || !details.deliveryZipCode) {
    throw new AppError('VALIDATION_FAILED', ORDER_MESSAGES.deliveryAddress);
  }
  return {
    deliveryStreetAddress: details.deliveryStreetAddress,
    deliveryCity: details.deliveryCity,
    deliveryState: details.deliveryState,
    deliveryZipCode: details.deliveryZipCode,
    deliveryCountry: details.deliveryCountry || customer.country,
  };
}

/** The saved cart the order comes from, locked until the order commits; 404 when not the showroom's. */
async function lockSavedCart(
  tx: Executor,
  showroomId: string,
  quoteId: string | null | undefined,
): Promise<string | null> {
  if (!quoteId) return null;
  const [quote] = await tx
    .select({ id: quotes.id })
    .from(quotes)
    .where(and(eq(quotes.id, quoteId), eq(quotes.showroomId, showroomId)))
    .for('update');
  if (!quote) throw new AppError('NOT_FOUND', ORDER_MESSAGES.cartNotFound);
  return quote.id;
}

/**
 * The consultation's outcome: the session named by consultationId (or sessionData.sessionId) is
 * marked order placed and completed, linked to the customer; when the consultation was never
 * recorded (its saves are fire-and-forget in the web app), it is recorded now.
 */
async function recordOutcome(
  tx: Executor,
  w: WriteOrderInput,
  customer: CustomerRow,
): Promise<string | null> {
  const sessionKey = w.input.consultationId ?? w.input.sessionData?.sessionId ?? null;
  if (!sessionKey) return null;
  const [row] = await tx
    .insert(consultations)
    .values({
      showroomId: w.showroomId,
      sessionKey,
      customerId: customer.id,
      salespersonId: w.salesperson.id,
      startedByUserId: w.principal.userId,
      client: w.input.customerInfo,
      status: 'completed',
      orderPlaced: true,
      sessionStart: w.now,
      sessionEnd: w.now,
      createdAt: w.now,
      updatedAt: w.now,
    })
    .onConflictDoUpdate({
      target: [consultations.showroomId, consultations.sessionKey],
      set: {
        customerId: customer.id,
        status: 'completed',
        orderPlaced: true,
        sessionEnd: w.now,
        updatedAt: w.now,
      },
    })
    .returning({ id: consultations.id });
  return row?.id ?? null;
}

async function writeItems(
  tx: Executor,
  orderId: string,
  showroomId: string,
  cart: PricedCart,
  input: TMaterialOrderRequest,
): Promise<OrderItemRow[]> {
  const rows = await tx
    .insert(orderItems)
    .values(
      cart.lines.map((line, position) => ({
        orderId,
        showroomId,
        position,
        ...stoneSnapshot(line.stone),
        quantitySlabs: line.quantity,
        quantitySqft: roundAreaForDisplay(
          areaSqft(line.stone.slabWidthIn, line.stone.slabHeightIn, line.quantity),
        ),
        unitPriceCents: line.unitPriceCents,
        specialUnitPriceCents: line.specialUnitPriceCents,
        specialPricingRuleId: line.specialPricingRuleId,
        wholesaleUnitCostCents: line.wholesaleUnitCostCents,
        discountPercent: line.discountPercent,
        discountOverrideId: line.discount.overrideId,
        lineSubtotalCents: line.priced.lineSubtotalCents,
        specialSavingsCents: line.priced.specialSavingsCents,
        discountCents: line.priced.discountCents,
        lineTotalCents: line.priced.lineTotalCents,
        notes: input.cartItems[position]?.notes || null,
      })),
    )
    .returning();
  return rows.sort((a, b) => a.position - b.position);
}

/**
 * The showroom an order is placed in is the caller's own: the platform admin, the one principal
 * without a showroom, may not place orders (the route refuses it), and resolveShowroomId keeps
 * everyone else to theirs.
 */
function callersShowroom(principal: Principal, showroomId: string): TShowroomSummary {
  if (principal.showroom?.id !== showroomId)
    throw new Error('an order is placed in the showroom of its caller');
  return principal.showroom;
}

/** One use per rule per order, in rule-id order so two orders never wait on each other's rules. */
async function countSpecialPricingUses(
  tx: Executor,
  orderId: string,
  showroomId: string,
  cart: PricedCart,
  now: Date,
): Promise<void> {
  const ruleIds = [...new Set(cart.lines.flatMap((line) => line.specialPricingRuleId ?? []))].sort();
  for (const ruleId of ruleIds) {
    const [counted] = await tx
      .update(specialPricingRules)
      .set({ currentUses: sql`${specialPricingRules.currentUses} + 1`, updatedAt: now })
      .where(
        and(
          eq(specialPricingRules.id, ruleId),
          eq(specialPricingRules.showroomId, showroomId),
          gte(specialPricingRules.validUntil, now),
          or(
            isNull(specialPricingRules.maxUses),
            lt(specialPricingRules.currentUses, specialPricingRules.maxUses),
          ),
        ),
      )
      .returning({ id: specialPricingRules.id });
    if (!counted) {
      const line = cart.lines.find((candidate) => candidate.specialPricingRuleId === ruleId);
      throw new AppError(
        'CONFLICT',
        ORDER_MESSAGES.specialPriceGone(line?.stone.brand ?? '', line?.stone.color ?? ''),
      );
    }
    await tx.insert(specialPricingUses).values({ ruleId, showroomId, orderId, usedAt: now });
  }
}

/**
 * The fabrication lead of a flagged order: the customer's contact copied from the order, each stone
 * with what the client pays for it (`pricing`, e.g. '$2,900.00 for 2 slabs'), and the order total.
 */
async function writeLead(
  tx: Executor,
  orderId: string,
  showroomId: string,
  customer: CustomerRow,
  cart: PricedCart,
): Promise<void> {
  await tx.insert(fabricationLeads).values({
    showroomId,
    orderId,
    customerId: customer.id,
    customerName: `${customer.firstName} ${customer.lastName}`,
    customerEmail: customer.email ?? '',
    customerPhone: customer.phone,
    stones: cart.lines.map((line) => ({
      brand: line.stone.brand,
      color: line.stone.color,
      type: line.stone.type,
      pricing: leadStonePricing(line.priced.lineTotalCents, line.quantity),
    })),
    orderTotalCents: cart.totals.totalCents,
  });
}
