import type { TStone } from '@stonetool/contracts/stones';
import { stoneImages, stones, type StoneRow } from '@stonetool/db/schema/catalog';
import { wholesalePricing } from '@stonetool/db/schema/pricing';
import { centsToDollars, isPriceOnRequest, multiplyCents } from '@stonetool/domain/money';
import { and, asc, eq, notInArray } from 'drizzle-orm';
import type { AppContext } from '../../app-context';
import type { Principal } from '../auth/principal';
import { publicObjectUrl, stoneImageName } from './stone-image-url';

function dollarsOrNull(cents: number | null): number | null {
  return cents === null || isPriceOnRequest(cents) ? null : centsToDollars(cents);
}

/**
 * The catalog as spec 01 section 3 describes a stone.
 *
 * Pricing for now: `client_price` is the catalog slab cost × the stone's mark-up, and
 * `showroom_price` is the catalog slab cost. The Material Mode issue replaces both with the
 * per-showroom formulas of spec 03 section 9 (wholesale pricing per showroom and brand, then the
 * showroom's client mark-up or MSRP discount); nothing here pretends to apply them yet.
 *
 * Visibility: a visitor gets an empty list (spec 01 section 6). Cost figures only reach principals
 * allowed to see them: 'Slab Cost', 'Fab Cost', the wholesale price and the mark-up factor need
 * read:wholesale-costs (the factor would reveal the cost as client_price ÷ mark-up, so others get
 * the neutral 1); `showroom_price` needs read:showroom-costs. A showroom does not see brands its
 * wholesale pricing hides (`is_active` false).
 */
export async function listStones(ctx: AppContext, principal: Principal | null): Promise<TStone[]> {
  if (!principal) return [];

  const hiddenBrands = principal.showroomId
    ? ctx.db
        .select({ brand: wholesalePricing.brand })
        .from(wholesalePricing)
        .where(
          and(eq(wholesalePricing.showroomId, principal.showroomId), eq(wholesalePricing.isActive, false)),
        )
    : undefined;

  const rows = await ctx.db
    .select({ stone: stones, imageKey: stoneImages.storageKey })
    .from(stones)
    .leftJoin(stoneImages, eq(stoneImages.stoneId, stones.id))
    .where(hiddenBrands ? notInArray(stones.brand, hiddenBrands) : undefined)
    .orderBy(asc(stones.brand), asc(stones.color), asc(stones.thickness), asc(stones.finish), asc(stones.id));

  const seesWholesale = principal.permissions.has('read:wholesale-costs');
  const seesShowroom = principal.permissions.has('read:showroom-costs');
  return rows.map(({ stone, imageKey }) =>
    toStone(ctx.env.publicUrl, stone, imageKey, seesWholesale, seesShowroom),
  );
}

function toStone(
  publicUrl: string,
  stone: StoneRow,
  imageKey: string | null,
  seesWholesale: boolean,
  seesShowroom: boolean,
): TStone {
  const slabCost = dollarsOrNull(stone.slabCostCents);
  const clientPrice =
    stone.slabCostCents === null || isPriceOnRequest(stone.slabCostCents)
      ? null
      : centsToDollars(multiplyCents(stone.slabCostCents, stone.markUp));
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
    client_price: clientPrice,
    ...(seesWholesale ? { 'Slab Cost': slabCost, wholesale_price_to_showroom: slabCost } : {}),
    ...(seesShowroom ? { showroom_price: slabCost } : {}),
    msrp: dollarsOrNull(stone.msrpCents),
    image_url: publicObjectUrl(publicUrl, key),
    is_available: stone.isAvailable,
    ...(stone.materialType ? { material_type: stone.materialType } : {}),
    country_of_origin: stone.countryOfOrigin,
    description: stone.description,
    inventory: stone.inventory,
  };
}
