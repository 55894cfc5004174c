import type { TOrderSettings, TUpdateOrderSettingsRequest } from '@stonetool/contracts/showroom-orders';
import type { Executor } from '@stonetool/db/client';
import { showrooms } from '@stonetool/db/schema/showrooms';
import { eq } from 'drizzle-orm';
import { AppError } from '../../errors/app-error';

const settingsColumns = {
  managers_see_all_orders: showrooms.managersSeeAllOrders,
  order_status_emails: showrooms.orderStatusEmails,
};

/** GET /api/showroom/order-settings: the owner's order settings of the showroom. */
export async function getOrderSettings(db: Executor, showroomId: string): Promise<TOrderSettings> {
  const [row] = await db.select(settingsColumns).from(showrooms).where(eq(showrooms.id, showroomId));
  if (!row) throw new AppError('NOT_FOUND', 'Showroom not found');
  return row;
}

/**
 * PUT /api/showroom/order-settings: changes the settings sent. Who reads which orders is decided
 * again on each request, so a manager's view follows the change at once.
 */
export async function updateOrderSettings(
  db: Executor,
  showroomId: string,
  request: TUpdateOrderSettingsRequest,
  now: Date,
): Promise<TOrderSettings> {
  const [row] = await db
    .update(showrooms)
    .set({
      ...(request.managers_see_all_orders === undefined
        ? {}
        : { managersSeeAllOrders: request.managers_see_all_orders }),
      ...(request.order_status_emails === undefined
        ? {}
        : { orderStatusEmails: request.order_status_emails }),
      updatedAt: now,
    })
    .where(eq(showrooms.id, showroomId))
    .returning(settingsColumns);
  if (!row) throw new AppError('NOT_FOUND', 'Showroom not found');
  return row;
}
