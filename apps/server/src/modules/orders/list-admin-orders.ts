import {
  ADMIN_TOP_SHOWROOMS,
  type TAdminOrdersQuery,
  type TAdminOrdersResponse,
} from '@stonetool/contracts/admin-orders';
import type { Executor } from '@stonetool/db/client';
import { showrooms } from '@stonetool/db/schema/showrooms';
import { centsToDollars } from '@stonetool/domain/money';
import { asc } from 'drizzle-orm';
import { findOrderPayments } from '../payments/list-payment-files';
import {
  countOrders,
  countOrdersByShowroom,
  findOrderNotes,
  findOrders,
  orderFiltersOf,
  type OrderScope,
} from './find-orders';
import { orderStatsView, orderViews } from './order-view';

/**
 * GET /api/admin/orders: the showroom Orders tab's query over every showroom (or the one named),
 * newest first, at most 200, read-only. Stats, per-showroom stats and the top 5 showrooms by
 * revenue cover every order matching the filters except status, computed by the database. Each
 * order carries its showroom, dated notes, and supplier payment with receipts (signed links).
 */
export async function listAdminOrders(
  db: Executor,
  query: TAdminOrdersQuery,
  linkTo: (fileId: string) => string,
): Promise<TAdminOrdersResponse> {
  const scope: OrderScope = { allShowrooms: true, showroomId: query.showroom_id };
  const filters = orderFiltersOf(query);
  const [found, stats, byShowroom, showroomList] = await Promise.all([
    findOrders(db, scope, filters, query.limit),
    countOrders(db, scope, filters),
    countOrdersByShowroom(db, scope, filters),
    db
      .select({ id: showrooms.id, name: showrooms.name, email: showrooms.email })
      .from(showrooms)
      .orderBy(asc(showrooms.name), asc(showrooms.id)),
  ]);
  const ids = found.map(({ order }) => order.id);
  const [views, notes, payments] = await Promise.all([
    orderViews(db, found, { includeWholesaleCost: true }),
    findOrderNotes(db, ids),
    findOrderPayments(db, ids, linkTo),
  ]);
  const showroomById = new Map(showroomList.map((showroom) => [showroom.id, showroom]));
  const orders = views.map((view, index) => {
    // Every order references its showroom (foreign key), and every showroom was read above.
    const showroom = showroomById.get(found[index]?.order.showroomId ?? '');
    if (!showroom) throw new Error(`order ${view.id} has no showroom`);
    const payment = payments.get(view.id);
    return {
      ...view,
      showrooms: showroom,
      quotes: { quote_number: view.quote_number },
      order_notes: notes
        .filter((note) => note.orderId === view.id)
        .map((note) => ({ created_at: note.createdAt.toISOString(), note: note.note })),
      payment: payment ? { id: payment.id, payment_status: payment.payment_status } : null,
      paymentFiles: payment?.files ?? [],
    };
  });
  const perShowroom = byShowroom.map((row) => ({
    id: row.showroomId,
    name: row.name,
    total_revenue: centsToDollars(row.totalRevenueCents),
    total_orders: row.totalOrders,
  }));
  return {
    success: true,
    orders,
    stats: orderStatsView(stats),
    stats_by_showroom: Object.fromEntries(
      perShowroom.map(({ id, total_revenue, total_orders }) => [id, { total_revenue, total_orders }]),
    ),
    top_showrooms: perShowroom.slice(0, ADMIN_TOP_SHOWROOMS),
    showrooms: showroomList.map(({ id, name }) => ({ id, name })),
  };
}
