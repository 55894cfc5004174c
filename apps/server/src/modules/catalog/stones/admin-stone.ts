import { ADMIN_STONE_MESSAGES, type TAdminStone } from '@stonetool/contracts/admin-stones';
import type { Transaction } from '@stonetool/db/client';
import { stones, type StoneRow } from '@stonetool/db/schema/catalog';
import { centsToDollars } from '@stonetool/domain/money';
import { and, eq, isNull } from 'drizzle-orm';
import { AppError } from '../../../errors/app-error';

/** A stone row as the Stones tab reads it back (spec 03 section 3), money in dollars. */
export function toAdminStone(row: StoneRow): TAdminStone {
  return {
    id: row.id,
    brand: row.brand,
    type: row.type,
    color: row.color,
    thickness: row.thickness,
    finish: row.finish,
    slab_height: row.slabHeightIn,
    slab_width: row.slabWidthIn,
    slab_cost: row.slabCostCents === null ? null : centsToDollars(row.slabCostCents),
    fab_cost: centsToDollars(row.fabCostCents),
    mark_up: row.markUp,
  };
}

/**
 * Locks a stone of the catalog for the rest of the transaction, so a change to it and a cart saved
 * at the same moment come one after the other; a retired stone is gone for the admin (404).
 */
export async function lockCatalogStone(tx: Transaction, stoneId: string): Promise<void> {
  const [stone] = await tx
    .select({ id: stones.id })
    .from(stones)
    .where(and(eq(stones.id, stoneId), isNull(stones.retiredAt)))
    .for('update');
  if (!stone) throw new AppError('NOT_FOUND', ADMIN_STONE_MESSAGES.notFound);
}
