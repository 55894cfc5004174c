import type { Executor } from '@stonetool/db/client';
import { stoneImages, stones, type StoneRow } from '@stonetool/db/schema/catalog';
import type { SharedCartItem } from '@stonetool/db/schema/shared-carts';
import { centsToDollars, scaleCents } from '@stonetool/domain/money';
import { eq, inArray } from 'drizzle-orm';
import { stoneImageName } from '../catalog/stone-image-url';
import { loadShowroomPricing } from '../pricing/showroom-pricing';

/** A shared cart line priced now for its showroom; prices per square foot in cents. */
export interface PricedSharedItem {
  item: SharedCartItem;
  stone: StoneRow | null;
  imageKey: string;
  clientCentsPerSqft: number | null;
  showroomCentsPerSqft: number | null;
  available: boolean;
}

/** A per-slab price as a price per square foot (spec 01 section 9: shared cart prices are per sq ft). */
export function perSquareFootCents(slabCents: number, widthIn: number, heightIn: number): number {
  return scaleCents(slabCents, [144], [widthIn, heightIn]);
}

/**
 * Each line's current price for the target showroom: the client price and the showroom's cost per
 * square foot, from today's catalog and the showroom's pricing. A line is available when its stone
 * is still in the catalog, marked available, not hidden from the showroom, and priced.
 */
export async function priceSharedCartItems(
  db: Executor,
  showroomId: string,
  items: readonly SharedCartItem[],
): Promise<PricedSharedItem[]> {
  const ids = [...new Set(items.map((item) => item.stone_id))];
  const [rows, pricing] = await Promise.all([
    ids.length === 0
      ? []
      : db
          .select({ stone: stones, imageKey: stoneImages.storageKey })
          .from(stones)
          .leftJoin(stoneImages, eq(stoneImages.stoneId, stones.id))
          .where(inArray(stones.id, ids)),
    loadShowroomPricing(db, showroomId),
  ]);
  const byId = new Map(rows.map((row) => [row.stone.id, row]));
  return items.map((item) => {
    const row = byId.get(item.stone_id);
    const stone = row?.stone ?? null;
    const price = stone && !pricing.isBrandHidden(stone.brand) ? pricing.priceOf(stone) : null;
    const perSqft = (cents: number) =>
      stone ? perSquareFootCents(cents, stone.slabWidthIn, stone.slabHeightIn) : null;
    return {
      item,
      stone,
      imageKey: row?.imageKey ?? `stone-images/${stoneImageName(item.brand, item.color)}.webp`,
      clientCentsPerSqft: price ? perSqft(price.clientCents) : null,
      showroomCentsPerSqft: price ? perSqft(price.wholesaleCents) : null,
      available: Boolean(stone?.isAvailable && price),
    };
  });
}

export const dollarsOrNull = (cents: number | null) => (cents === null ? null : centsToDollars(cents));
