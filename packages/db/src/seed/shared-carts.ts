import type { Executor } from '../client';
import { sharedCarts, type NewSharedCartRow, type SharedCartRow } from '../schema/shared-carts';

/**
 * A shared cart. The caller makes the token and passes its hash (the server's hashing), since
 * only the hash is stored; by default it expires 7 days from now (spec 03 section 9).
 */
export async function createSharedCart(
  db: Executor,
  input: Partial<NewSharedCartRow> & { tokenHash: string; targetShowroomId: string },
): Promise<SharedCartRow> {
  const [row] = await db
    .insert(sharedCarts)
    .values({
      items: [],
      adminNotes: 'Client asked for these options after the showroom visit.',
      expiresAt: new Date(Date.now() + 7 * 24 * 60 * 60 * 1000),
      ...input,
    })
    .returning();
  if (!row) throw new Error('shared cart not inserted');
  return row;
}
