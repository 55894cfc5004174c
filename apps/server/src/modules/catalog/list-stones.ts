import type { TStone } from '@stonetool/contracts/stones';
import { stoneImages, stones, type StoneRow } from '@stonetool/db/schema/catalog';
import { centsToDollars, isPriceOnRequest } from '@stonetool/domain/money';
import type { StonePrice } from '@stonetool/domain/pricing/stone-price';
import { asc, eq } from 'drizzle-orm';
import type { AppContext } from '../../app-context';
import type { Principal } from '../auth/principal';
import { loadShowroomPricing } from '../pricing/showroom-pricing';
import { publicObjectUrl, stoneImageName } from './stone-image-url';

function dollarsOrNull(cents: number | null): number | null {
  return cents === null || isPriceOnRequest(cents) ? null : centsToDollars(cents);
}

/**
 * The catalog as spec 01 section 3 describes a stone, priced for the caller's showroom.
 *
 * Prices (spec 03 section 9, packages/domain/src/pricing): `client_price` is what the showroom's
 * client pays per slab (its client mark-up or MSRP discount on its wholesale price), and
 * `showroom_price` and `wholesale_price_to_showroom` are what the showroom pays the platform (the
 * platform's mark-up on the slab cost or discount from MSRP for that showroom and brand). The
 * platform admin, who has no showroom, sees the catalog priced by the defaults. The stone's own
 * `Mark Up` is Expert Mode's and plays no part here.
 *
 * Visibility: a visitor gets an empty list (spec 01 section 6). Cost figures only reach principals
 * allowed to see them: 'Slab Cost', 'Fab Cost', the wholesale price and the mark-up factor need
 * read:wholesale-costs (the factor would reveal the cost as client_price ÷ mark-up, so others get
 * the neutral 1); `showroom_price` needs read:showroom-costs. `msrp` is sent to everyone when the
 * stone has one; the displayed MSRP derived from the wholesale price (× 1.5) would reveal that
 * price, so it goes only to principals who may see a cost. A showroom does not see brands its
 * wholesale pricing hides (`is_active` false).
 */
export async function listStones(ctx: AppContext, principal: Principal | null): Promise<TStone[]> {
  if (!principal) return [];

  const [rows, pricing] = await Promise.all([
    ctx.db
      .select({ stone: stones, imageKey: stoneImages.storageKey })
      .from(stones)
      .leftJoin(stoneImages, eq(stoneImages.stoneId, stones.id))
      .orderBy(
        asc(stones.brand),
        asc(stones.color),
        asc(stones.thickness),
        asc(stones.finish),
        asc(stones.id),
      ),
    loadShowroomPricing(ctx.db, principal.showroomId),
  ]);

  const visibility = {
    seesWholesale: principal.permissions.has('read:wholesale-costs'),
    seesShowroom: principal.permissions.has('read:showroom-costs'),
  };
  return rows
    .filter(({ stone }) => !pricing.isBrandHidden(stone.brand))
    .map(({ stone, imageKey }) =>
      toStone(ctx.env.publicUrl, stone, imageKey, pricing.priceOf(stone), visibility),
    );
}

function toStone(
  publicUrl: string,
  stone: StoneRow,
  imageKey: string | null,
  price: StonePrice | null,
  { seesWholesale, seesShowroom }: { seesWholesale: boolean; seesShowroom: boolean },
): TStone {
  const wholesale = price ? centsToDollars(price.wholesaleCents) : null;
  const msrp = seesWholesale || seesShowroom ? (price?.msrpCents ?? stone.msrpCents) : stone.msrpCents;
  const key = imageKey ?? `stone-images/${stoneImageName(stone.brand, stone.color)}.webp`;
  return {
    id: stone.id,
    stone_id: stone.id,
    Brand: stone.brand,
    Type: stone.type,
    Color: stone.color,
    Finish: stone.finish,
    Thickness: stone.thickness,
    'Slab Width': stone.slabWidthIn,
    'Slab Height': stone.slabHeightIn,
    'Fab Cost': seesWholesale ? centsToDollars(stone.fabCostCents) : null,
    'Mark Up': seesWholesale ? stone.markUp : 1,
    client_price: price ? centsToDollars(price.clientCents) : null,
    ...(seesWholesale
      ? { 'Slab Cost': dollarsOrNull(stone.slabCostCents), wholesale_price_to_showroom: wholesale }
      : {}),
    ...(seesShowroom ? { showroom_price: wholesale } : {}),
    msrp: dollarsOrNull(msrp),
    image_url: publicObjectUrl(publicUrl, key),
    is_available: stone.isAvailable,
    ...(stone.materialType ? { material_type: stone.materialType } : {}),
    country_of_origin: stone.countryOfOrigin,
    description: stone.description,
    inventory: stone.inventory,
  };
}
