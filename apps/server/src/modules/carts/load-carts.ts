import type { TSavedCartDetail, TSavedCartEntry, TSavedCartItem } from '@stonetool/contracts/carts';
import type { TStone } from '@stonetool/contracts/stones';
import { consultations, customers } from '@stonetool/db/schema/customers';
import { quoteItems, quotes, type QuoteItemRow } from '@stonetool/db/schema/quotes';
import { centsToDollars } from '@stonetool/domain/money';
import { and, asc, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { AppContext } from '../../app-context';
import { AppError } from '../../errors/app-error';
import type { Principal } from '../auth/principal';
import { listStones } from '../catalog/stones/list-stones';
import { ownRecordsMemberId, quoteVisibleTo } from '../customers/own-records';
import { publicObjectUrl, stoneImageName } from '../catalog/stones/stone-image-url';
import { quoteOfShowroom } from '../quotes/quote-records';
import { SAVED_CART_MESSAGES } from './save-cart';

/**
 * GET /api/material-carts/load without cart_id: the showroom's saved Material carts, most recently
 * changed first, `limit` (at most 20) from `offset`, optionally only the client with that e-mail;
 * with `memberId`, that team member's own carts alone (own-records.ts).
 */
export async function listSavedCarts(
  ctx: AppContext,
  showroomId: string,
  options: {
    limit: number;
    offset: number;
    customerEmail?: string | undefined;
    memberId: string | undefined;
  },
): Promise<{ data: TSavedCartEntry[]; total: number }> {
  const conditions: SQL[] = [eq(quotes.showroomId, showroomId), eq(quotes.kind, 'material_cart')];
  if (options.customerEmail) conditions.push(eq(customers.email, options.customerEmail));
  const own = quoteVisibleTo(options.memberId);
  if (own) conditions.push(own);
  const where = and(...conditions);
  const itemsCount = ctx.db
    .select({ value: count() })
    .from(quoteItems)
    .where(eq(quoteItems.quoteId, quotes.id));
  const [rows, [total]] = await Promise.all([
    ctx.db
      .select({ quote: quotes, customer: customers, itemsCount: sql<number>`(${itemsCount})` })
      .from(quotes)
      .leftJoin(customers, eq(customers.id, quotes.customerId))
      .where(where)
      .orderBy(desc(quotes.updatedAt), desc(quotes.id))
      .limit(options.limit)
      .offset(options.offset),
    ctx.db
      .select({ value: count() })
      .from(quotes)
      .leftJoin(customers, eq(customers.id, quotes.customerId))
      .where(where),
  ]);
  return {
    total: total?.value ?? 0,
    data: rows.map(({ quote, customer, itemsCount: items }) => ({
      id: quote.id,
      cart_name: quote.cartName,
      quote_number: quote.quoteNumber,
      status: quote.status,
      customer_name: customer ? `${customer.firstName} ${customer.lastName}` : null,
      customer_email: customer?.email ?? null,
      items_count: Number(items),
      total_price: centsToDollars(quote.totalPriceCents),
      total_slabs: quote.totalSlabs,
      updated_at: quote.updatedAt.toISOString(),
    })),
  };
}

/**
 * GET /api/material-carts/load?cart_id: one saved cart of the showroom with its lines as the web
 * cart holds them. Each line's `stone` is the stone exactly as GET /api/stones gives it to this
 * caller now (today's price and the caller's cost visibility), so a loaded cart is priced like a
 * new one; a stone that left the showroom's catalog comes back as its saved snapshot without a
 * price and `available` false, for the 'Cart Contains Invalid Items' banner.
 */
export async function loadSavedCart(
  ctx: AppContext,
  principal: Principal,
  showroomId: string,
  cartId: string,
): Promise<TSavedCartDetail> {
  const [row] = await ctx.db
    .select({ quote: quotes, customer: customers, sessionKey: consultations.sessionKey })
    .from(quotes)
    .leftJoin(customers, eq(customers.id, quotes.customerId))
    .leftJoin(consultations, eq(consultations.id, quotes.consultationId))
    .where(
      and(
        quoteOfShowroom(cartId, showroomId, 'material_cart'),
        quoteVisibleTo(ownRecordsMemberId(principal)),
      ),
    );
  if (!row) throw new AppError('NOT_FOUND', SAVED_CART_MESSAGES.notFound);
  const [items, catalog] = await Promise.all([
    ctx.db.select().from(quoteItems).where(eq(quoteItems.quoteId, cartId)).orderBy(asc(quoteItems.position)),
    listStones(ctx, principal),
  ]);
  const byId = new Map(catalog.map((stone) => [stone.id, stone]));
  const { quote, customer } = row;
  return {
    id: quote.id,
    quote_number: quote.quoteNumber,
    cart_name: quote.cartName,
    status: quote.status,
    session_id: row.sessionKey,
    customer_id: customer?.id ?? null,
    customer_data: {
      first_name: customer?.firstName ?? '',
      last_name: customer?.lastName ?? '',
      email: customer?.email ?? null,
      phone: customer?.phone ?? null,
      projectType: customer?.application ?? null,
    },
    cart_items: items.map((item) =>
      toSavedItem(ctx.env.publicUrl, item, item.stoneId ? byId.get(item.stoneId) : undefined),
    ),
    total_price: centsToDollars(quote.totalPriceCents),
    total_slabs: quote.totalSlabs,
    created_at: quote.createdAt.toISOString(),
    updated_at: quote.updatedAt.toISOString(),
  };
}

function toSavedItem(publicUrl: string, item: QuoteItemRow, current: TStone | undefined): TSavedCartItem {
  const stone = current ?? snapshotStone(publicUrl, item);
  return {
    id: item.id,
    stone,
    quantity: item.quantity,
    notes: item.notes ?? '',
    discountPercent: item.discountPercent,
    discountEnabled: item.discountPercent > 0,
    addedAt: item.createdAt.toISOString(),
    saved_unit_price: item.unitPriceCents === null ? null : centsToDollars(item.unitPriceCents),
    available: Boolean(current?.is_available && current.client_price),
  };
}

/** A stone no longer in the catalog, as the cart line saved it: no price, not available. */
function snapshotStone(publicUrl: string, item: QuoteItemRow): TStone {
  const id = item.stoneId ?? item.id;
  return {
    id,
    stone_id: id,
    Brand: item.brand,
    Type: item.type,
    Color: item.color,
    Finish: item.finish,
    Thickness: item.thickness,
    'Slab Width': item.slabWidthIn,
    'Slab Height': item.slabHeightIn,
    'Fab Cost': null,
    'Mark Up': 1,
    client_price: null,
    image_url: publicObjectUrl(publicUrl, `stone-images/${stoneImageName(item.brand, item.color)}.webp`),
    has_image: false,
    is_available: false,
  };
}
