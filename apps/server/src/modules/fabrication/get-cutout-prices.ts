import type { TCutoutPrice } from '@stonetool/contracts/cutout-prices';
import type { Executor } from '@stonetool/db/client';
import { cutoutPrices as cutoutPriceRows } from '@stonetool/db/schema/pricing';
import {
  CUTOUT_LABELS,
  CUTOUT_TYPES,
  cutoutPrices,
  type CutoutPrices,
} from '@stonetool/domain/shapes/cutouts';
import { eq } from 'drizzle-orm';

async function ownPrices(db: Executor, showroomId: string) {
  return db
    .select({ type: cutoutPriceRows.cutoutType, priceCents: cutoutPriceRows.priceCents })
    .from(cutoutPriceRows)
    .where(eq(cutoutPriceRows.showroomId, showroomId));
}

/** The business's price per cutout type as the estimate reads it: its own, else the default. */
export async function cutoutPriceList(db: Executor, showroomId: string): Promise<CutoutPrices> {
  return cutoutPrices(await ownPrices(db, showroomId));
}

/** GET /api/fabrication/cutout-prices: every type in the list's order, saying which are defaults. */
export async function getCutoutPrices(db: Executor, showroomId: string): Promise<TCutoutPrice[]> {
  const own = await ownPrices(db, showroomId);
  const prices = cutoutPrices(own);
  const set = new Set<string>(own.map((row) => row.type));
  return CUTOUT_TYPES.map((type) => ({
    type,
    label: CUTOUT_LABELS[type],
    price_cents: prices[type],
    is_default: !set.has(type),
  }));
}
