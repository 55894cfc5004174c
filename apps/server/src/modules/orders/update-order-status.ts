import type { TShowroomOrder, TUpdateOrderStatusRequest } from '@stonetool/contracts/showroom-orders';
import { orderStatusChanges, orders } from '@stonetool/db/schema/orders';
import { showrooms } from '@stonetool/db/schema/showrooms';
import { canTransitionOrderStatus, isFinalOrderStatus } from '@stonetool/domain/orders/order-status';
import { and, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../app-context';
import { AppError } from '../../errors/app-error';
import { enqueueMail } from '../mail/enqueue-mail';
import type { Principal } from '../auth/principal';
import { findOrders, ownOrdersMemberId, showroomOrderScope } from './find-orders';
import { orderStatusMail } from './order-status-mail';
import { orderViews } from './order-view';

/**
 * PATCH /api/showroom/orders: moves one order of the caller's showroom to a new status. In one
 * transaction, with the order row locked: the version the caller read, when sent, must still be
 * the order's (else 409, nothing written), the move must be allowed by the domain rule (final
 * statuses are final), then the status and version change, the change is added to the order's
 * history, and the customer's e-mail about it goes into the outbox (orderStatusMail). An order of
 * another showroom, or one a caller who reads only their own orders did not place, is "not
 * found", as if it did not exist.
 */
export async function updateOrderStatus(
  ctx: AppContext,
  principal: Principal,
  showroomId: string,
  request: TUpdateOrderStatusRequest,
): Promise<TShowroomOrder> {
  return ctx.db.transaction(async (tx) => {
    const [current] = await tx
      .select({ status: orders.status, version: orders.version })
      .from(orders)
      .where(
        and(
          eq(orders.id, request.order_id),
          eq(orders.showroomId, showroomId),
          ...ownOrderCondition(principal),
        ),
      )
      .for('update');
    if (!current) throw new AppError('NOT_FOUND', 'Order not found');
    if (request.version !== undefined && current.version !== request.version) {
      throw new AppError(
        'CONFLICT',
        `This order was changed by someone else meanwhile (it is now ${current.status}). Please reload and try again.`,
      );
    }
    if (isFinalOrderStatus(current.status)) {
      throw new AppError('CONFLICT', `This order is ${current.status}: its status can no longer be changed.`);
    }
    if (!canTransitionOrderStatus(current.status, request.status)) {
      throw new AppError('VALIDATION_FAILED', `This order is already ${current.status}.`);
    }
    const now = ctx.clock.now();
    await tx
      .update(orders)
      .set({
        status: request.status,
        // An order invoiced in QuickBooks shows order_status (spec 03); it follows every change.
        orderStatus: sql`case when ${orders.orderStatus} is null then null else ${request.status} end`,
        version: current.version + 1,
        updatedAt: now,
      })
      .where(eq(orders.id, request.order_id));
    await tx.insert(orderStatusChanges).values({
      orderId: request.order_id,
      showroomId,
      fromStatus: current.status,
      toStatus: request.status,
      changedByUserId: principal.userId,
      changedAt: now,
    });
    const found = await findOrders(
      tx,
      showroomOrderScope(principal, showroomId),
      { orderId: request.order_id },
      1,
    );
    const [view] = await orderViews(tx, found, {
      includeWholesaleCost: principal.permissions.has('read:wholesale-costs'),
    });
    if (!view) throw new Error('updated order not found');
    const [showroom] = await tx.select().from(showrooms).where(eq(showrooms.id, showroomId));
    const mail = showroom ? orderStatusMail(view, showroom) : null;
    if (mail) await enqueueMail(tx, mail, now);
    return view;
  });
}

/** A caller who reads only their own orders changes only those. */
function ownOrderCondition(principal: Principal) {
  const memberId = ownOrdersMemberId(principal);
  return memberId === undefined ? [] : [eq(orders.placedByTeamMemberId, memberId)];
}
