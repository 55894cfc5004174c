import type { TStone } from '@stonetool/contracts/stones';
import { stoneImages, stones, type StoneRow } from '@stonetool/db/schema/catalog';
import { looseEquals } from '@stonetool/domain/estimate/loose-match';
import { centsToDollars, isPriceOnRequest } from '@stonetool/domain/money';
import { bestSpecialPrice, type SpecialPrice } from '@stonetool/domain/pricing/special-pricing';
import {
  priceStone,
  type ClientTerms,
  type StonePrice,
  type WholesaleTerms,
} from '@stonetool/domain/pricing/stone-price';
import type { Executor } from '@stonetool/db/client';
import type { SpecialPricingRuleRow } from '@stonetool/db/schema/pricing';
import { sql } from 'drizzle-orm';
import type { AppContext } from '../../../app-context';
import type { Principal } from '../../auth/principal';
import { loadActiveSpecialRules } from '../../pricing/pricing-rules';
import { loadShowroomPricing, type ShowroomPricing } from '../../pricing/showroom-pricing';
import { createBoundedCache, type BoundedCache } from './bounded-cache';
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
 *
 * Special prices: a stone a special pricing rule of the showroom covers at `now` carries its
 * special price (`special_pricing`), chosen and computed by the same domain functions as the
 * checkout line's (bestSpecialPrice), so the card never promises what checkout does not charge.
 */
export async function listStones(
  ctx: AppContext,
  principal: Principal | null,
  now: Date = ctx.clock.now(),
): Promise<TStone[]> {
  if (!principal) return [];

  const [rows, pricing, rules] = await Promise.all([
    loadCatalogRows(ctx.db),
    loadShowroomPricing(ctx.db, principal.showroomId),
    loadSpecialRules(ctx.db, principal, now),
  ]);
  const visibility = visibilityOf(principal);
  return groupByBrand(rows).flatMap(({ brand, rows: brandRows }) =>
    pricedBrand(ctx.env.publicUrl, brandRows, brandTermsOf(pricing, rules, brand), visibility, now),
  );
}

/** The showroom's special pricing rules usable at `now`; none for the platform's own view. */
function loadSpecialRules(db: Executor, principal: Principal, now: Date): Promise<SpecialPricingRuleRow[]> {
  return principal.showroomId ? loadActiveSpecialRules(db, principal.showroomId, now) : Promise.resolve([]);
}

/**
 * What a server keeps to build the next catalog fast: the stones of the current stones version
 * (one query of every stone, needed again only when a stone or image changes), and each brand's
 * stones priced and serialised, by the brand's terms and the caller's visibility. A pricing
 * change then prices and serialises again only the brands whose terms changed (the dashboard
 * saves one brand at a time). Each part is keyed by everything it is made from, so none is stale.
 */
export interface CatalogParts {
  rows: { stonesVersion: string; brands: Promise<BrandRows[]> } | null;
  brands: BoundedCache<string>;
}

export function createCatalogParts(budgetChars: number): CatalogParts {
  return { rows: null, brands: createBoundedCache<string>(budgetChars, (json) => json.length) };
}

/**
 * The catalog answer of listStones as JSON, the same bytes as `JSON.stringify(listStones(…))`
 * (so the same ETag), put together from the brands' serialised parts.
 */
export async function catalogJson(
  ctx: AppContext,
  principal: Principal,
  stonesVersion: string,
  parts: CatalogParts,
  now: Date,
): Promise<string> {
  const [brands, pricing, rules] = await Promise.all([
    currentBrandRows(ctx.db, stonesVersion, parts),
    loadShowroomPricing(ctx.db, principal.showroomId),
    loadSpecialRules(ctx.db, principal, now),
  ]);
  const visibility = visibilityOf(principal);
  const jsonParts: string[] = [];
  for (const { brand, rows } of brands) {
    const terms = brandTermsOf(pricing, rules, brand);
    const key = JSON.stringify([stonesVersion, brand, visibility, terms]);
    let json = parts.brands.get(key);
    if (json === undefined) {
      json = pricedBrand(ctx.env.publicUrl, rows, terms, visibility, now)
        .map((stone) => JSON.stringify(stone))
        .join(',');
      parts.brands.set(key, json);
    }
    if (json !== '') jsonParts.push(json);
  }
  return `[${jsonParts.join(',')}]`;
}

/** The stones of this stones version, read once per version by concurrent requests alike. */
function currentBrandRows(db: Executor, stonesVersion: string, parts: CatalogParts): Promise<BrandRows[]> {
  if (parts.rows?.stonesVersion !== stonesVersion) {
    const brands = loadCatalogRows(db).then(groupByBrand);
    const entry = { stonesVersion, brands };
    parts.rows = entry;
    // A failed read is not kept: the next request reads again.
    brands.catch(() => {
      if (parts.rows === entry) parts.rows = null;
    });
  }
  return parts.rows.brands;
}

type Visibility = { seesWholesale: boolean; seesShowroom: boolean };

function visibilityOf(principal: Principal): Visibility {
  return {
    seesWholesale: principal.permissions.has('read:wholesale-costs'),
    seesShowroom: principal.permissions.has('read:showroom-costs'),
  };
}

/**
 * A brand's part of the catalog is made from these, so they key its cache: the special rules of
 * the brand that are usable now are part of it (the rules of other brands cannot cover its stones).
 */
type BrandTerms = {
  hidden: boolean;
  wholesale: WholesaleTerms;
  client: ClientTerms;
  showroomId: string | null;
  rules: SpecialPricingRuleRow[];
};

/** The showroom's terms for a brand, looked up once per brand: a catalog has thousands of stones and a few dozen brands. */
function brandTermsOf(
  pricing: ShowroomPricing,
  rules: readonly SpecialPricingRuleRow[],
  brand: string,
): BrandTerms {
  return {
    hidden: pricing.isBrandHidden(brand),
    wholesale: pricing.wholesaleTerms(brand),
    client: pricing.clientTerms(brand),
    showroomId: pricing.showroomId,
    rules: rules.filter((rule) => looseEquals(rule.brand, brand)),
  };
}

/** A brand's stones as the catalog lists them; none when the showroom hides the brand. */
function pricedBrand(
  publicUrl: string,
  rows: CatalogRow[],
  terms: BrandTerms,
  visibility: Visibility,
  now: Date,
): TStone[] {
  if (terms.hidden) return [];
  return rows.map((row) => {
    const price = priceStone(row, terms.wholesale, terms.client);
    const special =
      price && terms.showroomId !== null
        ? bestSpecialPrice(terms.rules, { ...row, showroomId: terms.showroomId }, price.clientCents, now)
        : null;
    return toStone(publicUrl, row, row.imageKey, price, special, visibility);
  });
}

type BrandRows = { brand: string; rows: CatalogRow[] };

/** Consecutive rows of one brand (the catalog query orders by brand first), in order. */
function groupByBrand(rows: CatalogRow[]): BrandRows[] {
  const brands: BrandRows[] = [];
  for (const row of rows) {
    const last = brands.at(-1);
    if (last?.brand === row.brand) last.rows.push(row);
    else brands.push({ brand: row.brand, rows: [row] });
  }
  return brands;
}

/** A stone as the catalog shows it (its timestamps stay in the database), with its picture's key. */
type CatalogStone = Omit<StoneRow, 'createdAt' | 'updatedAt'>;
type CatalogRow = CatalogStone & { imageKey: string | null };

/**
 * Every stone in the order the catalog lists them (retired ones left out), with its picture. One SQL statement whose
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
     where ${stones.retiredAt} is null
     order by ${stones.brand}, ${stones.color}, ${stones.thickness}, ${stones.finish}, ${stones.id}`);
  return result.rows;
}

function toStone(
  publicUrl: string,
  stone: CatalogStone,
  imageKey: string | null,
  price: StonePrice | null,
  special: SpecialPrice<SpecialPricingRuleRow> | null,
  { seesWholesale, seesShowroom }: Visibility,
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
    ...(special
      ? {
          special_pricing: {
            special_price: centsToDollars(special.unitCents),
            discount_percent: special.rule.specialDiscountPercent,
            valid_until: special.rule.validUntil.toISOString(),
          },
        }
      : {}),
    ...(seesWholesale
      ? { 'Slab Cost': dollarsOrNull(stone.slabCostCents), wholesale_price_to_showroom: wholesale }
      : {}),
    ...(seesShowroom ? { showroom_price: wholesale } : {}),
    msrp: dollarsOrNull(msrp),
    image_url: publicObjectUrl(publicUrl, key),
    has_image: imageKey !== null,
    is_available: stone.isAvailable,
    ...(stone.materialType ? { material_type: stone.materialType } : {}),
    country_of_origin: stone.countryOfOrigin,
    description: stone.description,
    inventory: stone.inventory,
  };
}
