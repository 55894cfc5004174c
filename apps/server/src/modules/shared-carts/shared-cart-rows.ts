import type { Executor } from '@stonetool/db/client';
import { users } from '@stonetool/db/schema/auth';
import { sharedCarts, type SharedCartRow } from '@stonetool/db/schema/shared-carts';
import { showrooms } from '@stonetool/db/schema/showrooms';
import { eq } from 'drizzle-orm';
import { hashToken } from '../auth/tokens';

/** Who the page says sent the cart when the admin's login has no name (or is gone). */
export const DEFAULT_ADMIN_NAME = 'Stone Tool Admin';

export interface SharedCartWithNames {
  cart: SharedCartRow;
  adminName: string;
  targetShowroomName: string;
}

/** The shared cart a link's token opens, with the sender's and the showroom's names. */
export async function findSharedCartByToken(
  db: Executor,
  token: string,
): Promise<SharedCartWithNames | null> {
  const [row] = await db
    .select({ cart: sharedCarts, adminName: users.name, targetShowroomName: showrooms.name })
    .from(sharedCarts)
    .innerJoin(showrooms, eq(showrooms.id, sharedCarts.targetShowroomId))
    .leftJoin(users, eq(users.id, sharedCarts.createdByUserId))
    .where(eq(sharedCarts.tokenHash, hashToken(token)));
  if (!row) return null;
  return {
    cart: row.cart,
    adminName: row.adminName?.trim() || DEFAULT_ADMIN_NAME,
    targetShowroomName: row.targetShowroomName,
  };
}

/** Expired is derived, never stored: past `expires_at` by the server's clock. */
export function isSharedCartExpired(cart: Pick<SharedCartRow, 'expiresAt'>, now: Date): boolean {
  return now.getTime() >= cart.expiresAt.getTime();
}
