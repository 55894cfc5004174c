import type { Executor } from '@stonetool/db/client';
import { stoneImages, stones, type StoneRow } from '@stonetool/db/schema/catalog';
import type { SharedCartItem } from '@stonetool/db/schema/shared-carts';
import { slabsCoveringArea } from '@stonetool/domain/catalog/slabs-for-area';
import { areaSqft, roundAreaForDisplay } from '@stonetool/domain/estimate/area';
import { centsToDollars, multiplyCents, scaleCents, sumCents } from '@stonetool/domain/money';
import { eq, inArray } from 'drizzle-orm';
import { stoneImageName } from '../catalog/stones/stone-image-url';
import { loadShowroomPricing } from '../pricing/showroom-pricing';

/**
 * A shared cart line priced now for its showroom; prices per square foot in cents. `slabs` is what
 * the claimed cart will hold (the whole slabs covering the line's square feet), `slabsCents` their
 * client price; both null when the stone is gone from the catalog.
 */
export interface PricedSharedItem {
  item: SharedCartItem;
  stone: StoneRow | null;
  imageKey: string;
  clientCentsPerSqft: number | null;
  showroomCentsPerSqft: number | null;
  available: boolean;
  slabs: number | null;
  slabSquareFeet: number | null;
  slabsCents: number | null;
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
    const slabs = stone ? slabsCoveringArea(item.quantity, stone.slabWidthIn, stone.slabHeightIn) : null;
    return {
      item,
      stone,
      imageKey: row?.imageKey ?? `stone-images/${stoneImageName(item.brand, item.color)}.webp`,
      clientCentsPerSqft: price ? perSqft(price.clientCents) : null,
      showroomCentsPerSqft: price ? perSqft(price.wholesaleCents) : null,
      available: Boolean(stone?.isAvailable && price),
      slabs,
      slabSquareFeet: stone ? roundAreaForDisplay(areaSqft(stone.slabWidthIn, stone.slabHeightIn, 1)) : null,
      slabsCents: price && slabs !== null ? multiplyCents(price.clientCents, slabs) : null,
    };
  });
}

/** What the claimed cart's available lines cost in whole slabs; null when none is priced. */
export function slabsTotalCents(priced: readonly PricedSharedItem[]): number | null {
  const total = sumCents(priced.map((line) => (line.available ? (line.slabsCents ?? 0) : 0)));
  return total > 0 ? total : null;
}

export const dollarsOrNull = (cents: number | null) => (cents === null ? null : centsToDollars(cents));
