import type { Executor } from '@stonetool/db/client';
import { stoneImages, stones } from '@stonetool/db/schema/catalog';
import {
  clientMarkups,
  showroomBrandPricing,
  specialPricingRules,
  wholesalePricing,
} from '@stonetool/db/schema/pricing';
import { sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Principal } from '../../auth/principal';

/**
 * A table's committed state in two numbers: its row count and the sum of its rows' `xmin` (the
 * transaction that wrote each row version). Any insert, update or delete, whoever makes it (the
 * pricing editor, an import, plain SQL), changes one or the other, without relying on
 * `updated_at` being refreshed; reading it scans the rows without turning them into text (about
 * 3 ms for 10,000 stones, where hashing their content took 75 ms).
 */
function tableState(table: PgTable, where?: SQL): SQL {
  return sql`(select count(*) || ':' || coalesce(sum(xmin::text::bigint), 0) from ${table} ${
    where ? sql`where ${where}` : sql``
  })`;
}

/** The showroom's special rules usable at `now`, as loadActiveSpecialRules reads them. */
function activeRulesOf(showroomId: string, now: Date): SQL {
  return sql`${specialPricingRules.showroomId} = ${showroomId}
    and ${specialPricingRules.validUntil} >= ${now.toISOString()}::timestamptz
    and (${specialPricingRules.maxUses} is null or ${specialPricingRules.currentUses} < ${specialPricingRules.maxUses})`;
}

/** The catalog's version (`key`) and the part of it that only the stones and images make (`stones`). */
export interface CatalogVersion {
  key: string;
  stones: string;
}

/**
 * Everything the catalog answer of GET /api/stones is computed from, as one string: the stones
 * and their images, the caller's showroom's pricing (wholesale pricing, client mark-ups, brand
 * pricing strategies, and its special pricing rules usable at `now`: one that expires or is used
 * up leaves the set; the platform admin's view uses the defaults) and what the caller may see
 * (wholesale costs, showroom costs). Tax is not part of the catalog. The key changes whenever the answer could;
 * a price written to any of these tables, by any endpoint or by hand, is seen by every server at
 * the next request, with nothing to call. A new table that changes catalog prices must join here.
 */
export async function loadCatalogVersion(
  db: Executor,
  principal: Principal,
  now: Date,
): Promise<CatalogVersion> {
  const showroomId = principal.showroomId;
  const pricing = showroomId
    ? sql`${tableState(wholesalePricing, sql`${wholesalePricing.showroomId} = ${showroomId}`)} || '/' ||
          ${tableState(clientMarkups, sql`${clientMarkups.showroomId} = ${showroomId}`)} || '/' ||
          ${tableState(showroomBrandPricing, sql`${showroomBrandPricing.showroomId} = ${showroomId}`)} || '/' ||
          ${tableState(specialPricingRules, activeRulesOf(showroomId, now))}`
    : sql`'defaults'`;
  const result = await db.execute<{ stones: string; pricing: string }>(
    sql`select ${tableState(stones)} || '/' || ${tableState(stoneImages)} as stones, ${pricing} as pricing`,
  );
  const row = result.rows[0];
  const visibility = [
    principal.permissions.has('read:wholesale-costs') ? 'wholesale' : '',
    principal.permissions.has('read:showroom-costs') ? 'showroom' : '',
  ].join(',');
  const stonesState = row?.stones ?? '';
  return {
    key: `${showroomId ?? 'platform'}|${visibility}|${stonesState}/${row?.pricing ?? ''}`,
    stones: stonesState,
  };
}
