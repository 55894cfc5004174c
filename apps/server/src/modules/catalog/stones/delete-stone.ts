import type { Transaction } from '@stonetool/db/client';
import { stoneImages, stones } from '@stonetool/db/schema/catalog';
import { uploadedFiles } from '@stonetool/db/schema/files';
import { orderItems } from '@stonetool/db/schema/orders';
import { quoteItems } from '@stonetool/db/schema/quotes';
import { sharedCarts } from '@stonetool/db/schema/shared-carts';
import { eq, inArray, sql } from 'drizzle-orm';
import type { AppContext } from '../../../app-context';
import { lockCatalogStone } from './admin-stone';
import { ownStoneImagePrefix } from './upload-stone-image';

/** True when a saved cart, a quote, an order or a shared cart names the stone. */
async function isStoneInHistory(tx: Transaction, stoneId: string): Promise<boolean> {
  const result = await tx.execute<{ used: boolean }>(sql`select
      exists (select 1 from ${quoteItems} where ${quoteItems.stoneId} = ${stoneId})
      or exists (select 1 from ${orderItems} where ${orderItems.stoneId} = ${stoneId})
      or exists (select 1 from ${sharedCarts}
                  where ${sharedCarts.items} @> ${JSON.stringify([{ stone_id: stoneId }])}::jsonb)
      as used`);
  return result.rows[0]?.used === true;
}

/**
 * POST /api/admin/delete-stone. A stone that saved carts, quotes, orders or shared carts name is
 * retired: it leaves the catalog at once, and its row and picture stay, so those lines keep their
 * link and snapshot. Any other stone is deleted with the pictures uploaded for it alone (pictures
 * shared by the variants of a colour stay). The stone row is locked first, so a cart saved at the
 * same moment either comes before (and the stone is retired) or finds it gone.
 */
export async function deleteStone(ctx: AppContext, stoneId: string): Promise<{ retired: boolean }> {
  const { retired, removedKeys } = await ctx.db.transaction(async (tx) => {
    await lockCatalogStone(tx, stoneId);
    if (await isStoneInHistory(tx, stoneId)) {
      const now = ctx.clock.now();
      await tx.update(stones).set({ retiredAt: now, updatedAt: now }).where(eq(stones.id, stoneId));
      return { retired: true, removedKeys: [] };
    }
    const images = await tx
      .select({ key: stoneImages.storageKey })
      .from(stoneImages)
      .where(eq(stoneImages.stoneId, stoneId));
    const ownKeys = images
      .map((image) => image.key)
      .filter((key) => key.startsWith(ownStoneImagePrefix(stoneId)));
    await tx.delete(stones).where(eq(stones.id, stoneId));
    if (ownKeys.length > 0) await tx.delete(uploadedFiles).where(inArray(uploadedFiles.storageKey, ownKeys));
    return { retired: false, removedKeys: ownKeys };
  });
  await Promise.all(removedKeys.map((key) => ctx.storage.delete(key)));
  return { retired };
}
