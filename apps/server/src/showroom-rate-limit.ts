import type { Executor } from '@stonetool/db/client';
import { orders } from '@stonetool/db/schema/orders';
import { and, count, eq, gt, min } from 'drizzle-orm';
import type { Env } from './env';
import { AppError } from './errors/app-error';
import { assertUnderLimit, recordHit, type RateLimitRule } from './rate-limit';

export const TOO_MANY_ORDERS = 'Too many orders from this showroom in the last hour. Please try again later.';
export const TOO_MANY_REFUSED_ORDERS =
  'Too many refused orders from your login in the last hour. Please try again later.';
export const TOO_MANY_AI_IMPORTS =
  'Too many AI imports for this business in the last hour. Please try again later.';

const HOUR_MS = 60 * 60 * 1000;

/**
 * Per-business hourly cap on AI imports (a paid Claude call, OCR). Counted per business, not per
 * address or user, so a whole team behind one office address shares one generous cap
 * (AI_IMPORT_RATE_LIMIT_PER_HOUR) and a stolen token cannot run up another business's bill. Every
 * attempt counts: simple to reason about, and the default sits far above a busy day.
 */
export function showroomRules(
  kind: 'ai-import',
  limits: Env['rateLimits'],
  showroomId: string,
): RateLimitRule[] {
  return [
    {
      key: `${kind}:showroom:${showroomId}`,
      limit: limits.aiImportsPerHour,
      windowSeconds: HOUR_MS / 1000,
      message: TOO_MANY_AI_IMPORTS,
    },
  ];
}

/**
 * The hourly caps on placing material orders (ORDER_RATE_LIMIT_PER_HOUR each): the showroom's
 * accepted orders of the last hour, counted from the orders themselves, and the refused attempts
 * of the member placing it. A member's junk requests stop only that member, and a replayed
 * Idempotency-Key is no new order, so no one login can stop the showroom's ordering.
 */
export async function withinOrderCaps<T>(
  db: Executor,
  limits: Env['rateLimits'],
  caller: { userId: string; showroomId: string; now: Date },
  place: () => Promise<T>,
): Promise<T> {
  const refusals: RateLimitRule[] = [
    {
      key: `order-refused:user:${caller.userId}`,
      limit: limits.ordersPerHour,
      windowSeconds: HOUR_MS / 1000,
      message: TOO_MANY_REFUSED_ORDERS,
    },
  ];
  await assertUnderLimit(db, refusals, caller.now);
  // By order date, which an order is placed with: orders_showroom_date_idx answers the range.
  const [recent] = await db
    .select({ placed: count(), oldest: min(orders.orderDate) })
    .from(orders)
    .where(
      and(
        eq(orders.showroomId, caller.showroomId),
        gt(orders.orderDate, new Date(caller.now.getTime() - HOUR_MS)),
      ),
    );
  if (recent && recent.oldest && recent.placed >= limits.ordersPerHour) {
    const retryAfterMs = recent.oldest.getTime() + HOUR_MS - caller.now.getTime();
    throw new AppError('RATE_LIMITED', TOO_MANY_ORDERS, {
      retryAfterSeconds: Math.max(1, Math.ceil(retryAfterMs / 1000)),
    });
  }
  try {
    return await place();
  } catch (error) {
    await recordHit(db, refusals, caller.now);
    throw error;
  }
}
