import type { TCutoutPrice, ZSaveCutoutPricesRequest } from '@stonetool/contracts/cutout-prices';
import type { Executor } from '@stonetool/db/client';
import { cutoutPrices } from '@stonetool/db/schema/pricing';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import { getCutoutPrices } from './get-cutout-prices';

/**
 * PUT /api/fabrication/cutout-prices: the business's price for each type sent, in one statement
 * (an insert that updates the type's row when it has one); types not sent keep their price.
 */
export async function saveCutoutPrices(
  db: Executor,
  showroomId: string,
  request: z.output<typeof ZSaveCutoutPricesRequest>,
  now: Date,
): Promise<TCutoutPrice[]> {
  await db
    .insert(cutoutPrices)
    .values(
      request.prices.map((row) => ({
        showroomId,
        cutoutType: row.type,
        priceCents: row.price_cents,
        createdAt: now,
        updatedAt: now,
      })),
    )
    .onConflictDoUpdate({
      target: [cutoutPrices.showroomId, cutoutPrices.cutoutType],
      set: { priceCents: sql`excluded.price_cents`, updatedAt: now },
    });
  return getCutoutPrices(db, showroomId);
}
