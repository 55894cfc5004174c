import type { TSaveCartRequest, TSaveCartResponse } from '@stonetool/contracts/carts';
import { nextReferenceNumber } from '@stonetool/db/reference-number';
import { stoneSnapshot } from '@stonetool/db/schema/catalog';
import { consultations } from '@stonetool/db/schema/customers';
import { quoteItems, quotes } from '@stonetool/db/schema/quotes';
import { priceOrder } from '@stonetool/domain/pricing/order-totals';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../app-context';
import { AppError } from '../../errors/app-error';
import type { Principal } from '../auth/principal';
import { upsertCustomer } from '../customers/upsert-customer';
import { quoteStones } from '../pricing/quote-stones';
import { quoteOfShowroom } from '../quotes/quote-records';

/** What saving and loading a customer's cart answers (spec 01 section 7). */
export const SAVED_CART_MESSAGES = {
  saved: 'Cart saved successfully',
  updated: 'Cart updated successfully',
  notFound: 'Cart not found',
  invalidItems: 'Cart Contains Invalid Items',
  alreadyOrdered: 'This cart has already been ordered. Save it as a new cart.',
} as const;

/**
 * POST /api/material-carts/save. Without quote_id a new cart gets the next quote number
 * ('Q-2026-001042', from the shared sequence, unique on every server); with one, that cart of the
 * caller's showroom is replaced line for line and keeps its number. Rules:
 * - each line is the stone's catalog snapshot, the quantity, notes and the discount percent when
 *   enabled, with the client price per slab as priced now (the special price when a rule applies);
 *   a stone the showroom cannot see refuses the save ('Cart Contains Invalid Items'), a stone
 *   without a price is kept as 'Price on request' and left out of the totals;
 * - the totals are the lines' totals after special prices and discounts, before tax and delivery
 *   (an unchecked discount is not checked here: the order checks it again);
 * - only an open cart can be updated: an ordered one answers 409 and stays as it was ordered;
 * - the client becomes or updates a customer of the showroom (by e-mail, see upsertCustomer), and
 *   the cart is linked to the consultation with the same session id when there is one.
 */
export async function saveCart(
  ctx: AppContext,
  principal: Principal,
  showroomId: string,
  input: TSaveCartRequest,
): Promise<TSaveCartResponse> {
  const now = ctx.clock.now();
  const priced = await quoteStones(
    ctx.db,
    showroomId,
    input.cart_items.map((item) => item.stone.id),
    now,
  );
  const lines = input.cart_items.map((item) => {
    const quote = priced.get(item.stone.id);
    if (!quote) throw new AppError('VALIDATION_FAILED', SAVED_CART_MESSAGES.invalidItems);
    return {
      item,
      quote,
      discountPercent: item.discountEnabled === false ? 0 : (item.discountPercent ?? 0),
    };
  });
  const pricedLines = lines.flatMap((line) =>
    line.quote.price ? [{ ...line, price: line.quote.price }] : [],
  );
  const { totals } = priceOrder(
    pricedLines.map(({ item, quote, price, discountPercent }) => ({
      unitPriceCents: price.clientCents,
      specialUnitPriceCents: quote.specialUnitPriceCents,
      quantity: item.quantity,
      discountPercent,
      wholesaleUnitCostCents: quote.effectiveWholesaleCents ?? price.wholesaleCents,
    })),
    { includeSalesTax: false, taxRatePercent: 0, deliveryMethod: 'will_call', deliveryCents: 0 },
  );
  const { customer_data: client } = input;
  const sessionKey = input.session_id ?? null;

  return ctx.db.transaction(async (tx) => {
    const customer = await upsertCustomer(
      tx,
      showroomId,
      {
        firstName: client.first_name,
        lastName: client.last_name,
        email: client.email,
        phone: client.phone,
        application: client.projectType,
      },
      now,
    );
    const [consultation] = sessionKey
      ? await tx
          .select({ id: consultations.id })
          .from(consultations)
          .where(and(eq(consultations.showroomId, showroomId), eq(consultations.sessionKey, sessionKey)))
      : [];
    const values = {
      customerId: customer.id,
      consultationId: consultation?.id ?? null,
      cartName: input.cart_name,
      subtotalCents: totals.subtotalCents,
      discountCents: totals.specialSavingsCents + totals.discountCents,
      totalPriceCents: totals.totalCents,
      totalSlabs: lines.reduce((sum, line) => sum + line.item.quantity, 0),
      updatedAt: now,
    };

    let quoteId: string;
    let quoteNumber: string;
    if (input.quote_id) {
      const [existing] = await tx
        .select({ id: quotes.id, quoteNumber: quotes.quoteNumber, status: quotes.status })
        .from(quotes)
        .where(quoteOfShowroom(input.quote_id, showroomId, 'material_cart'))
        .for('update');
      if (!existing) throw new AppError('NOT_FOUND', SAVED_CART_MESSAGES.notFound);
      if (existing.status !== 'open') throw new AppError('CONFLICT', SAVED_CART_MESSAGES.alreadyOrdered);
      await tx.update(quotes).set(values).where(eq(quotes.id, existing.id));
      await tx.delete(quoteItems).where(eq(quoteItems.quoteId, existing.id));
      quoteId = existing.id;
      quoteNumber = existing.quoteNumber;
    } else {
      quoteNumber = await nextReferenceNumber(tx, 'Q', now);
      const [created] = await tx
        .insert(quotes)
        .values({
          ...values,
          showroomId,
          kind: 'material_cart',
          quoteNumber,
          createdByUserId: principal.userId,
          createdByTeamMemberId: principal.isTeamMember ? (principal.teamMember?.id ?? null) : null,
          createdAt: now,
        })
        .returning({ id: quotes.id });
      if (!created) throw new Error('quote insert returned no row');
      quoteId = created.id;
    }
    await tx.insert(quoteItems).values(
      lines.map(({ item, quote, discountPercent }, position) => ({
        quoteId,
        showroomId,
        position,
        ...stoneSnapshot(quote.stone),
        quantity: item.quantity,
        unitPriceCents: quote.effectiveUnitPriceCents,
        discountPercent,
        notes: item.notes || null,
        createdAt: now,
      })),
    );
    return {
      success: true as const,
      quote_id: quoteId,
      quote_number: quoteNumber,
      message: input.quote_id ? SAVED_CART_MESSAGES.updated : SAVED_CART_MESSAGES.saved,
    };
  });
}
