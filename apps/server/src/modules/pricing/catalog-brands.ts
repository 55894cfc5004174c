import type { Executor } from '@stonetool/db/client';
import { stones } from '@stonetool/db/schema/catalog';
import { looseKey } from '@stonetool/domain/estimate/loose-match';
import type { StoneCosts } from '@stonetool/domain/pricing/stone-price';
import { asc, isNull } from 'drizzle-orm';
import { AppError } from '../../errors/app-error';

/** A catalog brand under its catalog spelling, with the cost figures of its stones. */
export interface CatalogBrand {
  brand: string;
  stones: StoneCosts[];
}

/**
 * The catalog's brands by name, each with its stones' costs (retired stones are out of the catalog). Brands are matched loosely (case and
 * spacing aside), as the pricing tables and the catalog match them.
 */
export async function loadCatalogBrands(db: Executor): Promise<Map<string, CatalogBrand>> {
  const rows = await db
    .select({ brand: stones.brand, slabCostCents: stones.slabCostCents, msrpCents: stones.msrpCents })
    .from(stones)
    .where(isNull(stones.retiredAt))
    .orderBy(asc(stones.brand));
  const brands = new Map<string, CatalogBrand>();
  for (const row of rows) {
    const key = looseKey(row.brand);
    const group = brands.get(key) ?? { brand: row.brand, stones: [] };
    group.stones.push({ slabCostCents: row.slabCostCents, msrpCents: row.msrpCents });
    brands.set(key, group);
  }
  return brands;
}

/** The catalog brand an admin's request names, under its catalog spelling; 404 when none. */
export function catalogBrandOf(brands: Map<string, CatalogBrand>, brand: string): CatalogBrand {
  const found = brands.get(looseKey(brand));
  if (!found) throw new AppError('NOT_FOUND', `${brand} is not in the catalog`);
  return found;
}
