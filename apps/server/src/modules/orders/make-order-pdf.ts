import { showrooms } from '@stonetool/db/schema/showrooms';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../app-context';
import { AppError } from '../../errors/app-error';
import type { Principal } from '../auth/principal';
import { logoBytes } from '../quotes/make-quote-pdf';
import { findOrders, showroomOrderScope } from './find-orders';
import { orderViews } from './order-view';
import { renderOrderPdf } from './render-order-pdf';

/**
 * GET /api/showroom/orders/:id/pdf: one order of the caller's showroom as a PDF, among the orders
 * the caller may read (a salesperson's own); any other is "not found".
 */
export async function makeOrderPdf(
  ctx: AppContext,
  principal: Principal,
  showroomId: string,
  orderId: string,
): Promise<{ filename: string; bytes: Buffer }> {
  const found = await findOrders(ctx.db, showroomOrderScope(principal, showroomId), { orderId }, 1);
  const [order] = await orderViews(ctx.db, found, { includeWholesaleCost: false });
  if (!order) throw new AppError('NOT_FOUND', 'Order not found');
  const [showroom] = await ctx.db.select().from(showrooms).where(eq(showrooms.id, showroomId));
  if (!showroom) throw new AppError('NOT_FOUND', 'Order not found');
  const bytes = await renderOrderPdf(order, {
    name: showroom.name,
    email: showroom.email,
    phone: showroom.phone,
    address: showroom.address,
    logo: await logoBytes(ctx, showroom.logoUrl),
  });
  return { filename: `order-${order.quote_number}.pdf`, bytes };
}
