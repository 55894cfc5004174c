import {
  ADMIN_STONE_MESSAGES,
  toStoneValues,
  type TAdminStone,
  type ZAddStoneRequest,
  type ZUpdateStoneRequest,
} from '@stonetool/contracts/admin-stones';
import { stones } from '@stonetool/db/schema/catalog';
import { and, eq, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../../app-context';
import { AppError } from '../../../errors/app-error';
import { isUniqueViolation } from '../../../errors/unique-violation';
import { toAdminStone } from './admin-stone';

/** Two catalog stones may not share brand, type, color, thickness and finish. */
function duplicateOr(error: unknown): unknown {
  return isUniqueViolation(error, 'stones_variant_unique')
    ? new AppError('CONFLICT', ADMIN_STONE_MESSAGES.duplicate)
    : error;
}

/** POST /api/admin/add-stone: a new catalog stone. */
export async function addStone(
  ctx: AppContext,
  input: z.output<typeof ZAddStoneRequest>,
): Promise<TAdminStone> {
  const now = ctx.clock.now();
  try {
    const [row] = await ctx.db
      .insert(stones)
      .values({ ...toStoneValues(input), createdAt: now, updatedAt: now })
      .returning();
    return toAdminStone(row!);
  } catch (error) {
    throw duplicateOr(error);
  }
}

/**
 * POST /api/admin/update-stone: replaces a catalog stone's fields. Carts, quotes and orders keep
 * the snapshot they took, so what was quoted or sold does not change. A retired stone is no
 * longer in the catalog and cannot be edited.
 */
export async function updateStone(
  ctx: AppContext,
  input: z.output<typeof ZUpdateStoneRequest>,
): Promise<TAdminStone> {
  try {
    const [row] = await ctx.db
      .update(stones)
      .set({ ...toStoneValues(input), updatedAt: ctx.clock.now() })
      .where(and(eq(stones.id, input.id), isNull(stones.retiredAt)))
      .returning();
    if (!row) throw new AppError('NOT_FOUND', ADMIN_STONE_MESSAGES.notFound);
    return toAdminStone(row);
  } catch (error) {
    throw duplicateOr(error);
  }
}
