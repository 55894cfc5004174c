import type { TStone } from '@stonetool/contracts/stones';
import { stoneImages, stones, type StoneRow } from '@stonetool/db/schema/catalog';
import { centsToDollars, isPriceOnRequest } from '@stonetool/domain/money';
import {
  priceStone,
  type ClientTerms,
  type StonePrice,
  type WholesaleTerms,
} from '@stonetool/domain/pricing/stone-price';
import type { Executor } from '@stonetool/db/client';
import { sql } from 'drizzle-orm';
import type { AppContext } from '../../app-context';
import type { Principal } from '../auth/principal';
import { loadShowroomPricing, type ShowroomPricing } from '../pricing/showroom-pricing';
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
    loadCatalogRows(ctx.db),
    loadShowroomPricing(ctx.db, principal.showroomId),
  ]);

  const visibility = {
    seesWholesale: principal.permissions.has('read:wholesale-costs'),
    seesShowroom: principal.permissions.has('read:showroom-costs'),
  };
  const termsOf = brandTerms(pricing);
  const catalog: TStone[] = [];
  for (const row of rows) {
    const terms = termsOf(row.brand);
    if (terms.hidden) continue;
    const price = priceStone(row, terms.wholesale, terms.client);
    catalog.push(toStone(ctx.env.publicUrl, row, row.imageKey, price, visibility));
  }
  return catalog;
}

/** A stone as the catalog shows it (its timestamps stay in the database), with its picture's key. */
type CatalogStone = Omit<StoneRow, 'createdAt' | 'updatedAt'>;
type CatalogRow = CatalogStone & { imageKey: string | null };

/**
 * Every stone in the order the catalog lists them, with its picture. One SQL statement whose
 * numbers arrive as JavaScript numbers (float8 holds every cent amount exactly up to 2^53): for
 * 10,000 stones Drizzle's row mapping took about 50 ms of CPU, twice the query itself.
 */
async function loadCatalogRows(db: Executor): Promise<CatalogRow[]> {
  const result = await db.execute<CatalogRow>(sql`
    select ${stones.id} as "id", ${stones.brand} as "brand", ${stones.type} as "type",
           ${stones.color} as "color", ${stones.finish} as "finish", ${stones.thickness} as "thickness",
           ${stones.slabWidthIn}::float8 as "slabWidthIn", ${stones.slabHeightIn}::float8 as "slabHeightIn",
           ${stones.slabCostCents}::float8 as "slabCostCents", ${stones.fabCostCents}::float8 as "fabCostCents",
           ${stones.markUp}::float8 as "markUp", ${stones.msrpCents}::float8 as "msrpCents",
           ${stones.isAvailable} as "isAvailable", ${stones.materialType} as "materialType",
           ${stones.countryOfOrigin} as "countryOfOrigin", ${stones.description} as "description",
           ${stones.inventory} as "inventory", ${stoneImages.storageKey} as "imageKey"
      from ${stones}
      left join ${stoneImages} on ${stoneImages.stoneId} = ${stones.id}
     order by ${stones.brand}, ${stones.color}, ${stones.thickness}, ${stones.finish}, ${stones.id}`);
  return result.rows;
}

/**
 * The showroom's terms for each brand, looked up once per brand rather than once per stone: a
 * catalog has thousands of stones and a few dozen brands.
 */
function brandTerms(
  pricing: ShowroomPricing,
): (brand: string) => { hidden: boolean; wholesale: WholesaleTerms; client: ClientTerms } {
  const byBrand = new Map<string, { hidden: boolean; wholesale: WholesaleTerms; client: ClientTerms }>();
  return (brand) => {
    let terms = byBrand.get(brand);
    if (!terms) {
      terms = {
        hidden: pricing.isBrandHidden(brand),
        wholesale: pricing.wholesaleTerms(brand),
        client: pricing.clientTerms(brand),
      };
      byBrand.set(brand, terms);
    }
    return terms;
  };
}

function toStone(
  publicUrl: string,
  stone: CatalogStone,
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
